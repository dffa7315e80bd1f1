import { atom, createStore, type PrimitiveAtom, type WritableAtom } from 'jotai'
import { delMany } from 'idb-keyval'
import { copyLocally, readLocal, readStored, removeLocal, save, type StoredKey } from './persisted-storage'
import { broadcast, listenToOtherTabs } from './persisted-tabs'

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
 * - Every write is broadcast, so other tabs show the change (persisted-tabs.ts).
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

type Entry = StoredKey & {
  base: PrimitiveAtom<unknown>
  initial: unknown
  decode: (raw: unknown) => unknown
  /** Per store: the read-back of this atom, once started. */
  loads: WeakMap<AppStore, Promise<void>>
}

const registry = new Map<string, Entry>()
const entryOfAtom = new WeakMap<object, Entry>()

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

/** Another tab wrote `key`: its atom in `store` shows the value (or its initial one, once removed). */
function applyRemote(store: AppStore, key: string, value: unknown): void {
  const entry = registry.get(key)
  if (!entry) return
  const decoded = value === null || value === undefined ? undefined : entry.decode(value)
  store.set(entry.base, decoded === undefined ? entry.initial : decoded)
}

function decodeStored(entry: Entry, raw: unknown): unknown {
  return raw === undefined || raw === null ? undefined : entry.decode(raw)
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
  return listenToOtherTabs((key, value) => applyRemote(store, key, value))
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
    unlisten = listenToOtherTabs((key, value) => applyRemote(store, key, value))
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
