import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { matchesSearch } from '../contract/search-match'
import { migrate } from './migrate'

export type Db = Database.Database

const schema = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, username TEXT, verified INTEGER NOT NULL DEFAULT 0,
  referral_code TEXT NOT NULL UNIQUE, referred_by INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
  token_version INTEGER NOT NULL DEFAULT 0,
  -- 1 once a second signup replaced this unverified account's password (routes/account.ts).
  contested INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS codes (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL, kind TEXT NOT NULL, code TEXT NOT NULL,
  expires_at INTEGER NOT NULL, verified INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
  reset_token_hash TEXT, reset_token_expires_at INTEGER);
CREATE INDEX IF NOT EXISTS codes_email ON codes (email, kind);
-- A login's session: one refresh token at a time (rotated), its access tokens carry its id.
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, refresh_jti TEXT NOT NULL, expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id, created_at);
CREATE TABLE IF NOT EXISTS stores (
  id INTEGER PRIMARY KEY, name_of_business TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, logo TEXT NOT NULL,
  cover_image TEXT NOT NULL, place_type TEXT NOT NULL, cuisine_type TEXT, address TEXT NOT NULL, area TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL, rating_total REAL NOT NULL, rating_count INTEGER NOT NULL,
  likes_count INTEGER NOT NULL DEFAULT 0, subscribers_count INTEGER NOT NULL DEFAULT 0,
  delivery_time_minutes INTEGER NOT NULL, opening_hours TEXT NOT NULL, phone TEXT NOT NULL, description TEXT NOT NULL,
  created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS stores_lat ON stores (latitude, longitude);
CREATE INDEX IF NOT EXISTS stores_name ON stores (name_of_business COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS items (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, store_id INTEGER NOT NULL REFERENCES stores(id),
  title TEXT NOT NULL, description TEXT NOT NULL, image TEXT NOT NULL, price INTEGER NOT NULL,
  discounted_price INTEGER, percentage INTEGER, code TEXT, valid_from TEXT, valid_until TEXT,
  is_hot INTEGER NOT NULL DEFAULT 0, likes_count INTEGER NOT NULL DEFAULT 0,
  rating_total REAL NOT NULL DEFAULT 0, rating_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
  menu_item_id INTEGER);
CREATE INDEX IF NOT EXISTS items_kind ON items (kind, store_id);
-- A menu item's deals (its best one running today is shown beside it).
CREATE INDEX IF NOT EXISTS items_menu_item ON items (menu_item_id);
-- A store front's items, and the deal lists in their order (most liked first), without a sort.
CREATE INDEX IF NOT EXISTS items_store ON items (store_id, kind, id);
CREATE INDEX IF NOT EXISTS items_kind_likes ON items (kind, likes_count DESC, id);
CREATE INDEX IF NOT EXISTS items_kind_hot_likes ON items (kind, is_hot, likes_count DESC, id);
CREATE TABLE IF NOT EXISTS likes (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, kind TEXT NOT NULL, target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (user_id, kind, target_id));
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, kind TEXT NOT NULL, target_id INTEGER NOT NULL, rating INTEGER NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (user_id, kind, target_id));
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, store_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (user_id, store_id));
CREATE TABLE IF NOT EXISTS store_comments (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, store_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS adverts (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, image TEXT NOT NULL, link TEXT NOT NULL, store_id INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS blog_posts (
  id INTEGER PRIMARY KEY, author_id INTEGER NOT NULL, title TEXT NOT NULL, categories TEXT NOT NULL,
  article TEXT NOT NULL, location TEXT NOT NULL, likes_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS blog_media (
  id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL, kind TEXT NOT NULL, file TEXT NOT NULL, mime TEXT NOT NULL, created_at TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS blog_comments (
  id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL, user_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS interactions (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, item_id INTEGER NOT NULL, interaction_type TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS newsletter (email TEXT PRIMARY KEY, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, first_name TEXT, last_name TEXT, phone_number TEXT NOT NULL,
  email TEXT NOT NULL, feedback TEXT NOT NULL, source TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL, store_id INTEGER NOT NULL,
  items TEXT NOT NULL, phone_number TEXT NOT NULL, shipping_address TEXT NOT NULL, email TEXT NOT NULL,
  subtotal INTEGER NOT NULL, vat INTEGER NOT NULL, service_charge INTEGER NOT NULL, total INTEGER NOT NULL,
  status TEXT NOT NULL, fulfilled_at TEXT, created_at TEXT NOT NULL,
  fulfilment TEXT NOT NULL DEFAULT 'delivery', delivery_fee INTEGER NOT NULL DEFAULT 0,
  estimate_minutes INTEGER NOT NULL DEFAULT 0);
-- A shopper's orders, newest first (my-orders).
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, id);
-- status NULL: the first request with this key is still running.
CREATE TABLE IF NOT EXISTS idempotency (
  user_key TEXT NOT NULL, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, status INTEGER,
  body TEXT, created_at TEXT NOT NULL, body_hash TEXT NOT NULL DEFAULT '', expires_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_key, key));
CREATE INDEX IF NOT EXISTS idempotency_expiry ON idempotency (expires_at);
CREATE TABLE IF NOT EXISTS mailbox (id INTEGER PRIMARY KEY, email TEXT NOT NULL, kind TEXT NOT NULL, code TEXT NOT NULL, created_at TEXT NOT NULL);
`

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // FULL: an acknowledged payment or order survives a power loss (NORMAL in WAL mode may roll
  // the last commits back). Its cost is measured by bench:server.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  migrate(db)
  db.exec(schema)
  db.function('distance_km', { deterministic: true }, (lat1, lng1, lat2, lng2) =>
    haversineKm(Number(lat1), Number(lng1), Number(lat2), Number(lng2)),
  )
  // The dish search's filter (server/dish-search.ts): the app's own forgiving match, in SQL.
  db.function('search_match', { deterministic: true }, (query, title, description) =>
    matchesSearch(String(query), [String(title ?? ''), String(description ?? '')]) ? 1 : 0,
  )
  return db
}

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

export const now = () => new Date().toISOString()

export function getSetting(db: Db, key: string): string | undefined {
  return (db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value
}
export function setSetting(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}
