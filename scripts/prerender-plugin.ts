// Vite plugins for the first load (issue 13).
//
// - inlineBootScript: the pre-paint script (src/boot/theme-boot.js) goes inline at the top of
//   <body>, so no request blocks the first paint; the CSP allows it by its hash.
// - prerenderPages: once the client build has its index.html, renders the routes of
//   src/lib/prerendered-routes.ts with the SSR bundle (`vite build --ssr`, built first into
//   .prerender/, run by scripts/prerender-run.mjs in a child process) and emits each page as
//   dist/prerendered/<name>.html (the service worker precaches them; the server answers each
//   route with its page), each with the inline script that starts its first API reads. It
//   writes the table of pages for the server, and dist/csp.json: the hashes of every inline
//   script, which the server's Content-Security-Policy allows and nothing else.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

type RenderedPage = {
  name: string
  pattern: string
  readsSearch: boolean
  title: string
  html: string
  early: string[]
  defaultLocation: { lat: number; lng: number }
}

const ROOT_CONTENT = /(<div id="root")>[\s\S]*?<!--\/app-->\s*<\/div>/
const BOOT_SCRIPT_TAG = '<script src="/theme-boot.js"></script>'
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

const bootFile = (name: string) => new URL(`../src/boot/${name}`, import.meta.url)

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The CSP source that allows exactly this inline script. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

export function inlineBootScript(): Plugin {
  return {
    name: 'gidideals:inline-boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(BOOT_SCRIPT_TAG)) throw new Error(`index.html has no ${BOOT_SCRIPT_TAG}`)
        return html.replace(
          BOOT_SCRIPT_TAG,
          () => `<script>${readFileSync(bootFile('theme-boot.js'), 'utf8')}</script>`,
        )
      },
    },
  }
}

export function prerenderPages(ssrEntry: string): Plugin {
  return {
    name: 'gidideals:prerender',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (!index || index.type !== 'asset') this.error('prerender: the build emitted no index.html')
      const template = String(index.source)
      if (!ROOT_CONTENT.test(template)) this.error('prerender: index.html has no <div id="root">…<!--/app--></div>')
      const earlyScript = readFileSync(bootFile('early-data.js'), 'utf8')
      const runner = new URL('./prerender-run.mjs', import.meta.url).pathname
      const output = execFileSync(process.execPath, [runner, ssrEntry], { encoding: 'utf8', maxBuffer: 64 << 20 })
      const table: { pattern: string; readsSearch: boolean; file: string }[] = []
      const pages = [template]
      for (const page of JSON.parse(output) as RenderedPage[]) {
        const file = `prerendered/${page.name}.html`
        const early =
          page.early.length === 0
            ? ''
            : ` data-early="${escapeHtml(JSON.stringify(page.early))}" data-default-location="${escapeHtml(JSON.stringify(page.defaultLocation))}"`
        const html = template
          .replace(
            ROOT_CONTENT,
            (_match, open: string) =>
              `${open} data-prerendered="${page.name}"${early}>${page.html}</div>` +
              (early ? `\n    <script>${earlyScript}</script>` : ''),
          )
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        this.emitFile({ type: 'asset', fileName: file, source: html })
        pages.push(html)
        table.push({ pattern: page.pattern, readsSearch: page.readsSearch, file: `/${file}` })
      }
      // The reference server reads this to answer each path with its page's HTML.
      this.emitFile({ type: 'asset', fileName: 'prerendered/routes.json', source: JSON.stringify(table, null, 2) })
      const hashes = new Set(
        pages.flatMap((html) => [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => scriptHash(body ?? ''))),
      )
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: JSON.stringify({ scriptHashes: [...hashes] }, null, 2),
      })
    },
  }
}
