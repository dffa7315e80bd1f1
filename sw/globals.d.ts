import type { PrecacheEntry } from 'workbox-precaching'

declare global {
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: Array<PrecacheEntry | string>
  }
  // Vite builds the worker with the app's VITE_* variables (see src/lib/config.ts).
  interface ImportMetaEnv {
    // src/lib/config.ts (reached through the outbox's API calls) reads any VITE_* name.
    readonly [name: string]: string | boolean | undefined
    readonly VITE_API_BASE_URL?: string
    readonly VITE_MAP_TILE_URL?: string
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv
  }
}
