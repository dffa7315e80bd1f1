import { atom, createStore, type PrimitiveAtom, type WritableAtom } from 'jotai'
import { delMany, getMany, set as idbSet, del as idbDel } from 'idb-keyval'
import { STATE_CHANNEL } from '@contract/storage'
import { whenPageMayGo } from '@/lib/lifecycle/page-leaving'

/**
 * Jotai atoms kept in IndexedDB (idb-keyval) under the limits' key names (docs/limits.md#storage-keys).
 *
 * - The app awaits `hydratePersistedAtoms` before its first render, so a shopper never sees
 *   an empty cart or a signed-out bar flash by. Atoms defined in code that loads later (a lazy
 *   route's own state) are read back by `loadPersistedAtom`, e.g. from the route's loader.
 * - If IndexedDB refuses a write (private mode, quota), the value goes to localStorage under
 *   the same key instead; if that fails too, the atom's `onSaveError` is told. The in-memory
 *   value is kept either way.
 * - A value found in localStorage at start (left by an older build, by that fallback, or by a
 *   page that went away while its write was under way) is newer than IndexedDB's: it wins and
 *   is moved into IndexedDB once.
 * - Every write is broadcast, so other tabs show the change (BroadcastChannel).
 * - An atom with a `localCopy` key also keeps its value there, written at once, for code that
 *   must read it synchronously before the app has run (the early script); the app never reads it.
 */

export type AppStore = ReturnType<typeof createStore>

/** The one jotai store of the app, shared by React and by non-React code (session, outbox). */
export const appStore: AppStore = createStore()

/**
 * True in a store once its persisted atoms are read back. Until then (and always in the state
 * prerendered HTML comes from) the shell shows no personal value: an unknown cart count is not
 * an empty cart.
 */
export const persistedStateReadAtom = atom(false)

type Update<T> = T | ((previous: T) => T)

export type PersistedAtom<T> = WritableAtom<T, [Update<T>], void>

type Entry = {
  key: string
  base: PrimitiveAtom<unknown>
  initial: unknown
  decode: (raw: unknown) => unknown
  onSaveError?: (error: unknown) => void
  localCopy?: string
  /** Per store: the read-back of this atom, once started. */
  loads: WeakMap<AppStore, Promise<void>>
}

const registry = new Map<string, Entry>()
const entryOfAtom = new WeakMap<object, Entry>()
const CHANNEL_NAME = STATE_CHANNEL
// One channel both sends and receives: a channel never hears its own messages, so a tab does
// not re-apply (and re-render) its own writes.
let channel: BroadcastChannel | null = null

function sharedChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  channel ??= new BroadcastChannel(CHANNEL_NAME)
  return channel
}

function broadcast(key: string, value: unknown): void {
  sharedChannel()?.postMessage({ key, value })
}

function readLocal(key: string): { found: boolean; value: unknown } {
  let text: string | null = null
  try {
    text = localStorage.getItem(key)
  } catch {
    return { found: false, value: undefined }
  }
  if (text === null) return { found: false, value: undefined }
  try {
    return { found: true, value: JSON.parse(text) }
  } catch {
    return { found: true, value: text } // older builds kept tokens as bare strings
  }
}

function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** Removes plain localStorage keys (drafts, the saved answers) that no persisted atom owns. */
export function forgetLocalKeys(keys: readonly string[]): void {
  for (const key of keys) removeLocal(key)
}

/** Keeps `entry`'s synchronous copy in step with `value` (none for an atom without one). */
function copyLocally(entry: Entry, value: unknown): void {
  if (!entry.localCopy) return
  if (value === null || value === undefined) return removeLocal(entry.localCopy)
  try {
    localStorage.setItem(entry.localCopy, JSON.stringify(value))
  } catch {
    // A copy is a shortcut: without it the early script reads IndexedDB, as before.
  }
}

/** Values written but not yet confirmed by IndexedDB, by key (see saveUnsavedLocally). */
const unsaved = new Map<string, unknown>()

async function save(entry: Entry, value: unknown): Promise<void> {
  unsaved.set(entry.key, value)
  try {
    if (value === null || value === undefined) await idbDel(entry.key)
    else await idbSet(entry.key, value)
    // A newer value still on its way keeps the copy a page going away left for it.
    if (unsaved.get(entry.key) === value) removeLocal(entry.key)
  } catch (idbError) {
    try {
      if (value === null || value === undefined) localStorage.removeItem(entry.key)
      else localStorage.setItem(entry.key, JSON.stringify(value))
    } catch {
      try {
        entry.onSaveError?.(idbError)
      } catch {
        // A failing reporter must not break later writes.
      }
    }
  } finally {
    if (unsaved.get(entry.key) === value) unsaved.delete(entry.key)
  }
}

/**
 * A page going away (another page loads, the tab closes, a phone freezes a hidden tab) aborts
 * the IndexedDB writes still under way, and a dish added to the cart just before would be lost.
 * Those values go to localStorage at once; the next start reads localStorage first and moves
 * them into IndexedDB (applyStored). A deletion under way is left as it is.
 */
export function saveUnsavedLocally(): void {
  for (const [key, value] of unsaved) {
    if (value === null || value === undefined) continue
    try {
      localStorage.setItem(key, JSON.stringify(value))
    } catch {
      // No storage left: nothing more can be kept.
    }
  }
}

whenPageMayGo(saveUnsavedLocally)

/** Resolves once every write made so far has reached storage (tests, and before a reload). */
let pending: Promise<unknown> = Promise.resolve()
export function persistedWritesSettled(): Promise<void> {
  return pending.then(() => undefined)
}

export type PersistedAtomOptions<T> = {
  /** Turns a stored value into a T, or undefined when it is not one (then `initial` is used). */
  decode: (raw: unknown) => T | undefined
  onSaveError?: (error: unknown) => void
  /**
   * A localStorage key that also holds the value (removed with it), for code that must read it
   * synchronously before the app has run: IndexedDB answers only once opened, 100–500 ms on a
   * phone. Copies and the value can differ only if a copy could not be written: its readers
   * must treat it as a hint.
   */
  localCopy?: string
}

export function persistedAtom<T>(key: string, initial: T, options: PersistedAtomOptions<T>): PersistedAtom<T> {
  // Vite's hot reload re-runs the defining module: the new atom takes the key over then.
  if (registry.has(key) && !import.meta.hot) throw new Error(`Two persisted atoms use the key "${key}".`)
  const base = atom<T>(initial)
  const entry: Entry = {
    key,
    base: base as PrimitiveAtom<unknown>,
    initial,
    decode: options.decode,
    onSaveError: options.onSaveError,
    localCopy: options.localCopy,
    loads: new WeakMap(),
  }
  registry.set(key, entry)
  const persisted = atom(
    (get) => get(base),
    (get, set, update: Update<T>) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(get(base)) : update
      set(base, next)
      copyLocally(entry, next)
      pending = Promise.all([pending, save(entry, next)])
      broadcast(key, next)
    },
  )
  persisted.debugLabel = key
  entryOfAtom.set(persisted, entry)
  return persisted
}

function applyRemote(store: AppStore, message: unknown): void {
  if (typeof message !== 'object' || message === null) return
  const { key, value } = message as { key?: unknown; value?: unknown }
  const entry = typeof key === 'string' ? registry.get(key) : undefined
  if (!entry) return
  const decoded = value === null || value === undefined ? undefined : entry.decode(value)
  store.set(entry.base, decoded === undefined ? entry.initial : decoded)
}

const HYDRATE_TIMEOUT_MS = 2000

function decodeStored(entry: Entry, raw: unknown): unknown {
  return raw === undefined || raw === null ? undefined : entry.decode(raw)
}

/** Reads `entries` from IndexedDB (every entry undefined if storage fails or is too slow). */
async function readStored(entries: Entry[]): Promise<unknown[]> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stored = await Promise.race([
    getMany(entries.map((entry) => entry.key)).catch(() => entries.map(() => undefined)),
    new Promise<undefined[]>((resolve) => {
      timer = setTimeout(() => resolve(entries.map(() => undefined)), HYDRATE_TIMEOUT_MS)
    }),
  ])
  clearTimeout(timer)
  return stored
}

/**
 * Sets what was read for `entries` into `store`. A localStorage value (an older build's, or the
 * fallback's) wins and moves into IndexedDB. `keep` says whether a value may be replaced.
 */
function applyStored(store: AppStore, entries: Entry[], stored: unknown[], keep: (entry: Entry) => boolean): void {
  entries.forEach((entry, index) => {
    if (keep(entry)) return
    const local = readLocal(entry.key)
    const fromLocal = local.found ? decodeStored(entry, local.value) : undefined
    // A localStorage value that does not decode must not wipe a good IndexedDB value.
    const decoded = fromLocal ?? decodeStored(entry, stored[index])
    if (decoded !== undefined) {
      store.set(entry.base, decoded)
      // A value an older build saved, or a copy that could not be written then. Nothing read
      // (IndexedDB too slow to answer) leaves a copy as it is.
      copyLocally(entry, decoded)
    }
    if (fromLocal !== undefined) pending = Promise.all([pending, save(entry, fromLocal)])
    else if (local.found) removeLocal(entry.key)
  })
}

/** Reads `entries` back from storage into `store`; `keep` says whether a value may be replaced. */
async function readBack(store: AppStore, entries: Entry[], keep: (entry: Entry) => boolean): Promise<void> {
  applyStored(store, entries, await readStored(entries), keep)
}

function listenToOtherTabs(store: AppStore): () => void {
  const listener = sharedChannel()
  if (!listener) return () => undefined
  const onMessage = (event: MessageEvent) => applyRemote(store, event.data)
  listener.addEventListener('message', onMessage)
  return () => listener.removeEventListener('message', onMessage)
}

/**
 * Reads every registered atom from storage into `store` and starts listening to other tabs.
 * Never rejects: unreadable storage means starting from the initial values.
 */
export async function hydratePersistedAtoms(store: AppStore = appStore): Promise<() => void> {
  const entries = [...registry.values()]
  const done = readBack(store, entries, () => false)
  for (const entry of entries) entry.loads.set(store, done)
  await done
  store.set(persistedStateReadAtom, true)
  return listenToOtherTabs(store)
}

/**
 * Reads every registered atom from storage but shows nothing yet: resolves to `apply`, which
 * sets the values read into `store` (all at once, so the caller can wrap it in a React
 * transition), marks the state read and starts listening to other tabs. For prerendered HTML:
 * React hydrates it with the store still as the build rendered it, and the shopper's values
 * come in afterwards, re-rendering only what reads them (nothing on a first visit, where every
 * value is the initial one). An atom written before `apply` (a tap meanwhile) keeps its value.
 * Later calls of `apply` do nothing. Never rejects.
 */
export async function readPersistedAtoms(store: AppStore = appStore): Promise<() => void> {
  const entries = [...registry.values()]
  const before = new Map(entries.map((entry) => [entry, store.get(entry.base)]))
  let applied: () => void = () => {}
  const done = new Promise<void>((resolve) => (applied = resolve))
  for (const entry of entries) entry.loads.set(store, done)
  const stored = await readStored(entries)
  let unlisten: (() => void) | undefined
  return () => {
    if (unlisten) return
    applyStored(store, entries, stored, (entry) => store.get(entry.base) !== before.get(entry))
    store.set(persistedStateReadAtom, true)
    unlisten = listenToOtherTabs(store)
    applied()
  }
}

/**
 * Reads one atom back from storage, for atoms defined after start (in a lazy route's code).
 * Resolves at once for an atom already read; a value written before the read-back ends is kept.
 * Never rejects.
 */
export function loadPersistedAtom<T>(persisted: PersistedAtom<T>, store: AppStore = appStore): Promise<void> {
  const entry = entryOfAtom.get(persisted)
  if (!entry) return Promise.resolve()
  let load = entry.loads.get(store)
  if (!load) {
    const before = store.get(entry.base)
    load = readBack(store, [entry], () => store.get(entry.base) !== before)
    entry.loads.set(store, load)
  }
  return load
}

/**
 * Removes `keys` from the device: a registered atom goes back to its initial value in `store`
 * (and in other tabs), and the stored copy is deleted from IndexedDB and localStorage whether
 * or not its atom was ever defined on this page (a lazy route's state may not be). Writes
 * already under way land first, so none of them brings a value back afterwards.
 */
export async function forgetPersistedKeys(keys: readonly string[], store: AppStore = appStore): Promise<void> {
  await persistedWritesSettled()
  for (const key of keys) {
    const entry = registry.get(key)
    if (entry) {
      store.set(entry.base, entry.initial)
      broadcast(key, null)
      copyLocally(entry, null)
    }
    removeLocal(key)
  }
  const deleted = delMany([...keys]).catch(() => undefined)
  pending = Promise.all([pending, deleted])
  await deleted
}

/** Forgets every persisted value (tests). */
export async function clearPersistedAtoms(store: AppStore = appStore): Promise<void> {
  const entries = [...registry.values()]
  for (const entry of entries) {
    store.set(entry.base, entry.initial)
    entry.loads = new WeakMap()
    removeLocal(entry.key)
    copyLocally(entry, null)
  }
  await delMany(entries.map((entry) => entry.key))
}
