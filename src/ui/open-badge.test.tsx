import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noteServerNow } from '@/lib/format/server-clock'
import { OpenBadge } from './open-badge'

// docs/decisions.md#money: the server owns opening hours. Once an answer has said what the server's clock
// reads, "Open now" and "Closed" are read against it, not against a phone whose clock is wrong.

const HOURS = 'Daily 8am – 10pm'
/** Tuesday noon in Lagos, on the server. */
const SERVER_NOON = Date.parse('2026-11-24T12:00:00+01:00')

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => {
  // Back to no correction for the next test.
  noteServerNow(Date.now())
  vi.useRealTimers()
})

describe('the open badge on a phone whose clock is wrong', () => {
  it("a phone set to 3:30 am says Open now at the server's noon", () => {
    vi.setSystemTime(new Date('2026-11-24T03:30:00+01:00'))
    render(<OpenBadge hours={HOURS} />)
    expect(screen.getByText('Closed')).toBeInTheDocument()
    act(() => noteServerNow(SERVER_NOON))
    expect(screen.getByText('Open now')).toBeInTheDocument()
    expect(screen.queryByText('Closed')).toBeNull()
  })

  it("a phone set to noon says Closed at the server's 11:30 pm", () => {
    vi.setSystemTime(new Date(SERVER_NOON))
    noteServerNow(Date.parse('2026-11-24T23:30:00+01:00'))
    render(<OpenBadge hours={HOURS} />)
    expect(screen.getByText('Closed')).toBeInTheDocument()
  })

  it('a gap of a minute is the network, not a wrong clock: the phone stands', () => {
    vi.setSystemTime(new Date('2026-11-24T21:59:30+01:00'))
    noteServerNow(Date.parse('2026-11-24T22:00:30+01:00'))
    render(<OpenBadge hours={HOURS} />)
    expect(screen.getByText('Closes 10 pm')).toBeInTheDocument()
  })
})
