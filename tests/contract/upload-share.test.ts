// docs/history.md#issue-22, item 4, and docs/history.md#issue-49, M4: one account could block every upload. This
// file once pinned a memory pool with a share per account; uploads now stream to disk, and what
// keeps one account from holding the rest up is that it has one upload in flight at a time: a
// second is refused at once (429), other accounts upload meanwhile, and when the first ends the
// account may upload again.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { author, MB, picture, rawUpload, until } from './upload-support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("one account's uploads in flight", () => {
  it('a second upload while one is in flight is refused at once; other accounts upload; then it may again', async () => {
    const hog = await author(server, 'hog')
    const incoming = join(server.mediaDir, '.incoming')
    const first = rawUpload(server, hog.shopper.access, { declared: 10 * MB, sent: 1 * MB })
    try {
      // The first is being received (its file begun in .incoming) before the second asks.
      await until(() => existsSync(incoming) && readdirSync(incoming).length > 0)
      const second = await server.call('POST', '/blog/create-blog-images', {
        token: hog.shopper.access,
        body: picture(hog.postId),
      })
      expect(second.status).toBe(429)
      expect(second.json.message).toMatch(/already uploading/)
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(first.answer()).toBe('')

      const reader = await author(server, 'picture')
      const answer = await server.call('POST', '/blog/create-blog-images', {
        token: reader.shopper.access,
        body: picture(reader.postId),
      })
      expect(answer.status).toBe(201)
    } finally {
      first.stop()
    }
    // A dropped upload gives its lane back (after the socket's close reaches the server), and its file.
    await until(() => readdirSync(incoming).length === 0)
    expect(readdirSync(incoming)).toEqual([])
    const again = await server.call('POST', '/blog/create-blog-images', {
      token: hog.shopper.access,
      body: picture(hog.postId),
    })
    expect(again.status).toBe(201)
  })
})
