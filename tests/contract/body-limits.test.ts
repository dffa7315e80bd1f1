// docs/history.md#issue-14, items 2 and 8: what a request body may be, and how a refused one is answered.
// The old server gave any body declared multipart 200 MB on every route and parsed it as JSON
// anyway; and it sometimes reset the connection under a 413, so the client saw no answer.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_DRAIN, JSON_BODY_LIMIT, UPLOAD_BODY_LIMITS } from '../../server/config'
import { rawRequest } from './raw-http'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const feedback = { category: 'Bug', phoneNumber: '08031234567', email: 'kemi@example.ng', feedback: 'Hi' }
const MB = 1024 * 1024

describe('body limits by route', () => {
  it('refuses a large JSON body declared as multipart on a JSON route (413), and stores nothing', async () => {
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM feedback').get() as { n: number }
    const big = JSON.stringify({ ...feedback, feedback: 'x'.repeat(2 * MB) })
    const answer = await server.call('POST', '/feedback/feedback-create', {
      body: big,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(answer).toMatchObject({ status: 413, json: { message: 'The request body is too large.' } })
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM feedback').get()).toEqual(before)
  })

  it('reads a JSON route only as JSON: another declared type is 415, even when the body is JSON', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await server.call('POST', '/feedback/feedback-create', {
        body: JSON.stringify(feedback),
        headers: { 'Content-Type': type },
      })
      expect(answer.status, type).toBe(415)
      expect(answer.json.message).toMatch(/application\/json/)
    }
    const json = await server.call('POST', '/feedback/feedback-create', {
      body: JSON.stringify(feedback),
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
    })
    expect(json.status).toBe(201)
  })

  it('refuses a declared length far over the route limit before a byte of the body arrives', async () => {
    // Far over: a body a little over its limit is read and thrown away first (see below).
    const over = (path: string) => (UPLOAD_BODY_LIMITS[path] ?? JSON_BODY_LIMIT) + BODY_DRAIN.slackBytes + 1
    const cases = [
      ['/feedback/feedback-create', 'multipart/form-data; boundary=x', 100 * MB],
      ['/blog/create-blog-images', 'multipart/form-data; boundary=x', over('/blog/create-blog-images')],
      ['/blog/create-blog-videos', 'multipart/form-data; boundary=x', over('/blog/create-blog-videos')],
      ['/account/app-user/login', 'application/json', over('/account/app-user/login')],
    ] as const
    for (const [path, type, length] of cases) {
      // The body is never sent: a server that waits for it to count it never answers.
      const answer = await rawRequest(server.url, [
        `POST /beta${path} HTTP/1.1`,
        `Host: ${new URL(server.url).host}`,
        `Content-Type: ${type}`,
        `Content-Length: ${length}`,
      ])
      expect(answer, path).toMatchObject({ kind: 'answer', status: 413 })
    }
  })

  it('takes an upload within its route limit that would be too large for JSON', async () => {
    const shopper = await server.shopper('limits')
    const post = await server.call('POST', '/blog/create-blog', {
      token: shopper.access,
      body: { title: 'Akara', categories: ['Food'], article: 'Hot akara at Ojuelegba.', location: 'Surulere' },
    })
    const png = new Uint8Array(300 * 1024)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const form = new FormData()
    form.append('blog', String(post.json.data.id))
    form.append('image', new Blob([png], { type: 'image/png' }), 'akara.png')
    const uploaded = await server.call('POST', '/blog/create-blog-images', { token: shopper.access, body: form })
    expect(uploaded.status).toBe(201)
  })
})

describe('a refused body still gets its answer', () => {
  it('answers 300 oversized 200 KB bodies with a bearer token with 413, never a reset connection', async () => {
    const body = JSON.stringify({ feedback: 'x'.repeat(200 * 1024) })
    const outcomes = new Map<string, number>()
    const send = async () => {
      let outcome: string
      try {
        const response = await fetch(`${server.base}/feedback/feedback-create`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not.a.token' },
          body,
        })
        await response.arrayBuffer()
        outcome = String(response.status)
      } catch (error) {
        outcome = `network error: ${String((error as Error).cause ?? error)}`
      }
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
    }
    // Four at a time, as a phone's browser would reuse a few keep-alive connections.
    for (let round = 0; round < 75; round++) await Promise.all([send(), send(), send(), send()])
    expect(Object.fromEntries(outcomes)).toEqual({ 413: 300 })
  }, 60_000)

  it('keeps the connection usable after a 413: the next request on it is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const sockets = new Set<unknown>()
    const send = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${server.base}${path}`,
          { method, agent, headers: body ? { 'Content-Type': 'application/json' } : {} },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        request.on('socket', (socket) => sockets.add(socket))
        request.on('error', reject)
        request.end(body)
      })
    try {
      expect(await send('POST', '/feedback/feedback-create', 'x'.repeat(300 * 1024))).toBe(413)
      expect(await send('GET', '/advertise/adverts-list')).toBe(200)
      expect(sockets.size).toBe(1)
    } finally {
      agent.destroy()
    }
  })
})
