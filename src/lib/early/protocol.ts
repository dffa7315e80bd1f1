/**
 * What a first-load page's HTML and the app say to each other (docs/first-load.md#how): the early reads the
 * build writes into #root (`data-early`, `data-scripts`), and `window.__gidiEarly`, which the
 * early script (src/first-load/boot/early-data.ts) writes and the app's requests read
 * (src/lib/early/early-requests.ts). One type for both sides.
 */

import type { KnownStore } from '@contract/first-load'

/**
 * An early read as written into the page: URL templates with {lat} {lng} {slug}, then {id}.
 * `cards`: its answer's first stores, or its last answer's first dishes, are painted into the
 * skeleton's slot (EARLY_CARDS_SLOT).
 */
export type EarlyRead = {
  url: string
  followUp?: string
  warm?: boolean
  skipOnDataSaver?: boolean
  cards?: EarlyCards
}

/**
 * What an early read paints into the skeleton: Near me's stores, a store front's dishes, the home
 * page's first deals, or the marketplace's first discounts.
 */
export type EarlyCards = 'stores' | 'dishes' | 'deals' | 'offers'

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
    /**
     * Set by the start script of a page whose app starts at the first touch: starts it now (after
     * the first paint). The early script calls it when it has nothing to paint (a read that failed,
     * an empty answer, the data saver's skipped read): then only the app can show the page.
     */
    __gidiStartApp?: () => void
    /** The start script's taps held until the app has hydrated the page (HeldTaps below). */
    __gidiHeldTaps?: HeldTaps
    /** The island's hand-over of the taps it took before the app ran (EarlyTaps below). */
    __gidiTaps?: EarlyTaps
    /**
     * Set by the app's start once it has read what #root holds and is about to render it: from
     * then on a painted link's tap is no longer the island's (src/first-load/boot/early-links.ts).
     */
    __gidiAppRendering?: boolean
  }
}

/** The page's early answers, if its HTML started any. */
export const earlyAnswers = (): EarlyAnswers | undefined => (globalThis as { __gidiEarly?: EarlyAnswers }).__gidiEarly

/**
 * What #root carries for the boot scripts: its early reads, the scripts the page starts, and
 * (`data-start`) that they run at the shopper's first touch, always or on a first visit only
 * (ROOT_START; src/first-load/pages.ts startsOnTouch).
 */
export const ROOT_DATA = { early: 'data-early', scripts: 'data-scripts', start: 'data-start' } as const

/**
 * The class on <html> of a browser that has saved nothing here yet (set before the first paint by
 * src/first-load/boot/theme-boot.ts; src/styles.css shows and hides by it): its cart is empty.
 */
export const FIRST_VISIT_CLASS = 'first-visit'

/** The values of #root's `data-start`, by the page's `startsOnTouch`. */
export const ROOT_START = { always: 'touch', firstVisit: 'touch-on-first-visit' } as const

/** The attribute of a skeleton's slot for the first cards (src/ui/states.tsx, ./boot/early-cards.ts). */
export const EARLY_CARDS_SLOT = 'data-early-cards'

/**
 * A home row's skeleton tile's word box (src/features/home/deal-row.tsx), also an EARLY_CARDS_SLOT:
 * its value is the index of the deal whose words src/first-load/boot/early-deals.ts paints there.
 */
export const EARLY_DEAL_SLOT = 'data-early-deal'

/**
 * A store front's first dishes, painted by the early script (src/first-load/boot/early-dishes.ts),
 * carry this on their Add button (its value: the dish's id); a tap on one before the app runs is
 * handled by the page's island (src/first-load/boot/early-taps.ts), which writes the cart itself.
 */
export const EARLY_ADD = 'data-early-add'

/** The cart link's mark (src/components/cart/cart-link.tsx), where the island shows its count. */
export const CART_LINK = 'data-cart-link'

/**
 * The count the island shows on the cart link (src/styles.css draws it) until the app has taken
 * its taps over: React renders the link without a count until the saved cart is read back.
 */
export const EARLY_COUNT = 'data-early-count'

/** A cart line as the island hands it over: the fields the app's cart keeps (src/stores/cart/cart-items.ts). */
export type EarlyLine = { id: number } & Record<string, unknown>

/**
 * `window.__gidiTaps`: the island's side of the hand-over. Before the app runs, a tap on a painted
 * Add writes the saved cart itself; the app, before it reads the saved cart back, `claim`s the
 * taps (resolves once every write the island started has landed, and from then on the island
 * only counts and keeps its taps), and once the shopper's cart is shown `adopt`s them: the kept
 * taps and every later one go to the app's cart, and the island's count is taken away.
 */
export type EarlyTaps = {
  claim: () => Promise<void>
  adopt: (add: (line: EarlyLine) => void) => void
}

/** The island's hand-over, if the page has one. */
export const earlyTaps = (): EarlyTaps | undefined => (globalThis as { __gidiTaps?: EarlyTaps }).__gidiTaps

/**
 * `window.__gidiHeldTaps`: a tap on one of a prerendered page's buttons (or a form sent) before
 * the app has hydrated it would do nothing, so the start script (src/first-load/boot/start-app.ts)
 * holds it, marks the button busy (HELD, drawn by src/styles.css), and the app, once it shows the
 * shopper's state, `release`s them: each still on the page is tapped (or sent) again, in order.
 */
export type HeldTaps = { release: () => void }

/** A held button's mark while the app starts. */
export const HELD = 'data-held'

/** The app's side: taps again what the start script held (nothing on a page without one). */
export const releaseHeldTaps = (): void => (globalThis as { __gidiHeldTaps?: HeldTaps }).__gidiHeldTaps?.release()
