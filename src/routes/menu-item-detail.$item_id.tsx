import { createFileRoute } from '@tanstack/react-router'
import { MenuItemDetailPage } from '@/features/deals/menu-item-detail-page'

export const Route = createFileRoute('/menu-item-detail/$item_id')({
  staticData: { title: 'Menu item' },
  component: MenuItemDetailPage,
})
