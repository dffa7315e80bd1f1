import { useCallback, useEffect, useState } from 'react'

/** Seconds before another code may be asked for: the mail can take a moment on a slow network. */
export const RESEND_SECONDS = 30

/** Seconds left before a code may be asked for again; `start` begins a new wait. */
export function useCooldown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0))
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (until <= Date.now()) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= until) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])

  const start = useCallback((seconds: number) => {
    const started = Date.now()
    setNow(started)
    setUntil(started + seconds * 1000)
  }, [])

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start }
}
