import { createFileRoute, redirect } from '@tanstack/react-router'

// A detail path without an id has nothing to show: send the shopper to where such items are listed.
export const Route = createFileRoute('/discount-offer-detail/')({
  beforeLoad: () => {
    throw redirect({ to: '/marketplace', replace: true })
  },
})
