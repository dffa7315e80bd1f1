// Inlined after a prerendered page's #root (scripts/prerender-plugin.ts; the CSP allows it by
// its hash): starts the page's first API reads from the HTML, before the app's JavaScript has
// arrived. src/api/early-requests.ts hands each answer to the app's own request for that URL.
// The templates come from the app's API module at build time (src/api/early-request-templates.ts):
// {lat} {lng} {slug} are filled here, and a read's `then` is started from its answer ({id}).
// The storage keys (`__LOCAL_KEYS__.<name>`, `__STORAGE_KEYS__.<name>`) are contract/storage.ts's,
// written in at build time too.
;(function () {
  var root = document.getElementById('root')
  var templates
  try {
    templates = JSON.parse(root.getAttribute('data-early') || '[]')
  } catch (error) {
    return
  }
  if (!templates.length || typeof fetch !== 'function' || typeof Promise !== 'function') return
  // `ready` settles once every read has started (the saved location comes from IndexedDB, which
  // answers asynchronously): the app waits for it before it asks for one of these URLs itself.
  // `chained` settles once every read that waits for another's answer has started (or cannot).
  var started = { at: Date.now(), answers: {} }
  var begin
  var chainsLeft = templates.filter(function (template) {
    return template.then
  }).length
  var chainsDone
  started.ready = new Promise(function (resolve) {
    begin = resolve
  })
  started.chained = new Promise(function (resolve) {
    chainsDone = resolve
  })
  if (!chainsLeft) chainsDone()
  window.__gidiEarly = started
  var slug = ''
  try {
    slug = decodeURIComponent(location.pathname.split('/')[2] || '')
  } catch (error) {
    slug = ''
  }
  var round = function (value) {
    return Math.round(value * 1000) / 1000
  }
  var saver = null
  try {
    saver = localStorage.getItem(__LOCAL_KEYS__.dataSaver)
  } catch (error) {
    saver = null
  }
  // Data saver (src/lib/data-saver.ts): smaller near-me pages, and pictures only on tap.
  var savesData = saver === 'on' || (saver !== 'off' && !!navigator.connection && !!navigator.connection.saveData)
  // The page's largest paint is usually its first pictures (a store's cover, the first hot
  // deals). Those the skeleton has a box for are painted into it as soon as the answer names
  // them (`paint`, below). Any other is only fetched into the browser's cache, after the app's
  // scripts are asked for (src/boot/start-app.js calls `appStarting`), since it shows only once
  // the app has rendered it. Six connections are all a phone gets.
  var pictures = []
  var starting = false
  function warm(src) {
    var picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = src
  }
  started.appStarting = function () {
    starting = true
    pictures.splice(0).forEach(warm)
  }
  // A picture the page's skeleton has a box for (`data-early-picture`, src/ui/early-picture.ts)
  // is shown there at once, before the app has run: it is what the shopper sees first. Only a
  // plain same-origin path or http(s) address goes into the style, never anything that could
  // end the url(). React leaves the style alone and replaces the box with the card's <img>.
  var PLAIN_URL = /^(\/(?!\/)|https?:\/\/)[^"'\\\s()<>]*$/
  // A shopper who has already moved on to another page may be looking at another skeleton.
  var pagePath = location.pathname
  function paint(index, src) {
    if (location.pathname !== pagePath) return false
    var box = root.querySelector('[data-early-picture="' + index + '"]')
    if (!box || !PLAIN_URL.test(src)) return false
    box.style.backgroundImage = 'url("' + src + '")'
    return true
  }
  function warmPictures(answer) {
    if (savesData) return
    answer
      .then(function (response) {
        return response.ok ? response.clone().json() : null
      })
      .then(function (body) {
        var results = body && body.data && body.data.results
        // A list's first two pictures, or a store's cover and logo (both on its first screen).
        var sources = Array.isArray(results)
          ? results.slice(0, 2).map(function (item) {
              return item && item.image
            })
          : results
            ? [results.cover_image, results.logo]
            : []
        sources.forEach(function (src, index) {
          if (typeof src !== 'string' || !src || paint(index, src)) return
          if (starting) warm(src)
          else pictures.push(src)
        })
      })
      .catch(function () {})
  }
  function read(url) {
    var answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    answer.catch(function () {})
    started.answers[url] = answer
    return answer
  }
  function chainDone() {
    chainsLeft -= 1
    if (chainsLeft <= 0) chainsDone()
  }
  // The read that needs the first one's answer: the store whose slug is the page's, by its id
  // (src/api/search-store.ts finds it the same way).
  function follow(answer, then, warmsPictures) {
    answer
      .then(function (response) {
        return response.ok ? response.clone().json() : null
      })
      .then(function (body) {
        var results = body && body.data && body.data.results
        var wanted = slug.toLowerCase()
        var found = Array.isArray(results)
          ? results.filter(function (item) {
              return item && typeof item.slug === 'string' && item.slug.toLowerCase() === wanted
            })[0]
          : null
        if (!found || typeof found.id !== 'number') return
        var second = read(then.replace('{id}', encodeURIComponent(String(found.id))))
        if (warmsPictures) warmPictures(second)
      })
      .catch(function () {})
      .then(chainDone)
  }
  function start(place) {
    templates.forEach(function (template) {
      // Data saver asks for smaller pages of some reads: the app's request differs, so none is made here.
      if (template.skipOnDataSaver && savesData) {
        if (template.then) chainDone()
        return
      }
      var answer = read(
        template.url
          .replace('{lat}', String(round(place.lat)))
          .replace('{lng}', String(round(place.lng)))
          .replace('{slug}', encodeURIComponent(slug)),
      )
      // What is on screen first (the store's cover and logo, the home page's first row of deals),
      // named by the last answer of the read.
      if (template.then) follow(answer, template.then, template.warm)
      else if (template.warm) warmPictures(answer)
    })
    begin()
  }
  var fallback = JSON.parse(root.getAttribute('data-default-location') || 'null')
  // SPEC §9's centre-of-Nigeria default, which earlier builds saved: the app reads it as the
  // default (src/features/location/locate.ts), so the page does too.
  function valid(place) {
    if (!place || typeof place.lat !== 'number' || typeof place.lng !== 'number') return null
    return !place.source && place.lat === 9.082 && place.lng === 8.6753 ? null : place
  }
  // The saved location (SPEC §9 userLocation): localStorage first, as the app reads it, then IndexedDB.
  var saved = null
  try {
    saved = valid(JSON.parse(localStorage.getItem(__STORAGE_KEYS__.location) || 'null'))
  } catch (error) {
    saved = null
  }
  var needsPlace = templates.some(function (template) {
    return template.url.indexOf('{lat}') >= 0
  })
  if (saved || !needsPlace || !window.indexedDB) return start(saved || fallback)
  try {
    // idb-keyval's default database and object store.
    var opening = indexedDB.open('keyval-store')
    opening.onupgradeneeded = function () {
      opening.result.createObjectStore('keyval')
    }
    opening.onerror = function () {
      start(fallback)
    }
    opening.onsuccess = function () {
      try {
        var read = opening.result.transaction('keyval', 'readonly').objectStore('keyval').get(__STORAGE_KEYS__.location)
        read.onsuccess = function () {
          start(valid(read.result) || fallback)
        }
        read.onerror = function () {
          start(fallback)
        }
      } catch (error) {
        start(fallback)
      }
    }
  } catch (error) {
    start(fallback)
  }
})()
