import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/home-page'

export const Route = createFileRoute('/')({
  staticData: { title: 'Deals near you' },
  // The hot deals are asked for while the page's code loads; not on a link's preload (data costs).
  loader: ({ context, preload }) => {
    if (!preload)
      void context.readyForData.then((queryClient) =>
        import('@/features/home/home-prefetch').then((m) => m.prefetchHotDeals(queryClient)),
      )
  },
  component: HomePage,
})
