'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { chainBUrl, chainUrl, localChain, localChainB } from '../env'

const wagmiConfig = createConfig({
  chains: [localChain, localChainB],
  connectors: [],
  multiInjectedProviderDiscovery: false,
  ssr: true,
  transports: { [localChain.id]: http(chainUrl), [localChainB.id]: http(chainBUrl) },
})

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
