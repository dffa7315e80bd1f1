// The build's compressed copies (scripts/precompress.mjs writes file.br and file.gz next to each
// file): the server sends them as they are, never a copy older than its file, and compresses a
// file without copies itself (once, kept until the file changes). fetch decodes the bodies.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { testTempDir } from '../support/temp-dirs'

let server: TestServer
let dist: string
const script = (text: string) => `console.log(${JSON.stringify(text.repeat(200))})`
const past = new Date(Date.now() - 60 * 60_000)
const older = new Date(Date.now() - 2 * 60 * 60_000)

beforeAll(async () => {
  dist = join(testTempDir('gidideals-precompressed-'), 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>GidiDeals</title>${'<p>shell</p>'.repeat(100)}`)
  // Copies whose content differs from the file's: only a server that sends them as they are
  // answers with their text.
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script('the file itself'))
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script('the brotli copy')))
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script('the gzip copy')))
  // A file changed after its copies were made (an edited sw.js in a copied dist/).
  writeFileSync(join(dist, 'sw.js'), script('the new worker'))
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(script('the old worker')))
  utimesSync(join(dist, 'sw.js.br'), older, older)
  utimesSync(join(dist, 'sw.js'), past, past)
  server = await startTestServer({ staticDir: dist })
})
afterAll(() => server.close())

const get = async (path: string, encoding: string) => {
  const answer = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding } })
  return { headers: answer.headers, body: await answer.text() }
}

describe('compressed copies from the build', () => {
  it('are sent as they are, brotli or gzip as the browser asks, with the file’s type and caching', async () => {
    const br = await get('/assets/app-abc123.js', 'br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.body).toBe(script('the brotli copy'))
    expect(br.headers.get('content-type')).toContain('text/javascript')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const gzip = await get('/assets/app-abc123.js', 'gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.body).toBe(script('the gzip copy'))
    expect((await get('/assets/app-abc123.js', 'identity')).body).toBe(script('the file itself'))
  })

  it('are not used once the file is newer: the file is compressed afresh', async () => {
    const answer = await get('/sw.js', 'br')
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(answer.body).toBe(script('the new worker'))
    expect(answer.headers.get('cache-control')).toBe('no-cache')
  })

  it('a file without copies is compressed by the server, and again after it changes', async () => {
    const first = await get('/', 'gzip')
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.body).toContain('<p>shell</p>')
    const etag = first.headers.get('etag')
    const unchanged = await fetch(`${server.url}/`, { headers: { 'If-None-Match': etag ?? '' } })
    expect(unchanged.status).toBe(304)

    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>GidiDeals</title>${'<p>new shell</p>'.repeat(100)}`)
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dist, 'index.html'), later, later)
    const changed = await get('/', 'br')
    expect(changed.body).toContain('<p>new shell</p>')
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect((await get('/', 'gzip')).body).toContain('<p>new shell</p>')
  })
})

describe('the copies themselves', () => {
  it('are no URLs of their own: asking for app.js.br or .gz is a 404, not a download of the bytes', async () => {
    for (const path of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/assets/APP-ABC123.JS.GZ']) {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('content-type') ?? '').not.toMatch(/octet-stream|brotli|gzip/)
    }
  })
})
