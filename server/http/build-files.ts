// What the server reads of the built app (dist/) besides the files it sends: a file's size and
// modification time, and the JSON tables the build writes (the prerendered pages' routes, the CSP
// hashes). Every read is asynchronous: nothing on the request path blocks.
import { readFile, stat } from 'node:fs/promises'

/** A file of the build to send: where it is, the path its caching is decided by, and its version. */
export type BuildFile = {
  file: string
  /** The URL path the file stands for (`/index.html` for the shell), which sets its caching. */
  path: string
  mtime: number
  size: number
  /** Its fill, when it is a prerendered page the server writes into (contract/first-load.ts). */
  shared?: string
}

/** The file's modification time and size, or null when there is no such file (or it is a folder). */
export async function fileStat(file: string): Promise<{ mtime: number; size: number } | null> {
  try {
    const info = await stat(file)
    return info.isFile() ? { mtime: info.mtimeMs, size: info.size } : null
  } catch {
    return null
  }
}

/**
 * A JSON file the build writes, parsed once and again only when a new build replaces it (its
 * modification time is looked at once a second at most, asynchronously; callers in that second
 * share the look). `empty` while there is none. The same value is returned until the file changes.
 */
export function buildJsonFile<T>(file: string, empty: T, parse: (raw: unknown) => T): () => Promise<T> {
  let cached = { mtime: -1, value: empty }
  let checked = Number.NEGATIVE_INFINITY
  let checking: Promise<T> | undefined
  async function check(): Promise<T> {
    try {
      const { mtimeMs } = await stat(file)
      if (mtimeMs !== cached.mtime) cached = { mtime: mtimeMs, value: parse(JSON.parse(await readFile(file, 'utf8'))) }
    } catch {
      cached = { mtime: -1, value: empty }
    }
    return cached.value
  }
  return () => {
    const now = Date.now()
    if (now - checked < 1000) return checking ?? Promise.resolve(cached.value)
    checked = now
    const current = check().finally(() => {
      if (checking === current) checking = undefined
    })
    checking = current
    return current
  }
}
