// docs/history.md#issue-22, item 4: one account could block every upload. The old server reserved the upload
// memory budget from the declared Content-Length before any byte arrived, so two uploads that
// trickled a byte a second, declaring 32 MB each, made everyone else's 2 KB picture get 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { author, MB, picture, rawUpload } from './upload-support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { uploadPace: { graceMs: 400, minBytesPerSecond: 2000, idleMs: 1500 } } })
})
afterAll(() => server.close())

/** An upload that declares `declared` bytes, sends its headers and then a byte every `everyMs`. */
const trickle = (token: string, declared: number, everyMs: number) =>
  rawUpload(server, token, { declared, everyMs, bare: true })

describe('uploads one account cannot block', () => {
  it("two trickling uploads declaring 32 MB each do not block a third shopper's picture", async () => {
    const attacker = await author(server, 'trickler')
    const uploads = [trickle(attacker.shopper.access, 32 * MB, 1000), trickle(attacker.shopper.access, 32 * MB, 1000)]
    try {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const other = await author(server, 'picture')
      const answer = await server.call('POST', '/blog/create-blog-images', {
        token: other.shopper.access,
        body: picture(other.postId),
      })
      expect(answer.status).toBe(201)
    } finally {
      for (const upload of uploads) upload.stop()
    }
  })

  it('a trickle is cut off with a 408, and the connection closed', async () => {
    const attacker = await author(server, 'slow')
    const upload = trickle(attacker.shopper.access, 10 * MB, 100)
    try {
      const deadline = Date.now() + 4000
      while (!upload.answer() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(upload.answer()).toMatch(/^HTTP\/1\.1 408/)
      expect(upload.answer()).toMatch(/connection: close/i)
    } finally {
      upload.stop()
    }
  })
})
