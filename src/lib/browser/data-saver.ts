// Data saver: on when the shopper turns it on, or, until they choose, when the browser sends
// Save-Data. Read where it matters (the image box, the near-me page size) at render time, so
// nothing needs to run at start and no image starts downloading before it is known.
import { LOCAL_KEYS } from '@contract/storage'

export type DataSaverChoice = 'on' | 'off' | 'auto'
const DATA_SAVER_EVENT = 'gidideals:data-saver'

export function readChoice(): DataSaverChoice {
  try {
    const value = localStorage.getItem(LOCAL_KEYS.dataSaver)
    return value === 'on' || value === 'off' ? value : 'auto'
  } catch {
    return 'auto'
  }
}

type Connection = EventTarget & { saveData?: boolean }
const connection = (): Connection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: Connection }).connection

/** The browser's Save-Data signal. */
export const browserSavesData = (): boolean => connection()?.saveData === true

export const dataSaverOn = (choice: DataSaverChoice = readChoice()): boolean =>
  choice === 'on' || (choice === 'auto' && browserSavesData())

/** Tells every reader that the state may have changed. */
export function applyDataSaver(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DATA_SAVER_EVENT))
}

/** Saves the shopper's choice ('auto' follows the browser's Save-Data) and applies it at once. */
export function setDataSaverChoice(choice: DataSaverChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(LOCAL_KEYS.dataSaver)
    else localStorage.setItem(LOCAL_KEYS.dataSaver, choice)
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  applyDataSaver()
}

/** For useSyncExternalStore: changes made here, in another tab, or by the browser's setting. */
export function subscribeToDataSaver(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.dataSaver) listener()
  }
  const link = connection()
  window.addEventListener(DATA_SAVER_EVENT, listener)
  window.addEventListener('storage', onStorage)
  link?.addEventListener('change', listener)
  return () => {
    window.removeEventListener(DATA_SAVER_EVENT, listener)
    window.removeEventListener('storage', onStorage)
    link?.removeEventListener('change', listener)
  }
}
