import { describe, expect, it } from 'vitest'
import { eventNames } from './order-events'

describe('reading the order events stream', () => {
  it('names the events of complete blocks, keeps an unfinished one, and skips comments', () => {
    expect(eventNames('event: ready\ndata: 3\n\n: keep-alive\n\nevent: orders\ndata: 4\n\nevent: ord')).toEqual({
      names: ['ready', 'orders'],
      rest: 'event: ord',
    })
    expect(eventNames('event:orders\r\ndata: 5\r\n\r\n')).toEqual({ names: ['orders'], rest: '' })
    expect(eventNames('data: 1')).toEqual({ names: [], rest: 'data: 1' })
  })
})
