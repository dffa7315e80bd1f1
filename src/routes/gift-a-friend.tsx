import { createFileRoute } from '@tanstack/react-router'
import { GiftAFriendPage } from '@/features/gift/gift-a-friend-page'

export const Route = createFileRoute('/gift-a-friend')({
  staticData: { title: 'Gift a friend' },
  component: GiftAFriendPage,
})
