/** Calls `fn` at most once per `ms`, always with the latest arguments (leading and trailing). */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: Args | undefined
  const throttled = (...args: Args) => {
    const now = Date.now()
    const wait = last + ms - now
    if (wait <= 0) {
      last = now
      fn(...args)
      return
    }
    pending = args
    timer ??= setTimeout(() => {
      timer = undefined
      last = Date.now()
      if (pending) fn(...pending)
      pending = undefined
    }, wait)
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
