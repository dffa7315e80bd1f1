import { safeParse, type GenericSchema, type InferOutput } from 'valibot'
import { failureOf, pathOf, type Endpoint, type RequestOf } from '@contract/endpoint'
import { config } from '@/lib/config'
import { call, type CallOptions } from './client'
import { unexpectedResponse, type ErrorSpec } from './errors'

// One call of the contract's table (contract/endpoints/*.ts): the path, method, token and the
// statuses of success come from the endpoint; its answer is parsed with the endpoint's schema,
// so what a caller gets back has the contract's type, or the call fails with its own words.

/** What a call of `E` resolves to: its answer's parsed body. */
export type Answer<E extends Endpoint> = E['response'] extends GenericSchema ? InferOutput<E['response']> : undefined

export type EndpointCall<E extends Endpoint> = {
  /** The `:name` parameters of the path. */
  params?: Readonly<Record<string, string | number>>
  /** A GET's query. */
  query?: Partial<Record<string, string | number | boolean | undefined>>
  /** A write's body: what the contract's request schema takes, or a FormData for uploads. */
  body?: (E['request'] extends 'multipart' ? FormData : RequestOf<E>) | undefined
  signal?: AbortSignal
  idempotencyKey?: string
  /** Send this access token instead of the session's (see CallOptions). */
  bearer?: string
}

/** The call's failure names with the build's product slug. */
export const errorsOf = (endpoint: Endpoint): ErrorSpec => failureOf(endpoint.failure, config.productSlug)

/** The path of `endpoint` for these parameters, under the API base's product. */
export const pathFor = (endpoint: Endpoint, params?: Readonly<Record<string, string | number>>): string =>
  pathOf(endpoint.path, params, config.productSlug)

/** An answer that does not fit the contract: the call's own words, and where it broke for the logs. */
function brokenAnswer(endpoint: Endpoint, status: number, issue: string) {
  const error = unexpectedResponse(errorsOf(endpoint), status)
  console.warn(`${endpoint.method} ${endpoint.path}: the answer breaks the contract (${issue})`)
  return error
}

/**
 * Calls `endpoint`; its answer is parsed with the endpoint's schema unless the caller uses none
 * of it (`answer: 'ignore'`: a recorded view, an unlike), so a provider's fuller or sparser
 * answer to a write the app only needs to succeed is never refused.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  request: EndpointCall<E> = {},
  answer: 'parse' | 'ignore' = 'parse',
): Promise<{ status: number; data: Answer<E> }> {
  const options: CallOptions = {
    method: endpoint.method,
    body: request.body,
    query: request.query,
    auth: endpoint.auth !== 'none',
    bearer: request.bearer,
    expect: endpoint.status,
    idempotencyKey: request.idempotencyKey,
    signal: request.signal,
  }
  const { status, data } = await call(pathFor(endpoint, request.params), options, errorsOf(endpoint))
  if (!endpoint.response || answer === 'ignore') return { status, data: undefined as Answer<E> }
  const parsed = safeParse(endpoint.response, data)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '(body)'
    throw brokenAnswer(endpoint, status, `${where}: ${issue.message}`)
  }
  return { status, data: parsed.output as Answer<E> }
}
