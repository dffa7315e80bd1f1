// `Idempotency-Key` on POST/PATCH/DELETE: a retried request (the outbox replaying after a
// dropped connection) applies once and gets the first answer again.
//
// An entry belongs to its caller (the token's user, else the store key, else the client address) and to one
// request: the same method, route and body (by SHA-256). The same key with another body is a
// 422, so no one learns an answer by guessing a key. Account calls are never stored (their
// answers are tokens), nor uploads (their bodies are files): decided on the endpoint the
// request matched (../routes/endpoint-routes.ts), never on the raw URL, which `%61ccount` disguises.
// Entries expire after a day.
//
// A write and its answer are recorded in one transaction (writeOnce): a crash leaves both or
// neither. Neither: the claim, made before the work, has no answer; after IDEMPOTENCY.inFlightMs
// it is taken as lost and the retry does the work, once. Both: the retry gets the answer.
import { createHash } from 'node:crypto'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { STORE_KEY_HEADER } from '../../contract/store-key'
import { IDEMPOTENCY } from '../config'
import { bearerToken, type AppContext, type IdempotencyClaim } from './context'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { badRequest, HttpError } from './http-error'
import { clientAddress } from './client-address'

type Stored = {
  method: string
  path: string
  status: number | null
  body: string | null
  body_hash: string
  expires_at: number
}

/** The caller's scope, or null when the token is invalid (the route answers 401; nothing is kept). */
async function scopeOf(c: AppContext): Promise<string | null> {
  const { tokens, trustProxy } = c.get('deps')
  const token = bearerToken(c)
  // A store's call (the store API, the deal post) is its key's: another key never reads its answers.
  const storeKey = c.req.header(STORE_KEY_HEADER)
  if (!token && storeKey) return `store-key:${createHash('sha256').update(storeKey).digest('hex')}`
  if (!token) return `address:${clientAddress(c, trustProxy)}`
  try {
    return `user:${await tokens.authenticate(token)}`
  } catch {
    return null
  }
}

/** Answers kept for a retry: what the request did, not a passing state of the server. */
const keeps = (status: number) => status < 500 && status !== 409 && status !== 429

/**
 * Runs `write` (database work only, on the transaction it is given) and records the answer it returns under the
 * request's Idempotency-Key in the same transaction; answers it with `status`. Without a key
 * it is just the write in a transaction.
 */
export async function writeOnce<T extends object>(
  c: AppContext,
  status: ContentfulStatusCode,
  write: (trx: Kdb) => Promise<T>,
): Promise<Response> {
  const { kysely, crashHook } = c.get('deps')
  const claim = c.get('idempotency')
  const answer = await kysely.transaction().execute(async (trx) => {
    const body = await write(trx)
    if (claim) {
      await trx
        .updateTable('idempotency')
        .set({ status, body: JSON.stringify(body) })
        .where('user_key', '=', claim.scope)
        .where('key', '=', claim.key)
        .execute()
    }
    crashHook?.('before-write-committed')
    return body
  })
  if (claim) claim.recorded = true
  crashHook?.('after-write-committed')
  return c.json(answer, status)
}

/** One request under one key: who sent it, and what (the route as matched, and the body's digest). */
type Request = { scope: string; key: string; method: string; path: string; bodyHash: string }

/** Deletes the request's entry: its key is free again. */
const release = (db: Kdb, request: Request) =>
  db.deleteFrom('idempotency').where('user_key', '=', request.scope).where('key', '=', request.key).execute()

const STILL_RUNNING = 'A request with this Idempotency-Key is still being handled.'

/**
 * The first answer again when this key was used for this request before, or null when it is new
 * (an expired entry, or a first request that never finished, counts as never sent: it is deleted).
 * The same key for another request is a 422; with the first still running, a 409.
 */
async function replay(db: Kdb, request: Request, time: number): Promise<Response | null> {
  const stored: Stored | undefined = await db
    .selectFrom('idempotency')
    .select(['method', 'path', 'status', 'body', 'body_hash', 'expires_at'])
    .where('user_key', '=', request.scope)
    .where('key', '=', request.key)
    .executeTakeFirst()
  if (!stored) return null
  const startedAt = stored.expires_at - IDEMPOTENCY.ttlMs
  // Expired, or a first request that never finished (the process stopped): as if never sent.
  if (stored.expires_at <= time || (stored.status === null && time - startedAt > IDEMPOTENCY.inFlightMs)) {
    await release(db, request)
    return null
  }
  if (stored.method !== request.method || stored.path !== request.path || stored.body_hash !== request.bodyHash)
    throw new HttpError(422, 'This Idempotency-Key was used for another request.')
  if (stored.status === null) throw new HttpError(409, STILL_RUNNING, { 'Retry-After': '1' })
  return new Response(stored.body, {
    status: stored.status,
    headers: {
      ...(stored.body === null ? {} : { 'Content-Type': 'application/json' }),
      'Idempotent-Replay': 'true',
    },
  })
}

/**
 * Claims the key before the work starts, so a second copy arriving meanwhile waits (409). The
 * claim is the row itself: of two requests with the key at once, on any instances, the primary
 * key lets one insert it; the other is told the first is still running.
 */
async function claim(db: Kdb, request: Request, time: number): Promise<void> {
  const claimed = await db
    .insertInto('idempotency')
    .values({
      user_key: request.scope,
      key: request.key,
      method: request.method,
      path: request.path,
      status: null,
      body: null,
      body_hash: request.bodyHash,
      created_at: now(),
      expires_at: time + IDEMPOTENCY.ttlMs,
    })
    .onConflict((conflict) => conflict.columns(['user_key', 'key']).doNothing())
    .executeTakeFirst()
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0)
    throw new HttpError(409, STILL_RUNNING, { 'Retry-After': '1' })
}

/** Runs the claimed request and keeps its answer (unless writeOnce kept it with the write); a failure frees the key. */
async function runClaimed(c: AppContext, db: Kdb, request: Request, handle: EndpointHandler): Promise<Response> {
  const claimed: IdempotencyClaim = { scope: request.scope, key: request.key, recorded: false }
  c.set('idempotency', claimed)
  let response: Response
  try {
    response = await handle(c)
  } catch (error) {
    // A write recorded with its answer stays recorded, whatever happened after it.
    if (!claimed.recorded) await release(db, request)
    throw error
  }
  if (claimed.recorded) return response
  if (!keeps(response.status)) {
    await release(db, request)
    return response
  }
  const body = response.status === 204 ? null : await response.clone().text()
  await db
    .updateTable('idempotency')
    .set({ status: response.status, body })
    .where('user_key', '=', request.scope)
    .where('key', '=', request.key)
    .execute()
  return response
}

type EndpointHandler = (c: AppContext) => Response | Promise<Response>

/** Wraps an endpoint's handler (../routes/endpoint-routes.ts) for `Idempotency-Key` on writes. */
export function idempotent(handle: EndpointHandler) {
  let purgedAt = 0
  return async (c: AppContext): Promise<Response> => {
    const key = c.req.header('idempotency-key')
    if (!key || !['POST', 'PATCH', 'DELETE'].includes(c.req.method)) return handle(c)
    // The route as matched (percent-decoded), so every spelling of it is the same request.
    const path = c.req.path
    if (key.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters.')
    const { kysely: db, clock } = c.get('deps')
    const scope = await scopeOf(c)
    if (scope === null) return handle(c)
    const bodyHash = createHash('sha256')
      .update(new Uint8Array(await c.req.arrayBuffer()))
      .digest('hex')
    const time = clock()
    if (time - purgedAt > IDEMPOTENCY.purgeEveryMs) {
      purgedAt = time
      await db.deleteFrom('idempotency').where('expires_at', '<=', time).execute()
    }
    const request: Request = { scope, key, method: c.req.method, path, bodyHash }
    const answer = await replay(db, request, time)
    if (answer) return answer
    await claim(db, request, time)
    return runClaimed(c, db, request, handle)
  }
}
