import { del as idbDel, getMany, set as idbSet } from 'idb-keyval'
import { whenPageMayGo } from '@/lib/lifecycle/page-leaving'

// Where a persisted atom's value lives (persisted-atom.ts): IndexedDB, with localStorage as the
// fallback when IndexedDB refuses a write, as the place a page going away leaves the writes still
// under way, and as the synchronous copy some atoms keep for the early script.

/** A persisted value's key, where its synchronous copy goes, and who hears of a write both stores refused. */
export type StoredKey = { key: string; localCopy?: string; onSaveError?: (error: unknown) => void }

export function readLocal(key: string): { found: boolean; value: unknown } {
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

export function removeLocal(key: string): void {
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
export function copyLocally(entry: StoredKey, value: unknown): void {
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

/**
 * Writes `value` to IndexedDB (a null or undefined one deletes the key), else to localStorage; if both refuse, the
 * entry's `onSaveError` is told.
 */
export async function save(entry: StoredKey, value: unknown): Promise<void> {
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

const HYDRATE_TIMEOUT_MS = 2000

/** Reads `entries` from IndexedDB (every entry undefined if storage fails or is too slow). */
export async function readStored(entries: StoredKey[]): Promise<unknown[]> {
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
