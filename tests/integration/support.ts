// Runs the app's data layer (src/api, src/features) against the real reference server over
// HTTP, behind a loopback proxy that can cause outages. The server can be stopped and started
// again on the same port and database: a real outage, not a simulated one.
import { vi } from 'vitest'
import { createServer } from '../../server/app'
import { DEV_MAILBOX_TOKEN, startTestServer } from '../contract/support'
import { startOutageProxy } from './outage-proxy'
import { testNow } from '../support/test-clock'

export async function startBackend() {
  const first = await startTestServer()
  let port = Number(new URL(first.url).port)
  let db = first.db
  let close: (() => Promise<void>) | null = first.close
  const proxy = await startOutageProxy(() => port)

  return {
    proxy,
    /** The API base the app is pointed at: through the proxy. */
    apiBase: `${proxy.url}/beta`,
    /** Direct calls (signups, the dev mailbox), around the proxy. */
    call: first.call,
    shopper: first.shopper,
    db: () => db,
    async stop() {
      await close?.()
      close = null
    },
    async start() {
      const server = createServer({
        databasePath: first.databasePath,
        staticDir: first.staticDir,
        devMailbox: { token: DEV_MAILBOX_TOKEN },
        clock: testNow,
        log: () => {},
      })
      const running = await server.listen(port, '127.0.0.1')
      port = running.port
      // The restarted server's SQLite connection (these tests run on SQLite).
      if (!server.db) throw new Error('The integration tests run on SQLite.')
      db = server.db
      close = running.close
    },
    async shutdown() {
      await close?.()
      await proxy.close()
    },
  }
}

export type Backend = Awaited<ReturnType<typeof startBackend>>

/** Points the app's config at `apiBase`, then loads the app modules (config is read at import). */
export async function loadApp(apiBase: string) {
  vi.stubEnv('VITE_API_BASE_URL', apiBase)
  const [persisted, sessionState, sessionActions, activities, outbox, interactions, auth, jotai] = await Promise.all([
    import('@/stores/persisted-atom'),
    import('@/stores/session/session'),
    import('@/stores/session/session-actions'),
    import('@/stores/activities/activities'),
    import('@/stores/outbox/outbox'),
    import('@/api/interactions'),
    import('@/api/auth'),
    import('jotai'),
  ])
  const session = { ...sessionState, ...sessionActions }
  return { persisted, session, activities, outbox, interactions, auth, createStore: jotai.createStore }
}

export type App = Awaited<ReturnType<typeof loadApp>>

/** A fresh app start on the same device: a new store hydrated from IndexedDB, outbox running. */
export async function startDevice(app: App) {
  const store = app.createStore()
  const unlisten = await app.persisted.hydratePersistedAtoms(store)
  const disconnectSession = app.session.connectSessionToApi(store)
  // Like the page: replay on start; a reload stops it from starting new requests.
  const stopOutbox = app.outbox.startOutbox(store)
  /**
   * The page goes away. Its outbox starts nothing new; a request it had already sent gets
   * its chance to reach the server, as it would in the time a real reload takes.
   */
  const disconnect = async () => {
    stopOutbox()
    await vi.waitFor(
      () => {
        if (store.get(app.outbox.replayingAtom)) throw new Error('the old page is still sending')
      },
      { timeout: 20_000 },
    )
    unlisten()
    disconnectSession()
  }
  return { store, disconnect }
}
