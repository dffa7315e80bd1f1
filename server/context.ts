import type { Context } from 'hono'
import type { Db } from './db'
import { badRequest, forbidden, unauthorized } from './http-error'
import type { TokenService } from './tokens'
import { asBody, type Body } from './validate'

export type ServerDeps = {
  db: Db
  tokens: TokenService
  mediaDir: string
  devMailbox: boolean
  log: (line: string) => void
}

export type AppEnv = { Variables: { deps: ServerDeps; userId?: number } }
export type AppContext = Context<AppEnv>

export async function readJson(c: AppContext): Promise<Body> {
  let parsed: unknown
  try {
    parsed = await c.req.json()
  } catch {
    throw badRequest('The request body must be valid JSON.')
  }
  return asBody(parsed)
}

/** The bearer token's user; 401 without a valid one. */
export async function requireUser(c: AppContext): Promise<number> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized()
  const { userId } = await c.get('deps').tokens.verify(match[1], 'access')
  const exists = c.get('deps').db.prepare('SELECT 1 FROM users WHERE id = ?').get(userId)
  if (!exists) throw unauthorized()
  c.set('userId', userId)
  return userId
}

/** The user named in a body must be the bearer token's user (403 otherwise). */
export async function requireBodyUser(c: AppContext, body: Body): Promise<number> {
  const userId = await requireUser(c)
  const claimed = body.user
  if (claimed === undefined || claimed === null || claimed === '') throw badRequest('User is required.')
  if (Number(claimed) !== userId) throw forbidden()
  return userId
}
