import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { config } from '@/lib/config'
import { useDocumentTitle } from '@/lib/use-document-title'

/**
 * Names the tab after the post. A post already in the cache (opened from the list) renders
 * before the router finishes the navigation, and the router then writes the route's generic
 * title over it; so the post's title is put back after every resolved navigation too.
 */
export function usePostTitle(title: string | undefined): void {
  useDocumentTitle(title)
  const router = useRouter()
  useEffect(() => {
    if (!title) return
    return router.subscribe('onResolved', () => {
      document.title = `${title} · ${config.brand}`
    })
  }, [router, title])
}
