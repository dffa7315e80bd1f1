import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '@/features/blog/blog-post-page'

export const Route = createFileRoute('/blog/$blog_id')({
  staticData: { title: 'Blog' },
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { blog_id } = Route.useParams()
  return <BlogPostPage blogId={blog_id} />
}
