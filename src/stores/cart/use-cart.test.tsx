import { act, renderHook } from '@testing-library/react'
import { get as idbGet } from 'idb-keyval'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearPersistedAtoms,
  hydratePersistedAtoms,
  persistedWritesSettled,
  type AppStore,
} from '@/stores/persisted-atom'
import { cartAtom, useCartCount } from './cart-atom'
import { dispatchCartAtom, useCart, type CartItemInput } from './use-cart'
import { watchNotify } from '@/test/watch-notify'

// The toast is the shell's business; here it is enough to know what the shopper would be told.
const notify = watchNotify()

const mamaPut = { id: 1, name_of_business: 'Mama Put Yaba', slug: 'mama-put-yaba' }
const jollof: CartItemInput = { id: 10, name: 'Jollof rice', price: 2500, discounted_price: 2000, store: mamaPut }
const chapman: CartItemInput = { id: 30, name: 'Chapman', price: 1200, store: mamaPut }

let store: AppStore
const stops: Array<() => void> = []

function renderCart() {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return renderHook(() => ({ cart: useCart(), badge: useCartCount() }), { wrapper })
}

/** What a new page load would show: a new store, hydrated from storage only. */
async function reload(): Promise<AppStore> {
  const fresh = createStore()
  stops.push(await hydratePersistedAtoms(fresh))
  return fresh
}

// happy-dom binds Storage methods onto the instance on first use, so a spy on Storage.prototype
// stops working once anything has called setItem; a stand-in localStorage is dependable.
function refuseLocalStorageWrites() {
  const real = localStorage
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => real.getItem(key),
    removeItem: (key: string) => real.removeItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
  })
}

function refuseIndexedDbWrites() {
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

beforeEach(async () => {
  // A write left over from the previous test must land before storage is wiped.
  await persistedWritesSettled()
  store = createStore()
  await clearPersistedAtoms(store)
  localStorage.clear()
})

afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('useCart', () => {
  it('starts empty', () => {
    const { result } = renderCart()
    expect(result.current.cart).toMatchObject({ items: [], count: 0, subtotal: 0 })
    expect(result.current.badge).toBe(0)
  })

  it('adds, counts and prices items, and the nav badge follows', () => {
    const { result } = renderCart()
    act(() => result.current.cart.add(jollof))
    act(() => result.current.cart.add(jollof))
    act(() => result.current.cart.add(chapman))
    expect(result.current.cart.items).toEqual([
      { ...jollof, quantity: 2 },
      { ...chapman, quantity: 1 },
    ])
    expect(result.current.cart.count).toBe(3)
    expect(result.current.cart.subtotal).toBe(2 * 2000 + 1200)
    expect(result.current.badge).toBe(3)
    expect(result.current.cart.isInCart(10)).toBe(true)
    expect(result.current.cart.isInCart(99)).toBe(false)
  })

  it('increments, decrements to removal, toggles, removes and clears', () => {
    const { result } = renderCart()
    act(() => result.current.cart.toggle(jollof))
    act(() => result.current.cart.increment(10))
    expect(result.current.cart.count).toBe(2)
    act(() => result.current.cart.decrement(10))
    act(() => result.current.cart.decrement(10))
    expect(result.current.cart.items).toEqual([])

    act(() => result.current.cart.toggle(chapman))
    expect(result.current.cart.isInCart(30)).toBe(true)
    act(() => result.current.cart.toggle(chapman))
    expect(result.current.cart.isInCart(30)).toBe(false)

    act(() => result.current.cart.add(jollof))
    act(() => result.current.cart.add(chapman))
    act(() => result.current.cart.remove(10))
    expect(result.current.cart.items.map((item) => item.id)).toEqual([30])
    act(() => result.current.cart.clear())
    expect(result.current.cart.items).toEqual([])
    expect(result.current.badge).toBe(0)
  })

  it('keeps its action callbacks across cart changes, so deal cards need not re-render', () => {
    const { result } = renderCart()
    const { add, toggle } = result.current.cart
    act(() => result.current.cart.add(jollof))
    expect(result.current.cart.add).toBe(add)
    expect(result.current.cart.toggle).toBe(toggle)
  })

  it('leaves the cart untouched, same array, for an id not in it', () => {
    const { result } = renderCart()
    act(() => result.current.cart.add(jollof))
    const before = result.current.cart.items
    act(() => result.current.cart.remove(99))
    act(() => result.current.cart.decrement(99))
    expect(result.current.cart.items).toBe(before)
  })
})

describe('cart persistence', () => {
  it('survives a reload', async () => {
    const { result } = renderCart()
    act(() => result.current.cart.add(jollof))
    act(() => result.current.cart.add(chapman))
    act(() => result.current.cart.increment(30))
    await persistedWritesSettled()

    const next = await reload()
    expect(next.get(cartAtom)).toEqual([
      { ...jollof, quantity: 1 },
      { ...chapman, quantity: 2 },
    ])
    // It went to IndexedDB; localStorage is only the fallback.
    expect(localStorage.getItem('cart_state')).toBeNull()
  })

  it('shows the reloaded cart through the hook', async () => {
    store.set(dispatchCartAtom, { type: 'add', item: jollof })
    await persistedWritesSettled()

    store = await reload()
    const { result } = renderCart()
    expect(result.current.cart.items).toEqual([{ ...jollof, quantity: 1 }])
    expect(result.current.badge).toBe(1)
  })

  it('saves an emptied cart as empty, so cleared items do not come back', async () => {
    store.set(dispatchCartAtom, { type: 'add', item: jollof })
    store.set(dispatchCartAtom, { type: 'clear' })
    await persistedWritesSettled()

    expect((await reload()).get(cartAtom)).toEqual([])
  })

  it('moves a cart an older build left in localStorage into IndexedDB', async () => {
    const saved = [
      { ...jollof, quantity: 2 },
      { ...chapman, quantity: 1 },
    ]
    localStorage.setItem('cart_state', JSON.stringify(saved))

    const next = await reload()
    expect(next.get(cartAtom)).toEqual(saved)
    await persistedWritesSettled()
    expect(localStorage.getItem('cart_state')).toBeNull()
    expect(await idbGet('cart_state')).toEqual(saved)
    // And the load after that finds it in IndexedDB.
    expect((await reload()).get(cartAtom)).toEqual(saved)
  })

  it("cleans an older build's cart while moving it: string prices read, broken entries dropped", async () => {
    const older = [{ id: 7, quantity: 1, name: 'Puff-puff', price: '500.00' }, { id: 'x', quantity: 1 }, { id: 8 }]
    localStorage.setItem('cart_state', JSON.stringify(older))

    const next = await reload()
    expect(next.get(cartAtom)).toEqual([{ id: 7, quantity: 1, name: 'Puff-puff', price: 500 }])
    await persistedWritesSettled()
    expect(await idbGet('cart_state')).toEqual([{ id: 7, quantity: 1, name: 'Puff-puff', price: 500 }])
  })

  it('falls back to localStorage when IndexedDB refuses the write, without alarming the shopper', async () => {
    const put = refuseIndexedDbWrites()
    const { result } = renderCart()
    act(() => result.current.cart.add(jollof))
    await persistedWritesSettled()

    expect(notify).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem('cart_state') ?? 'null')).toEqual([{ ...jollof, quantity: 1 }])

    // Once IndexedDB works again, the next start moves the cart back into it.
    put.mockRestore()
    expect((await reload()).get(cartAtom)).toEqual([{ ...jollof, quantity: 1 }])
    await persistedWritesSettled()
    expect(localStorage.getItem('cart_state')).toBeNull()
    expect(await idbGet('cart_state')).toEqual([{ ...jollof, quantity: 1 }])
  })

  it('tells the shopper when neither IndexedDB nor localStorage can save, and keeps the cart in memory', async () => {
    refuseIndexedDbWrites()
    refuseLocalStorageWrites()
    const { result } = renderCart()
    act(() => result.current.cart.add(jollof))
    await persistedWritesSettled()

    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('error', expect.stringMatching(/^Failed to save cart to localStorage — /))
    expect(result.current.cart.items).toEqual([{ ...jollof, quantity: 1 }])
    expect(result.current.badge).toBe(1)

    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    expect((await reload()).get(cartAtom)).toEqual([])
  })

  it('does not write, nor warn, for an action that changes nothing', async () => {
    refuseIndexedDbWrites()
    refuseLocalStorageWrites()
    store.set(dispatchCartAtom, { type: 'remove', id: 99 })
    store.set(dispatchCartAtom, { type: 'clear' })
    await persistedWritesSettled()

    expect(notify).not.toHaveBeenCalled()
  })
})
