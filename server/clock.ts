// The server's clock. Money depends on time (a deal's days, a store's opening hours), so tests
// and demos must be able to say what time it is: GIDIDEALS_NOW starts the clock at an instant
// (e.g. 2026-11-23T22:30:00Z, a Monday night in Lagos) and it runs forward from there.

/** A clock that reads `start` when made and runs at real speed; Date.now without a start. */
export function startClock(start: string | undefined, realNow: () => number = Date.now): () => number {
  if (start === undefined || start.trim() === '') return realNow
  const startMs = Date.parse(start)
  // Only a full instant: a bare date or a local time would mean a different moment per machine.
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(start.trim()) || !Number.isFinite(startMs))
    throw new Error(`GIDIDEALS_NOW must be an ISO instant such as 2026-11-23T22:30:00Z, not ${JSON.stringify(start)}.`)
  const startedAt = realNow()
  return () => startMs + (realNow() - startedAt)
}
