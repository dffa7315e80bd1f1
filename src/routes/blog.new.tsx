import { createFileRoute } from '@tanstack/react-router'
import { WritePostPage } from '@/features/blog/write-post-page'

export const Route = createFileRoute('/blog/new')({
  staticData: { title: 'Write a post' },
  component: WritePostPage,
})
