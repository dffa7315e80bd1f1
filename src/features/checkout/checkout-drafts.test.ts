import { set as idbSet } from 'idb-keyval'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { userAtom } from '@/stores/session/session'
import { clearPersistedAtoms, hydratePersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { STORAGE_KEYS } from '@contract/storage'
import { accountDraftsAtom, checkoutDraftsAtom, decodeDrafts, loadCheckoutState } from './checkout-state'

// Checkout's delivery details are kept per account: on a shared phone the next shopper's form
// must never hold the last one's phone, address or email.

const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada' }
const tunde = { id: 8, email: 'tunde@example.ng', first_name: 'Tunde' }
const adaDraft = { phone: '0803 123 4567', address: '12 Allen Avenue, Ikeja', email: 'ada@example.ng' }

afterEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})

describe('checkout drafts by account', () => {
  it("gives each account its own drafts, and another account none of Ada's", () => {
    const store = createStore()
    store.set(userAtom, ada)
    store.set(checkoutDraftsAtom, { '1': adaDraft })
    expect(store.get(checkoutDraftsAtom)).toEqual({ '1': adaDraft })

    store.set(userAtom, tunde)
    expect(store.get(checkoutDraftsAtom)).toEqual({})
    store.set(checkoutDraftsAtom, (drafts) => ({ ...drafts, '1': { ...adaDraft, email: tunde.email } }))
    expect(store.get(accountDraftsAtom).accounts['7']).toEqual({ '1': adaDraft })
    expect(store.get(accountDraftsAtom).accounts['8']?.['1']?.email).toBe(tunde.email)
  })

  it('keeps nothing typed while signed out', () => {
    const store = createStore()
    store.set(checkoutDraftsAtom, { '1': adaDraft })
    expect(store.get(checkoutDraftsAtom)).toEqual({})
    expect(store.get(accountDraftsAtom)).toEqual({ accounts: {} })
  })

  it('drops drafts an older build kept by store only: they could be anyone’s', async () => {
    expect(decodeDrafts({ '1': adaDraft })).toBeUndefined()
    await idbSet(STORAGE_KEYS.checkoutDraft, { '1': adaDraft })
    const store = createStore()
    await hydratePersistedAtoms(store)
    await loadCheckoutState(store)
    store.set(userAtom, tunde)
    expect(store.get(checkoutDraftsAtom)).toEqual({})
  })

  it("reads an account's drafts back after a reload, and drops entries with no valid owner", async () => {
    await idbSet(STORAGE_KEYS.checkoutDraft, { accounts: { '7': { '1': adaDraft }, nobody: { '1': adaDraft } } })
    const store = createStore()
    await hydratePersistedAtoms(store)
    await loadCheckoutState(store)
    expect(Object.keys(store.get(accountDraftsAtom).accounts)).toEqual(['7'])
    store.set(userAtom, ada)
    expect(store.get(checkoutDraftsAtom)).toEqual({ '1': adaDraft })
  })
})
