// Vite plugin (issue 13): once the client build has its index.html, renders the routes of
// src/lib/prerendered-routes.ts with the SSR bundle (`vite build --ssr`, built first into
// .prerender/, run by scripts/prerender-run.mjs in a child process) and emits each page as
// dist/prerendered/<name>.html, so the service worker precaches them and the server answers
// each route with its own HTML.
import { execFileSync } from 'node:child_process'
import type { Plugin } from 'vite'

type RenderedPage = { name: string; pattern: string; readsSearch: boolean; title: string; html: string }

const ROOT_CONTENT = /(<div id="root")>[\s\S]*?<!--\/app-->\s*<\/div>/

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function prerenderPages(ssrEntry: string): Plugin {
  return {
    name: 'gidideals:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (!index || index.type !== 'asset') this.error('prerender: the build emitted no index.html')
      const template = String(index.source)
      if (!ROOT_CONTENT.test(template)) this.error('prerender: index.html has no <div id="root">…<!--/app--></div>')
      const runner = new URL('./prerender-run.mjs', import.meta.url).pathname
      const output = execFileSync(process.execPath, [runner, ssrEntry], { encoding: 'utf8', maxBuffer: 64 << 20 })
      const table: { pattern: string; readsSearch: boolean; file: string }[] = []
      for (const page of JSON.parse(output) as RenderedPage[]) {
        const file = `prerendered/${page.name}.html`
        const html = template
          .replace(ROOT_CONTENT, (_match, open: string) => `${open} data-prerendered="${page.name}">${page.html}</div>`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        this.emitFile({ type: 'asset', fileName: file, source: html })
        table.push({ pattern: page.pattern, readsSearch: page.readsSearch, file: `/${file}` })
      }
      // The reference server reads this to answer each path with its page's HTML.
      this.emitFile({ type: 'asset', fileName: 'prerendered/routes.json', source: JSON.stringify(table, null, 2) })
    },
  }
}
