import { useSyncExternalStore } from 'react'
import { currentInstallOffer, subscribeToInstallOffer, type InstallOffer } from './install-offer'

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribeToInstallOffer, currentInstallOffer, () => 'none')
}
