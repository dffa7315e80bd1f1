// The reference server's `search` extension of the deal lists (docs/api.md#dish-search): the shared
// forgiving match, open and near first, a validated parameter that never reaches SQL as text,
// and an answer small enough for a phone on a metered connection.
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openingLabel } from '../../contract/opening-hours'
import type { DealItem } from '../../contract/records'
import { matchesSearch, SEARCH_MAX } from '../../contract/search-match'
import { TUESDAY_NOON } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => TUESDAY_NOON } })
})
afterAll(() => server.close())

const LEKKI = 'latitude=6.4474&longitude=3.47'
const menuSearch = (query: string) => server.call('GET', `/api/menu-items-all-aws?${query}`)
const results = async (query: string) => {
  const answer = await menuSearch(query)
  expect(answer.status).toBe(200)
  return answer.json.data.results as DealItem[]
}

type Row = { id: number; title: string; description: string; store_id: number }
const menuRows = () =>
  server.db.prepare("SELECT id, title, description, store_id FROM items WHERE kind = 'menu'").all() as Row[]

describe('searching the menu items', () => {
  it('finds every dish whose name or description holds the word, forgiving case, accents and plurals', async () => {
    const expected = menuRows()
      .filter((row) => /\bsuya/i.test(`${row.title} ${row.description}`))
      .map((row) => row.id)
      .sort((a, b) => a - b)
    expect(expected.length).toBeGreaterThan(1)
    for (const text of ['suya', 'SUYAS', 'Súya']) {
      const found = await results(`search=${encodeURIComponent(text)}&limit=50&${LEKKI}`)
      expect(found.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected)
      for (const item of found) expect(item.kind).toBe('menu')
    }
  })

  it('finds dishes by a word that is in no store name, from stores of many names', async () => {
    const found = await results(`search=egusi&limit=50&${LEKKI}`)
    expect(found.length).toBeGreaterThan(1)
    const names = new Set(found.map((item) => item.store?.name_of_business))
    for (const name of names) expect(name?.toLowerCase()).not.toContain('egusi')
    for (const item of found) {
      expect(item.title?.toLowerCase()).toContain('egusi')
      expect(typeof item.price).toBe('number')
    }
  })

  it('puts open stores first, then the nearest', async () => {
    // The nearest store selling suya is closed on Tuesdays from now on: it must drop below every open one.
    const nearest = (await results(`search=suya&limit=50&${LEKKI}`))[0]
    expect(nearest?.store).toBeDefined()
    server.db.prepare('UPDATE stores SET opening_hours = ? WHERE id = ?').run('Sat 10am – 4pm', nearest?.store?.id)
    const found = await results(`search=suya&limit=50&${LEKKI}`)
    const now = new Date(TUESDAY_NOON)
    const open = found.map((item) => openingLabel(item.store?.opening_hours, now)?.open ?? false)
    expect(open).toContain(true)
    expect(open).toContain(false)
    // Open ones form the head of the list, and each group is nearest first.
    expect(open.indexOf(false)).toBe(open.lastIndexOf(true) + 1)
    for (const group of [true, false]) {
      const distances = found.filter((_, index) => open[index] === group).map((item) => item.distance_km ?? NaN)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
    }
    expect(found.findIndex((item) => item.id === nearest?.id)).toBeGreaterThan(0)
  })

  it('answers at most `limit` results, by default 20', async () => {
    expect(await results(`search=rice&limit=2&${LEKKI}`)).toHaveLength(2)
    expect((await results(`search=a&${LEKKI}`)).length).toBeLessThanOrEqual(20)
  })

  it('searches the discount list the same way', async () => {
    const found = (await server.call('GET', `/api/discount-items-all-aws?search=rice&limit=50&${LEKKI}`)).json.data
      .results as DealItem[]
    expect(found.length).toBeGreaterThan(0)
    for (const deal of found) {
      expect(deal.kind).toBe('discount')
      expect(matchesSearch('rice', [deal.title])).toBe(true)
    }
  })
})

describe('the search parameter is checked', () => {
  it.each([
    ['blank text', 'search=%20%20'],
    ['text over the cap', `search=${'a'.repeat(SEARCH_MAX + 1)}`],
    ['text given twice', 'search=suya&search=rice'],
    ['a limit of 0', 'search=suya&limit=0'],
    ['a limit over the cap', 'search=suya&limit=51'],
    ['a limit that is no number', 'search=suya&limit=ten'],
    ['a fractional limit', 'search=suya&limit=1.5'],
    ['a limit given twice', 'search=suya&limit=1&limit=2'],
  ])('refuses %s with a 400', async (_, query) => {
    const answer = await menuSearch(`${query}&${LEKKI}`)
    expect(answer.status).toBe(400)
    expect(typeof answer.json.message).toBe('string')
  })

  it('takes text at the cap', async () => {
    expect((await menuSearch(`search=${'a'.repeat(SEARCH_MAX)}&${LEKKI}`)).status).toBe(200)
  })
})

describe('an injection attempt through search', () => {
  it('treats wildcards, quotes and SQL as plain text: nothing matches and nothing changes', async () => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM items').get() as { n: number }).n
    for (const text of ['%', '_', '%%', "'", '"', '\\%', "'; --"]) {
      expect(await results(`search=${encodeURIComponent(text)}&limit=50`)).toEqual([])
    }
    // SQL in the text finds what its words find, as any other text would (not every item).
    const all = (server.db.prepare("SELECT COUNT(*) AS n FROM items WHERE kind = 'menu'").get() as { n: number }).n
    for (const [attack, words] of [
      ["' OR '1'='1", 'or 1 1'],
      ["x'); DROP TABLE items; --", 'x drop table items'],
    ] as const) {
      const found = await results(`search=${encodeURIComponent(attack)}&limit=50`)
      expect(found).toEqual(await results(`search=${encodeURIComponent(words)}&limit=50`))
      expect(found.length).toBeLessThan(all)
    }
    // As a LIKE pattern "%ollo%" would find jollof; here it is the word start "ollo", found nowhere.
    expect(await results(`search=${encodeURIComponent('%ollo%')}&limit=50`)).toEqual([])
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM items').get() as { n: number }).n).toBe(before)
  })
})

describe('the size of a search answer', () => {
  it('stays within 20 KB gzipped at the largest limit, with only the fields a result shows', async () => {
    const response = await fetch(`${server.url}/beta/api/menu-items-all-aws?search=rice&limit=50&${LEKKI}`)
    const body = Buffer.from(await response.arrayBuffer())
    const results = JSON.parse(body.toString('utf8')).data.results as Array<Record<string, unknown>>
    expect(results.length).toBeGreaterThan(10)
    expect(gzipSync(body).length).toBeLessThanOrEqual(20 * 1024)
    for (const result of results) {
      expect(Object.keys(result)).not.toContain('likes_count')
      expect(Object.keys(result)).not.toContain('valid_until')
    }
  })
})
