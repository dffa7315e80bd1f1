// "Did you mean" (docs/api.md#search-suggest): a search that found nothing gets the words a shopper
// probably meant, from what the server sells, on both engines; the text is validated like a search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_MAX } from '../../contract/search-match'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const suggest = (search: string) => server.call('GET', `/api/search-suggest?search=${encodeURIComponent(search)}`)

describe('search suggestions', () => {
  it('"jolof" means jollof, and that search finds dishes', async () => {
    const answer = await suggest('jolof')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ data: { suggestion: 'jollof' } })
    const found = await server.call('GET', '/api/menu-items-all-aws?search=jollof&limit=5')
    expect((found.json.data.results as unknown[]).length).toBeGreaterThan(0)
  })

  it('corrects each word it must, keeps the rest, and says nothing for a search that finds words', async () => {
    expect((await suggest('jollof rise')).json).toEqual({ data: { suggestion: 'jollof rice' } })
    expect((await suggest('suya')).json).toEqual({ data: { suggestion: null } })
    expect((await suggest('xqzvw')).json).toEqual({ data: { suggestion: null } })
  })

  it('refuses a blank, a missing or an overlong search; quotes and wildcards are plain text', async () => {
    expect((await server.call('GET', '/api/search-suggest')).status).toBe(400)
    expect((await suggest('   ')).status).toBe(400)
    expect((await suggest('j'.repeat(SEARCH_MAX + 1))).status).toBe(400)
    const odd = await suggest(`jolof' OR 1=1 --%_`)
    expect(odd.status).toBe(200)
    expect(odd.json.data.suggestion === null || typeof odd.json.data.suggestion === 'string').toBe(true)
  })
})
