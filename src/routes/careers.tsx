import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '@/features/info/careers-page'

export const Route = createFileRoute('/careers')({
  staticData: { title: 'Careers' },
  component: CareersPage,
})
