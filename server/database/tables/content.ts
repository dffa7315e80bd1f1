// The blog, the newsletter and feedback.
import type { Generated } from 'kysely'

type Id = Generated<number>

export interface BlogPostsTable {
  id: Id
  author_id: number
  title: string
  /** JSON array of strings. */
  categories: string
  article: string
  location: string
  likes_count: Generated<number>
  created_at: string
}

export interface BlogMediaTable {
  id: Id
  post_id: number
  kind: string
  file: string
  mime: string
  created_at: string
  size: Generated<number>
}

export interface BlogCommentsTable {
  id: Id
  post_id: number
  user_id: number
  content: string
  created_at: string
}

export interface NewsletterTable {
  email: string
  created_at: string
}

export interface FeedbackTable {
  id: Id
  category: string
  first_name: string | null
  last_name: string | null
  phone_number: string
  email: string
  feedback: string
  source: string
  created_at: string
}
