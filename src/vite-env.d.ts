/// <reference types="vite/client" />

/** Set by vite.config.ts: one id per build, used to bust persisted caches. */
declare const __BUILD_ID__: string
