// The server's API routes, registered from the contract's table (contract/api.ts): each
// endpoint's method and path come from there, and a handler for every endpoint is required
// (a new endpoint without one does not compile). With `checkAnswers` (the contract tests) every
// success answer is also checked against the endpoint's response schema: an answer that breaks
// the contract is a 500, which those tests never accept.
import type { Hono } from 'hono'
import { safeParse } from 'valibot'
import { endpointList, type EndpointName } from '../contract/api'
import type { Endpoint } from '../contract/endpoint'
import { PRODUCT } from './config'
import type { AppContext, AppEnv } from './context'

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

export function registerEndpoints(api: Hono<AppEnv>, handlers: Handlers, options: { checkAnswers?: boolean } = {}) {
  for (const [name, endpoint] of endpointList()) {
    const handle = handlers[name]
    const handler = options.checkAnswers
      ? async (c: AppContext) => {
          const response = await handle(c)
          await checkAnswer(name, endpoint, response)
          return response
        }
      : handle
    const path = serverPath(endpoint.path)
    api.on(endpoint.method, path, handler)
    // A trailing slash SPEC writes (featured ratings, the newsletter) is optional for clients.
    if (path.endsWith('/')) api.on(endpoint.method, path.slice(0, -1), handler)
  }
}
