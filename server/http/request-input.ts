// Every request's body or query is parsed with its endpoint's own `request` schema
// (contract/endpoints/*.ts) before the handler runs, and the first issue is the 400's message:
// the contract's words (contract/fields.ts), so the app and the server say the same thing.
// Handlers read the parsed, typed input with `inputOf`; what no schema can say (a record that
// must exist, a token that must be live) stays in the handlers.
import { safeParse, type GenericSchema, type InferOutput, type BaseIssue } from 'valibot'
import type { EndpointName, ENDPOINTS } from '../../contract/api'
import type { Endpoint } from '../../contract/endpoint'
import { idOf } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import { readJson, requireUser, type AppContext } from './context'
import { badRequest, forbidden } from './http-error'

type Endpoints = typeof ENDPOINTS

/** What a handler of `N` gets from its request: the schema's output. */
export type InputOf<N extends EndpointName> = Endpoints[N] extends { request: infer R extends GenericSchema }
  ? InferOutput<R>
  : never

/** The request of endpoint `name`, as its schema parsed it (registerEndpoints ran it). */
export function inputOf<N extends EndpointName>(c: AppContext, name: N): InputOf<N> {
  void name
  return c.get('input') as InputOf<N>
}

type Walkable = { entries?: Record<string, unknown>; item?: unknown; wrapped?: unknown; message?: unknown }

/**
 * The schema at `path` inside `schema`: object entries, array items, and through optional and
 * nullable wrappers (a piped schema carries its root's `entries` and `message`).
 */
function schemaAt(schema: unknown, keys: readonly unknown[]): Walkable | undefined {
  let current = schema as Walkable | undefined
  for (const key of keys) {
    while (current?.wrapped) current = current.wrapped as Walkable
    if (!current) return undefined
    if (current.entries && typeof key === 'string') current = current.entries[key] as Walkable | undefined
    else if (current.item) current = current.item as Walkable
    else return undefined
  }
  while (current?.wrapped) current = current.wrapped as Walkable
  return current
}

/**
 * The words for an issue. Valibot reports a missing key on its object, with the object's
 * message; the field's own schema says what a missing field is (e.g. "Email is required.").
 */
export function messageOf(schema: GenericSchema, issue: BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => item.key) ?? []
  if (issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && keys.length > 0) {
    const field = schemaAt(schema, keys)
    if (typeof field?.message === 'string') return field.message
    return `${String(keys.at(-1))} is required.`
  }
  return issue.message
}

/** Parses `input` with `schema`; a 400 with the first issue's words when it does not fit. */
export function parseWith<S extends GenericSchema>(schema: S, input: unknown): InferOutput<S> {
  const result = safeParse(schema, input)
  if (!result.success) throw badRequest(messageOf(schema, result.issues[0]))
  return result.output
}

const bodyUser = idOf('user', REQUIRED.user)

/**
 * Before the handler: the token an endpoint requires (401), the JSON body or the query, the
 * body's `user` against the token's (403), then the whole request against its schema (400).
 */
export async function readRequest(c: AppContext, endpoint: Endpoint): Promise<void> {
  if (endpoint.auth === 'required') await requireUser(c)
  const schema = endpoint.request
  if (!schema || schema === 'multipart') return
  const raw: unknown = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? c.req.query() : await readJson(c)
  if (endpoint.bodyUser) {
    // Whose write it is comes first: another shopper's id is refused whatever else is sent.
    const claimed = parseWith(bodyUser, (raw as Record<string, unknown>).user)
    if (claimed !== c.get('userId')) throw forbidden()
  }
  c.set('input', parseWith(schema, raw))
}
