import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { networkQuiet, type ResourceWatch } from './network-quiet'

/** A page's fetches, driven by the test: `finish()` is a resource that finished loading. */
function fakeNetwork() {
  let listener: (() => void) | undefined
  let stopped = false
  const watch: ResourceWatch = (onResource) => {
    listener = onResource
    return () => {
      stopped = true
    }
  }
  return { watch, finish: () => listener?.(), stopped: () => stopped }
}

describe('networkQuiet (when a first visit registers its service worker)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for a quiet period with no fetch, and starts it again at every fetch', async () => {
    const network = fakeNetwork()
    let quiet = false
    void networkQuiet({ quietMs: 2000, maxMs: 60_000 }, network.watch).then(() => (quiet = true))
    await vi.advanceTimersByTimeAsync(1500)
    network.finish() // a picture below the fold arrives
    await vi.advanceTimersByTimeAsync(1500)
    expect(quiet).toBe(false)
    await vi.advanceTimersByTimeAsync(600)
    expect(quiet).toBe(true)
    expect(network.stopped()).toBe(true)
  })

  it('gives up waiting after maxMs on a page that never stops fetching', async () => {
    const network = fakeNetwork()
    let quiet = false
    void networkQuiet({ quietMs: 2000, maxMs: 10_000 }, network.watch).then(() => (quiet = true))
    for (let elapsed = 0; elapsed < 9000; elapsed += 1000) {
      await vi.advanceTimersByTimeAsync(1000)
      network.finish() // a poll every second
    }
    expect(quiet).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(quiet).toBe(true)
  })
})
