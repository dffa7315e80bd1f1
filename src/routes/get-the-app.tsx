import { createFileRoute } from '@tanstack/react-router'
import { GetTheAppPage } from '@/features/pwa/get-the-app-page'

export const Route = createFileRoute('/get-the-app')({
  staticData: { title: 'Get the app' },
  component: GetTheAppPage,
})
