// What the upload contract tests share: an author with a post, a small PNG as a form, a raw upload
// that sends what it is told and then waits (as a slow or stalling phone does), and a wait.
import { connect, type Socket } from 'node:net'
import type { TestServer } from './support'

export const MB = 1024 * 1024

/** A shopper with a blog post of their own to attach files to. */
export async function author(server: TestServer, prefix: string) {
  const shopper = await server.shopper(prefix)
  const post = await server.call('POST', '/blog/create-blog', {
    token: shopper.access,
    body: { title: 'Boli spots', categories: ['Food'], article: 'Roadside, Ikeja.', location: 'Ikeja' },
  })
  return { shopper, postId: post.json.data.id as number }
}

/** A 2 KB PNG for the post, as the app's form sends it. */
export function picture(postId: number, size = 2048): FormData {
  const bytes = new Uint8Array(size).map((_, i) => (i * 31) % 251)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const form = new FormData()
  form.append('blog', String(postId))
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'boli.png')
  return form
}

/**
 * A video upload on a socket of its own that declares `declared` bytes, opens its file part (unless
 * `bare`), sends `sent` bytes at once and then a byte every `everyMs` (never, without it).
 */
export function rawUpload(
  server: TestServer,
  token: string,
  { declared, sent = 0, everyMs, bare = false }: { declared: number; sent?: number; everyMs?: number; bare?: boolean },
) {
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
    `Content-Length: ${declared}`,
    '',
    bare
      ? '--XyZ'
      : '--XyZ\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
  ]
  socket.write(head.join('\r\n'))
  if (sent > 0) socket.write(Buffer.alloc(sent, 0x78))
  const timer = everyMs === undefined ? undefined : setInterval(() => socket.write('x'), everyMs)
  return {
    answer: () => answer,
    stop() {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

/** Polls `done` every 25 ms for at most `ms`. */
export async function until(done: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
}
