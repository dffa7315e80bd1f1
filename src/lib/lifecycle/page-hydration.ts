import { useEffect } from 'react'

/**
 * When a prerendered page is hydrated. React hydrates the shell first and each Suspense
 * boundary after it, the route's page among them; an answer or the shopper's saved state that
 * arrived before the page's own boundary hydrated would change the markup React must match.
 * So the app waits for this (src/app/start.tsx) before it brings them in; the pages that are
 * prerendered (src/first-load/pages.ts) render <PageHydrated /> to say they are done.
 */
let resolveHydrated: () => void = () => {}
export const pageHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve
})

/** Rendered last by each prerendered page: its effects run once the page is hydrated. */
export function PageHydrated(): null {
  useEffect(() => resolveHydrated(), [])
  return null
}
