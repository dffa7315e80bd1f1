// docs/history.md#issue-22, item 4: one account could block every upload. The old server reserved the upload
// memory budget from the declared Content-Length before any byte arrived, so two uploads that
// trickled a byte a second, declaring 32 MB each, made everyone else's 2 KB picture get 503.
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

const MB = 1024 * 1024
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { uploadPace: { graceMs: 400, minBytesPerSecond: 2000, idleMs: 1500 } } })
})
afterAll(() => server.close())

const png = () => {
  const bytes = new Uint8Array(2048).map((_, i) => (i * 31) % 251)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

async function author(prefix: string) {
  const shopper = await server.shopper(prefix)
  const post = await server.call('POST', '/blog/create-blog', {
    token: shopper.access,
    body: { title: 'Boli spots', categories: ['Food'], article: 'Roadside, Ikeja.', location: 'Ikeja' },
  })
  return { shopper, postId: post.json.data.id as number }
}

/** An upload that declares `declared` bytes, sends its headers and then a byte every `everyMs`. */
function trickle(token: string, declared: number, everyMs: number) {
  const { hostname, port } = new URL(server.url)
  const socket: Socket = connect(Number(port), hostname)
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
  socket.on('error', () => undefined)
  socket.write(
    [
      'POST /beta/blog/create-blog-videos HTTP/1.1',
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=XyZ',
      `Content-Length: ${declared}`,
      '',
      '--XyZ',
    ].join('\r\n'),
  )
  const timer = setInterval(() => socket.write('x'), everyMs)
  return {
    answer: () => answer,
    stop() {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

describe('uploads one account cannot block', () => {
  it("two trickling uploads declaring 32 MB each do not block a third shopper's picture", async () => {
    const attacker = await author('trickler')
    const uploads = [trickle(attacker.shopper.access, 32 * MB, 1000), trickle(attacker.shopper.access, 32 * MB, 1000)]
    try {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const other = await author('picture')
      const form = new FormData()
      form.append('blog', String(other.postId))
      form.append('image', new Blob([png()], { type: 'image/png' }), 'boli.png')
      const answer = await server.call('POST', '/blog/create-blog-images', { token: other.shopper.access, body: form })
      expect(answer.status).toBe(201)
    } finally {
      for (const upload of uploads) upload.stop()
    }
  })

  it('a trickle is cut off with a 408, and the connection closed', async () => {
    const attacker = await author('slow')
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
