import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/info/about-page'

export const Route = createFileRoute('/about-us')({
  staticData: { title: 'About us' },
  component: AboutPage,
})
