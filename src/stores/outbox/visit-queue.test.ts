import { describe, expect, it } from 'vitest'
import { decodeVisits, dueVisits, NO_VISITS, VISIT_MS, visited, visitRescheduled, withoutVisit } from './visit-queue'

const ids = () => {
  let n = 0
  return () => `visit-${++n}`
}

describe('visited', () => {
  it('queues one visit per store per half hour, however often the store front opens', () => {
    const newId = ids()
    let visits = visited(NO_VISITS, 16, 1_000, newId)
    visits = visited(visits, 16, 2_000, newId)
    visits = visited(visits, 16, 1_000 + VISIT_MS - 1, newId)
    expect(visits.queue).toEqual([{ id: 'visit-1', storeId: 16, at: 1_000, attempts: 0, nextAttemptAt: 1_000 }])
    // Each look keeps the visit going: half an hour after the last one, it is a new visit.
    visits = visited(visits, 16, 1_000 + 2 * VISIT_MS, newId)
    expect(visits.queue.map((entry) => entry.id)).toEqual(['visit-1', 'visit-2'])
  })

  it('counts visits to different stores apart, and forgets stores not seen for half an hour', () => {
    const newId = ids()
    let visits = visited(NO_VISITS, 16, 0, newId)
    visits = visited(visits, 17, 10, newId)
    expect(visits.queue.map((entry) => entry.storeId)).toEqual([16, 17])
    visits = visited(visits, 18, VISIT_MS + 5, newId)
    expect(Object.keys(visits.seen).sort()).toEqual(['17', '18'])
  })

  it('counts a visit again once the earlier one was sent (the queue empties, the visit is remembered)', () => {
    const newId = ids()
    const sent = withoutVisit(visited(NO_VISITS, 16, 0, newId), 'visit-1')
    expect(visited(sent, 16, 60_000, newId).queue).toEqual([])
  })
})

describe('sending', () => {
  it('offers the visits that are due, and backs one off', () => {
    const newId = ids()
    let visits = visited(visited(NO_VISITS, 16, 0, newId), 17, 0, newId)
    visits = visitRescheduled(visits, 'visit-1', 5_000)
    expect(dueVisits(visits, 1_000).map((entry) => entry.id)).toEqual(['visit-2'])
    expect(dueVisits(visits, 5_000).map((entry) => entry.id)).toEqual(['visit-1', 'visit-2'])
    expect(visits.queue[0]?.attempts).toBe(1)
  })
})

describe('decodeVisits', () => {
  it('keeps well-formed entries and times, and drops the rest', () => {
    const entry = { id: 'a', storeId: 16, at: 1, attempts: 0, nextAttemptAt: 1 }
    expect(decodeVisits({ queue: [entry, { id: 'b' }, null], seen: { 16: 1, 17: 'x' } })).toEqual({
      queue: [entry],
      seen: { 16: 1 },
    })
    expect(decodeVisits('junk')).toBeUndefined()
    expect(decodeVisits({ queue: 'x', seen: {} })).toBeUndefined()
  })
})
