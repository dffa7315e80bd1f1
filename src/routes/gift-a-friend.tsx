import { createFileRoute } from '@tanstack/react-router'
import { GiftAFriendPage } from '@/features/gift/gift-a-friend-page'
import { validateGiftSearch } from '@/features/gift/gift-search'

export const Route = createFileRoute('/gift-a-friend')({
  // The deal to gift (?deal=coupon:164); an unknown one means the shopper picks.
  validateSearch: validateGiftSearch,
  staticData: { title: 'Gift a friend' },
  component: GiftAFriendPage,
})
