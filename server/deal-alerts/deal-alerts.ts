// Deal alerts by standard Web Push (RFC 8030/8291/8292) through `web-push`: the VAPID keys are
// made at first start and kept in the settings table, each device's subscription per store is
// a row of deal_alerts (../database/tables/activity.ts), and a new deal for a store is sent to its subscribers
// after the deal is written, never in the way of that write.
import webpush from 'web-push'
import type { DealAlertPayload } from '../../contract/deal-alert-payload'
import { P256DH_PATTERN, AUTH_SECRET_PATTERN, type PushSubscriptionJson } from '../../contract/endpoints/deal-alerts'
import { getSetting, setSetting } from '../database/settings'
import { checkedAddress, endpointProblem, systemResolve, type PushPolicy, type Resolve } from './push-endpoints'
import { postPinned } from './push-send'
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
  /** Where sends may go (./push-endpoints.ts); default: the browsers' push services, no loopback. */
  policy?: PushPolicy
  /** The resolver each send asks (tests pass their own). */
  resolve?: Resolve
  log?: (line: string) => void
}

/** Failed sends in a row after which an alert's endpoint is dropped (refused, 5xx, no answer). */
export const PUSH_FAILURES_TO_DROP = 3

export type SendReport = { sent: number; pruned: number; failed: number }

type AlertRow = { id: number; endpoint: string; p256dh: string; auth: string; data_saver: number; failures: number }
export type DealRow = {
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

type SendSettings = {
  keys: VapidKeys | undefined
  subject: string
  timeoutMs: number
  policy: PushPolicy
  resolve: Resolve
}

/** A device to push to: a row of deal_alerts or order_updates. */
export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string; failures: number }

/** The tables whose rows are push targets; a send's outcome is settled in its own. */
export type PushTable = 'deal_alerts' | 'order_updates'

/**
 * One encrypted push: web-push encrypts (aes128gcm) and signs (VAPID); the request goes to an
 * address checked just now, and to no other (./push-send.ts).
 */
async function sendOne(target: PushTarget, body: string, settings: SendSettings): Promise<'sent' | 'gone' | 'failed'> {
  if (!settings.keys) throw new Error('Deal alerts were used before init().')
  const vapidDetails = { subject: settings.subject, ...settings.keys }
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    body,
    { vapidDetails, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm', urgency: 'normal' },
  )
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value)
  }
  const url = new URL(target.endpoint)
  // An endpoint stored before the rules it now breaks is refused like any other.
  if (endpointProblem(target.endpoint, settings.policy)) return 'failed'
  const address = await checkedAddress(url, settings.policy, settings.resolve)
  if (address === null) return 'failed'
  try {
    const status = await postPinned(url, address, {
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      timeoutMs: settings.timeoutMs,
    })
    if (status === 404 || status === 410) return 'gone'
    return status >= 200 && status < 300 ? 'sent' : 'failed'
  } catch {
    // Unreachable or slow: counted, and tried again by the next send.
    return 'failed'
  }
}

/**
 * What a send's outcome does to its row: gone (404, 410) or failing PUSH_FAILURES_TO_DROP times
 * in a row, it is dropped ("pruned"); a send that got through puts its count back to 0.
 */
async function settle(
  db: Kdb,
  table: PushTable,
  target: PushTarget,
  outcome: 'sent' | 'gone' | 'failed',
): Promise<keyof SendReport> {
  if (outcome === 'sent') {
    if (target.failures > 0) await db.updateTable(table).set({ failures: 0 }).where('id', '=', target.id).execute()
    return 'sent'
  }
  if (outcome === 'gone' || target.failures + 1 >= PUSH_FAILURES_TO_DROP) {
    await db.deleteFrom(table).where('id', '=', target.id).execute()
    return 'pruned'
  }
  await db
    .updateTable(table)
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', target.id)
    .execute()
  return 'failed'
}

/** The deal and its store, as its alert names them. */
export function dealOf(db: Kdb, dealId: number): Promise<DealRow | undefined> {
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
  const timeoutMs = options.timeoutMs ?? 5_000
  const policy = options.policy ?? { loopback: false }
  const resolve = options.resolve ?? systemResolve
  const log = options.log ?? (() => {})

  /** Sends each target its body, `concurrency` at once, each outcome settled in `table`. */
  async function sendTo<T extends PushTarget>(table: PushTable, targets: T[], bodyOf: (target: T) => string) {
    const report: SendReport = { sent: 0, pruned: 0, failed: 0 }
    let next = 0
    const worker = async () => {
      while (next < targets.length) {
        const target = targets[next++] as T
        const outcome = await sendOne(target, bodyOf(target), { keys, subject, timeoutMs, policy, resolve })
        report[await settle(db, table, target, outcome)] += 1
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker))
    return report
  }

  /** Sends the deal to every device subscribed to its store; endpoints that are gone are pruned. */
  async function notifyDeal(dealId: number): Promise<SendReport> {
    const deal = await dealOf(db, dealId)
    if (!deal) return { sent: 0, pruned: 0, failed: 0 }
    const payload: DealAlertPayload = {
      store: deal.store_name,
      title: deal.title,
      price: deal.discounted_price ?? deal.price,
      url: dealPath(deal.kind, deal.id),
      image: deal.image,
    }
    const alerts: AlertRow[] = await db
      .selectFrom('deal_alerts')
      .select(['id', 'endpoint', 'p256dh', 'auth', 'data_saver', 'failures'])
      .where('store_id', '=', deal.store_id)
      .orderBy('id')
      .execute()
    const report = await sendTo('deal_alerts', alerts, (alert) =>
      // Data saver: no picture.
      JSON.stringify(alert.data_saver ? { ...payload, image: undefined } : payload),
    )
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
    sendTo,
  }
}

export type DealAlerts = ReturnType<typeof createDealAlerts>
