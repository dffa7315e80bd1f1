// A database written before docs/history.md#issue-14 (refresh-token rows, no sessions, no token version, the
// old idempotency table) opens with this server: its shoppers stay signed in.
import Database from 'better-sqlite3'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { startTestServer } from './support'

/** Takes a database back to the shape the server wrote before sessions. */
function downgrade(path: string): { secret: string; userId: number } {
  const db = new Database(path)
  try {
    db.exec(`DROP TABLE sessions;
      CREATE TABLE refresh_tokens (jti TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
      ALTER TABLE users DROP COLUMN token_version;
      DROP TABLE idempotency;
      CREATE TABLE idempotency (user_key TEXT NOT NULL, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL,
        status INTEGER NOT NULL, body TEXT, created_at TEXT NOT NULL, PRIMARY KEY (user_key, key));`)
    const { value: secret } = db.prepare("SELECT value FROM settings WHERE key = 'jwt_secret'").get() as {
      value: string
    }
    const { id: userId } = db.prepare("SELECT id FROM users WHERE email = 'demo@gidideals.ng'").get() as { id: number }
    db.prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES (?, ?, ?)').run(
      'old-jti-1',
      userId,
      Math.floor(Date.now() / 1000) + 86_400,
    )
    db.prepare(
      "INSERT INTO idempotency (user_key, key, method, path, status, body, created_at) VALUES ('anonymous', 'k', 'POST', '/beta/x', 201, '{}', 'then')",
    ).run()
    return { secret, userId }
  } finally {
    db.close()
  }
}

describe('a database from before sessions', () => {
  it('keeps its shoppers signed in: an old refresh token refreshes once, and is then rotated out', async () => {
    const fresh = await startTestServer()
    await fresh.close()
    const { secret, userId } = downgrade(fresh.databasePath)
    const iat = Math.floor(Date.now() / 1000)
    const oldRefresh = await new SignJWT({ type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti('old-jti-1')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 86_400)
      .sign(new TextEncoder().encode(secret))

    const server = await startTestServer({ databasePath: fresh.databasePath, staticDir: fresh.staticDir })
    try {
      const refreshed = await server.call('POST', '/account/token/refresh', { body: { token: oldRefresh } })
      expect(refreshed.status).toBe(200)
      expect((await server.call('GET', '/account/app-user/data-jwt', { token: refreshed.json.access })).status).toBe(
        200,
      )
      expect((await server.call('POST', '/account/token/refresh', { body: { token: oldRefresh } })).status).toBe(401)
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM idempotency').get()).toEqual({ n: 0 })
    } finally {
      await server.close()
    }
  })
})

describe('a database seeded before deal titles named the product', () => {
  it('names each deal by its product, without its kind or saving', async () => {
    const fresh = await startTestServer()
    await fresh.close()
    const db = new Database(fresh.databasePath)
    const pick = (kind: string) =>
      db.prepare('SELECT id, title, percentage FROM items WHERE kind = ? LIMIT 1').get(kind) as {
        id: number
        title: string
        percentage: number
      }
    const deals = {
      coupon: pick('coupon'),
      discount: pick('discount'),
      featured: pick('featured'),
      marketplace: pick('marketplace'),
    }
    const old = {
      coupon: `${deals.coupon.percentage}% off ${deals.coupon.title}`,
      discount: `${deals.discount.title}: ${deals.discount.percentage}% off`,
      featured: `Featured: ${deals.featured.title}`,
      marketplace: `Marketplace deal: ${deals.marketplace.title}`,
    }
    for (const [kind, title] of Object.entries(old))
      db.prepare('UPDATE items SET title = ? WHERE id = ?').run(title, deals[kind as keyof typeof deals].id)
    db.close()

    const server = await startTestServer({ databasePath: fresh.databasePath, staticDir: fresh.staticDir })
    try {
      for (const deal of Object.values(deals)) {
        const row = server.db.prepare('SELECT title FROM items WHERE id = ?').get(deal.id) as { title: string }
        expect(row.title).toBe(deal.title)
      }
    } finally {
      await server.close()
    }
  })
})

describe('a database from before quotes, fees and menu-linked deals (issue 21)', () => {
  it('keeps its orders, gives them a delivery with no fee and their store’s time, and links deals to dishes', async () => {
    const fresh = await startTestServer()
    const shopper = await fresh.shopper('old-orders')
    await fresh.close()
    const db = new Database(fresh.databasePath)
    const store = db
      .prepare('SELECT id, delivery_time_minutes FROM stores WHERE delivery_time_minutes > 0 LIMIT 1')
      .get() as {
      id: number
      delivery_time_minutes: number
    }
    const linked = db
      .prepare("SELECT id, menu_item_id FROM items WHERE kind = 'coupon' AND menu_item_id IS NOT NULL LIMIT 1")
      .get() as {
      id: number
      menu_item_id: number
    }
    db.exec(`DROP INDEX items_menu_item; ALTER TABLE items DROP COLUMN menu_item_id;
      DROP INDEX orders_user; ALTER TABLE orders DROP COLUMN fulfilment; ALTER TABLE orders DROP COLUMN delivery_fee;
      ALTER TABLE orders DROP COLUMN estimate_minutes;
      UPDATE items SET description = 'Use the code at checkout or show it in store.' WHERE kind = 'coupon';`)
    db.prepare(
      `INSERT INTO orders (reference, user_id, store_id, items, phone_number, shipping_address, email, subtotal, vat,
        service_charge, total, status, created_at) VALUES ('GD-OLD', ?, ?, ?, '+2348035550101', '12 Allen Avenue', 'a@b.ng', 1000, 75, 100, 1175, 'paid', ?)`,
    ).run(
      shopper.id,
      store.id,
      JSON.stringify([{ id: 1, title: 'Moi moi', quantity: 1, unit_price: 1000, line_total: 1000 }]),
      new Date().toISOString(),
    )
    db.close()

    const server = await startTestServer({ databasePath: fresh.databasePath, staticDir: fresh.staticDir })
    try {
      const login = await server.call('POST', '/account/app-user/login', {
        body: { email: shopper.email, password: shopper.password },
      })
      const orders = await server.call('GET', '/sales/my-orders', { token: login.json.access })
      expect(orders.status).toBe(200)
      expect(orders.json.data.results).toEqual([
        expect.objectContaining({
          reference: 'GD-OLD',
          fulfilment: 'delivery',
          delivery_fee: 0,
          estimate_minutes: store.delivery_time_minutes,
          total_amount_payable_to_business: 1000,
          items: [expect.objectContaining({ title: 'Moi moi', code: null })],
        }),
      ])
      expect(server.db.prepare('SELECT menu_item_id FROM items WHERE id = ?').get(linked.id)).toEqual({
        menu_item_id: linked.menu_item_id,
      })
      expect(
        server.db.prepare("SELECT COUNT(*) AS n FROM items WHERE description LIKE 'Use the code at checkout%'").get(),
      ).toEqual({ n: 0 })
    } finally {
      await server.close()
    }
  })
})

describe('a database whose shared budgets were keyed by the email itself', () => {
  it('forgets those rows, and keeps the others', async () => {
    const fresh = await startTestServer()
    await fresh.close()
    const db = new Database(fresh.databasePath)
    // Back to before 0005 (the later migrations run again too, changing nothing).
    db.exec(`DELETE FROM kysely_migration WHERE name >= '0005-limits-without-emails';
      INSERT INTO budgets (key, count, reset_at) VALUES ('login:127.0.0.1|ada@example.ng', 3, 9999999999999),
        ('logins:127.0.0.1', 3, 9999999999999);
      INSERT INTO slowdowns (key, failures, window_end, marked_at) VALUES ('login-slow:ada@example.ng', 4, 9999999999999, 0);`)
    db.close()
    const server = await startTestServer({ databasePath: fresh.databasePath, staticDir: fresh.staticDir })
    try {
      expect(server.db.prepare('SELECT key FROM budgets').all()).toEqual([{ key: 'logins:127.0.0.1' }])
      expect(server.db.prepare('SELECT key FROM slowdowns').all()).toEqual([])
    } finally {
      await server.close()
    }
  })
})
