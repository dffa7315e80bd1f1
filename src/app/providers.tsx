import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode }

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </JotaiProvider>
  )
}
