import { createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { RootLayout } from '@/app/root-layout'
import { NotFoundPage } from '@/app/not-found-page'
import { RouterErrorPage } from '@/app/router-error-page'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouterErrorPage,
})
