// Chromium driven over raw CDP (Node's WebSocket: run with --experimental-websocket), for the
// benches that need what Playwright cannot give: a browser-level session that sees the service
// worker's own requests (bench/offline.ts), or a page with no DevTools domain on but those the bench
// asks for (bench/longtasks.ts: Playwright turns Runtime on, which makes V8 do work a phone does not).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/browser-config'

export type Json = Record<string, unknown>
export type Message = {
  id?: number
  method?: string
  params?: Json
  result?: Json
  error?: { message: string }
  sessionId?: string
}

/** A minimal flat-session CDP client over Node's WebSocket. */
export class Cdp {
  private nextId = 1
  private pending = new Map<number, { resolve: (value: Json) => void; reject: (error: Error) => void }>()
  private handlers = new Set<(message: Message) => void>()
  private constructor(private socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Message
      if (message.id !== undefined) {
        const waiter = this.pending.get(message.id)
        this.pending.delete(message.id)
        if (message.error) waiter?.reject(new Error(message.error.message))
        else waiter?.resolve(message.result ?? {})
      } else this.handlers.forEach((handler) => handler(message))
    })
  }
  static connect(url: string): Promise<Cdp> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.addEventListener('open', () => resolve(new Cdp(socket)), { once: true })
      socket.addEventListener('error', () => reject(new Error(`Could not connect to ${url}`)), { once: true })
    })
  }
  send<T = Json>(method: string, params: Json = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, method, params, sessionId }))
    return new Promise((resolve, reject) => this.pending.set(id, { resolve: resolve as (v: Json) => void, reject }))
  }
  on(handler: (message: Message) => void): void {
    this.handlers.add(handler)
  }
  close(): void {
    this.socket.close()
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Chromium's helpers may still be writing to the profile for a while after it exits (ENOTEMPTY
 * after a second of retries was seen): retry for up to 10 s, then leave the folder and say so,
 * as the figures are already printed.
 */
export async function removeProfile(profile: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; ; await sleep(500)) {
    try {
      rmSync(profile, { recursive: true, force: true })
      return
    } catch (error) {
      if (Date.now() < deadline) continue
      console.warn(`Could not remove the browser profile ${profile}: ${String(error)}`)
      return
    }
  }
}

export async function launchChromium(profile: string) {
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', () => reject(new Error(`Chromium exited:\n${output}`)))
  })
  return { child, wsUrl }
}
