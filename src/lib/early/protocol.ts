/**
 * What a first-load page's HTML and the app say to each other (docs/first-load.md#how): the early reads the
 * build writes into #root (`data-early`, `data-scripts`), and `window.__gidiEarly`, which the
 * early script (src/first-load/boot/early-data.ts) writes and the app's requests read
 * (src/lib/early/early-requests.ts). One type for both sides.
 */

import type { KnownStore } from '@contract/first-load'

/**
 * An early read as written into the page: URL templates with {lat} {lng} {slug}, then {id}.
 * `cards`: its answer's first stores are painted into the skeleton's slot (EARLY_CARDS_SLOT).
 */
export type EarlyRead = { url: string; followUp?: string; warm?: boolean; skipOnDataSaver?: boolean; cards?: boolean }

export type EarlyAnswers = {
  /** When the reads began (Date.now()): an answer much older is not adopted. */
  at: number
  /** Settles once every read has started (the saved location comes from IndexedDB). */
  ready: Promise<void>
  /** Settles once every read that follows another's answer has started (the store by id), or cannot. */
  chained: Promise<void>
  /** The answers nobody has taken yet, by the URL asked for. */
  answers: Record<string, Promise<Response> | undefined>
  /** Called by the start script once the app's scripts are asked for: the pictures may follow. */
  appStarting: () => void
  /**
   * The store the server named for this store front's slug (contract/first-load.ts): its read
   * by id has started without a search first, and the app asks for it by id too.
   */
  store?: KnownStore
}

declare global {
  interface Window {
    __gidiEarly?: EarlyAnswers
    /**
     * Set by the start script once the app's scripts are asked for: it runs before #root and the
     * early script after it, so the app may have started before there is an `appStarting` to call.
     */
    __gidiAppStarted?: boolean
  }
}

/** The page's early answers, if its HTML started any. */
export const earlyAnswers = (): EarlyAnswers | undefined => (globalThis as { __gidiEarly?: EarlyAnswers }).__gidiEarly

/** What #root carries for the boot scripts: its early reads and the scripts the page starts. */
export const ROOT_DATA = { early: 'data-early', scripts: 'data-scripts' } as const

/** The attribute of a skeleton's slot for the first cards (src/ui/states.tsx, ./boot/early-cards.ts). */
export const EARLY_CARDS_SLOT = 'data-early-cards'
