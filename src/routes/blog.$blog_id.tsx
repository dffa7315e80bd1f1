import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '@/features/blog/blog-post-page'

export const Route = createFileRoute('/blog/$blog_id')({
  staticData: { title: 'Blog' },
  component: BlogPostPage,
})
