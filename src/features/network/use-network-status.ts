import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { ApiError } from '@/api/errors'

function subscribeToOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** What the browser says. It says "online" on a network that reaches nothing. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToOnline,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * Whether the last request answered: true after a query fails for want of an answer (an
 * ApiError of kind 'network'), false again after the next query succeeds.
 */
export function useRequestsFailing(): boolean {
  const client = useQueryClient()
  const [failing, setFailing] = useState(false)
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return
        if (event.action.type === 'success') setFailing(false)
        else if (
          (event.action.type === 'error' || event.action.type === 'failed') &&
          event.action.error instanceof ApiError
        )
          setFailing(event.action.error.kind === 'network')
      }),
    [client],
  )
  return failing
}
