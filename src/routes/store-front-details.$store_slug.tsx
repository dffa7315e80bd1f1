import { createFileRoute } from '@tanstack/react-router'
import { StoreFrontPage } from '@/features/store/store-front-page'

export const Route = createFileRoute('/store-front-details/$store_slug')({
  staticData: { title: 'Store' },
  component: StoreFrontRoute,
})

function StoreFrontRoute() {
  const { store_slug } = Route.useParams()
  return <StoreFrontPage slug={store_slug} />
}
