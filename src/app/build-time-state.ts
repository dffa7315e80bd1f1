import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import type { AppState } from './app'

/**
 * The state prerendered HTML is rendered from, at build time and again while the browser
 * hydrates it: no server answers, every atom at its initial value (an empty cart, signed out).
 * Its queries never run: the shopper's own query client does the fetching.
 */
export function createBuildTimeState(): AppState {
  return {
    queryClient: new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } }),
    store: createStore(),
  }
}
