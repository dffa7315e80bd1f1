import type Database from 'better-sqlite3'

// Brings a SQLite file written by an earlier version of this server (before the migrations of
// migrations.ts) forward, before those migrations run: their CREATE … IF NOT EXISTS never
// changes an existing table. Part of the SQLite dialect's setup (the only raw better-sqlite3
// calls left): PostgreSQL databases start with the migrations and never had these shapes.

type Db = Database.Database

const hasTable = (db: Db, table: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table))

/** Adds the column if the table exists without it; true when it was added now. */
function addColumn(db: Db, table: string, column: string, definition: string): boolean {
  if (!hasTable(db, table)) return false
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>
  if (columns.some((existing) => existing.name === column)) return false
  db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`)
  return true
}

/** What the seed's coupons said before they were sold here: it promised a code field at checkout. */
export const OLD_COUPON_DESCRIPTION = 'Use the code at checkout or show it in store.'
export const COUPON_DESCRIPTION =
  'Bought here at the deal price: its code comes with your paid order, to show at the store.'

/**
 * Orders from before delivery and pickup were delivered, with no fee; their estimate is their
 * store's own time. Deals are linked to the same store's menu item of the same title.
 */
function checkoutColumns(db: Db): void {
  addColumn(db, 'orders', 'fulfilment', "TEXT NOT NULL DEFAULT 'delivery'")
  addColumn(db, 'orders', 'delivery_fee', 'INTEGER NOT NULL DEFAULT 0')
  if (addColumn(db, 'orders', 'estimate_minutes', 'INTEGER NOT NULL DEFAULT 0') && hasTable(db, 'stores'))
    db.exec(`UPDATE orders SET estimate_minutes =
      coalesce((SELECT s.delivery_time_minutes FROM stores s WHERE s.id = orders.store_id), 0)`)
  if (addColumn(db, 'items', 'menu_item_id', 'INTEGER'))
    db.exec(`UPDATE items SET menu_item_id = (SELECT m.id FROM items m
        WHERE m.store_id = items.store_id AND m.kind = 'menu' AND m.title = items.title ORDER BY m.id LIMIT 1)
      WHERE kind <> 'menu'`)
  if (hasTable(db, 'items'))
    db.prepare("UPDATE items SET description = ? WHERE kind = 'coupon' AND description = ?").run(
      COUPON_DESCRIPTION,
      OLD_COUPON_DESCRIPTION,
    )
}

/**
 * Deal titles the first seed wrote with their kind or saving in them ("Featured: Moi moi",
 * "20% off Moi moi", "Moi moi: 20% off", "Marketplace deal: Moi moi"): the app's badge says
 * those, and on a phone the product's own name was cut off. Runs on every start; a title that
 * is already the product's name matches none of these.
 */
function productTitles(db: Db): void {
  if (!hasTable(db, 'items')) return
  db.exec(`UPDATE items SET title = substr(title, length('Featured: ') + 1)
      WHERE kind = 'featured' AND title LIKE 'Featured: %';
    UPDATE items SET title = substr(title, length('Marketplace deal: ') + 1)
      WHERE kind = 'marketplace' AND title LIKE 'Marketplace deal: %';
    UPDATE items SET title = substr(title, length(percentage || '% off ') + 1)
      WHERE kind = 'coupon' AND percentage IS NOT NULL AND title LIKE percentage || '% off %';
    UPDATE items SET title = substr(title, 1, length(title) - length(': ' || percentage || '% off'))
      WHERE kind = 'discount' AND percentage IS NOT NULL AND title LIKE '%: ' || percentage || '% off';`)
}

/**
 * Deal alerts (docs/api.md#extensions): one row per device (push endpoint) and store an account subscribed
 * to. The VAPID keys they are sent with live in `settings` (../deal-alerts/deal-alerts.ts makes them once).
 */
function dealAlerts(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS deal_alerts (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, store_id INTEGER NOT NULL, endpoint TEXT NOT NULL,
    p256dh TEXT NOT NULL, auth TEXT NOT NULL, data_saver INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (user_id, store_id, endpoint));
  CREATE INDEX IF NOT EXISTS deal_alerts_store ON deal_alerts (store_id, id);
  CREATE INDEX IF NOT EXISTS deal_alerts_endpoint ON deal_alerts (endpoint);`)
}

export function upgradeLegacySqlite(db: Db): void {
  db.transaction(() => {
    addColumn(db, 'users', 'token_version', 'INTEGER NOT NULL DEFAULT 0')
    addColumn(db, 'users', 'contested', 'INTEGER NOT NULL DEFAULT 0')
    addColumn(db, 'codes', 'reset_token_hash', 'TEXT')
    addColumn(db, 'codes', 'reset_token_expires_at', 'INTEGER')
    addColumn(db, 'blog_media', 'size', 'INTEGER NOT NULL DEFAULT 0')
    // Idempotency entries are short-lived: the old ones, with no body hash, are simply dropped.
    if (
      hasTable(db, 'idempotency') &&
      !(db.prepare('PRAGMA table_info(idempotency)').all() as Array<{ name: string }>).some(
        (c) => c.name === 'body_hash',
      )
    )
      // …and the table is made again in its current shape (migrations.ts '0001-initial'), which
      // a database that recorded that migration would not get again.
      db.exec(`DROP TABLE idempotency;
        CREATE TABLE idempotency (
          user_key TEXT NOT NULL, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, status INTEGER,
          body TEXT, created_at TEXT NOT NULL, body_hash TEXT NOT NULL DEFAULT '', expires_at BIGINT NOT NULL DEFAULT 0,
          CONSTRAINT idempotency_pk PRIMARY KEY (user_key, key));
        CREATE INDEX idempotency_expiry ON idempotency (expires_at);`)
    // Refresh tokens became sessions: each live token starts a session named after it, so a
    // shopper signed in before the upgrade stays signed in (../auth/tokens.ts reads such a token's
    // session from its jti).
    if (hasTable(db, 'refresh_tokens')) {
      db.exec(`CREATE TABLE IF NOT EXISTS sessions (
        id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, refresh_jti TEXT NOT NULL, expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)`)
      db.exec(`INSERT OR IGNORE INTO sessions (id, user_id, refresh_jti, expires_at, revoked, created_at)
        SELECT jti, user_id, jti, expires_at, 0, 0 FROM refresh_tokens WHERE revoked = 0`)
      db.exec('DROP TABLE refresh_tokens')
    }
    productTitles(db)
    checkoutColumns(db)
    dealAlerts(db)
  })()
}
