import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { DealItem } from '@contract/records'
import { endedDealIds, forgetEndedDeals, holdsEndedDeal, withoutEndedDeals } from './ended-deals'
import { mamaPut } from './cart.test-support'
import { quoteFor } from './quote.test-support'

// A quote's word on ended deals, applied to cached answers: the menu item's `deal` goes, and
// the answer is asked again.

const marketplace = { id: 41, kind: 'marketplace' as const, discounted_price: 1625, percentage: 35 }
const jollof: DealItem = { id: 40, kind: 'menu', title: 'Jollof rice', price: 2500, deal: marketplace }
const chapman: DealItem = { id: 30, kind: 'menu', title: 'Chapman', price: 1200, deal: null }
const store = { id: 1, name_of_business: 'Mama Put Yaba', menu_items: [jollof, chapman] }
const ended = new Set([41])

const endedQuote = quoteFor(
  mamaPut,
  [{ id: 41, kind: 'marketplace', name: 'Jollof rice', price: 2500, discounted_price: 1625, quantity: 1 }],
  { changes: { 41: { state: 'ended', unit_price: 2500, was: 1625, ended_on: '2026-11-20' } } },
)

describe('ended deals from a quote', () => {
  it('are the lines that carry a last day', () => {
    expect(endedDealIds(endedQuote)).toEqual([41])
    expect(endedDealIds(quoteFor(mamaPut, [{ id: 30, price: 1200, quantity: 1 }]))).toEqual([])
  })

  it("are found as a menu item's deal (a deal's own record carries its dates)", () => {
    expect(holdsEndedDeal({ data: store }, ended)).toBe(true)
    expect(holdsEndedDeal([chapman], ended)).toBe(false)
    expect(holdsEndedDeal([{ ...marketplace, title: 'Jollof deal', valid_until: '2026-11-20' }], ended)).toBe(false)
  })

  it('are taken off each menu item that names them, and nothing else moves', () => {
    const patched = withoutEndedDeals({ data: store }, ended) as { data: typeof store }
    expect(patched.data.menu_items[0]).toEqual({ ...jollof, deal: null })
    expect(patched.data.menu_items[1]).toBe(chapman)
    const untouched = { data: { ...store, menu_items: [chapman] } }
    expect(withoutEndedDeals(untouched, ended)).toBe(untouched)
  })

  it('leave cached store answers without the deal, asked again, and the quotes alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(['stores', 'detail', 'mama-put-yaba'], store)
    client.setQueryData(['stores', 'detail', 'other'], { ...store, menu_items: [chapman] })
    client.setQueryData(['quote', { restaurant: 1 }], endedQuote)
    forgetEndedDeals(client, endedQuote)
    const state = (key: string[]) => client.getQueryCache().find({ queryKey: key })!.state
    expect((state(['stores', 'detail', 'mama-put-yaba']).data as typeof store).menu_items[0]!.deal).toBeNull()
    expect(state(['stores', 'detail', 'mama-put-yaba']).isInvalidated).toBe(true)
    expect(state(['stores', 'detail', 'other']).isInvalidated).toBe(false)
    expect(state(['quote', { restaurant: 1 }] as never).isInvalidated).toBe(false)
  })

  it('leave nothing to do once the answers name the live deals', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const fresh = { ...store, menu_items: [{ ...jollof, deal: { ...marketplace, id: 44, kind: 'coupon' } }, chapman] }
    client.setQueryData(['stores', 'detail', 'mama-put-yaba'], fresh)
    forgetEndedDeals(client, endedQuote)
    const state = client.getQueryCache().find({ queryKey: ['stores', 'detail', 'mama-put-yaba'] })!.state
    expect(state.data).toBe(fresh)
    expect(state.isInvalidated).toBe(false)
  })
})
