import { DealDetail } from './deal-detail'

/** The page behind /menu-item-detail/:id (parsed and checked by DealDetail). */
export function MenuItemDetailPage({ itemId }: { itemId: string }) {
  return <DealDetail kind="menu" rawId={itemId} />
}
