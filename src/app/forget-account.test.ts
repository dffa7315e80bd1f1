import { QueryClient } from '@tanstack/react-query'
import { entries as idbEntries, set as idbSet } from 'idb-keyval'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPersonalQueries } from '@/app/personal-queries'
import { fetchUserActivities } from '@/api/auth'
import { onAccountForgotten } from '@/stores/session/account-cleanup'
import {
  clearPersistedAtoms,
  hydratePersistedAtoms,
  persistedWritesSettled,
  type AppStore,
} from '@/stores/persisted-atom'
import { accountLeavingUnfinished, markAccountLeaving } from '@/stores/session/account-leaving'
import { personalQueryMeta } from '@/lib/query/personal-query'
import { json, stubFetch } from '@/test/stub-fetch'
import { LOCAL_KEYS, PERSONAL_KEYS, STORAGE_KEYS } from '@contract/storage'
import {
  accessTokenAtom,
  clearSession,
  connectSessionToApi,
  finishUnfinishedLogout,
  refreshTokenAtom,
  userAtom,
} from '@/stores/session/session'
import { logIn, logOut } from '@/stores/session/session-actions'

// A shared phone: after the shopper leaves, nothing of hers may be left in storage for the
// next one — whichever way the session ended.

const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: 'ada' }
const REFRESH = '/beta/account/token/refresh'

let store: AppStore
let disconnect: () => void
let queryClient: QueryClient
let unregister: () => void

beforeEach(async () => {
  store = createStore()
  disconnect = connectSessionToApi(store)
  queryClient = new QueryClient()
  unregister = onAccountForgotten(() => forgetPersonalQueries(queryClient))
  await leaveAdaOnThePhone()
})

afterEach(async () => {
  unregister()
  disconnect()
  vi.unstubAllGlobals()
  localStorage.clear()
  await persistedWritesSettled()
  await clearPersistedAtoms(store)
})

/** Everything Ada's visit leaves behind, in every place the app keeps things. */
async function leaveAdaOnThePhone() {
  store.set(userAtom, ada)
  store.set(accessTokenAtom, 'ada-access')
  store.set(refreshTokenAtom, 'ada-refresh')
  await persistedWritesSettled()
  // The lazy routes' state: written by earlier pages, its atoms not defined on this one.
  await idbSet(STORAGE_KEYS.activities, { id: 7, email: ada.email })
  await idbSet(STORAGE_KEYS.orderHistory, [{ reference: 'R1', phone: '08031234567', address: '1 Allen Avenue' }])
  await idbSet(STORAGE_KEYS.checkoutDraft, {
    '3': { phone: '08031234567', address: '1 Allen Avenue', email: ada.email },
  })
  await idbSet(STORAGE_KEYS.pendingPayment, { reference: 'R1' })
  await idbSet(STORAGE_KEYS.cart, [{ id: 1, quantity: 2 }])
  localStorage.setItem(LOCAL_KEYS.contactDraft, JSON.stringify({ email: ada.email }))
  await queryClient.fetchQuery({
    queryKey: ['my-orders', 7],
    queryFn: () => [{ reference: 'R1', email: ada.email }],
    meta: personalQueryMeta,
  })
  queryClient.setQueryData(['deals'], [{ id: 1, title: 'Jollof' }])
  localStorage.setItem(
    LOCAL_KEYS.queryCache,
    JSON.stringify({
      buster: 'b',
      timestamp: 1,
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['my-orders', 7], meta: personalQueryMeta, state: { data: [{ email: ada.email }] } },
          { queryKey: ['deals'], state: { data: [{ id: 1 }] } },
        ],
      },
    }),
  )
}

async function storedKeys(): Promise<string[]> {
  return (await idbEntries()).map(([key]) => String(key))
}

/** `savedAnswers: false`: the saved answers went whole (a cut-short logout finished at a start). */
function expectAdaGone(all: string[], { savedAnswers = true } = {}) {
  for (const key of PERSONAL_KEYS) expect(all, `${key} is gone`).not.toContain(key)
  expect(localStorage.getItem(LOCAL_KEYS.contactDraft)).toBeNull()
  expect(localStorage.getItem(LOCAL_KEYS.queryCache) ?? '').not.toContain(ada.email)
  expect(queryClient.getQueryData(['my-orders', 7])).toBeUndefined()
  // The anonymous cart and public answers stay for the next shopper.
  expect(all).toContain(STORAGE_KEYS.cart)
  expect(queryClient.getQueryData(['deals'])).toEqual([{ id: 1, title: 'Jollof' }])
  if (savedAnswers) expect(localStorage.getItem(LOCAL_KEYS.queryCache)).toContain('"deals"')
  else expect(localStorage.getItem(LOCAL_KEYS.queryCache)).toBeNull()
}

describe('forgetting the account on this device', () => {
  it('removes every personal key, draft and answer at logout, and keeps the cart', async () => {
    expect(await storedKeys()).toEqual(expect.arrayContaining([...PERSONAL_KEYS]))
    stubFetch(() => json({ detail: 'Logged out' }))
    await expect(logOut(store)).resolves.toBe(true)
    expectAdaGone(await storedKeys())
    expect(store.get(userAtom)).toBeNull()
  })

  it('marks the account as leaving before anything else, until every copy is gone', async () => {
    const cleared = clearSession(store)
    expect(accountLeavingUnfinished()).toBe(true)
    await cleared
    expect(accountLeavingUnfinished()).toBe(false)
    expectAdaGone(await storedKeys())
  })

  it('finishes at the next start a logout whose page went away before the deletions landed', async () => {
    // What a tab closed right after Logout leaves: the mark, and every copy still stored.
    markAccountLeaving()
    const nextStart = createStore()
    await finishUnfinishedLogout(nextStart)
    expectAdaGone(await storedKeys(), { savedAnswers: false })
    expect(accountLeavingUnfinished()).toBe(false)
    await hydratePersistedAtoms(nextStart)
    expect(nextStart.get(userAtom)).toBeNull()
    expect(nextStart.get(accessTokenAtom)).toBeNull()
  })

  it('forgets the stored copies of a cut-short logout even when its own code cannot load (offline, no worker)', async () => {
    markAccountLeaving()
    // The chunk with the rest of the forgetting fails to load, as a lazy chunk does offline.
    vi.doMock('@/stores/session/forget-account', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const nextStart = createStore()
      await finishUnfinishedLogout(nextStart)
      const stored = await storedKeys()
      for (const key of PERSONAL_KEYS) expect(stored, `${key} is gone`).not.toContain(key)
      // Her typed drafts and her saved answers too: the start reads the saved answers back next.
      expect(localStorage.getItem(LOCAL_KEYS.contactDraft)).toBeNull()
      expect(localStorage.getItem(LOCAL_KEYS.queryCache) ?? '').not.toContain(ada.email)
      await hydratePersistedAtoms(nextStart)
      expect(nextStart.get(userAtom)).toBeNull()
      // The rest is left to the next start that can load it.
      expect(accountLeavingUnfinished()).toBe(true)
    } finally {
      warn.mockRestore()
      vi.doUnmock('@/stores/session/forget-account')
    }
  })

  it('forgets the last account’s copies before a login in a tab that outlived the cut-short logout', async () => {
    markAccountLeaving()
    const bayo = { id: 8, email: 'bayo@example.ng', first_name: 'Bayo', last_name: 'Ade', username: 'bayo' }
    stubFetch(() => json({ user: bayo, access: 'bayo-access', refresh: 'bayo-refresh' }))
    await expect(logIn({ email: bayo.email, password: 'a-good-password' }, store)).resolves.toBe(true)
    await persistedWritesSettled()
    const stored = await storedKeys()
    for (const key of [STORAGE_KEYS.activities, STORAGE_KEYS.orderHistory, STORAGE_KEYS.checkoutDraft])
      expect(stored, `${key} is gone`).not.toContain(key)
    expect(localStorage.getItem(LOCAL_KEYS.contactDraft)).toBeNull()
    expect(accountLeavingUnfinished()).toBe(false)
    expect(store.get(userAtom)).toEqual(bayo)
    expect(store.get(accessTokenAtom)).toBe('bayo-access')
  })

  it('starts without forgetting anything when no logout was cut short', async () => {
    expect(finishUnfinishedLogout(createStore())).toBeUndefined()
    const nextStart = createStore()
    await hydratePersistedAtoms(nextStart)
    expect(nextStart.get(userAtom)).toEqual(ada)
    expect(await storedKeys()).toEqual(expect.arrayContaining([...PERSONAL_KEYS]))
  })

  it('removes the same when a refused refresh ends the session', async () => {
    stubFetch((request) => (request.path === REFRESH ? json({ detail: 'Token is blacklisted' }, 401) : json({}, 401)))
    await fetchUserActivities().catch(() => undefined)
    await vi.waitFor(async () => expect(await storedKeys()).not.toContain(STORAGE_KEYS.checkoutDraft))
    await persistedWritesSettled()
    expectAdaGone(await storedKeys())
  })

  it('ends this phone’s deal alerts at logout: on the server first, then the device’s push subscription', async () => {
    // The browser's push API, stubbed like the network (happy-dom has none).
    const endpoint = 'https://push.example.com/send/ada-phone'
    const unsubscribe = vi.fn(async () => true)
    const registration = { pushManager: { getSubscription: async () => ({ endpoint, unsubscribe }) } }
    vi.stubGlobal('PushManager', class {})
    vi.stubGlobal('Notification', class {})
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    })
    try {
      const sent = stubFetch(() => json({ detail: 'Logged out' }))
      await expect(logOut(store)).resolves.toBe(true)
      const removal = sent.find((request) => request.path === '/beta/push/deal-alerts/remove')
      expect(removal?.body).toEqual({ user: ada.id, endpoint })
      // Sent while the shopper's token still worked: before the logout call.
      expect(sent.indexOf(removal as (typeof sent)[number])).toBeLessThan(
        sent.findIndex((request) => request.path.endsWith('/logout')),
      )
      expect(unsubscribe).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })
})
