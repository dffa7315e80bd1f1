import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { NETWORK_COPIES } from './contract/first-load'
import { chunkGroups, withoutStages } from './scripts/build/chunk-groups'
import { compileHints } from './scripts/build/compile-hints'
import { inlineBootScript } from './scripts/build/boot-scripts'
import { prerenderPages } from './scripts/build/first-load-plugins'
import { stacklessReactSentinels } from './scripts/build/react-sentinels'
import { scopedToastVariables } from './scripts/build/scoped-toast-variables'

// manifest.webmanifest at the top level is the one source of the manifest.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>

// A build id ties the persisted query cache and the service worker's caches to one build.
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)

// `npm run bench -- renders` builds with React DOM's profiling build and the code unminified, so
// each commit's render time and the components it rendered can be read by name
// (bench/renders.ts); never set for the app's own build.
const profileReact = process.env.GIDIDEALS_PROFILE_REACT === '1'

// `vite build --ssr src/app/prerender-entry.tsx` writes the prerender's bundle here; the
// client build that follows renders the first-load pages' HTML with it (scripts/build/).
const prerenderDir = new URL('./.prerender/', import.meta.url).pathname

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      '@contract': new URL('./contract', import.meta.url).pathname,
      // TanStack Store asks for the shim's selector hook, whose shim stands in for React's own
      // useSyncExternalStore in React 17 and older; React 19 has it (−0.2 KB gzip on every page).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      ...(profileReact && !isSsrBuild ? { 'react-dom/client': 'react-dom/profiling' } : {}),
      ...(isSsrBuild
        ? {
            '@tanstack/router-core/isServer': new URL(
              './node_modules/@tanstack/router-core/dist/esm/isServer/client.js',
              import.meta.url,
            ).pathname,
          }
        : {}),
    },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    isSsrBuild ? null : stacklessReactSentinels(),
    tailwindcss(),
    scopedToastVariables(),
    inlineBootScript(),
    isSsrBuild ? null : compileHints(),
    isSsrBuild ? null : prerenderPages(`${prerenderDir}prerender-entry.js`),
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          manifest,
          manifestFilename: 'manifest.webmanifest',
          injectManifest: {
            // Icons and the manifest are added by the plugin itself; globbing them too precaches them twice.
            globPatterns: ['**/*.{js,css,html,woff2}'],
            // Leaflet (~52 KB gzip) is only worth downloading for a shopper who opens the map,
            // and the map needs the network for its tiles anyway. The pages' network copies are
            // for navigations the worker does not answer (server/http/static-files.ts).
            globIgnores: ['**/map-canvas-*', `${NETWORK_COPIES}/**`],
          },
          devOptions: { enabled: false },
        }),
  ],
  // The manifest lets bench/size.mjs attribute every chunk to the routes that load it.
  build: {
    target: 'es2022',
    // Every browser that runs the app (es2022) preloads modules natively: no polyfill in the entry.
    // A dynamic import preloads none of the entry's stages, loaded before it (chunk-groups.ts).
    modulePreload: { polyfill: false, resolveDependencies: withoutStages },
    sourcemap: false,
    ...(profileReact ? { minify: false } : {}),
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk for the libraries and state every page needs: left to itself, rolldown splits
          // them into a dozen small shared chunks, and each costs its own compression (~3 KB gzip).
          groups: chunkGroups,
        },
      },
    },
  },
  // The prerender runs the router's browser code in Node (the HTML must be what the browser's
  // hydration renders): one self-contained bundle, with the router's client build.
  ssr: { noExternal: true },
  server: { proxy: { '/beta': 'http://127.0.0.1:8080' } },
}))
