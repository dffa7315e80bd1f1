// The island of a store front's prerendered page: a tap on a painted dish's Add (./early-dishes.ts)
// before the app has run is never lost. It writes the line into the saved cart, where the app
// reads it back (STORAGE_KEYS.cart, the shape of src/stores/cart/cart-items.ts: localStorage when a
// value waits there, since the app lets that one win, else idb-keyval's store), counts it on the
// cart link at once (EARLY_COUNT, drawn by src/styles.css: React's link has no count until the
// saved cart is read back) and says so on the button. The app takes over through
// `window.__gidiTaps` (src/lib/early/protocol.ts EarlyTaps): it claims the taps before it reads the
// saved cart (the writes under way land first; later taps are kept), then adopts them once the
// shopper's cart is shown (kept and later taps go to its cart; the island's count goes). A card's
// link is a plain <a href>: nothing here touches it, so it navigates without the app.
import { get, update } from 'idb-keyval'
import { STORAGE_KEYS } from '@contract/storage'
import { cartCount, decodeCart, type CartItem } from '@/stores/cart/cart-items'
import { CART_LINK, EARLY_ADD, EARLY_COUNT, type EarlyLine, type EarlyTaps } from '@/lib/early/protocol'
import { isFirstVisit } from './early-dom'

const KEY = STORAGE_KEYS.cart

/** The cart with one more of `line` (src/stores/cart/cart-reducer.ts's add). */
export function withLine(items: CartItem[], line: EarlyLine): CartItem[] {
  const index = items.findIndex((item) => item.id === line.id)
  if (index < 0) return [...items, { ...line, quantity: 1 }]
  const next = items.slice()
  next[index] = { ...items[index]!, quantity: items[index]!.quantity + 1 }
  return next
}

/** A cart the app would find in localStorage (it wins over IndexedDB's), if there is one. */
function localCart(): CartItem[] | undefined {
  try {
    const saved = localStorage.getItem(KEY)
    return saved === null ? undefined : (decodeCart(JSON.parse(saved)) ?? [])
  } catch {
    return undefined
  }
}

/** Adds `line` to the saved cart; resolves to the count the cart had before (never rejects). */
async function saveLine(line: EarlyLine): Promise<number> {
  const local = localCart()
  if (local) {
    localStorage.setItem(KEY, JSON.stringify(withLine(local, line)))
    return cartCount(local)
  }
  let before = 0
  try {
    await update<unknown>(KEY, (saved) => {
      const items = decodeCart(saved) ?? []
      before = cartCount(items)
      return withLine(items, line)
    })
  } catch {
    // IndexedDB refused: localStorage, as the app's persisted atom falls back to.
    try {
      localStorage.setItem(KEY, JSON.stringify([{ ...line, quantity: 1 }]))
    } catch {
      // Nowhere to keep it: the app's own cart could not keep it either (cart-atom.ts onSaveError).
    }
  }
  return before
}

/** The saved cart as the app reads it: localStorage's when a value waits there, else IndexedDB's. */
async function savedCart(): Promise<CartItem[] | undefined> {
  const local = localCart()
  if (local) return local
  try {
    return decodeCart(await get<unknown>(KEY)) ?? []
  } catch {
    return undefined
  }
}

/** Calls `tap` with the line of a painted Add that is tapped, and says on the card it is in. */
function onAddTap(
  lineOf: (id: number) => EarlyLine | undefined,
  tap: (line: EarlyLine) => void,
  signal: AbortSignal | undefined,
) {
  // In the capture phase, on the window: before React's own listener on #root, which stops a tap
  // on a part it has not hydrated yet from going further when it cannot hydrate it at once.
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.(`[${EARLY_ADD}]`)
      if (!button || event.defaultPrevented) return
      const line = lineOf(Number(button.getAttribute(EARLY_ADD)))
      if (!line) return
      tap(line)
      // Added once: the app's control (− quantity +) replaces the card when the menu renders.
      const said = document.createElement('output')
      said.className = 'text-sm font-semibold'
      said.textContent = 'In your cart'
      button.replaceWith(said)
    },
    { capture: true, signal },
  )
}

/**
 * Listens for taps on painted Add buttons (until `signal` aborts: tests); `lineOf` names a painted
 * button's cart line. Sets `window.__gidiTaps` for the app.
 */
export function startEarlyTaps(lineOf: (id: number) => EarlyLine | undefined, signal?: AbortSignal): EarlyTaps {
  let mode: 'write' | 'keep' | 'adopted' = 'write'
  let appAdd: ((line: EarlyLine) => void) | undefined
  let writes: Promise<unknown> = Promise.resolve()
  const kept: EarlyLine[] = []
  /** The saved cart once the app has claimed it (what it reads back). */
  let claimed: CartItem[] | undefined
  /** The saved cart's count before the island's first tap, once known. */
  let base: number | undefined = isFirstVisit() ? 0 : undefined
  let taps = 0

  const showCount = () => {
    if (base === undefined || mode === 'adopted') return
    const count = base + taps
    for (const link of document.querySelectorAll(`[${CART_LINK}]`)) {
      link.setAttribute(EARLY_COUNT, count > 99 ? '99+' : String(count))
      link.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`)
    }
  }
  const learnBase = (before: number) => {
    base ??= before
    showCount()
  }

  const tap = (line: EarlyLine) => {
    if (mode === 'adopted') return appAdd?.(line)
    taps += 1
    showCount()
    if (mode === 'keep') {
      kept.push(line)
      if (base === undefined)
        void get<unknown>(KEY)
          .then((saved) => learnBase(cartCount(decodeCart(saved) ?? [])))
          .catch(() => {})
      return
    }
    const wasFirst = taps === 1
    writes = writes.then(() => saveLine(line)).then((before) => (wasFirst ? learnBase(before) : showCount()))
  }

  onAddTap(lineOf, tap, signal)

  const handOver: EarlyTaps = {
    claim: () => {
      if (mode === 'write') mode = 'keep'
      // The cart the app reads back, kept should the page go before the app adopts (below).
      void writes.then(savedCart).then((items) => (claimed = items))
      return writes.then(() => undefined)
    },
    adopt: (add) => {
      if (mode === 'adopted') return
      mode = 'adopted'
      appAdd = add
      for (const link of document.querySelectorAll(`[${EARLY_COUNT}]`)) link.removeAttribute(EARLY_COUNT)
      for (const line of kept.splice(0)) add(line)
    },
  }
  // A page left while taps wait for the app (it claimed the cart, and has not shown it yet) keeps
  // them where the app's next start lets a value win: localStorage, written at once. The app of
  // a page restored from the back-forward cache reads it there too, so they are not adopted again.
  addEventListener(
    'pagehide',
    () => {
      if (mode !== 'keep' || kept.length === 0 || !claimed) return
      try {
        localStorage.setItem(KEY, JSON.stringify(kept.reduce(withLine, claimed)))
        kept.length = 0
      } catch {
        // No room: the taps stay with this page, for its app if it comes back.
      }
    },
    { signal },
  )
  window.__gidiTaps = handOver
  return handOver
}
