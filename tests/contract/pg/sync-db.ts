// The contract tests read and change rows directly (`server.db.prepare(sql).get(…)`), written
// for better-sqlite3's synchronous calls. On PostgreSQL (the server-pg project) the same calls
// go through this bridge: a worker holds a connection, and the test thread waits for each
// answer (Atomics.wait), so every test reads the same on both engines. Only the portable SQL the
// tests use is supported: `?` placeholders become `$1…`.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'

type Answer = { rows?: Array<Record<string, unknown>>; changes?: number; error?: string }

export type SyncStatement = {
  get(...params: unknown[]): unknown
  all(...params: unknown[]): unknown[]
  run(...params: unknown[]): { changes: number; lastInsertRowid: number }
}
export type SyncDb = { prepare(text: string): SyncStatement; exec(text: string): void; close(): void }

/** `?` → `$n`, outside quoted strings. */
function numbered(text: string): string {
  let n = 0
  let quoted = false
  let out = ''
  for (const ch of text) {
    if (ch === "'") quoted = !quoted
    out += ch === '?' && !quoted ? `$${++n}` : ch
  }
  return out
}

export function openSyncDb(url: string): SyncDb {
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  const worker = new Worker(new URL('./sync-worker.mjs', import.meta.url), {
    workerData: { url, signal, port: port2 },
    transferList: [port2],
  })
  worker.unref()
  function query(text: string, params: unknown[]): Answer {
    Atomics.store(signal, 0, 0)
    port1.postMessage({ text: numbered(text), params })
    // A statement that takes a minute is a stuck test: fail it rather than hang.
    if (Atomics.wait(signal, 0, 0, 60_000) === 'timed-out') throw new Error(`No answer from PostgreSQL: ${text}`)
    const answer = receiveMessageOnPort(port1)?.message as Answer | undefined
    if (!answer) throw new Error(`No answer from PostgreSQL: ${text}`)
    if (answer.error) throw new Error(`${answer.error} (in: ${text})`)
    return answer
  }
  return {
    prepare: (text) => ({
      get: (...params) => query(text, params).rows?.[0],
      all: (...params) => query(text, params).rows ?? [],
      run: (...params) => {
        // An insert answers its new row's id, as better-sqlite3's lastInsertRowid does.
        const inserting = /^\s*INSERT\b/i.test(text) && !/\bRETURNING\b/i.test(text)
        const answer = query(inserting ? `${text} RETURNING *` : text, params)
        return { changes: answer.changes ?? 0, lastInsertRowid: Number(answer.rows?.[0]?.id ?? 0) }
      },
    }),
    exec: (text) => void query(text, []),
    close: () => {
      worker.postMessage('close')
      port1.close()
    },
  }
}
