// A loopback proxy in front of the reference server that can cause real outages: refuse
// connections (the phone lost signal), forward the request but lose the answer (signal lost
// mid-request), answer 503 (the server struggles), or take API requests and never answer
// (a stalled connection; pages and files still pass) — all of them, or only the reads (a
// write gets through, the fetch after it stalls). Loopback only; it stops with the test.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type ProxyMode = 'forward' | 'refuse' | 'lose-answer' | 'unavailable' | 'stall-api' | 'stall-api-reads'

export type OutageProxy = {
  url: string
  mode: ProxyMode
  /** Requests forwarded to the server, per mode seen when they arrived. */
  counts: Record<ProxyMode, number>
  /** Every request seen, for a failing test to explain itself. */
  log: string[]
  close(): Promise<void>
}

export async function startOutageProxy(targetPort: () => number): Promise<OutageProxy> {
  const sockets = new Set<Socket>()
  const proxy: OutageProxy = {
    url: '',
    mode: 'forward',
    counts: { forward: 0, refuse: 0, 'lose-answer': 0, unavailable: 0, 'stall-api': 0, 'stall-api-reads': 0 },
    log: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  const server: Server = createServer((incoming, outgoing) => {
    const api = incoming.url?.startsWith('/beta/') === true
    const stalls =
      (proxy.mode === 'stall-api' && api) || (proxy.mode === 'stall-api-reads' && api && incoming.method === 'GET')
    const mode = proxy.mode.startsWith('stall-') && !stalls ? 'forward' : proxy.mode
    proxy.counts[mode] += 1
    proxy.log.push(`${mode} ${incoming.method} ${incoming.url} ${incoming.headers['idempotency-key'] ?? ''}`)
    if (stalls) return // the request went out; no answer ever comes
    if (mode === 'refuse') {
      incoming.socket.destroy()
      return
    }
    if (mode === 'unavailable') {
      outgoing.writeHead(503, { 'Content-Type': 'application/json' })
      outgoing.end(JSON.stringify({ message: 'Service Unavailable' }))
      return
    }
    const upstream = request(
      { host: '127.0.0.1', port: targetPort(), path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        if (mode === 'lose-answer') {
          answer.resume()
          answer.on('end', () => incoming.socket.destroy())
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => incoming.socket.destroy())
    incoming.pipe(upstream)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}
