import { createFileRoute } from '@tanstack/react-router'
import { MenuItemDetailPage } from '@/features/deals/menu-item-detail-page'

export const Route = createFileRoute('/menu-item-detail/$item_id')({
  staticData: { title: 'Menu item' },
  component: function MenuItemDetailPageRoute() {
    return <MenuItemDetailPage itemId={Route.useParams().item_id} />
  },
})
