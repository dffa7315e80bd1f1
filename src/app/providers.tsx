import { useState, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { Provider as JotaiProvider } from 'jotai'
import { appStore } from '@/lib/persisted-atom'
import { queryPersistOptions } from './query-client'

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode }

/** The app's one jotai store (hydrated before render) and the persisted query cache. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // One persister for the app's life (it listens for the page being hidden).
  const [persistOptions] = useState(queryPersistOptions)
  return (
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {children}
      </PersistQueryClientProvider>
    </JotaiProvider>
  )
}
