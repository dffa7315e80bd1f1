// docs/history.md#issue-22, item 3: user content without bounds. One account posted 600 comments of 2,000
// characters in 0.7 s, and the public blog list (cached by the worker) grew from 3.9 KB to
// 1.26 MB, since it carried every comment of every post. Posts and store comments had no
// per-account budget either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_COMMENTS, RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length
const post = (token: string, title: string) =>
  server.call('POST', '/blog/create-blog', {
    token,
    body: { title, categories: ['Food'], article: 'Suya spots in Yaba.', location: 'Yaba' },
  })

describe('blog comments', () => {
  it('600 parallel comments from one account: the budget is written, the rest refused, the list stays small', async () => {
    const author = await server.shopper('author')
    const spammer = await server.shopper('spammer')
    const created = await post(author.access, 'Where to eat in Yaba')
    const postId = created.json.data.id as number
    const listBytes = async () => (await fetch(`${server.base}/blog/list-all-blog`).then((r) => r.text())).length
    const before = await listBytes()
    const content = 'x'.repeat(2000)
    const answers = await Promise.all(
      Array.from({ length: 600 }, () =>
        server.call('POST', '/blog/create-comment', {
          token: spammer.access,
          body: { user: spammer.id, blog_post: postId, content },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    const { limit } = RATE_LIMITS.blogCommentsPerUser
    expect(count(statuses, 201)).toBe(limit)
    expect(count(statuses, 429)).toBe(600 - limit)
    const grown = (await listBytes()) - before
    console.info(`blog list grew by ${grown} bytes after ${limit} comments of 2,000 characters`)
    // A few comments per post, whatever the post has: about 2.1 KB each.
    expect(grown).toBeLessThan(BLOG_COMMENTS.inList * 2200)

    const list = await server.call('GET', '/blog/list-all-blog')
    const listed = list.json.data.results.find((item: { id: number }) => item.id === postId)
    expect(listed.comments).toHaveLength(BLOG_COMMENTS.inList)
    expect(listed.comments_count).toBe(limit)

    // The rest page, newest first, to the end.
    const seen: number[] = []
    for (let page: number | null = 1; page !== null;) {
      const answer = await server.call('GET', `/blog/blog-comments/${postId}?page=${page}&page_size=7`)
      expect(answer.status).toBe(200)
      expect(answer.json.data.count).toBe(limit)
      seen.push(...answer.json.data.results.map((comment: { id: number }) => comment.id))
      page = answer.json.data.next_page
    }
    expect(seen).toHaveLength(limit)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
  })

  it("another account's comments are not held back by the spammer's budget", async () => {
    const author = await server.shopper('author-2')
    const postId = (await post(author.access, 'Bukka hut crawl')).json.data.id as number
    const reader = await server.shopper('reader')
    const answer = await server.call('POST', '/blog/create-comment', {
      token: reader.access,
      body: { user: reader.id, blog_post: postId, content: 'Great list!' },
    })
    expect(answer.status).toBe(201)
  })
})

describe('posts and store comments', () => {
  it('one account writes at most its budget of posts', async () => {
    const author = await server.shopper('prolific')
    const { limit } = RATE_LIMITS.blogPostsPerUser
    const statuses = (
      await Promise.all(Array.from({ length: limit + 5 }, (_, i) => post(author.access, `Post ${i}`)))
    ).map((answer) => answer.status)
    expect(count(statuses, 201)).toBe(limit)
    expect(count(statuses, 429)).toBe(5)
  })

  it('one account writes at most its budget of store comments', async () => {
    const shopper = await server.shopper('store-spammer')
    const store = server.db.prepare('SELECT id FROM stores LIMIT 1').get() as { id: number }
    const { limit } = RATE_LIMITS.storeCommentsPerUser
    const statuses = (
      await Promise.all(
        Array.from({ length: limit + 20 }, () =>
          server.call('POST', '/gidideals-user/gidideals-user-comment', {
            token: shopper.access,
            body: { user: shopper.id, content: 'Best amala in Lagos', restaurant_name: store.id },
          }),
        ),
      )
    ).map((answer) => answer.status)
    expect(count(statuses, 201)).toBe(limit)
    expect(count(statuses, 429)).toBe(20)
  })

  it('a refused write (a missing post) does not spend the budget', async () => {
    const shopper = await server.shopper('typo-commenter')
    for (let i = 0; i < RATE_LIMITS.blogCommentsPerUser.limit + 3; i++)
      expect(
        (
          await server.call('POST', '/blog/create-comment', {
            token: shopper.access,
            body: { user: shopper.id, blog_post: 999_999, content: 'hello' },
          })
        ).status,
      ).toBe(404)
  })
})
