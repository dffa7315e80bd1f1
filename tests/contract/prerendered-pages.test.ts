// The built app's prerendered pages and inline hashes, as the server reads them from dist/
// (docs/history.md#issue-13): each main route gets its own page, only when the app can hydrate it; a navigation
// gets the page's network copy (its stylesheet inline, its scripts asked for from <head>) and
// anything else the page as built; the CSP allows exactly the hashes the build listed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { testTempDir } from '../support/temp-dirs'

const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
// The hash of the copies' style, a{}.
const styleHash = "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"
let server: TestServer

beforeAll(async () => {
  const dist = join(testTempDir('gidideals-prerendered-'), 'dist')
  mkdirSync(join(dist, 'prerendered'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>')
  writeFileSync(join(dist, 'prerendered', 'near-me.html'), '<!doctype html><div id="root">near me</div>')
  writeFileSync(join(dist, 'prerendered', 'store.html'), '<!doctype html><div id="root">a store</div>')
  mkdirSync(join(dist, 'network', 'prerendered'), { recursive: true })
  writeFileSync(join(dist, 'network', 'index.html'), '<!doctype html><style>a{}</style><div id="root">shell</div>')
  writeFileSync(
    join(dist, 'network', 'prerendered', 'near-me.html'),
    '<!doctype html><style>a{}</style><div id="root">near me</div>',
  )
  writeFileSync(
    join(dist, 'prerendered', 'routes.json'),
    JSON.stringify([
      { pattern: '^\\/near-me\\/?$', readsSearch: true, file: '/prerendered/near-me.html' },
      { pattern: '^\\/store-front-details\\/[^/]+\\/?$', readsSearch: false, file: '/prerendered/store.html' },
    ]),
  )
  // A hash the build wrote, and two entries that are no hash at all: only the first may pass.
  writeFileSync(
    join(dist, 'csp.json'),
    JSON.stringify({
      scriptHashes: [hash, "'unsafe-inline'", 'https://x.test'],
      styleHashes: [styleHash, "'unsafe-inline'"],
    }),
  )
  server = await startTestServer({ staticDir: dist })
})
afterAll(() => server.close())

const page = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${server.url}${path}`, { headers })
  return { status: answer.status, body: await answer.text(), headers: answer.headers }
}
/** What a browser sends with a navigation (Fetch Metadata); the worker's precache sends `empty`. */
const navigation = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' }

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

describe("a navigation's network copy", () => {
  it('answers a navigation, for a prerendered page and for the shell alike', async () => {
    const nearMe = await page('/near-me', navigation)
    expect(nearMe.body).toBe('<!doctype html><style>a{}</style><div id="root">near me</div>')
    expect(nearMe.headers.get('cache-control')).toBe('no-cache')
    expect((await page('/about-us', navigation)).body).toContain('<style>')
    // No copy of its own: the page as built.
    expect((await page('/store-front-details/jollof-republic', navigation)).body).toBe(
      '<!doctype html><div id="root">a store</div>',
    )
  })

  it('never answers anything else: the worker precaching, a fetch, a browser without Fetch Metadata', async () => {
    const others: Record<string, string>[] = [
      { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' },
      {},
      { 'Sec-Fetch-Dest': 'iframe' },
    ]
    for (const headers of others) {
      expect((await page('/near-me', headers)).body).toBe('<!doctype html><div id="root">near me</div>')
      expect((await page('/prerendered/near-me.html', headers)).body).not.toContain('<style>')
    }
  })

  it('says so in Vary, so no cache hands one to the other', async () => {
    expect((await page('/near-me', navigation)).headers.get('vary')).toContain('Sec-Fetch-Dest')
    expect((await page('/near-me')).headers.get('vary')).toContain('Sec-Fetch-Dest')
  })

  it('has no address of its own', async () => {
    for (const path of ['/network/index.html', '/network/prerendered/near-me.html', '/./network/index.html']) {
      const answer = await page(path, navigation)
      expect({ path, network: answer.body.includes('<style>') }).toEqual({ path, network: false })
    }
  })
})

describe('inline scripts and styles', () => {
  const directive = async (name: string) => {
    const policy = (await page('/near-me', navigation)).headers.get('content-security-policy') ?? ''
    return (policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/)
  }

  it("are allowed by the build's hashes and nothing else", async () => {
    expect(await directive('script-src')).toEqual(['script-src', "'self'", hash])
    expect(await directive('style-src')).toEqual(['style-src', "'self'", styleHash])
  })
})
