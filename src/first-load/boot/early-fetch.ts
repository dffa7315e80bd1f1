// The early script's requests (./early-reads.ts): each read it starts, made as the app's own request
// for that URL will be, so the app takes its answer (src/lib/early/early-requests.ts), and the read
// that follows another's answer.
import type { EarlyAnswers } from '@/lib/early/protocol'
import { clockOffset, serverNowOf } from '@/lib/format/server-offset'

/** An answer's body as the early script reads it: a list's results, or one record. */
export type Listed = { data?: { results?: unknown } } | null

/** Asks for `url` now; its answer waits in `early.answers` for the app's request for that URL. */
export function read(early: EarlyAnswers, url: string): Promise<Response> {
  const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  answer.catch(() => {})
  early.answers[url] = answer
  return answer
}

/** The answer's JSON, read from a copy (the app reads the answer itself); null for a failure. */
export const answerBody = (answer: Promise<Response>): Promise<Listed> =>
  answer.then((response) => (response.ok ? (response.clone().json() as Promise<Listed>) : null))

/**
 * The time the answer's cards are read against (a deal's day, a store's hours): the phone's, corrected
 * by the server's clock the answer carries, as the app corrects it (src/api/http.ts). A saved copy
 * (the service worker's, stamped with when it was saved) and an answer without the header leave the
 * phone's time; so does a failed read.
 */
export const answerNow = (answer: Promise<Response>, phoneNow: () => number = Date.now): Promise<number> =>
  answer.then(
    (response) => {
      const phoneMs = phoneNow()
      const server = serverNowOf(response.headers)
      return server === undefined ? phoneMs : phoneMs + (clockOffset(server, phoneMs) ?? 0)
    },
    () => phoneNow(),
  )

/**
 * The URL of the read that needs the first one's answer: the store whose slug is the page's, by its
 * id (src/api/search-store.ts finds it the same way). Undefined when the answer names no such store.
 */
export function followUpUrl(listed: Listed, followUp: string, slug: string): string | undefined {
  const results = listed?.data?.results
  const wanted = slug.toLowerCase()
  const found = Array.isArray(results)
    ? (results as { slug?: unknown; id?: unknown }[]).find(
        (item) => typeof item?.slug === 'string' && item.slug.toLowerCase() === wanted,
      )
    : undefined
  if (!found || typeof found.id !== 'number') return undefined
  return followUp.replace('{id}', encodeURIComponent(String(found.id)))
}
