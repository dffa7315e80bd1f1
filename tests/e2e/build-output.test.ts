// The production build a shopper's phone downloads: what the service worker precaches and
// what the manifest says. Reads dist/ (the e2e project runs after `npm run build`).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './support/server'

const dist = join(repoRoot, 'dist')
const precacheUrls = () =>
  [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1])

describe('the production build', () => {
  it('precaches the shell, its scripts and styles, once each, and not the worker itself', () => {
    const urls = precacheUrls()
    expect(urls).toContain('index.html')
    // Each main route's own prerendered page, for navigations offline.
    for (const page of ['home', 'near-me', 'marketplace', 'cart', 'store-front-details', 'coupon-detail'])
      expect(urls).toContain(`prerendered/${page}.html`)
    expect(urls.some((url) => /^assets\/index-[\w-]+\.js$/.test(url ?? ''))).toBe(true)
    expect(urls.some((url) => /^assets\/.+\.css$/.test(url ?? ''))).toBe(true)
    expect(urls).not.toContain('sw.js')
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('inlines the pre-paint script and lists the hash of every inline script for the CSP', () => {
    const hashes = (JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8')) as { scriptHashes: string[] }).scriptHashes
    for (const file of ['index.html', 'prerendered/near-me.html', 'prerendered/cart.html']) {
      const html = readFileSync(join(dist, file), 'utf8')
      expect(html, file).not.toContain('src="/theme-boot.js"')
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '')
      expect(inline.length, file).toBeGreaterThan(0)
      for (const body of inline)
        expect(hashes, file).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
    expect(hashes).toHaveLength(2)
  })

  it('does not precache Leaflet: only a shopper who opens the map downloads it', () => {
    const urls = precacheUrls()
    expect(urls.some((url) => /map-canvas/.test(url ?? ''))).toBe(false)
    expect(urls.some((url) => /^assets\/map-[\w-]+\.js$/.test(url ?? ''))).toBe(true)
  })

  it('emits the manifest from manifest.webmanifest with installable icons', () => {
    const source = JSON.parse(readFileSync(join(repoRoot, 'manifest.webmanifest'), 'utf8')) as { name: string }
    const built = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      name: string
      display: string
      start_url: string
      icons: Array<{ src: string; sizes: string; purpose?: string }>
    }
    expect(built.name).toBe(source.name)
    expect(built.display).toBe('standalone')
    expect(built.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(built.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of built.icons) expect(() => readFileSync(join(dist, icon.src))).not.toThrow()
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('manifest.webmanifest')
  })
})
