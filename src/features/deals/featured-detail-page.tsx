import { DealDetail } from './deal-detail'

/** The page behind /featured-detail/:id (parsed and checked by DealDetail). */
export function FeaturedDetailPage({ featuredId }: { featuredId: string }) {
  return <DealDetail kind="featured" rawId={featuredId} />
}
