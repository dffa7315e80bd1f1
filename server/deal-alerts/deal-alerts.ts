// Deal alerts by standard Web Push (RFC 8030/8291/8292) through `web-push`: the VAPID keys are
// made at first start and kept in the settings table, each device's subscription per store is
// a row of deal_alerts (../database/tables/activity.ts), and a new deal for a store is sent to its subscribers
// after the deal is written, never in the way of that write.
import webpush from 'web-push'
import type { DealAlertPayload } from '../../contract/deal-alert-payload'
import { P256DH_PATTERN, AUTH_SECRET_PATTERN, type PushSubscriptionJson } from '../../contract/endpoints/deal-alerts'
import { getSetting, setSetting } from '../database/settings'
import type { Kdb } from '../database/schema'

export type VapidKeys = { publicKey: string; privateKey: string }

/**
 * The server's VAPID key pair: read from the database, made and stored on the first start.
 * Instances starting together agree on one pair: whoever stores the public key first stores
 * its private key in the same transaction; the others' inserts do nothing and they read it.
 */
export async function vapidKeys(db: Kdb): Promise<VapidKeys> {
  const read = async () => ({
    publicKey: await getSetting(db, 'vapid_public_key'),
    privateKey: await getSetting(db, 'vapid_private_key'),
  })
  const stored = await read()
  if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey }
  const made = webpush.generateVAPIDKeys()
  await db.transaction().execute(async (trx) => {
    // A public key without its private half (a crash between two writes of an old version) is replaced.
    if (stored.publicKey) await trx.deleteFrom('settings').where('key', '=', 'vapid_public_key').execute()
    const claimed = await trx
      .insertInto('settings')
      .values({ key: 'vapid_public_key', value: made.publicKey })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst()
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0) await setSetting(trx, 'vapid_private_key', made.privateKey)
  })
  const keys = await read()
  if (!keys.publicKey || !keys.privateKey) throw new Error('The VAPID keys could not be stored.')
  return { publicKey: keys.publicKey, privateKey: keys.privateKey }
}

const LOOPBACK_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/
/** Hosts a push service never has: the server must not be made to post into its own network. */
const PRIVATE_HOSTS =
  /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|\[.*\])$/i

/**
 * Why a push endpoint is refused, or null when it is acceptable: https to a public host; plain
 * http only to this machine, and only when the server was started for tests (allowLoopback).
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The push endpoint must be a URL.'
  }
  if (url.username || url.password) return 'The push endpoint must not carry credentials.'
  const loopback = LOOPBACK_HOSTS.test(url.hostname)
  if (allowLoopback && loopback && (url.protocol === 'http:' || url.protocol === 'https:')) return null
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.'
  if (PRIVATE_HOSTS.test(url.hostname)) return 'The push endpoint must be a public push service.'
  return null
}

/** Base64url key bytes of the right length and shape (the patterns check the text). */
export function keysProblem(keys: PushSubscriptionJson['keys']): string | null {
  if (!P256DH_PATTERN.test(keys.p256dh)) return 'The p256dh key must be a P-256 public key (base64url).'
  if (!AUTH_SECRET_PATTERN.test(keys.auth)) return 'The auth secret must be 16 bytes (base64url).'
  const point = Buffer.from(keys.p256dh, 'base64url')
  if (point.length !== 65 || point[0] !== 4) return 'The p256dh key must be a P-256 public key (base64url).'
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'The auth secret must be 16 bytes (base64url).'
  return null
}

export type DealAlertOptions = {
  /** Who runs this server, for push services to reach (VAPID `sub`). */
  subject?: string
  /** Sends in flight at once for one deal. */
  concurrency?: number
  /** A push service that has not answered in this time is left until the next deal. */
  timeoutMs?: number
  log?: (line: string) => void
}

export type SendReport = { sent: number; pruned: number; failed: number }

type AlertRow = { id: number; endpoint: string; p256dh: string; auth: string; data_saver: number }
type DealRow = {
  id: number
  kind: string
  title: string
  price: number
  discounted_price: number | null
  image: string
  store_name: string
  store_id: number
}

/** The deal's page in the app, by its kind (src/lib/deal-link.ts reads the same routes). */
export function dealPath(kind: string, id: number): string {
  const routes: Record<string, string> = {
    discount: '/discount-detail/',
    coupon: '/coupon-detail/',
    featured: '/featured-detail/',
    marketplace: '/discount-offer-detail/',
    menu: '/menu-item-detail/',
  }
  return `${routes[kind] ?? '/discount-detail/'}${id}`
}

/** One encrypted push: web-push encrypts (aes128gcm) and signs (VAPID); fetch carries it. */
async function sendOne(
  alert: AlertRow,
  payload: DealAlertPayload,
  { keys, subject, timeoutMs }: { keys: VapidKeys | undefined; subject: string; timeoutMs: number },
): Promise<'sent' | 'gone' | 'failed'> {
  const body: DealAlertPayload = alert.data_saver ? { ...payload, image: undefined } : payload
  if (!keys) throw new Error('Deal alerts were used before init().')
  const vapidDetails = { subject, ...keys }
  const details = webpush.generateRequestDetails(
    { endpoint: alert.endpoint, keys: { p256dh: alert.p256dh, auth: alert.auth } },
    JSON.stringify(body),
    { vapidDetails, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm', urgency: 'normal' },
  )
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value)
  }
  try {
    // web-push's own sender speaks https only; fetch also reaches the loopback service of tests.
    const response = await fetch(alert.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) return 'gone'
    return response.ok ? 'sent' : 'failed'
  } catch {
    // Unreachable or slow: kept, and tried again only by the next deal.
    return 'failed'
  }
}

/** The deal and its store, as its alert names them. */
function dealOf(db: Kdb, dealId: number): Promise<DealRow | undefined> {
  return db
    .selectFrom('items as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .select([
      'i.id',
      'i.kind',
      'i.title',
      'i.price',
      'i.discounted_price',
      'i.image',
      's.name_of_business as store_name',
      's.id as store_id',
    ])
    .where('i.id', '=', dealId)
    .executeTakeFirst()
}

export function createDealAlerts(db: Kdb, options: DealAlertOptions = {}) {
  let keys: VapidKeys | undefined
  const subject = options.subject ?? 'mailto:beta-support@gidideals.ng'
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const timeoutMs = options.timeoutMs ?? 10_000
  const log = options.log ?? (() => {})

  /** Sends the deal to every device subscribed to its store; endpoints that are gone are pruned. */
  async function notifyDeal(dealId: number): Promise<SendReport> {
    const deal = await dealOf(db, dealId)
    const report: SendReport = { sent: 0, pruned: 0, failed: 0 }
    if (!deal) return report
    const payload: DealAlertPayload = {
      store: deal.store_name,
      title: deal.title,
      price: deal.discounted_price ?? deal.price,
      url: dealPath(deal.kind, deal.id),
      image: deal.image,
    }
    const alerts: AlertRow[] = await db
      .selectFrom('deal_alerts')
      .select(['id', 'endpoint', 'p256dh', 'auth', 'data_saver'])
      .where('store_id', '=', deal.store_id)
      .orderBy('id')
      .execute()
    let next = 0
    const worker = async () => {
      while (next < alerts.length) {
        const alert = alerts[next++] as AlertRow
        const outcome = await sendOne(alert, payload, { keys, subject, timeoutMs })
        if (outcome === 'gone') {
          await db.deleteFrom('deal_alerts').where('id', '=', alert.id).execute()
          report.pruned += 1
        } else report[outcome === 'sent' ? 'sent' : 'failed'] += 1
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, alerts.length) }, worker))
    // Counts only: endpoints are capability URLs and stay out of the log.
    log(`deal ${deal.id} alerts: ${report.sent} sent, ${report.pruned} pruned, ${report.failed} failed`)
    return report
  }

  return {
    /** Reads (or makes) the VAPID keys; the server awaits it before its first request. */
    async init() {
      keys = await vapidKeys(db)
    },
    get publicKey(): string {
      if (!keys) throw new Error('Deal alerts were used before init().')
      return keys.publicKey
    },
    notifyDeal,
  }
}

export type DealAlerts = ReturnType<typeof createDealAlerts>
