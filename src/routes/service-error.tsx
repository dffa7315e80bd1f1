import { createFileRoute } from '@tanstack/react-router'
import { ServiceErrorPage } from '@/features/info/service-error-page'

export const Route = createFileRoute('/service-error')({
  staticData: { title: 'Service unavailable' },
  component: ServiceErrorPage,
})
