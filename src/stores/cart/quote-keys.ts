import type { QuoteRequest } from '@contract/quote'

/** Where quotes sit in the query cache: never persisted, never taken for browsing answers. */
export const quoteKeys = {
  all: ['quote'] as const,
  forRequest: (request: QuoteRequest) => [...quoteKeys.all, request] as const,
}
