// A form's draft kept in localStorage, so a reload, a dropped tab or a lost connection never
// loses what the shopper typed. Storage can be missing, full, refused (private mode) or hold
// something an older build wrote: none of that may break the form, so nothing here throws.

export type DraftStorage<T> = {
  /** The saved draft as `decode` reads it, or `empty` when there is none or it is unreadable. */
  read(): T
  /** Saves the draft; a blank one (see `isBlank`) is removed instead. */
  write(draft: T): void
  clear(): void
}

type Options<T> = {
  /** What a form starts from when nothing is saved. */
  empty: T
  /** Turns whatever is stored (any JSON value) into a draft; may throw on nonsense. */
  decode: (stored: unknown) => T
  /** A draft not worth keeping: nothing typed yet, or just sent. */
  isBlank?: (draft: T) => boolean
}

export function draftStorage<T>(key: string, { empty, decode, isBlank }: Options<T>): DraftStorage<T> {
  function clear() {
    try {
      localStorage.removeItem(key)
    } catch {
      // No storage to clear.
    }
  }
  return {
    read() {
      try {
        const stored = localStorage.getItem(key)
        return stored === null ? empty : decode(JSON.parse(stored))
      } catch {
        return empty
      }
    },
    write(draft) {
      if (isBlank?.(draft)) {
        clear()
        return
      }
      try {
        localStorage.setItem(key, JSON.stringify(draft))
      } catch {
        // Storage full or refused: the draft lives on in memory for this visit.
      }
    },
    clear,
  }
}

/** `empty` with each of its fields taken from `stored` where that holds a string: for decoders. */
export function stringFields<T extends Record<string, string>>(stored: unknown, empty: T): T {
  const draft = { ...empty }
  if (typeof stored !== 'object' || stored === null) return draft
  const saved = stored as Record<string, unknown>
  for (const field of Object.keys(draft) as Array<keyof T>) {
    const value = saved[field as string]
    if (typeof value === 'string') draft[field] = value as T[keyof T]
  }
  return draft
}
