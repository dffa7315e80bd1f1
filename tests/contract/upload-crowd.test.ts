// docs/history.md#issue-49, M4: two accounts that each sent 64 MB fast and then stalled filled the upload memory, and
// every other shopper's upload got 503 for about 5.4 minutes a round: the pace was an average since
// the upload began, which a fast start kept above the floor for an hour. Now bodies stream to disk,
// the floor holds over every window, each account has one upload in flight, and the bytes in flight
// have a budget no trio can fill. Small numbers here (windows of 500 ms, a 6 MB budget); the same rules.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testNow } from '../support/test-clock'
import { startTestServer, type TestServer } from './support'
import { author, MB, picture, rawUpload, until } from './upload-support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    server: {
      uploadPace: { graceMs: 500, minBytesPerSecond: 64 * 1024, idleMs: 60_000 },
      uploadDisk: { budgetBytes: 6 * MB },
    },
  })
})
afterAll(() => server.close())

/** A video upload declaring 10 MB that sends `sent` bytes of its file at once, then nothing. */
const frontLoaded = (token: string, sent: number) => rawUpload(server, token, { declared: 10 * MB, sent })

describe('a trio of accounts that send fast and then stall', () => {
  it('cannot keep a fourth shopper from uploading, and each stall is cut at the next window', async () => {
    const trio = await Promise.all(['fast-1', 'fast-2', 'fast-3'].map((prefix) => author(server, prefix)))
    const incoming = join(server.mediaDir, '.incoming')
    const uploads = trio.map(({ shopper }) => frontLoaded(shopper.access, 1.5 * MB))
    try {
      await until(() => existsSync(incoming) && readdirSync(incoming).length === 3)
      // Each of them has its one upload in flight: a second from any of them waits its turn.
      const second = await server.call('POST', '/blog/create-blog-images', {
        token: trio[0]?.shopper.access,
        body: picture(trio[0]?.postId ?? 0),
      })
      expect(second.status).toBe(429)
      // The rest upload while the trio stalls.
      const other = await author(server, 'neighbour')
      const answer = await server.call('POST', '/blog/create-blog-images', {
        token: other.shopper.access,
        body: picture(other.postId),
      })
      expect(answer.status).toBe(201)
      // Nothing more comes: the window's floor cuts every one (the old average would have waited ~25 s).
      await until(() => uploads.every((upload) => upload.answer() !== ''), 3000)
      for (const upload of uploads) {
        expect(upload.answer()).toMatch(/^HTTP\/1\.1 408/)
        expect(upload.answer()).toMatch(/connection: close/i)
      }
      await until(() => readdirSync(incoming).length === 0)
      expect(readdirSync(incoming)).toEqual([])
    } finally {
      for (const upload of uploads) upload.stop()
    }
  })

  it('the bytes in flight have a budget: past it an upload is asked to come back, and given room once cut', async () => {
    const [big, late] = await Promise.all(['budget-big', 'budget-late'].map((prefix) => author(server, prefix)))
    const hog = frontLoaded(big?.shopper.access ?? '', 6.5 * MB)
    try {
      await until(() => hog.answer() !== '')
      expect(hog.answer()).toMatch(/^HTTP\/1\.1 503/)
      expect(hog.answer()).toMatch(/retry-after: 30/i)
    } finally {
      hog.stop()
    }
    const answer = await server.call('POST', '/blog/create-blog-images', {
      token: late?.shopper.access,
      body: picture(late?.postId ?? 0),
    })
    expect(answer.status).toBe(201)
  })
})

describe('abandoned upload files', () => {
  it('are removed when the server starts and as uploads come, once older than any upload can last', async () => {
    const incoming = join(server.mediaDir, '.incoming')
    mkdirSync(incoming, { recursive: true })
    const old = `${testNow() - 60 * 60_000}-abandoned.part`
    const fresh = `${testNow()}-in-flight-elsewhere.part`
    for (const name of [old, fresh]) writeFileSync(join(incoming, name), 'half a video')
    // A restart on the same database and media.
    const again = await startTestServer({
      databasePath: server.databasePath,
      server: { mediaDir: server.mediaDir },
    })
    try {
      expect(readdirSync(incoming).sort()).toEqual([fresh])
    } finally {
      await again.close()
    }
    // And while running: the next upload, a day later by the server's clock, sweeps the one left.
    let now = testNow() + 24 * 60 * 60_000
    const later = await startTestServer({
      databasePath: server.databasePath,
      server: { mediaDir: server.mediaDir, clock: () => now },
    })
    try {
      writeFileSync(join(incoming, fresh), 'half a video')
      now += 60 * 60_000
      const writer = await later.shopper('sweep')
      const post = await later.call('POST', '/blog/create-blog', {
        token: writer.access,
        body: { title: 'Boli spots', categories: ['Food'], article: 'Roadside, Ikeja.', location: 'Ikeja' },
      })
      const answer = await later.call('POST', '/blog/create-blog-images', {
        token: writer.access,
        body: picture(post.json.data.id),
      })
      expect(answer.status).toBe(201)
      expect(readdirSync(incoming)).toEqual([])
    } finally {
      await later.close()
    }
  })
})
