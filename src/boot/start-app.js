// Inlined at the end of a prerendered page (scripts/prerender-plugin.ts; the CSP allows it by
// its hash): starts the app once the page has painted. The page is whole without JavaScript, so
// the shopper sees it first; then every script the page needs (#root's data-scripts: the entry,
// then the shell's and the route's chunks) is asked for at once, not found one import at a time,
// and the first pictures the page's early reads named after them (src/boot/early-data.js). A
// hidden tab paints nothing, so it starts at once.
;(function () {
  var scripts
  try {
    scripts = JSON.parse(document.getElementById('root').getAttribute('data-scripts') || '[]')
  } catch (error) {
    return
  }
  if (!scripts.length) return
  var started = false
  function start() {
    if (started) return
    started = true
    scripts.slice(1).forEach(function (href) {
      var preload = document.createElement('link')
      preload.rel = 'modulepreload'
      preload.crossOrigin = 'anonymous'
      preload.href = href
      document.head.appendChild(preload)
    })
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = 'anonymous'
    entry.src = scripts[0]
    document.body.appendChild(entry)
    if (window.__gidiEarly && window.__gidiEarly.appStarting) window.__gidiEarly.appStarting()
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return start()
  document.addEventListener('visibilitychange', start, { once: true })
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
})()
