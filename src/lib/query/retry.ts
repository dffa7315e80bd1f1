import { isNotFound } from './not-found'

/** docs/limits.md#query-cache: failed queries are retried twice. */
const QUERY_RETRIES = 2

/**
 * The app's one retry rule: twice, and never a 404 (asking again will not make it exist). The app's
 * query client sets it for every query (src/app/query-client.ts); a feature's loader is tested with it.
 */
export const retryUnlessNotFound = (failureCount: number, error: unknown): boolean =>
  !isNotFound(error) && failureCount < QUERY_RETRIES
