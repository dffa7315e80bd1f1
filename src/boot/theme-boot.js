// Runs before the first paint: applies the saved theme ('dark' | 'light' in localStorage, under
// LOCAL_KEYS.theme), else the system preference, so the page never flashes the wrong colours; and hides
// the first-visit beta strip for a shopper who dismissed it (src/app/beta-strip.tsx); and marks
// a browser that has saved nothing for this site yet (`first-visit`: see src/styles.css).
// `__LOCAL_KEYS__.<name>` is contract/storage.ts's key, written in at build time (scripts/prerender-plugin.ts).
;(function () {
  var theme = null
  try {
    theme = localStorage.getItem(__LOCAL_KEYS__.theme)
    if (localStorage.getItem(__LOCAL_KEYS__.betaNoticeSeen)) document.documentElement.classList.add('beta-seen')
    if (localStorage.length === 0) document.documentElement.classList.add('first-visit')
  } catch (error) {
    // Storage blocked: fall back to the system preference.
    theme = null
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  if (theme === 'dark') document.body.classList.add('dark')
  document.documentElement.style.colorScheme = theme
})()
