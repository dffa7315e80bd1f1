// The early script, inlined after a prerendered page's #root (./early-data.ts, or for a page whose
// reads paint cards ./early-data-cards.ts; scripts/build/first-load-plugins.ts bundles them; the
// CSP allows each by its hash): starts the page's first API reads from the HTML, before the app's
// JavaScript has arrived. ../early-requests.ts hands each answer to the app's own request for
// that URL. The templates come from the page table at build time (../early-templates.ts):
// {lat} {lng} {slug} are filled here, and a read's `followUp` is started from its answer ({id}).
// The rules are the app's own, imported: the saved location and its default, the rounding of a
// position, the data saver and idb-keyval's store; and so are the words of the first cards it
// paints on Near me (./early-cards.ts, given only to the pages that have them).
import { get } from 'idb-keyval'
import { LOCAL_KEYS, STORAGE_KEYS } from '@contract/storage'
import { roundCoordinates } from '@/api/near'
import { decodeShopperLocation, DEFAULT_LOCATION, distancesKnown, type ShopperLocation } from '@/stores/location/locate'
import { dataSaverOn } from '@/lib/browser/data-saver'
import { isPlainPicture, PAGE_KNOWN_ATTRIBUTE, readPageKnown } from '@contract/first-load'
import { ROOT_DATA, type EarlyAnswers, type EarlyRead } from '@/lib/early/protocol'

/** Paints a list's first cards from its answer into the page's skeleton (./early-cards.ts). */
export type CardPainter = (page: ParentNode, answer: unknown, distancesKnown: boolean) => boolean

function templatesOf(root: HTMLElement | null): EarlyRead[] {
  try {
    const value: unknown = JSON.parse(root?.getAttribute(ROOT_DATA.early) ?? '[]')
    return Array.isArray(value) ? (value as EarlyRead[]) : []
  } catch {
    return []
  }
}

type Listed = { data?: { results?: unknown } } | null

/** Starts the reads #root's `data-early` names; `paintCards` for a page whose reads paint cards. */
export function startEarlyReads(paintCards?: CardPainter): void {
  const root = document.getElementById('root')
  const templates = templatesOf(root)
  if (root && templates.length > 0 && typeof fetch === 'function') begin(root, templates, paintCards)
}

function begin(root: HTMLElement, templates: EarlyRead[], painter: CardPainter | undefined) {
  // `ready` settles once every read has started (the saved location comes from IndexedDB, which
  // answers asynchronously): the app waits for it before it asks for one of these URLs itself.
  // `chained` settles once every read that waits for another's answer has started (or cannot).
  let ready = () => {}
  let chainsDone = () => {}
  let chainsLeft = templates.filter((template) => template.followUp).length
  // The page's largest paint is usually its first pictures (a store's cover, the first hot
  // deals). Those the skeleton has a box for are painted into it as soon as the answer names
  // them (`paint`, below). Any other is only fetched into the browser's cache, after the app's
  // scripts are asked for (./start-app.ts calls `appStarting`), since it shows only once the
  // app has rendered it. Six connections are all a phone gets.
  const pictures: string[] = []
  let starting = window.__gidiAppStarted === true
  const early: EarlyAnswers = {
    at: Date.now(),
    answers: {},
    ready: new Promise((resolve) => (ready = resolve)),
    chained: new Promise((resolve) => (chainsDone = resolve)),
    appStarting() {
      starting = true
      pictures.splice(0).forEach(warm)
    },
  }
  if (chainsLeft === 0) chainsDone()
  window.__gidiEarly = early

  let slug = ''
  try {
    slug = decodeURIComponent(location.pathname.split('/')[2] ?? '')
  } catch {
    slug = ''
  }
  // Data saver (src/lib/browser/data-saver.ts): smaller near-me pages, and pictures only on tap.
  const savesData = dataSaverOn()
  // What the server knew of this URL (server/shared-words.ts; never in the service worker's
  // copy of the page): the store the slug names, and the first pictures.
  const known = readPageKnown(root.getAttribute(PAGE_KNOWN_ATTRIBUTE))
  const knownStore = known.store?.slug.toLowerCase() === slug.toLowerCase() ? known.store : undefined
  if (knownStore) early.store = knownStore

  function warm(src: string) {
    const picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = src
  }
  // A picture the page's skeleton has a box for (`data-early-picture`, src/ui/early-picture.ts)
  // is shown there at once, before the app has run: it is what the shopper sees first. Only a
  // plain same-origin path or http(s) address goes into the style, never anything that could
  // end the url(). React leaves the style alone and replaces the box with the card's <img>.
  // A shopper who has already moved on to another page may be looking at another skeleton.
  const pagePath = location.pathname
  function paint(index: number, src: string): boolean {
    if (location.pathname !== pagePath) return false
    const box = root.querySelector<HTMLElement>(`[data-early-picture="${index}"]`)
    if (!box || !isPlainPicture(src)) return false
    // Asked for at once, at high priority: a background is asked for only at the next style
    // pass, at low priority, behind the app's scripts. The box's background is the same
    // picture, which the browser then takes from this request.
    warm(src)
    box.style.backgroundImage = `url("${src}")`
    return true
  }
  // The pictures the server named are painted at once, without waiting for the answer that
  // names them too: a list's only when they were counted from the shopper's own position.
  let paintedKnown = false
  function paintKnown(position?: { latitude?: number; longitude?: number }) {
    const pictures = known.pictures
    if (paintedKnown || savesData || !pictures) return
    const near = pictures.near
    if (near && (near.latitude !== position?.latitude || near.longitude !== position?.longitude)) return
    paintedKnown = true
    pictures.sources.forEach((src, index) => src && paint(index, src))
  }
  paintKnown(undefined)
  // A browser that has saved nothing here yet (a first visit: theme-boot.ts marks it so) has no
  // saved position either: the pictures from the default position are painted now, in the first
  // frame, rather than after IndexedDB has answered (a later frame, behind the app's scripts).
  let savedNothing = false
  try {
    savedNothing = localStorage.length === 0
  } catch {
    savedNothing = false
  }
  if (savedNothing)
    paintKnown(roundCoordinates({ latitude: DEFAULT_LOCATION.lat, longitude: DEFAULT_LOCATION.lng }) ?? undefined)
  const body = (answer: Promise<Response>): Promise<Listed> =>
    answer.then((response) => (response.ok ? (response.clone().json() as Promise<Listed>) : null))
  function warmPictures(answer: Promise<Response>) {
    if (savesData) return
    body(answer)
      .then((listed) => {
        const results = listed?.data?.results as Record<string, unknown> | Record<string, unknown>[] | undefined
        // A list's first two pictures, or a store's cover and logo (both on its first screen).
        const sources = Array.isArray(results)
          ? results.slice(0, 2).map((item) => item?.image)
          : results
            ? [results.cover_image, results.logo]
            : []
        sources.forEach((src, index) => {
          if (typeof src !== 'string' || !src || paint(index, src)) return
          if (starting) warm(src)
          else pictures.push(src)
        })
      })
      .catch(() => {})
  }
  // Near me's first cards, from its read's answer (./early-cards.ts), while the page is still its.
  function paintCards(answer: Promise<Response>, place: ShopperLocation) {
    if (!painter) return
    body(answer)
      .then((listed) => {
        if (location.pathname === pagePath) painter(root, listed, distancesKnown(place))
      })
      .catch(() => {})
  }
  function read(url: string): Promise<Response> {
    const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    answer.catch(() => {})
    early.answers[url] = answer
    return answer
  }
  function chainDone() {
    chainsLeft -= 1
    if (chainsLeft <= 0) chainsDone()
  }
  // The read that needs the first one's answer: the store whose slug is the page's, by its id
  // (src/api/search-store.ts finds it the same way).
  function follow(answer: Promise<Response>, followUp: string, warmsPictures: boolean) {
    body(answer)
      .then((listed) => {
        const results = listed?.data?.results
        const wanted = slug.toLowerCase()
        const found = Array.isArray(results)
          ? (results as { slug?: unknown; id?: unknown }[]).find(
              (item) => typeof item?.slug === 'string' && item.slug.toLowerCase() === wanted,
            )
          : undefined
        if (!found || typeof found.id !== 'number') return
        const second = read(followUp.replace('{id}', encodeURIComponent(String(found.id))))
        if (warmsPictures) warmPictures(second)
      })
      .catch(() => {})
      .then(chainDone, chainDone)
  }
  function start(place: ShopperLocation) {
    // Rounded as the app rounds it (src/api/near.ts), or the URL is not the app's.
    const { latitude, longitude } = roundCoordinates({ latitude: place.lat, longitude: place.lng }) ?? {}
    if (templates.some((template) => template.url.includes('{lat}'))) paintKnown({ latitude, longitude })
    for (const template of templates) {
      // Data saver asks for smaller pages of some reads: the app's request differs, so none is made here.
      if (template.skipOnDataSaver && savesData) {
        if (template.followUp) chainDone()
        continue
      }
      // The server named the store: its read by id starts now, with no search first.
      if (template.followUp && knownStore) {
        const store = read(template.followUp.replace('{id}', encodeURIComponent(String(knownStore.id))))
        if (template.warm) warmPictures(store)
        chainDone()
        continue
      }
      const answer = read(
        template.url
          .replace('{lat}', String(latitude))
          .replace('{lng}', String(longitude))
          .replace('{slug}', encodeURIComponent(slug)),
      )
      // What is on screen first (the store's cover and logo, the home page's first row of deals),
      // named by the last answer of the read.
      if (template.followUp) follow(answer, template.followUp, template.warm === true)
      else if (template.warm) warmPictures(answer)
      if (template.cards) paintCards(answer, place)
    }
    ready()
  }

  // The saved location (docs/limits.md#storage-keys userLocation), read as the app reads it (src/stores/persisted-atom.ts):
  // localStorage first (a value still to be moved into IndexedDB, then the copy the app keeps
  // for this script), then idb-keyval's store; anything the app would not take is its default.
  // Should the copy be behind, the app asks for its own position's answer and this one goes unused.
  let saved: ShopperLocation | undefined
  for (const key of [STORAGE_KEYS.location, LOCAL_KEYS.locationCopy]) {
    try {
      saved ??= decodeShopperLocation(JSON.parse(localStorage.getItem(key) ?? 'null'))
    } catch {
      // Not a place: the next one, or IndexedDB.
    }
  }
  const needsPlace = templates.some((template) => template.url.includes('{lat}'))
  // A browser that has saved nothing here (a first visit) has no position in IndexedDB either:
  // the default's reads start now, not after IndexedDB is opened for the first time (100–500 ms
  // at 4× CPU). Should localStorage alone have been cleared, the app asks for its own position's
  // answer, and this one goes unused.
  if (saved || !needsPlace || savedNothing || typeof indexedDB === 'undefined') start(saved ?? DEFAULT_LOCATION)
  else {
    let stored: Promise<unknown>
    try {
      stored = get<unknown>(STORAGE_KEYS.location)
    } catch (error) {
      // Opening IndexedDB can throw at once (a browser that refuses it to this page).
      stored = Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
    stored.then(
      (value) => start(decodeShopperLocation(value) ?? DEFAULT_LOCATION),
      () => start(DEFAULT_LOCATION),
    )
  }
}
