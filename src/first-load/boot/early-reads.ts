// The early script, inlined after a prerendered page's #root (./early-data.ts, or for a page whose
// reads paint cards ./early-data-cards.ts and its kin; scripts/build/boot-scripts.ts bundles them; the
// CSP allows each by its hash): starts the page's first API reads from the HTML, before the app's
// JavaScript has arrived. src/lib/early/early-requests.ts hands each answer to the app's own request
// for that URL. The templates come from the page table at build time (../early-templates.ts):
// {lat} {lng} {slug} are filled here, and a read's `followUp` is started from its answer ({id}):
// the reads themselves are ./early-fetch.ts, the pictures they name ./early-pictures.ts.
// The rules are the app's own, imported: the saved location and its default, the rounding of a
// position, the data saver and idb-keyval's store; and so are the words of the first cards it
// paints (./early-cards.ts, ./early-deals.ts, ./early-offers.ts, ./early-dishes.ts: each given only to
// its page).
import { get } from 'idb-keyval'
import { LOCAL_KEYS, STORAGE_KEYS } from '@contract/storage'
import { roundCoordinates } from '@/api/near'
import { decodeShopperLocation, DEFAULT_LOCATION, distancesKnown, type ShopperLocation } from '@/stores/location/locate'
import { dataSaverOn } from '@/lib/browser/data-saver'
import { PAGE_KNOWN_ATTRIBUTE, readPageKnown } from '@contract/first-load'
import { ROOT_DATA, type EarlyAnswers, type EarlyRead } from '@/lib/early/protocol'
import { answerBody, answerNow, followUpUrl, read } from './early-fetch'
import { earlyPictures } from './early-pictures'

/**
 * Paints a read's first cards from its answer into the page's skeleton (./early-cards.ts, ./early-dishes.ts), read
 * against `now`: the phone's time as the answer's server clock corrects it (./early-fetch.ts answerNow).
 */
export type CardPainter = (page: ParentNode, answer: unknown, distancesKnown: boolean, now: number) => boolean

function templatesOf(root: HTMLElement | null): EarlyRead[] {
  try {
    const value: unknown = JSON.parse(root?.getAttribute(ROOT_DATA.early) ?? '[]')
    return Array.isArray(value) ? (value as EarlyRead[]) : []
  } catch {
    return []
  }
}

/** Starts the reads #root's `data-early` names; `paintCards` for a page whose reads paint cards. */
export function startEarlyReads(paintCards?: CardPainter): void {
  const root = document.getElementById('root')
  const templates = templatesOf(root)
  if (root && templates.length > 0 && typeof fetch === 'function') begin(root, templates, paintCards)
}

/** The page path's second segment, as the app decodes it ('' when it does not decode). */
function pageSlug(): string {
  try {
    return decodeURIComponent(location.pathname.split('/')[2] ?? '')
  } catch {
    return ''
  }
}

/** True for a browser that has saved nothing here yet (a first visit: theme-boot.ts marks it so). */
function savedNothing(): boolean {
  try {
    return localStorage.length === 0
  } catch {
    return false
  }
}

/**
 * `window.__gidiEarly` for these reads, with what settles it: `ready` once every read has started
 * (the saved location comes from IndexedDB, which answers asynchronously: the app waits for it
 * before it asks for one of these URLs itself), and `chainDone` for each read that waits for
 * another's answer, once it has started or cannot (`chained` settles after the last).
 */
function announce(templates: EarlyRead[], appStarting: () => void): [EarlyAnswers, () => void, () => void] {
  let ready = () => {}
  let chainsDone = () => {}
  let chainsLeft = templates.filter((template) => template.followUp).length
  const early: EarlyAnswers = {
    at: Date.now(),
    answers: {},
    ready: new Promise((resolve) => (ready = resolve)),
    chained: new Promise((resolve) => (chainsDone = resolve)),
    appStarting,
  }
  if (chainsLeft === 0) chainsDone()
  window.__gidiEarly = early
  const chainDone = () => {
    chainsLeft -= 1
    if (chainsLeft <= 0) chainsDone()
  }
  return [early, ready, chainDone]
}

/**
 * Starts the read that needs `answer` (./early-fetch.ts followUpUrl) and hands it to `started`; then
 * `done`, whether there was one or not.
 */
function follow(
  early: EarlyAnswers,
  answer: Promise<Response>,
  followUp: string,
  slug: string,
  started: (second: Promise<Response>) => void,
  done: () => void,
  none: () => void,
) {
  answerBody(answer)
    .then((listed) => {
      const url = followUpUrl(listed, followUp, slug)
      if (url !== undefined) started(read(early, url))
      else none()
    })
    .catch(none)
    .then(done, done)
}

function begin(root: HTMLElement, templates: EarlyRead[], painter: CardPainter | undefined) {
  // Data saver (src/lib/browser/data-saver.ts): smaller near-me pages, and pictures only on tap.
  const savesData = dataSaverOn()
  // What the server knew of this URL (server/catalog/shared-words.ts; never in the service worker's
  // copy of the page): the store the slug names, and the first pictures.
  const known = readPageKnown(root.getAttribute(PAGE_KNOWN_ATTRIBUTE))
  const [paintKnown, picturesFrom, appStarting] = earlyPictures(root, known, savesData)
  const [early, ready, chainDone] = announce(templates, appStarting)
  const slug = pageSlug()
  const knownStore = known.store?.slug.toLowerCase() === slug.toLowerCase() ? known.store : undefined
  if (knownStore) early.store = knownStore
  // The pictures the server named are painted at once, without waiting for the answer that
  // names them too: a list's only when they were counted from the shopper's own position.
  paintKnown(undefined)
  // A first visit has no saved position either: the pictures from the default position are
  // painted now, in the first frame, rather than after IndexedDB has answered (a later frame,
  // behind the app's scripts).
  const firstVisit = savedNothing()
  if (firstVisit)
    paintKnown(roundCoordinates({ latitude: DEFAULT_LOCATION.lat, longitude: DEFAULT_LOCATION.lng }) ?? undefined)
  const pagePath = location.pathname
  const needsPlace = templates.some((template) => template.url.includes('{lat}'))
  withSavedPlace(needsPlace, firstVisit, (place) => {
    // Rounded as the app rounds it (src/api/near.ts), or the URL is not the app's.
    const { latitude, longitude } = roundCoordinates({ latitude: place.lat, longitude: place.lng }) ?? {}
    if (needsPlace) paintKnown({ latitude, longitude })
    // The first cards (./early-cards.ts, ./early-dishes.ts), painted from a read's last answer
    // while the page is still its.
    // Nothing painted (a failed read, an empty answer): only the app can show the page, so it
    // starts now on a page that waits for a touch (./start-app.ts).
    const paintFrom = (answer: Promise<Response>) =>
      Promise.all([answerBody(answer), answerNow(answer)])
        .then(([listed, now]) => {
          if (!painter || location.pathname !== pagePath) return
          if (!painter(root, listed, distancesKnown(place), now)) window.__gidiStartApp?.()
        })
        .catch(() => window.__gidiStartApp?.())
    for (const template of templates) {
      // Data saver asks for smaller pages of some reads: the app's request differs, so none is made here.
      if (template.skipOnDataSaver && savesData) {
        if (template.followUp) chainDone()
        if (template.cards) window.__gidiStartApp?.()
        continue
      }
      const paints = painter !== undefined && template.cards !== undefined
      // The server named the store: its read by id starts now, with no search first.
      if (template.followUp && knownStore) {
        const store = read(early, template.followUp.replace('{id}', encodeURIComponent(String(knownStore.id))))
        if (template.warm) picturesFrom(store)
        if (paints) void paintFrom(store)
        chainDone()
        continue
      }
      const url = template.url.replace('{lat}', String(latitude)).replace('{lng}', String(longitude))
      const answer = read(early, url.replace('{slug}', encodeURIComponent(slug)))
      // What is on screen first (the store's cover and logo, the home page's first row of deals),
      // named by the last answer of the read.
      if (template.followUp) {
        const warms = template.warm === true
        const started = (second: Promise<Response>) => {
          if (warms) picturesFrom(second)
          if (paints) void paintFrom(second)
        }
        follow(early, answer, template.followUp, slug, started, chainDone, () => {
          if (paints) window.__gidiStartApp?.()
        })
      } else {
        if (template.warm) picturesFrom(answer)
        if (paints) void paintFrom(answer)
      }
    }
    ready()
  })
}

/**
 * Calls `then` with the saved location (docs/limits.md#storage-keys userLocation), read as the app
 * reads it (src/stores/persisted-atom.ts): localStorage first (a value still to be moved into
 * IndexedDB, then the copy the app keeps for this script), then idb-keyval's store; anything the app
 * would not take is its default. Should the copy be behind, the app asks for its own position's
 * answer and this one goes unused.
 */
function withSavedPlace(needsPlace: boolean, firstVisit: boolean, then: (place: ShopperLocation) => void) {
  let saved: ShopperLocation | undefined
  for (const key of [STORAGE_KEYS.location, LOCAL_KEYS.locationCopy]) {
    try {
      saved ??= decodeShopperLocation(JSON.parse(localStorage.getItem(key) ?? 'null'))
    } catch {
      // Not a place: the next one, or IndexedDB.
    }
  }
  // A browser that has saved nothing here (a first visit) has no position in IndexedDB either:
  // the default's reads start now, not after IndexedDB is opened for the first time (100–500 ms
  // at 4× CPU). Should localStorage alone have been cleared, the app asks for its own position's
  // answer, and this one goes unused.
  if (saved || !needsPlace || firstVisit || typeof indexedDB === 'undefined') {
    then(saved ?? DEFAULT_LOCATION)
    return
  }
  let stored: Promise<unknown>
  try {
    stored = get<unknown>(STORAGE_KEYS.location)
  } catch (error) {
    // Opening IndexedDB can throw at once (a browser that refuses it to this page).
    stored = Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
  stored.then(
    (value) => then(decodeShopperLocation(value) ?? DEFAULT_LOCATION),
    () => then(DEFAULT_LOCATION),
  )
}
