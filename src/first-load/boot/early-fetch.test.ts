// The time the early script reads its first cards against: the phone's, corrected by the server's
// clock in the answer, by the app's own rule (src/lib/format/server-offset.ts).
import { describe, expect, it } from 'vitest'
import { SERVER_NOW_HEADER } from '@contract/deals'
import { SAVED_AT_HEADER } from '@/lib/query/saved-at-header'
import { answerNow } from './early-fetch'

const PHONE = Date.parse('2026-12-08T11:00:00Z')
const phone = () => PHONE
const answer = (headers: Record<string, string>) => Promise.resolve(new Response('{}', { headers }))

describe('answerNow', () => {
  it("is the server's time when the phone's clock is days off", async () => {
    const server = Date.parse('2026-12-10T02:49:00Z')
    expect(await answerNow(answer({ [SERVER_NOW_HEADER]: String(server) }), phone)).toBe(server)
  })

  it("is the phone's time when the gap is the network's delay (under two minutes)", async () => {
    expect(await answerNow(answer({ [SERVER_NOW_HEADER]: String(PHONE + 90_000) }), phone)).toBe(PHONE)
  })

  it("is the phone's time for a saved copy, which carries the time it was first answered", async () => {
    const headers = { [SERVER_NOW_HEADER]: String(PHONE - 3 * 86_400_000), [SAVED_AT_HEADER]: String(PHONE - 1000) }
    expect(await answerNow(answer(headers), phone)).toBe(PHONE)
  })

  it("is the phone's time without the header, with one that is not a time, and for a failed read", async () => {
    expect(await answerNow(answer({}), phone)).toBe(PHONE)
    expect(await answerNow(answer({ [SERVER_NOW_HEADER]: 'soon' }), phone)).toBe(PHONE)
    expect(await answerNow(Promise.reject(new TypeError('offline')), phone)).toBe(PHONE)
  })
})
