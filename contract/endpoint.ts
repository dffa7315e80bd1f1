// An endpoint of the API as data: what the app sends, what the server answers, who may call it,
// how its failures read and whether the service worker may keep its answers.
import type { GenericSchema, InferInput } from 'valibot'
import type { FailureNames } from './messages'

/** The `{product}` segment of paths (docs/decisions.md#brand); the app may build for another (VITE_PRODUCT_SLUG). */
export const PRODUCT = 'gidideals'
/** Where the reference server mounts the API; the app's default base. */
export const API_BASE = '/beta'

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * - none: no token is sent;
 * - optional: the app sends its token when it has one, the server does not need it;
 * - required: the server answers 401 without a live token, and the app refreshes once on a 401.
 */
export type Auth = 'none' | 'optional' | 'required'

/** The service worker's policy for a public read (sw/sw.ts): fresh within 3 s, else the last seen. */
export type CachePolicy = 'network-first'

export type Endpoint = {
  method: Method
  /** Under the API base: `{product}` and `:name` parameters. */
  path: string
  auth: Auth
  /** The JSON body (POST, PATCH) or the query (GET); `multipart` for the upload calls. */
  request?: GenericSchema | 'multipart'
  /** The success answer's JSON body; absent when the answer has none (204). */
  response?: GenericSchema
  /** The statuses of success. */
  status: readonly number[]
  /** The error catalogue's names for the call's failures (docs/errors.md) (the app's messages). */
  failure: FailureNames
  /** The body's `user` must be the token's user (the server answers 403 otherwise). */
  bodyUser?: true
  cache?: CachePolicy
  /** Not in the original spec (docs/api.md#extensions): the reference server's addition (a provider may lack it). */
  addition?: true
}

/** Keeps an endpoint's literal types (its schemas) while checking it is one. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition

/** The body or query an endpoint takes, as the caller writes it. */
export type RequestOf<E extends Endpoint> = E['request'] extends GenericSchema ? InferInput<E['request']> : never

/** `path` with `{product}` and its `:name` parameters filled in (encoded). */
export function pathOf(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  product: string = PRODUCT,
): string {
  return path
    .replaceAll('{product}', product)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
}

/** The failure names with `{product}` filled in. */
export function failureOf(names: FailureNames, product: string = PRODUCT): FailureNames {
  const fill = (text: string | undefined) => text?.replaceAll('{product}', product)
  return {
    failure: fill(names.failure) ?? names.failure,
    prefix: fill(names.prefix),
    unexpected: fill(names.unexpected),
  }
}
