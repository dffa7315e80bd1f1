// The page's first pictures, from the early script (./early-reads.ts). The page's largest paint is
// usually its first pictures (a store's cover, the first hot deals). Those the skeleton has a box
// for are painted into it as soon as an answer (or the server, in the page) names them. Any other is
// only warmed, fetched into the browser's cache, after the app's scripts are asked for (./start-app.ts
// calls `appStarting`), since it shows only once the app has rendered it. Six connections are all a
// phone gets.
import { isPlainPicture, type PageKnown } from '@contract/first-load'
import { answerBody, type Listed } from './early-fetch'

/** Asks for a picture now, at high priority, into the browser's cache. */
function warm(src: string): void {
  const picture = new Image()
  picture.fetchPriority = 'high'
  picture.src = src
}

/** A list's first two pictures, or a store's cover and logo (both on its first screen). */
function picturesOf(listed: Listed): unknown[] {
  const results = listed?.data?.results as Record<string, unknown> | Record<string, unknown>[] | undefined
  if (Array.isArray(results)) return results.slice(0, 2).map((item) => item?.image)
  return results ? [results.cover_image, results.logo] : []
}

/** Paints the pictures the server named, once: a list's only when counted from `position`. */
type PaintKnown = (position?: { latitude?: number; longitude?: number }) => void
/** Paints or warms the first pictures an answer names. */
type FromAnswer = (answer: Promise<Response>) => void
/** The app's scripts are asked for: the pictures waiting for them may follow. */
type AppStarting = () => void

/**
 * The first pictures of the page under `root`; none with the data saver on (pictures on tap). A
 * tuple, not an object: every byte of the early script is in every page, and names in it are not.
 */
export function earlyPictures(
  root: ParentNode,
  known: PageKnown,
  savesData: boolean,
): [PaintKnown, FromAnswer, AppStarting] {
  const pagePath = location.pathname
  const waiting: string[] = []
  let starting = window.__gidiAppStarted === true
  let paintedKnown = false
  // A picture the page's skeleton has a box for (`data-early-picture`, src/ui/early-picture.ts) is
  // shown there at once, before the app has run: it is what the shopper sees first. Only a plain
  // same-origin path or http(s) address goes into the style, never anything that could end the
  // url(). React leaves the style alone and replaces the box with the card's <img>. A shopper who
  // has already moved on to another page may be looking at another skeleton: then false.
  const paint = (index: number, src: string): boolean => {
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
  const paintKnown: PaintKnown = (position) => {
    const pictures = known.pictures
    if (paintedKnown || savesData || !pictures) return
    const near = pictures.near
    if (near && (near.latitude !== position?.latitude || near.longitude !== position?.longitude)) return
    paintedKnown = true
    pictures.sources.forEach((src, index) => src && paint(index, src))
  }
  const fromAnswer: FromAnswer = (answer) => {
    if (savesData) return
    answerBody(answer)
      .then((listed) =>
        picturesOf(listed).forEach((src, index) => {
          if (typeof src !== 'string' || !src || paint(index, src)) return
          if (starting) warm(src)
          else waiting.push(src)
        }),
      )
      .catch(() => {})
  }
  const appStarting: AppStarting = () => {
    starting = true
    waiting.splice(0).forEach(warm)
  }
  return [paintKnown, fromAnswer, appStarting]
}
