// A growing wait per key (an account): after `free` failures in a window, the next attempt
// must wait base × 2^(failures − free) after the last mark, never more than `maxMs`. Unlike a
// budget (rate-limit.ts) it never shuts a key for the whole window: whoever waits the
// announced time gets one more try. In memory and bounded, like the rate limiter;
// database-slowdown.ts is its twin in the database, for instances that share one.

export type SlowdownRule = { free: number; baseMs: number; maxMs: number; windowMs: number }

type Entry = { failures: number; windowEnd: number; markedAt: number }

export type Slowdown = ReturnType<typeof createSlowdown>

export function createSlowdown(options: { clock?: () => number; maxKeys?: number } = {}) {
  const clock = options.clock ?? Date.now
  const maxKeys = options.maxKeys ?? 100_000
  const entries = new Map<string, Entry>()

  function live(key: string): Entry | undefined {
    const entry = entries.get(key)
    if (entry && entry.windowEnd <= clock()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  function entryFor(key: string, rule: SlowdownRule): Entry {
    let entry = live(key)
    if (!entry) {
      if (entries.size >= maxKeys) {
        // The keys with the fewest failures go first: a flood of new keys (accounts tried once)
        // cannot push out the record of a campaign against one account.
        const fewest = [...entries].sort((a, b) => a[1].failures - b[1].failures)
        for (const [old] of fewest.slice(0, Math.max(1, Math.floor(maxKeys / 10)))) entries.delete(old)
      }
      entry = { failures: 0, windowEnd: clock() + rule.windowMs, markedAt: 0 }
      entries.set(key, entry)
    }
    return entry
  }

  /** The wait the rule asks after `failures` failures. */
  function delayAfter(failures: number, rule: SlowdownRule): number {
    if (failures < rule.free) return 0
    return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(30, failures - rule.free))
  }

  return {
    delayAfter,
    /** Milliseconds before the next attempt under `key` may go ahead; 0: now. */
    wait(key: string, rule: SlowdownRule): number {
      const entry = live(key)
      if (!entry) return 0
      return Math.max(0, entry.markedAt + delayAfter(entry.failures, rule) - clock())
    },
    /**
     * Counts one failure (and, with `mark`, starts the wait from now). Returns what undoes it,
     * for a failure counted before its outcome was known (../auth/login-guard.ts): the count and the
     * mark go back to what they were, and nothing else about the key changes.
     */
    fail(key: string, rule: SlowdownRule, mark = true): () => void {
      const entry = entryFor(key, rule)
      const markedBefore = entry.markedAt
      entry.failures += 1
      if (mark) entry.markedAt = clock()
      return () => {
        if (entries.get(key) !== entry) return
        entry.failures = Math.max(0, entry.failures - 1)
        entry.markedAt = markedBefore
      }
    },
    /** Starts the wait from now without counting a failure (e.g. a new code was sent). */
    mark(key: string, rule: SlowdownRule): void {
      entryFor(key, rule).markedAt = clock()
    },
    failures(key: string): number {
      return live(key)?.failures ?? 0
    },
    clear(key: string): void {
      entries.delete(key)
    },
  }
}
