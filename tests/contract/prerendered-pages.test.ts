// The built app's prerendered pages and inline-script hashes, as the server reads them from
// dist/ (docs/history.md#issue-13): each main route gets its own page, only when the app can hydrate it, and
// the CSP allows exactly the hashes the build listed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
let server: TestServer

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'gidideals-prerendered-')), 'dist')
  mkdirSync(join(dist, 'prerendered'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>')
  writeFileSync(join(dist, 'prerendered', 'near-me.html'), '<!doctype html><div id="root">near me</div>')
  writeFileSync(join(dist, 'prerendered', 'store.html'), '<!doctype html><div id="root">a store</div>')
  writeFileSync(
    join(dist, 'prerendered', 'routes.json'),
    JSON.stringify([
      { pattern: '^\\/near-me\\/?$', readsSearch: true, file: '/prerendered/near-me.html' },
      { pattern: '^\\/store-front-details\\/[^/]+\\/?$', readsSearch: false, file: '/prerendered/store.html' },
    ]),
  )
  // A hash the build wrote, and two entries that are no hash at all: only the first may pass.
  writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptHashes: [hash, "'unsafe-inline'", 'https://x.test'] }))
  server = await startTestServer({ staticDir: dist })
})
afterAll(() => server.close())

const page = async (path: string) => {
  const answer = await fetch(`${server.url}${path}`)
  return { status: answer.status, body: await answer.text(), headers: answer.headers }
}

describe('prerendered pages', () => {
  it('answer each main route with its own page, and its search-free URL only when the page reads search', async () => {
    expect((await page('/near-me')).body).toContain('near me')
    expect((await page('/near-me?placeType=Restaurant')).body).toContain('shell')
    expect((await page('/store-front-details/jollof-republic?utm=wa')).body).toContain('a store')
    expect((await page('/about-us')).body).toContain('shell')
    expect((await page('/near-me')).headers.get('cache-control')).toBe('no-cache')
  })

  it('leave files and paths outside the table alone', async () => {
    expect((await page('/prerendered/routes.json')).status).toBe(200)
    expect((await page('/store-front-details/a/b')).body).toContain('shell')
  })
})

describe('inline scripts', () => {
  it("are allowed by the build's hashes and nothing else", async () => {
    const policy = (await page('/near-me')).headers.get('content-security-policy') ?? ''
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", hash])
  })
})
