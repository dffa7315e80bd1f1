import { set as idbSet } from 'idb-keyval'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearPersistedAtoms,
  forgetPersistedKeys,
  hydratePersistedAtoms,
  loadPersistedAtom,
  persistedAtom,
  persistedStateReadAtom,
  persistedWritesSettled,
  readPersistedAtoms,
} from './persisted-atom'
import { saveUnsavedLocally } from './persisted-storage'

// Atoms defined in a lazy route's code exist only after the start-up read-back has run.
const decodeText = (raw: unknown) => (typeof raw === 'string' ? raw : undefined)

afterEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms()
  localStorage.clear()
})

describe('loadPersistedAtom', () => {
  it('reads back an atom defined after start', async () => {
    const store = createStore()
    await hydratePersistedAtoms(store)
    await idbSet('late_draft', 'Allen Avenue')
    const draft = persistedAtom('late_draft', '', { decode: decodeText })
    expect(store.get(draft)).toBe('')

    await loadPersistedAtom(draft, store)

    expect(store.get(draft)).toBe('Allen Avenue')
  })

  it('keeps a value written while the read-back was under way', async () => {
    const store = createStore()
    await idbSet('late_typed', 'old address')
    const typed = persistedAtom('late_typed', '', { decode: decodeText })

    const load = loadPersistedAtom(typed, store)
    store.set(typed, 'new address')
    await load

    expect(store.get(typed)).toBe('new address')
  })

  it('moves a value left in localStorage into the atom, and reads each atom once per store', async () => {
    const store = createStore()
    localStorage.setItem('late_local', JSON.stringify('from an older build'))
    const local = persistedAtom('late_local', '', { decode: decodeText })

    const first = loadPersistedAtom(local, store)
    expect(loadPersistedAtom(local, store)).toBe(first)
    await first

    expect(store.get(local)).toBe('from an older build')
    await persistedWritesSettled()
    expect(localStorage.getItem('late_local')).toBeNull()
  })

  it('resolves at once for atoms hydrated at start', async () => {
    const early = persistedAtom('early_value', 'initial', { decode: decodeText })
    await idbSet('early_value', 'stored')
    const store = createStore()
    await hydratePersistedAtoms(store)
    await idbSet('early_value', 'changed later')

    await loadPersistedAtom(early, store)

    expect(store.get(early)).toBe('stored')
  })
})

describe('readPersistedAtoms (prerendered pages hydrate before the shopper’s values show)', () => {
  it('reads without setting anything, and sets every value read when applied', async () => {
    const store = createStore()
    const cart = persistedAtom('hydrate_cart', 0, { decode: (raw) => (typeof raw === 'number' ? raw : undefined) })
    await idbSet('hydrate_cart', 3)

    const apply = await readPersistedAtoms(store)
    // What React hydrates from: the build's values, nothing personal yet.
    expect(store.get(cart)).toBe(0)
    expect(store.get(persistedStateReadAtom)).toBe(false)

    apply()
    expect(store.get(cart)).toBe(3)
    expect(store.get(persistedStateReadAtom)).toBe(true)
  })

  it('keeps a value written before it applies (a tap meanwhile), and applies once', async () => {
    const store = createStore()
    const area = persistedAtom('hydrate_area', '', { decode: decodeText })
    const theme = persistedAtom('hydrate_theme', 'light', { decode: decodeText })
    await idbSet('hydrate_area', 'Lekki')
    await idbSet('hydrate_theme', 'dark')

    const apply = await readPersistedAtoms(store)
    store.set(area, 'Surulere')
    apply()
    expect(store.get(area)).toBe('Surulere')
    expect(store.get(theme)).toBe('dark')

    store.set(theme, 'light')
    apply()
    expect(store.get(theme)).toBe('light')
  })

  it('makes loadPersistedAtom wait until the values are applied', async () => {
    const store = createStore()
    const draft = persistedAtom('hydrate_draft', '', { decode: decodeText })
    await idbSet('hydrate_draft', 'Allen Avenue')
    const apply = await readPersistedAtoms(store)
    let loaded = false
    void loadPersistedAtom(draft, store).then(() => (loaded = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loaded).toBe(false)
    apply()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loaded).toBe(true)
    expect(store.get(draft)).toBe('Allen Avenue')
  })
})

describe('a page going away while a write is under way', () => {
  it('leaves the value in localStorage, which the next start reads back first', async () => {
    const cart = persistedAtom('test-unsaved-cart', [] as string[], {
      decode: (raw) => (Array.isArray(raw) ? (raw as string[]) : undefined),
    })
    const store = createStore()
    store.set(cart, ['jollof'])
    // The tab goes: IndexedDB has not confirmed the write yet.
    window.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(localStorage.getItem('test-unsaved-cart') ?? 'null')).toEqual(['jollof'])

    // Had the write been aborted, the next start would still find the dish.
    const next = createStore()
    await hydratePersistedAtoms(next)
    expect(next.get(cart)).toEqual(['jollof'])
  })

  it('keeps nothing once IndexedDB has confirmed, and never writes back a deletion', async () => {
    const saved = persistedAtom<string | null>('test-confirmed', null, { decode: decodeText })
    const store = createStore()
    store.set(saved, 'kept')
    await persistedWritesSettled()
    saveUnsavedLocally()
    expect(localStorage.getItem('test-confirmed')).toBeNull()
    store.set(saved, null)
    saveUnsavedLocally()
    expect(localStorage.getItem('test-confirmed')).toBeNull()
  })
})

describe('a local copy (for the early script, which cannot wait for IndexedDB)', () => {
  const place = persistedAtom<string | null>('test-place', null, { decode: decodeText, localCopy: 'test-place-copy' })
  const copy = () => localStorage.getItem('test-place-copy')

  it('holds every value at once, before IndexedDB confirms, and goes with a deletion', async () => {
    const store = createStore()
    store.set(place, 'Ikeja')
    expect(copy()).toBe('"Ikeja"')
    await persistedWritesSettled()
    expect(copy()).toBe('"Ikeja"')
    store.set(place, null)
    expect(copy()).toBeNull()
  })

  it('is written when a value saved without one is read back, and left when nothing is read', async () => {
    await idbSet('test-place', 'Lekki')
    await hydratePersistedAtoms(createStore())
    expect(copy()).toBe('"Lekki"')

    // A read that finds nothing (IndexedDB too slow, say) is no reason to drop the copy.
    await clearPersistedAtoms()
    localStorage.setItem('test-place-copy', '"Yaba"')
    await hydratePersistedAtoms(createStore())
    expect(copy()).toBe('"Yaba"')
  })

  it('goes when the key is forgotten', async () => {
    const store = createStore()
    store.set(place, 'Surulere')
    await forgetPersistedKeys(['test-place'], store)
    expect(copy()).toBeNull()
  })
})
