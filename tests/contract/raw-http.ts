// A request written by hand on a TCP socket, for what fetch will not do: declare a body it
// never sends, and tell a clean answer from a reset connection.
import { connect } from 'node:net'

export type RawAnswer =
  | { kind: 'answer'; status: number; headers: string; body: string }
  | { kind: 'timeout' }
  | { kind: 'reset'; error: string }

/**
 * Sends `head` (request line and headers, no blank line) and `body`, then reads until the
 * server closes the connection or `timeoutMs` passes. `Connection: close` is added, so a
 * complete answer always ends with the server's close.
 */
export function rawRequest(
  url: string,
  head: string[],
  body: Buffer = Buffer.alloc(0),
  timeoutMs = 3000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    let settled = false
    const settle = (answer: RawAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(() => settle({ kind: 'timeout' }), timeoutMs)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error) => settle({ kind: 'reset', error: error.message }))
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (!match) return settle({ kind: 'reset', error: 'no answer' })
      const split = text.indexOf('\r\n\r\n')
      settle({ kind: 'answer', status: Number(match[1]), headers: text.slice(0, split), body: text.slice(split + 4) })
    })
    socket.write(`${[...head, 'Connection: close'].join('\r\n')}\r\n\r\n`)
    if (body.length) socket.write(body)
  })
}
