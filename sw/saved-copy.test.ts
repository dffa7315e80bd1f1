import { describe, expect, it } from 'vitest'
import { SAVED_AT_HEADER, savedAtOf } from '@/lib/query/saved-at-header'
import { markSavedCopy, savedCopyPlugin, stampForCache } from './saved-copy'

const answer = (status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ data: { results: [] } }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

describe('stampForCache', () => {
  it('keeps a whole answer with the time it is stored, body and headers intact', async () => {
    const stored = stampForCache(answer(200, { 'Content-Length': '24' }), 1_700_000_000_000)
    expect(stored).not.toBeNull()
    expect(savedAtOf(stored!.headers)).toBe(1_700_000_000_000)
    expect(stored!.headers.get('Content-Type')).toBe('application/json')
    expect(stored!.headers.get('Content-Length')).toBe('24')
    expect(await stored!.json()).toEqual({ data: { results: [] } })
  })

  it('keeps nothing but a 200, as Workbox does without the plugin', () => {
    expect(stampForCache(answer(404))).toBeNull()
    expect(stampForCache(answer(503))).toBeNull()
    expect(stampForCache(answer(204))).toBeNull()
  })
})

describe('markSavedCopy', () => {
  it('hands out a stamped copy as it is', () => {
    const stamped = answer(200, { [SAVED_AT_HEADER]: '1700000000000' })
    expect(markSavedCopy(stamped)).toBe(stamped)
  })

  it('dates a copy stored before stamps existed by its server’s Date, else now', () => {
    const dated = markSavedCopy(answer(200, { Date: 'Tue, 24 Nov 2026 09:30:00 GMT' }))
    expect(savedAtOf(dated!.headers)).toBe(Date.parse('2026-11-24T09:30:00Z'))
    const undated = markSavedCopy(answer(), 1_700_000_000_000)
    expect(savedAtOf(undated!.headers)).toBe(1_700_000_000_000)
  })

  it('passes on a miss (or a copy the expiration plugin dropped)', () => {
    expect(markSavedCopy(undefined)).toBeNull()
    expect(markSavedCopy(null)).toBeNull()
  })
})

describe('savedCopyPlugin', () => {
  it('dates a copy when its request left for the network, not when the answer came or the cache stored it', async () => {
    const state: Record<string, unknown> = {}
    const given = { request: new Request('http://localhost/beta/api/x'), event: new Event('fetch') as ExtendableEvent }
    const before = Date.now()
    await savedCopyPlugin.requestWillFetch!({ ...given, state })
    const leftAt = state.leftAt as number
    expect(leftAt).toBeGreaterThanOrEqual(before)
    // The answer takes a while (the server made it at some moment in between), then is stored.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const fetched = answer()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const stored = await savedCopyPlugin.cacheWillUpdate!({ ...given, response: fetched, state })
    expect(savedAtOf(stored!.headers)).toBe(leftAt)
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(40)
    // The page's own answer is the network's, unstamped.
    expect(savedAtOf(fetched.headers)).toBeUndefined()
  })
})
