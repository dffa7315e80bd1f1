import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeNotLoaded, loadUntilArrived, untilNextTry } from './code-arrival'

const notArrived = () =>
  new TypeError('Failed to fetch dynamically imported module: https://gidideals.ng/assets/data-x1.js')

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('codeNotLoaded', () => {
  it("knows each browser's words for a module that did not arrive, and nothing else", () => {
    expect(codeNotLoaded(notArrived())).toBe(true)
    expect(codeNotLoaded(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(codeNotLoaded(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(codeNotLoaded(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(codeNotLoaded('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('loadUntilArrived', () => {
  it('asks again while the code does not arrive, waiting longer after each failure, and gives what came', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(notArrived())
      .mockRejectedValueOnce(notArrived())
      .mockResolvedValue('the module')
    const waits: number[] = []
    const loaded = await loadUntilArrived(load, async (failures) => void waits.push(failures))
    expect(loaded).toBe('the module')
    expect(load).toHaveBeenCalledTimes(3)
    expect(waits).toEqual([1, 2])
  })

  it('throws at once an error of code that came and ran (asking again would run it again)', async () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'x')")
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(thrown)
    const wait = vi.fn(async () => {})
    await expect(loadUntilArrived(load, wait)).rejects.toBe(thrown)
    expect(load).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })
})

describe('untilNextTry', () => {
  it('waits 1, 2, 4 … s after each failure in a row, at most 30 s', async () => {
    vi.useFakeTimers()
    for (const [failures, ms] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [6, 30_000],
      [12, 30_000],
    ] as const) {
      let done = false
      void untilNextTry(failures).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(ms - 1)
      expect(done, `${failures} failures, before ${ms} ms`).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(done, `${failures} failures, at ${ms} ms`).toBe(true)
    }
  })

  it('offline, waits for the browser to be online first', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    let done = false
    void untilNextTry(1).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(done).toBe(false)
    dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(done).toBe(true)
  })
})
