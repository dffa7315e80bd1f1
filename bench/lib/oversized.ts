// A burst of oversized requests at once (docs/history.md#issue-14: one 150 MB body took the old server from
// 99 MB to 712 MB). Each streams zeros from one reused 1 MB buffer, so this process holds
// nothing, until the server answers or closes; what it answered and how much was sent are kept.
import http from 'node:http'

export type BurstOutcome = { label: string; outcome: string; sentMb: number; ms: number }

const MB = 1024 * 1024
const chunk = Buffer.alloc(MB)

/** What each request of the burst is: route, declared type, and whether it declares its length. */
const kinds = [
  {
    label: 'JSON route, declared multipart',
    path: '/feedback/feedback-create',
    type: 'multipart/form-data; boundary=x',
    length: true,
  },
  {
    label: 'image upload route',
    path: '/blog/create-blog-images',
    type: 'multipart/form-data; boundary=x',
    length: true,
  },
  {
    label: 'video upload route',
    path: '/blog/create-blog-videos',
    type: 'multipart/form-data; boundary=x',
    length: true,
  },
  { label: 'JSON route, chunked', path: '/contact/contact-form', type: 'application/json', length: false },
  { label: 'login, JSON', path: '/account/app-user/login', type: 'application/json', length: true },
]

function send(base: string, kind: (typeof kinds)[number], sizeMb: number): Promise<BurstOutcome> {
  const url = new URL(`${base}${kind.path}`)
  const total = sizeMb * MB
  const started = performance.now()
  return new Promise((resolve) => {
    let sent = 0
    let settled = false
    const settle = (outcome: string) => {
      if (settled) return
      settled = true
      request.destroy()
      resolve({
        label: kind.label,
        outcome,
        sentMb: Math.round(sent / MB),
        ms: Math.round(performance.now() - started),
      })
    }
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      agent: false,
      timeout: 30_000,
      headers: { 'Content-Type': kind.type, ...(kind.length ? { 'Content-Length': String(total) } : {}) },
    })
    request.on('response', (response) => {
      response.resume()
      settle(String(response.statusCode))
    })
    request.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message))
    request.on('timeout', () => settle('TIMEOUT'))
    const pump = () => {
      while (!settled && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!settled) request.end()
    }
    pump()
  })
}

/** `count` oversized requests of `sizeMb` each, all at once, cycling through the kinds above. */
export function oversizedBurst(base: string, count = 10, sizeMb = 150): Promise<BurstOutcome[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => send(base, kinds[i % kinds.length] as (typeof kinds)[number], sizeMb)),
  )
}
