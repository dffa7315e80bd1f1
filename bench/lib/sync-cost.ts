// The cost of `synchronous = FULL` (server/database/index.ts) against NORMAL, on this machine's disk: the
// write the server does for a comment or an order — its row and its Idempotency-Key answer in
// one transaction (idempotency.ts writeOnce) — committed one at a time, as requests commit. In
// WAL mode FULL syncs the log at every commit; NORMAL only at checkpoints (and may lose the last
// commits on power loss). The database has the server's real schema (its migrations); the
// commits go through better-sqlite3 directly, as this measures the SQLite engine alone.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateToLatest, openDatabase } from '../../server/database'

export type SyncCost = { mode: 'FULL' | 'NORMAL'; commits: number; p50: number; p99: number; perSecond: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function measure(mode: SyncCost['mode'], commits: number): Promise<SyncCost> {
  const dir = mkdtempSync(join(tmpdir(), 'gidideals-sync-'))
  const database = openDatabase({ path: join(dir, 'bench.sqlite') })
  const db = database.sqlite as NonNullable<typeof database.sqlite>
  try {
    await migrateToLatest(database.kysely, database.engine)
    db.pragma(`synchronous = ${mode}`)
    const comment = db.prepare('INSERT INTO blog_comments (post_id, user_id, content, created_at) VALUES (1, 1, ?, ?)')
    const answer = db.prepare(
      `INSERT INTO idempotency (user_key, key, method, path, status, body, created_at, body_hash, expires_at)
       VALUES ('user:1', ?, 'POST', '/blog/create-comment', 201, ?, ?, 'hash', ?)`,
    )
    const write = db.transaction((i: number) => {
      const stamp = new Date().toISOString()
      comment.run(`Comment ${i}: the suya at Allen Avenue was worth the queue.`, stamp)
      answer.run(`key-${i}`, `{"data":{"id":${i}}}`, stamp, Date.now() + 86_400_000)
    })
    const times: number[] = []
    const started = performance.now()
    for (let i = 0; i < commits; i++) {
      const t0 = performance.now()
      write(i)
      times.push(performance.now() - t0)
    }
    const seconds = (performance.now() - started) / 1000
    times.sort((a, b) => a - b)
    return { mode, commits, p50: percentile(times, 50), p99: percentile(times, 99), perSecond: commits / seconds }
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** FULL and NORMAL, each `commits` single-write transactions on a fresh database. */
export async function syncCost(commits = 2000): Promise<SyncCost[]> {
  return [await measure('FULL', commits), await measure('NORMAL', commits)]
}
