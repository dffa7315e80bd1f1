// Signing a shopper in the way the app remembers them (idb-keyval's IndexedDB database), and
// reading what the server holds for them: shared by the journeys that need a session.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { logInDemoShopper as logInDemoShopperAt, type Session } from '../../support/demo-shopper'
import { baseUrl } from './browser'

export type { Session }

/** The seeded demo shopper logged in over HTTP, on this worker's server unless told another. */
export function logInDemoShopper(origin = baseUrl()): Promise<Session> {
  return logInDemoShopperAt(origin)
}

/** Writes values as the app stores them: idb-keyval's default database and store. */
export async function writeIndexedDb(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store')
      request.onupgradeneeded = () => request.result.createObjectStore('keyval')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('keyval', 'readwrite')
      for (const [key, value] of Object.entries(entries)) transaction.objectStore('keyval').put(value, key)
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
    })
    db.close()
  }, values)
}

export async function readIndexedDb(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').get(wanted)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return value
  }, key)
}

/**
 * Holds IndexedDB's store busy: a read-write transaction that keeps itself alive, so every
 * write or deletion the app starts meanwhile waits behind it — and is aborted with it when the
 * page goes away, as a phone does with a tab closed in the middle of a write.
 */
export function holdIndexedDbBusy(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const transaction = db.transaction('keyval', 'readwrite')
    const store = transaction.objectStore('keyval')
    const again = () => (store.get('user').onsuccess = again)
    again()
  })
}

/** Signs `session`'s shopper in on this page's origin (takes effect on the next load). */
export function seedSession(page: Page, session: Session): Promise<void> {
  return writeIndexedDb(page, { user: session.user, access: session.access, refresh: session.refresh })
}

/** What the server holds for the shopper: GET /account/app-user/data-jwt. */
export async function serverActivities<T>(access: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/beta/account/app-user/data-jwt`, {
    headers: { Authorization: `Bearer ${access}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
