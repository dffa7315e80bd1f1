import { useEffect } from 'react'
import { config } from './config'

/**
 * Names the tab after what the page shows (a store, a deal) once it is known. The router sets
 * the route's generic title first (src/router.ts); this runs after, when the data has arrived.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${config.brand}`
  }, [title])
}
