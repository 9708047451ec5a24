'use client'
// Client providers: wagmi, react-query (one client per browser, one per request on the server) and Latch, whose
// provider mounts the modal. latch/react has no 'use client' of its own: import it from client modules like this one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { LatchProvider } from 'latch/react'
import { useState, type ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { latch, wagmiConfig } from '../latch'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>{children}</LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
