import { createFileRoute } from '@tanstack/react-router'
import { NearMePage } from '@/features/discovery/near-me-page'
import { validateNearMeSearch } from '@/features/discovery/near-me-search'

export const Route = createFileRoute('/near-me')({
  // Filters live in the URL; anything invalid falls back to "any".
  validateSearch: validateNearMeSearch,
  loaderDeps: ({ search }) => search,
  // The stores are asked for while the page's code loads; not on a link's preload (data costs).
  loader: ({ context, deps, preload }) => {
    if (!preload)
      void context.readyForData.then((queryClient) =>
        import('@/features/discovery/near-me-prefetch').then((m) => m.prefetchNearMe(queryClient, deps)),
      )
  },
  staticData: { title: 'Near me' },
  component: NearMePage,
})
