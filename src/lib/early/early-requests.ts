import { earlyAnswers } from './protocol'

/**
 * A prerendered page starts its first API reads from its HTML (src/first-load/boot/early-data.ts,
 * with the URLs of src/first-load/early-templates.ts), long before the app's JavaScript arrives;
 * the app's own request for the same URL then takes that answer instead of asking again
 * (docs/first-load.md#how). Here, below api, so the HTTP client may take it (src/api/http.ts).
 */

/** How long an early answer waits for the app to ask for it; later it may be stale. */
const ADOPT_WITHIN_MS = 60_000

/** The page's early reads wait at most this long for the saved location before starting. */
const READY_WITHIN_MS = 500

function normalized(url: string): string {
  const parsed = new URL(url, globalThis.location.href)
  parsed.searchParams.sort()
  return parsed.href
}

/** `answer`, or the signal's reason once it aborts first (a timeout, a page left). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason)
    signal.addEventListener('abort', stop, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

/**
 * The answer the page's HTML already asked for at `url` (a GET without credentials), once.
 * Undefined when there is none, or when that read failed (the caller then asks itself); an
 * abort of `signal` rejects with its reason. Query parameters may come in any order.
 */
export async function takeEarlyResponse(url: string, signal?: AbortSignal): Promise<Response | undefined> {
  // Only a page has them (the service worker replays the outbox through the same client).
  const early = earlyAnswers()
  if (!early || Date.now() - early.at > ADOPT_WITHIN_MS) return undefined
  const waited = new Promise((resolve) => setTimeout(resolve, READY_WITHIN_MS))
  await Promise.race([early.ready, waited])
  const wanted = normalized(url)
  const find = () => Object.keys(early.answers).find((candidate) => normalized(candidate) === wanted)
  // A read that follows another's answer starts when that answer arrives, which the app has
  // just taken too: it is a moment away.
  if (find() === undefined) await Promise.race([early.chained, waited])
  const started = find()
  const answer = started === undefined ? undefined : early.answers[started]
  if (started === undefined || !answer) return undefined
  delete early.answers[started]
  try {
    return await untilAborted(answer, signal)
  } catch (error) {
    if (signal?.aborted) throw error
    return undefined
  }
}

/**
 * Drops the answers nobody took: after the shopper changes something (any write), or once the
 * page has made its first reads, an answer from the HTML may be older than the server's data.
 */
export function discardEarlyResponses(): void {
  const early = earlyAnswers()
  if (early) early.answers = {}
}
