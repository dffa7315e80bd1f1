import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/info/contact-page'

export const Route = createFileRoute('/contact-us')({
  staticData: { title: 'Contact us' },
  component: ContactPage,
})
