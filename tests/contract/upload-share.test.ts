// docs/history.md#issue-22, item 4, and docs/history.md#issue-49, M4: one account could block every upload. This
// file once pinned a memory pool with a share per account; uploads now stream to disk, and what
// keeps one account from holding the rest up is that it has one upload in flight at a time: a
// second is refused at once (429), other accounts upload meanwhile, and when the first ends the
// account may upload again.
import { existsSync, readdirSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

const MB = 1024 * 1024
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function author(prefix: string) {
  const shopper = await server.shopper(prefix)
  const post = await server.call('POST', '/blog/create-blog', {
    token: shopper.access,
    body: { title: 'Suya at night', categories: ['Food'], article: 'Allen Avenue.', location: 'Ikeja' },
  })
  return { shopper, postId: post.json.data.id as number }
}

/** A video upload declaring 10 MB that sends its first `sent` bytes at once, then waits. */
function heldUpload(token: string, sent: number) {
  const { hostname, port } = new URL(server.url)
  const socket: Socket = connect(Number(port), hostname)
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
  socket.on('error', () => undefined)
  const head = [
    'POST /beta/blog/create-blog-videos HTTP/1.1',
    `Host: ${hostname}:${port}`,
    `Authorization: Bearer ${token}`,
    'Content-Type: multipart/form-data; boundary=XyZ',
    `Content-Length: ${10 * MB}`,
    '',
    '',
  ].join('\r\n')
  socket.write(head)
  socket.write(
    `--XyZ\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  )
  socket.write(Buffer.alloc(sent, 0x78))
  return { answer: () => answer, stop: () => socket.destroy() }
}

const picture = (postId: number, size = 2048) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * 31) % 251)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const form = new FormData()
  form.append('blog', String(postId))
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'suya.png')
  return form
}

async function until(done: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
}

describe("one account's uploads in flight", () => {
  it('a second upload while one is in flight is refused at once; other accounts upload; then it may again', async () => {
    const hog = await author('hog')
    const incoming = join(server.mediaDir, '.incoming')
    const first = heldUpload(hog.shopper.access, 1 * MB)
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

      const reader = await author('picture')
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
