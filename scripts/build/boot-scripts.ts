// The boot scripts (src/first-load/boot/) are TypeScript importing the app's own modules; each is
// bundled here, with Vite's own bundler, into one small self-contained IIFE. inlineBootScript puts
// the pre-paint script (src/first-load/boot/theme-boot.ts) inline at the top of <body>, so no request
// blocks the first paint; the CSP allows it by its hash (./first-load-plugins.ts writes them). The
// others go into the prerendered pages (./first-load-plugins.ts).
import { fileURLToPath } from 'node:url'
import type { RolldownOutput } from 'rolldown'
import { build, type Plugin } from 'vite'

const BOOT_SCRIPT_TAG = '<script src="/theme-boot.js"></script>'

type BootScript =
  | 'theme-boot'
  | 'early-data'
  | 'early-data-cards'
  | 'early-data-dishes'
  | 'early-data-deals'
  | 'early-data-offers'
  | 'start-app'

const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const built = new Map<BootScript, Promise<string>>()

/**
 * One of src/first-load/boot/'s scripts, bundled with what it imports from the app into one
 * minified IIFE: it goes inline into every page, so it must not be a module or need a request.
 */
export function bootScript(name: BootScript): Promise<string> {
  const cached = built.get(name)
  if (cached) return cached
  const bundling = build({
    configFile: false,
    root: source(''),
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': source('src'), '@contract': source('contract') } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      emptyOutDir: false,
      lib: { entry: source(`src/first-load/boot/${name}.ts`), formats: ['iife'], name: 'gidiBoot' },
      // A key table's unused lists (contract/storage.ts) read its properties: dropped here, since
      // every byte of these scripts is in every page.
      rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
    },
  }).then((result) => {
    const output = (Array.isArray(result) ? result[0] : result) as RolldownOutput
    const chunk = output.output.find((item) => item.type === 'chunk')
    if (!chunk) throw new Error(`src/first-load/boot/${name}.ts: the bundle has no code`)
    return chunk.code.trim()
  })
  built.set(name, bundling)
  return bundling
}

export function inlineBootScript(): Plugin {
  return {
    name: 'gidideals:inline-boot-script',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(BOOT_SCRIPT_TAG)) throw new Error(`index.html has no ${BOOT_SCRIPT_TAG}`)
        const script = await bootScript('theme-boot')
        return html.replace(BOOT_SCRIPT_TAG, () => `<script>${script}</script>`)
      },
    },
  }
}
