// The server's API routes, registered from the contract's table (contract/api.ts): each
// endpoint's method and path come from there, and a handler for every endpoint is required
// (a new endpoint without one does not compile). With `checkAnswers` (the contract tests) every
// success answer is also checked against the endpoint's response schema: an answer that breaks
// the contract is a 500, which those tests never accept.
import type { Hono } from 'hono'
import { safeParse } from 'valibot'
import { endpointList, type EndpointName } from '../../contract/api'
import type { Endpoint } from '../../contract/endpoint'
import { accountEndpoints } from '../../contract/endpoints/account'
import { PRODUCT } from '../config'
import type { RateLimits } from '../config'
import { bearerToken, type AppContext, type AppEnv } from '../http/context'
import { idempotent } from '../http/idempotency'
import { accountKey, type Rule } from '../limits/rate-limit'
import { readRequest } from '../http/request-input'

export type EndpointHandler = (c: AppContext) => Response | Promise<Response>
export type Handlers = Record<EndpointName, EndpointHandler>

/** The contract's path as Hono matches it (`:name` parameters stay). */
export const serverPath = (path: string) => path.replaceAll('{product}', PRODUCT)

async function checkAnswer(name: string, endpoint: Endpoint, response: Response): Promise<void> {
  if (!endpoint.response || !endpoint.status.includes(response.status)) return
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  const result = safeParse(endpoint.response, body)
  if (result.success) return
  const issue = result.issues[0]
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? '(body)'
  throw new Error(`${name}: the answer breaks the contract at ${where}: ${issue.message}`)
}

const UPLOADS = new Set<EndpointName>(['uploadBlogImages', 'uploadBlogVideos'])

/** Writes each account may make, per endpoint (../config.ts): whoever the handler is. */
const WRITE_BUDGETS: Partial<Record<EndpointName, keyof RateLimits>> = {
  commentOnBlogPost: 'blogCommentsPerUser',
  createBlog: 'blogPostsPerUser',
  commentOnStore: 'storeCommentsPerUser',
  checkout: 'ordersPerUser',
}

/**
 * The account's budget for this write, taken before the handler runs (counted in one step
 * with its check, so a parallel burst cannot all pass it) and given back when the write did
 * not happen. A request with no valid token goes on to the handler, which answers 401.
 */
function withWriteBudget(name: EndpointName, budget: keyof RateLimits, handle: EndpointHandler): EndpointHandler {
  return async (c) => {
    const { limiter, limits, tokens } = c.get('deps')
    const token = bearerToken(c)
    const userId = token ? await tokens.authenticate(token).catch(() => undefined) : undefined
    if (userId === undefined) return handle(c)
    const key = accountKey(`writes:${name}:${userId}`)
    await limiter.take([key, limits[budget] as Rule])
    let response: Response
    try {
      response = await handle(c)
    } catch (error) {
      await limiter.refund(key)
      throw error
    }
    if (response.status >= 300) await limiter.refund(key)
    return response
  }
}

export function registerEndpoints(api: Hono<AppEnv>, handlers: Handlers, options: { checkAnswers?: boolean } = {}) {
  for (const [name, endpoint] of endpointList()) {
    const budget = WRITE_BUDGETS[name]
    const own = handlers[name]
    // The endpoint's token and request schema are checked before its handler, every time.
    const checked: EndpointHandler = async (c) => {
      await readRequest(c, endpoint)
      return own(c)
    }
    const budgeted = budget ? withWriteBudget(name, budget, checked) : checked
    // Decided on the endpoint, never on the URL: account answers are tokens, uploads are files.
    const handle = name in accountEndpoints || UPLOADS.has(name) ? budgeted : idempotent(budgeted)
    const handler = options.checkAnswers
      ? async (c: AppContext) => {
          const response = await handle(c)
          await checkAnswer(name, endpoint, response)
          return response
        }
      : handle
    const path = serverPath(endpoint.path)
    api.on(endpoint.method, path, handler)
    // A trailing slash the original spec (docs/api.md#discovery) writes (featured ratings, the newsletter) is optional
    // for clients.
    if (path.endsWith('/')) api.on(endpoint.method, path.slice(0, -1), handler)
  }
}
