import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { dealKeys } from './deals'
import { storeKeys } from './discovery'
import { dishResults } from './dish-results'
import { dishSearchQueryOptions, searchDishes } from './dish-search'

afterEach(() => vi.unstubAllGlobals())

const list = (...results: unknown[]) => ({ data: { results, count: results.length, next_page: null } })
const store = (id: number, name: string, hours = 'Daily 8am – 10pm') => ({
  id,
  name_of_business: name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  logo: '',
  opening_hours: hours,
})
const suya = {
  id: 1,
  kind: 'menu',
  title: 'Beef suya (large)',
  price: 2500,
  store: store(10, 'Chop Life Grills'),
  distance_km: 2,
}
const jollof = {
  id: 2,
  kind: 'menu',
  title: 'Jollof rice',
  description: 'Smoky party jollof',
  price: 3500,
  store: store(11, 'Mama Cass'),
  distance_km: 1,
}
const nearSuya = {
  id: 3,
  kind: 'menu',
  title: 'Suya wrap',
  price: 1800,
  store: store(12, 'Bukka Boulevard'),
  distance_km: 0.5,
}
const suyaDiscount = {
  id: 30,
  kind: 'discount',
  title: 'Beef suya (large)',
  price: 2500,
  discounted_price: 2000,
  percentage: 20,
  menu_item: 1,
  store: store(10, 'Chop Life Grills'),
}
// Tuesday noon in Lagos.
const NOW = new Date('2026-11-24T12:00:00+01:00')

describe('dish results', () => {
  it('keeps only what matches, forgiving case and plurals, and shows a deal on a listed dish as its badge', () => {
    const results = dishResults('SUYAS', [suya, jollof] as DealItem[], [suyaDiscount] as DealItem[], NOW)
    expect(results).toEqual([
      expect.objectContaining({ id: 1, price: 2500, deal: { id: 30, kind: 'discount', price: 2000, percentage: 20 } }),
    ])
  })

  it('ranks open stores first, then the nearest', () => {
    const closedNearest = { ...nearSuya, id: 4, distance_km: 0.1, store: store(13, 'Asun Republic', 'Sat 10am – 4pm') }
    const results = dishResults('suya', [suya, closedNearest, nearSuya] as DealItem[], [], NOW)
    expect(results.map((result) => result.id)).toEqual([3, 1, 4])
  })
})

describe('searching dishes over SPEC §7', () => {
  it('asks both lists with the search, the position and a limit', async () => {
    const sent = stubFetch(() => json(list()))
    await searchDishes(' suya ', { latitude: 6.4474, longitude: 3.47 })
    expect(sent.map((request) => [request.path, request.query])).toEqual([
      ['/beta/api/menu-items-all-aws', { latitude: '6.447', longitude: '3.47', search: 'suya', limit: '20' }],
      ['/beta/api/discount-items-all-aws', { latitude: '6.447', longitude: '3.47', search: 'suya', limit: '20' }],
    ])
  })

  it('filters the whole lists itself when the provider ignores search', async () => {
    stubFetch((request) => json(request.path.includes('menu') ? list(suya, jollof, nearSuya) : list(suyaDiscount)))
    const results = await searchDishes('jollof', undefined)
    expect(results.map((result) => result.title)).toEqual(['Jollof rice'])
  })

  it('searches the saved lists and store fronts when the network does not answer', async () => {
    stubFetch(offline)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(dealKeys.list('menu'), [suya, jollof])
    client.setQueryData(storeKeys.detail(12), {
      ...store(12, 'Bukka Boulevard'),
      area: 'Lekki',
      menu_items: [{ id: 3, title: 'Suya wrap', price: 1800 }],
    })
    const answer = await client.fetchQuery(dishSearchQueryOptions('suya'))
    expect(answer.saved).toBe(true)
    expect(answer.results.map((result) => [result.title, result.store.name_of_business])).toEqual([
      ['Beef suya (large)', 'Chop Life Grills'],
      ['Suya wrap', 'Bukka Boulevard'],
    ])
  })
})
