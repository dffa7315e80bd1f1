// The seeded blog: six posts by "GidiDeals Editorial", an author no one can log in as (an address
// that receives no mail, so no reset code, and a password no one was ever told).
import { randomBytes } from 'node:crypto'
import { hashPasswordSync } from '../auth/passwords'
import type { Kdb } from '../database/schema'
import type { Draw } from './draw'
import { blogPosts } from './seed-data'

const EDITORIAL_AUTHOR = { email: 'editorial@gidideals.invalid', first_name: 'GidiDeals', last_name: 'Editorial' }

const DAY = 24 * 60 * 60 * 1000

/** The author and the posts, one every three days back from `today` (epoch ms of the Lagos day). */
export async function seedBlog(db: Kdb, { random }: Draw, created: string, today: number): Promise<void> {
  const editorial = await db
    .insertInto('users')
    .values({
      email: EDITORIAL_AUTHOR.email,
      password_hash: hashPasswordSync(randomBytes(32).toString('base64url')),
      first_name: EDITORIAL_AUTHOR.first_name,
      last_name: EDITORIAL_AUTHOR.last_name,
      verified: 1,
      referral_code: 'GIDI-EDITORIAL',
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('blog_posts')
    .values(
      blogPosts.map((post, index) => ({
        author_id: editorial.id,
        title: post.title,
        categories: JSON.stringify(post.categories),
        article: post.article,
        location: post.location,
        likes_count: Math.floor(random() * 60),
        created_at: new Date(today - (index + 1) * 3 * DAY).toISOString(),
      })),
    )
    .execute()
}
