// Where rate-limit budgets and slow-downs are kept: in this process (memory, here), or in the
// database so that every instance behind a load balancer spends one budget (database-limits.ts;
// docs/decisions.md#scale). Both stores answer the same asynchronous interface.
import { tooManyAttempts, type createRateLimiter, type LimitResult, type Rule } from './rate-limit'
import type { createSlowdown, SlowdownRule } from './slowdown'

export type Budget = readonly [key: string, rule: Rule]

export type LimitsStore = 'memory' | 'database'

/**
 * LIMITS_STORE: `database` shares budgets with every process on the database (needed for several
 * processes on one SQLite file; PostgreSQL's default), `memory` keeps them in the process
 * (SQLite's default). Unset: undefined, the engine's default.
 */
export function limitsStoreSetting(value: string | undefined): LimitsStore | undefined {
  if (!value) return undefined
  if (value === 'memory' || value === 'database') return value
  throw new Error(`LIMITS_STORE must be "memory" or "database", not "${value}".`)
}

export interface Limiter {
  /**
   * Counts one attempt against every budget, or against none when any of them is spent (then the
   * answer carries the longest wait).
   */
  hit(...budgets: Budget[]): Promise<LimitResult>
  /** hit(), with the product's 429 (and Retry-After) when a budget is spent. */
  take(...budgets: Budget[]): Promise<void>
  /** Is there budget left under `key`? Counts nothing. */
  check(key: string, rule: Rule): Promise<LimitResult>
  /** Gives back one attempt counted under `key` (a check that turned out not to spend it). */
  refund(key: string): Promise<void>
  /** How many attempts `key` has used in its current window. */
  count(key: string): Promise<number>
  clear(key: string): Promise<void>
}

/** A failure counted by a slowdown, or the wait that refused it. */
export type SlowdownAttempt = { waitMs: 0; undo: () => Promise<void> } | { waitMs: number; undo?: undefined }

export interface SharedSlowdown {
  /**
   * Counts one failure under `key` and starts its wait from now, unless the wait the earlier
   * failures asked has not passed yet (then nothing is counted and the answer says how long is
   * left). `force`: count it whatever the wait (a device the account logged in from before).
   * `undo` gives the failure back (a login that turned out right).
   */
  attempt(key: string, rule: SlowdownRule, options?: { force?: boolean }): Promise<SlowdownAttempt>
  failures(key: string): Promise<number>
}

export const longestWait = (results: LimitResult[]): LimitResult => {
  let wait = 0
  for (const result of results) if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds)
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true }
}

export async function takeOrThrow(limiter: Pick<Limiter, 'hit'>, budgets: Budget[]): Promise<void> {
  const result = await limiter.hit(...budgets)
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds)
}

/** One process's budgets (rate-limit.ts): SQLite's default, where one process serves. */
export function memoryLimiter(memory: ReturnType<typeof createRateLimiter>): Limiter {
  const limiter: Limiter = {
    // Checks and hits in one synchronous step: no other request runs between them.
    hit: async (...budgets) => {
      const refused = longestWait(budgets.map(([key, rule]) => memory.check(key, rule)))
      if (!refused.allowed) return refused
      for (const [key, rule] of budgets) memory.hit(key, rule)
      return { allowed: true }
    },
    take: (...budgets) => takeOrThrow(limiter, budgets),
    check: async (key, rule) => memory.check(key, rule),
    refund: async (key) => memory.refund(key),
    count: async (key) => memory.count(key),
    clear: async (key) => memory.clear(key),
  }
  return limiter
}

export function memorySlowdown(memory: ReturnType<typeof createSlowdown>): SharedSlowdown {
  return {
    attempt: async (key, rule, options = {}) => {
      const waitMs = options.force ? 0 : memory.wait(key, rule)
      if (waitMs > 0) return { waitMs }
      const undo = memory.fail(key, rule)
      return { waitMs: 0, undo: async () => undo() }
    },
    failures: async (key) => memory.failures(key),
  }
}
