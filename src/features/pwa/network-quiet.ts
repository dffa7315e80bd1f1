/**
 * Resolves once the page has fetched nothing for `quietMs` (no resource finished loading), or
 * after `maxMs` at the latest (a page that polls is never quiet). The service worker's precache
 * waits for this on a first visit, so its ~90 files never share the line with the first
 * screen's own answers and pictures.
 */
export type ResourceWatch = (onResource: () => void) => () => void

/** Every finished fetch of the page (scripts, pictures, API answers), from the Resource Timing API. */
export const watchResources: ResourceWatch = (onResource) => {
  if (typeof PerformanceObserver === 'undefined') return () => {}
  const observer = new PerformanceObserver(() => onResource())
  try {
    observer.observe({ type: 'resource' })
  } catch {
    return () => {} // no Resource Timing: the quiet period alone decides
  }
  return () => observer.disconnect()
}

export function networkQuiet(
  { quietMs, maxMs }: { quietMs: number; maxMs: number },
  watch: ResourceWatch = watchResources,
): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      clearTimeout(quiet)
      clearTimeout(cap)
      stop()
      resolve()
    }
    const restart = () => {
      clearTimeout(quiet)
      quiet = setTimeout(done, quietMs)
    }
    const cap = setTimeout(done, maxMs)
    const stop = watch(restart)
    restart()
  })
}
