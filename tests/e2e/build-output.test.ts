// The production build a shopper's phone downloads: what the service worker precaches and
// what the manifest says. Reads dist/ (the e2e project runs after `npm run build`).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '../../scripts/build/compile-hints'
import { SENTINEL_CODES } from '../../scripts/build/react-sentinels'
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
    for (const file of [
      'index.html',
      'prerendered/near-me.html',
      'prerendered/marketplace.html',
      'prerendered/store-front-details.html',
      'prerendered/cart.html',
    ]) {
      const html = readFileSync(join(dist, file), 'utf8')
      expect(html, file).not.toContain('src="/theme-boot.js"')
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '')
      expect(inline.length, file).toBeGreaterThan(0)
      for (const body of inline)
        expect(hashes, file).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
    // The pre-paint script, a prerendered page's early reads (near me's with its first cards, the
    // home page's and the marketplace's with their first deals, a store front's with its first
    // dishes and their island), and its start once painted.
    expect(hashes).toHaveLength(6)
  })

  it("makes each page's network copy: its stylesheet inline, allowed by its hash, nothing else changed, never precached", () => {
    const { styleHashes } = JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8')) as { styleHashes: string[] }
    for (const file of [
      'index.html',
      'prerendered/home.html',
      'prerendered/near-me.html',
      'prerendered/coupon-detail.html',
    ]) {
      const page = readFileSync(join(dist, file), 'utf8')
      const copy = readFileSync(join(dist, 'network', file), 'utf8')
      const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(page)
      expect(link, file).not.toBeNull()
      const css = readFileSync(join(dist, link?.[1] ?? ''), 'utf8')
      expect(copy, file).toBe(page.replace(link?.[0] ?? '', () => `<style>${css}</style>`))
      expect(styleHashes, file).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`])
    }
    expect(precacheUrls().filter((url) => url?.startsWith('network/'))).toEqual([])
  })

  it('lists on each prerendered page every script it runs, and runs none before the page has painted', () => {
    for (const page of ['home', 'near-me', 'cart', 'store-front-details', 'coupon-detail']) {
      const html = readFileSync(join(dist, 'prerendered', `${page}.html`), 'utf8')
      expect(html, page).not.toMatch(/<script[^>]+type="module"/)
      const listed = /data-scripts="([^"]+)"/.exec(html)?.[1]
      expect(listed, page).toBeDefined()
      const scripts = JSON.parse((listed ?? '[]').replaceAll('&quot;', '"')) as string[]
      expect(scripts[0], page).toMatch(/^\/assets\/index-[\w-]+\.js$/)
      // Every import of every listed script is listed too: nothing is found one import at a time.
      for (const script of scripts) {
        const code = readFileSync(join(dist, script), 'utf8')
        for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
          expect(scripts, `${page}: ${script} imports ${imported}`).toContain(`/assets/${imported}`)
      }
    }
  })

  it("evaluates the entry's stages each in a task of its own: the entry imports none of the later ones statically", () => {
    const html = readFileSync(join(dist, 'prerendered', 'near-me.html'), 'utf8')
    const scripts = JSON.parse((/data-scripts="([^"]+)"/.exec(html)?.[1] ?? '[]').replaceAll('&quot;', '"')) as string[]
    const entry = readFileSync(join(dist, scripts[0] ?? ''), 'utf8')
    // A chunk's file is its name, a dash and an eight-character hash.
    const staticImports = [...entry.matchAll(/\bfrom\s*"\.\/([\w.-]+)-[\w-]{8}\.js"/g)].map(([, chunk]) => chunk)
    const dynamicImports = [...entry.matchAll(/\bimport\(`\.\/([\w.-]+)-[\w-]{8}\.js`\)/g)].map(([, chunk]) => chunk)
    // React's chunk only defines (its CommonJS runs when the first stage asks for it).
    expect(staticImports.sort()).toEqual(['react', 'rolldown-runtime'])
    expect(dynamicImports).toEqual(['react', 'shell', 'app'])
  })

  it("has no dynamic import preload the entry's stages, which every page has run before its code imports anything", () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
    const preloaded = chunks.flatMap((file) => {
      const list = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(readFileSync(join(dist, 'assets', file), 'utf8'))?.[1]
      return list ? (JSON.parse(`[${list}]`) as string[]) : []
    })
    // The app's start lists the pages' chunks (Vite preloads a page's chunks together)...
    expect(preloaded).toContainEqual(expect.stringMatching(/^assets\/page-home-[\w-]{8}\.js$/))
    // ...but never React's, the shell's, the app's own or their runtime (scripts/build/chunk-groups.ts).
    expect(preloaded.filter((file) => /^assets\/(react|shell|app|rolldown-runtime)-[\w-]{8}\.js$/.test(file))).toEqual(
      [],
    )
  })

  it('loads what every page runs after its first screen in one chunk, which nothing imports before then', () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
    const names = chunks.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))
    // The background start with the visits' queue, the network strip, the feedback button and the
    // worker's bridge; the toasts' container with react-toastify; their layer with the pages'
    // shared code (scripts/build/chunk-groups.ts).
    expect(names).toContain('after-first-screen')
    expect(names).toContain('toast-container')
    const late = [
      'start-background',
      'visits',
      'network-status',
      'feedback-button',
      'sw-bridge',
      'unstyled',
      'toast-layer',
    ]
    for (const chunk of late) expect(names).not.toContain(chunk)
    for (const file of chunks) {
      const code = readFileSync(join(dist, 'assets', file), 'utf8')
      expect(code, file).not.toMatch(/\bfrom\s*"\.\/(after-first-screen|toast-container)-/)
    }
  })

  it("keeps Query's client out of the entry's stages: it comes with the pages' data chunk", () => {
    const assets = readdirSync(join(dist, 'assets'))
    const chunk = (name: string) => {
      const file = assets.find((candidate) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(candidate))
      expect(file, name).toBeDefined()
      return readFileSync(join(dist, 'assets', file ?? ''), 'utf8')
    }
    // What a query throws when its function answers nothing (query-core's query.js, the client's).
    const queryCore = ' data is undefined'
    for (const stage of ['index', 'react', 'shell', 'app']) expect(chunk(stage), stage).not.toContain(queryCore)
    expect(chunk('data')).toContain(queryCore)
    // The app's start imports it only dynamically (src/app/start.tsx): a static import would run the
    // pages' chunk in the app's task, before its yields (docs/first-load.md#query).
    expect(chunk('app')).not.toMatch(/\bfrom\s*"\.\/data-/)
    expect(chunk('app')).toMatch(/\bimport\(`\.\/data-[\w-]{8}\.js`\)/)
  })

  it("has V8 compile the first load's chunks while they download, and no other chunk", () => {
    const listed = new Set<string>()
    for (const page of readdirSync(join(dist, 'prerendered')).filter((file) => file.endsWith('.html'))) {
      const html = readFileSync(join(dist, 'prerendered', page), 'utf8')
      const scripts = JSON.parse(
        (/data-scripts="([^"]+)"/.exec(html)?.[1] ?? '[]').replaceAll('&quot;', '"'),
      ) as string[]
      for (const script of scripts) listed.add(script.replace('/assets/', ''))
    }
    const hinted = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8').startsWith(COMPILE_HINT)
    for (const stage of ['react', 'shell', 'app', 'data', 'page-home', 'page-cart', 'page-store']) {
      const file = [...listed].find((name) => name.startsWith(`${stage}-`))
      expect(file, stage).toBeDefined()
      expect(hinted(file ?? ''), stage).toBe(true)
    }
    const others = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js') && !listed.has(file))
    expect(others.length).toBeGreaterThan(10)
    for (const file of others) expect(hinted(file), file).toBe(false)
  })

  it("makes React DOM's sentinel errors without a stack, so DevTools measures React's start as a phone runs it", () => {
    const react = readdirSync(join(dist, 'assets')).find((file) => /^react-[\w-]+\.js$/.test(file))
    const code = readFileSync(join(dist, 'assets', react ?? ''), 'utf8')
    // Minified: `Error(i(460))` was made; now a helper's call, `Object.create(Error.prototype, …)` inside.
    for (const errorCode of SENTINEL_CODES)
      expect(code, String(errorCode)).not.toMatch(new RegExp(`Error\\(\\w+\\(${errorCode}\\)\\)`))
    expect(code).toContain('Object.create(Error.prototype,{message:{value:')
  })

  it("declares the toasts' variables on their container, not on :root, so their late stylesheet restyles nothing else", () => {
    const sheets = readdirSync(join(dist, 'assets')).filter((file) => /^toast-container-[\w-]+\.css$/.test(file))
    expect(sheets).toHaveLength(1)
    const css = readFileSync(join(dist, 'assets', sheets[0] ?? ''), 'utf8')
    expect(css).toContain(':where(.Toastify){--toastify-color-light:')
    expect(css).not.toContain(':root')
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
    // Linked with the service worker, after the first screen (install-update.test.ts installs it).
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain('rel="manifest"')
  })
})
