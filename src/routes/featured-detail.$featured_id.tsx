import { createFileRoute } from '@tanstack/react-router'
import { FeaturedDetailPage } from '@/features/deals/featured-detail-page'

export const Route = createFileRoute('/featured-detail/$featured_id')({
  staticData: { title: 'Featured deal' },
  component: function FeaturedDetailPageRoute() {
    return <FeaturedDetailPage featuredId={Route.useParams().featured_id} />
  },
})
