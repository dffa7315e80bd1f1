import { createFileRoute, redirect } from '@tanstack/react-router'

// A detail path without an id has nothing to show: send the shopper to where such items are listed.
export const Route = createFileRoute('/coupon-detail/')({
  beforeLoad: () => {
    throw redirect({ to: '/marketplace', search: { tab: 'coupon' }, replace: true })
  },
})
