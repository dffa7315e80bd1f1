// docs/history.md#issue-22, items 6 and 7. (6) The old server recorded an idempotent request's answer outside
// the handler's transaction: a crash between the write and that record, then a retry with the
// same key after a minute, wrote the comment (or the order) twice. Now the write and its
// answer commit together. (7) It decided "account calls are never stored" on the raw URL, so
// POST /beta/%61ccount/app-user/login (routed to login) had its answer, live tokens, stored
// for a day and replayed to the next caller with the key.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Quote } from '../../contract/quote'
import type { CrashPoint } from '../../server/http/context'
import {
  menuOf,
  northOf,
  orderFrom,
  storesWithHours,
  TUESDAY_NOON,
  type SeedItem,
  type SeedStore,
} from './checkout-support'
import { bundleForNode } from '../support/node-bundle'
import { openTestDb, startTestServer, type TestServer } from './support'

/**
 * crash-server.ts bundled into one ES module, once for the file: the tests start about fourteen
 * server processes, and each compiled the server's ~200 modules again through tsx (~1.7 s of CPU;
 * the bundle starts in a fraction of that). Under node_modules/, so its npm packages resolve.
 */
const bundle = join('node_modules', '.cache', 'gidideals-contract', `crash-server-${process.pid}.mjs`)
let bundled: Promise<void> | undefined
afterAll(() => rmSync(bundle, { force: true }))

/** The server in its own process on `databasePath`, crashing at `crashAt`, its clock ahead. */
async function serverProcess(
  databasePath: string,
  options: { crashAt?: CrashPoint; aheadMs?: number; clockStart?: number } = {},
) {
  bundled ??= bundleForNode('tests/contract/crash-server.ts', bundle)
  await bundled
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      ...(databasePath.startsWith('postgres')
        ? { DATABASE_URL: databasePath }
        : { DATABASE_PATH: databasePath, DATABASE_URL: '' }),
      CRASH_AT: options.crashAt ?? '',
      CLOCK_OFFSET_MS: String(options.aheadMs ?? 0),
      CLOCK_START_MS: options.clockStart === undefined ? '' : String(options.clockStart),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })
  const url = String((await lines[Symbol.asyncIterator]().next()).value)
  lines.close()
  return {
    base: `${url}/beta`,
    exited,
    async stop() {
      child.kill('SIGKILL')
      await exited
    },
  }
}

describe('a crash between a write and its answer', () => {
  let setup: TestServer
  let shopper: Awaited<ReturnType<TestServer['shopper']>>
  let postId: number
  beforeAll(async () => {
    // An account and a post, made in this process; then the database is handed over.
    setup = await startTestServer()
    shopper = await setup.shopper('crash')
    postId = (
      await setup.call('POST', '/blog/create-blog', {
        token: shopper.access,
        body: { title: 'Amala joints', categories: ['Food'], article: 'Bodija.', location: 'Ibadan' },
      })
    ).json.data.id
    await setup.close()
  }, 30_000)

  const comment = (base: string, content: string, key: string) =>
    fetch(`${base}/blog/create-comment`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${shopper.access}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ user: shopper.id, blog_post: postId, content }),
    })
  const written = async (base: string, content: string) => {
    const answer = (await fetch(`${base}/blog/blog-comments/${postId}?page_size=50`).then((r) => r.json())) as {
      data: { results: Array<{ content: string }> }
    }
    return answer.data.results.filter((item) => item.content === content).length
  }

  for (const crashAt of ['after-write-committed', 'before-write-committed'] as const)
    it(`killed ${crashAt.replaceAll('-', ' ')}: a retry a few minutes later leaves exactly one comment`, async () => {
      const content = `Crash ${crashAt} ${Date.now()}`
      const key = `key-${crashAt}`
      const doomed = await serverProcess(setup.databasePath, { crashAt })
      try {
        // The connection dies with the process: the client never hears an answer.
        await expect(comment(doomed.base, content, key)).rejects.toThrow()
      } finally {
        await doomed.stop()
      }
      // Restarted, and past the time an unfinished claim is taken as lost.
      const restarted = await serverProcess(setup.databasePath, { aheadMs: 5 * 60_000 })
      try {
        const retry = await comment(restarted.base, content, key)
        expect(retry.status).toBe(201)
        if (crashAt === 'after-write-committed') expect(retry.headers.get('idempotent-replay')).toBe('true')
        const again = await comment(restarted.base, content, key)
        expect(again.headers.get('idempotent-replay')).toBe('true')
        expect(await written(restarted.base, content)).toBe(1)
      } finally {
        await restarted.stop()
      }
    }, 60_000)
})

describe('a crash between an order and its answer', () => {
  let setup: TestServer
  let shopper: Awaited<ReturnType<TestServer['shopper']>>
  let store: SeedStore
  let dish: SeedItem
  beforeAll(async () => {
    setup = await startTestServer()
    shopper = await setup.shopper('crash-order')
    const [weekdays] = storesWithHours(setup, 'Mon – Sat 8am – 9pm')
    if (!weekdays) throw new Error('the seed has no store open Mon – Sat')
    store = weekdays
    dish = menuOf(setup, store.id)[0]!
    await setup.close()
  }, 30_000)

  /** The order the app sends after a quote, on `base`, with the Idempotency-Key `key`. */
  async function order(base: string, key: string) {
    const cart = { restaurant: store.id, items: [{ id: dish.id, quantity: 1 }], ...northOf(store, 2) }
    const quoted = (await fetch(`${base}/sales/sales-quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(cart),
    }).then((r) => r.json())) as { data: Quote }
    return fetch(`${base}/sales/sales-create`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${shopper.access}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(orderFrom(cart, quoted.data)),
    })
  }
  const orders = () => {
    const db = openTestDb(setup.databasePath)
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(shopper.id) as { n: number }).n
    } finally {
      db.close()
    }
  }

  for (const crashAt of ['after-write-committed', 'before-write-committed'] as const)
    it(`killed ${crashAt.replaceAll('-', ' ')}: a retry leaves exactly one order`, async () => {
      const before = orders()
      const key = `order-${crashAt}`
      const doomed = await serverProcess(setup.databasePath, { crashAt, clockStart: TUESDAY_NOON })
      try {
        await expect(order(doomed.base, key)).rejects.toThrow()
      } finally {
        await doomed.stop()
      }
      const restarted = await serverProcess(setup.databasePath, { clockStart: TUESDAY_NOON, aheadMs: 5 * 60_000 })
      try {
        const retry = await order(restarted.base, key)
        expect(retry.status).toBe(201)
        const again = await order(restarted.base, key)
        expect(again.headers.get('idempotent-replay')).toBe('true')
        expect(orders()).toBe(before + 1)
      } finally {
        await restarted.stop()
      }
    }, 60_000)
})

// docs/history.md#issue-49, L6: store comments, feedback, the contact form and deal posts wrote their rows outside the
// transaction that records the Idempotency-Key answer, so a crash between the two and a retry wrote
// them twice. Each is killed right after its write commits; the retry on the restarted server is
// answered from the record and finds one row. One process chain: each restart retries the last
// write, then crashes on the next.
describe('a crash after a store comment, feedback, a contact message or a deal post', () => {
  let setup: TestServer
  let shopper: Awaited<ReturnType<TestServer['shopper']>>
  let store: { id: number }
  let storeKey: string
  beforeAll(async () => {
    setup = await startTestServer()
    shopper = await setup.shopper('crash-writes')
    store = setup.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 1').get() as { id: number }
    storeKey = await setup.storeKey(store.id)
    await setup.close()
  }, 30_000)

  const stamp = Date.now()
  const writes = [
    {
      path: '/gidideals-user/gidideals-user-comment',
      body: () => ({ content: `Crash comment ${stamp}`, user: shopper.id, restaurant_name: store.id }),
      rows: 'SELECT COUNT(*) AS n FROM store_comments WHERE content = ?',
      text: `Crash comment ${stamp}`,
    },
    {
      path: '/feedback/feedback-create',
      body: () => ({
        category: 'Others',
        phoneNumber: '08031234567',
        email: 'crash@example.ng',
        feedback: `Crash feedback ${stamp}`,
      }),
      rows: 'SELECT COUNT(*) AS n FROM feedback WHERE feedback = ?',
      text: `Crash feedback ${stamp}`,
    },
    {
      path: '/push/deals',
      body: () => ({ store: store.id, title: `Crash deal ${stamp}`, price: 1500 }),
      rows: 'SELECT COUNT(*) AS n FROM items WHERE title = ?',
      text: `Crash deal ${stamp}`,
    },
  ]
  const send = (base: string, index: number) => {
    const write = writes[index]!
    return fetch(`${base}${write.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `crash-write-${index}`,
        ...(write.path.startsWith('/gidideals') ? { Authorization: `Bearer ${shopper.access}` } : {}),
        ...(write.path === '/push/deals' ? { 'X-Store-Key': storeKey } : {}),
      },
      body: JSON.stringify(write.body()),
    })
  }
  const count = (index: number) => {
    const db = openTestDb(setup.databasePath)
    try {
      return (db.prepare(writes[index]!.rows).get(writes[index]!.text) as { n: number }).n
    } finally {
      db.close()
    }
  }

  it('each is written once, and the retry gets the first answer', async () => {
    let server = await serverProcess(setup.databasePath, { crashAt: 'after-write-committed' })
    try {
      for (let index = 0; index < writes.length; index++) {
        await expect(send(server.base, index)).rejects.toThrow()
        await server.stop()
        const last = index === writes.length - 1
        server = await serverProcess(setup.databasePath, last ? {} : { crashAt: 'after-write-committed' })
        const retry = await send(server.base, index)
        expect(retry.status, writes[index]!.path).toBe(201)
        expect(retry.headers.get('idempotent-replay')).toBe('true')
        expect(count(index), writes[index]!.path).toBe(1)
      }
    } finally {
      await server.stop()
    }
  }, 90_000)
})

describe('rules decided on the matched route', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('a percent-encoded account path is never stored or replayed', async () => {
    const shopper = await server.shopper('encoded')
    const key = `login-${Date.now()}`
    const login = () =>
      fetch(`${server.base}/%61ccount/app-user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ email: shopper.email, password: shopper.password }),
      })
    const first = await login()
    expect(first.status).toBe(200)
    const second = await login()
    expect(second.headers.get('idempotent-replay')).toBeNull()
    const stored = server.db.prepare('SELECT COUNT(*) AS n FROM idempotency WHERE key = ?').get(key) as { n: number }
    expect(stored.n).toBe(0)
  })
})
