import { useCallback, useEffect, useState } from 'react'
import { messageOf } from '@/api/errors'

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

/**
 * Asking for another emailed code: held back for RESEND_SECONDS after each one (and after the
 * one the previous step sent, when `justSent`); remembers where the new one went.
 */
export function useCodeResend(justSent: boolean, send: (email: string) => Promise<unknown>, failure: string) {
  const cooldown = useCooldown(justSent ? RESEND_SECONDS : 0)
  const [resentTo, setResentTo] = useState<string | null>(null)

  /** Sends a new code to `email`; the message to show when that fails, or null. */
  async function resend(email: string): Promise<string | null> {
    setResentTo(null)
    try {
      await send(email)
      setResentTo(email)
      cooldown.start(RESEND_SECONDS)
      return null
    } catch (error) {
      return messageOf(error, failure)
    }
  }

  return { remaining: cooldown.remaining, resentTo, resend, forget: () => setResentTo(null) }
}
