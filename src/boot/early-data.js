// Inlined after a prerendered page's #root (scripts/prerender-plugin.ts; the CSP allows it by
// its hash): starts the page's first API reads from the HTML, before the app's JavaScript has
// arrived. src/api/early-requests.ts hands each answer to the app's own request for that URL.
// The templates come from the app's API module at build time; {lat} {lng} {slug} are filled here.
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
  var started = { at: Date.now(), answers: {} }
  var begin
  started.ready = new Promise(function (resolve) {
    begin = resolve
  })
  window.__gidiEarly = started
  var slug = ''
  try {
    slug = encodeURIComponent(decodeURIComponent(location.pathname.split('/')[2] || ''))
  } catch (error) {
    slug = ''
  }
  var round = function (value) {
    return Math.round(value * 1000) / 1000
  }
  var saver = null
  try {
    saver = localStorage.getItem('data_saver')
  } catch (error) {
    saver = null
  }
  // Data saver (src/lib/data-saver.ts): smaller near-me pages, and pictures only on tap.
  var savesData = saver === 'on' || (saver !== 'off' && !!navigator.connection && !!navigator.connection.saveData)
  // The page's largest paint is usually its first pictures (a store's cover, the first hot
  // deals): they are fetched into the browser's cache as soon as the answer names them, but
  // after the app's scripts are asked for (src/boot/start-app.js calls `appStarting`), since
  // they show only once the app has rendered them. Six connections are all a phone gets.
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
  function warmPictures(answer) {
    if (savesData) return
    answer
      .then(function (response) {
        return response.ok ? response.clone().json() : null
      })
      .then(function (body) {
        var results = body && body.data && body.data.results
        var first = Array.isArray(results) ? results.slice(0, 2) : results ? [results] : []
        first.forEach(function (item) {
          var src = item && (item.cover_image || item.image)
          if (typeof src === 'string' && src) {
            if (starting) warm(src)
            else pictures.push(src)
          }
        })
      })
      .catch(function () {})
  }
  function start(place) {
    templates.forEach(function (template, index) {
      // Data saver asks for smaller near-me pages: the app's request differs, so none is made here.
      if (template.indexOf('{lat}') >= 0 && savesData) return
      var url = template
        .replace('{lat}', String(round(place.lat)))
        .replace('{lng}', String(round(place.lng)))
        .replace('{slug}', slug)
      var answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      answer.catch(function () {})
      started.answers[url] = answer
      // The first read holds what is on screen first (the store, the home page's first row).
      if (index === 0 && template.indexOf('{lat}') < 0) warmPictures(answer)
    })
    begin()
  }
  var fallback = JSON.parse(root.getAttribute('data-default-location') || 'null')
  function valid(place) {
    return place && typeof place.lat === 'number' && typeof place.lng === 'number' ? place : null
  }
  // The saved location (SPEC §9 userLocation): localStorage first, as the app reads it, then IndexedDB.
  var saved = null
  try {
    saved = valid(JSON.parse(localStorage.getItem('userLocation') || 'null'))
  } catch (error) {
    saved = null
  }
  var needsPlace = templates.some(function (template) {
    return template.indexOf('{lat}') >= 0
  })
  if (saved || !needsPlace || !window.indexedDB) return start(saved || fallback)
  try {
    var opening = indexedDB.open('keyval-store')
    opening.onupgradeneeded = function () {
      opening.result.createObjectStore('keyval')
    }
    opening.onerror = function () {
      start(fallback)
    }
    opening.onsuccess = function () {
      try {
        var read = opening.result.transaction('keyval', 'readonly').objectStore('keyval').get('userLocation')
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
