import { createFileRoute } from '@tanstack/react-router'
import { StoreFrontPage } from '@/features/store/store-front-page'

export const Route = createFileRoute('/store-front-details/$store_slug')({
  staticData: { title: 'Store' },
  // The store is asked for while the page's code loads; not on a link's preload (data costs).
  loader: ({ context, params, preload }) => {
    if (!preload)
      void context.readyForData.then((queryClient) =>
        import('@/features/store/store-prefetch').then((m) => m.prefetchStore(queryClient, params.store_slug)),
      )
  },
  component: StoreFrontRoute,
})

function StoreFrontRoute() {
  const { store_slug } = Route.useParams()
  return <StoreFrontPage slug={store_slug} />
}
