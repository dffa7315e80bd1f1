import { useCallback, useSyncExternalStore } from 'react'
import {
  browserSavesData,
  dataSaverOn,
  readChoice,
  setDataSaverChoice,
  subscribeToDataSaver,
  type DataSaverChoice,
} from '@/lib/browser/data-saver'

const snapshot = () => `${readChoice()}:${browserSavesData() ? 1 : 0}`

/** Whether the app saves data now, why, and a way to change it. */
export function useDataSaver() {
  const state = useSyncExternalStore(subscribeToDataSaver, snapshot, () => 'auto:0')
  const [choice, browser] = state.split(':') as [DataSaverChoice, string]
  const setChoice = useCallback((next: DataSaverChoice) => setDataSaverChoice(next), [])
  return { on: dataSaverOn(choice), choice, browserSavesData: browser === '1', setChoice }
}
