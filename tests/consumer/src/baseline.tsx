// The floor of the size gate: the same app with wagmi and react-query but without Latch (no createLatch, no
// connector, no provider, no button, no stylesheet).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { App } from './App'
import { chainBUrl, chainUrl, localChain, localChainB } from './env'

const config = createConfig({
  chains: [localChain, localChainB],
  connectors: [],
  multiInjectedProviderDiscovery: false,
  transports: { [localChain.id]: http(chainUrl), [localChainB.id]: http(chainBUrl) },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App connector={undefined} />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
