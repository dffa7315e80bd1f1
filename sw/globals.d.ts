import type { PrecacheEntry } from 'workbox-precaching'

declare global {
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: Array<PrecacheEntry | string>
  }
  // Vite builds the worker with the app's VITE_* variables (see src/lib/config.ts).
  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string
    readonly VITE_MAP_TILE_URL?: string
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv
  }
}
