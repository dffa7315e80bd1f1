import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine

/** Whether the browser thinks it has a connection (false is reliable; true may still fail). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
