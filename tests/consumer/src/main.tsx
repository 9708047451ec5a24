// The consumer with Latch: every import of Latch by package name, as an app that installed it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createLatch, LatchError } from 'latch'
import { ConnectButton, LatchProvider, useLatchState } from 'latch/react'
import { latchConnector } from 'latch/wagmi'
import 'latch/style.css'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { App } from './App'
import { chainBUrl, chainUrl, localChain, localChainB, services } from './env'

const latch = createLatch({
  projectId: 'latch-consumer',
  networks: [
    { caipNetworkId: 'eip155:31337', name: 'Local chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: chainUrl, testnet: true },
    { caipNetworkId: 'eip155:31338', name: 'Local chain B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: chainBUrl, testnet: true },
  ],
  metadata: { name: 'Latch consumer', description: 'Latch installed from its tarball', url: location.origin, icons: [] },
  services,
})

const config = createConfig({
  chains: [localChain, localChainB],
  connectors: [latchConnector(latch)],
  // The wallet is reached only through Latch, never by wagmi's own EIP-6963 discovery.
  multiInjectedProviderDiscovery: false,
  transports: { [localChain.id]: http(chainUrl), [localChainB.id]: http(chainBUrl) },
})
const queryClient = new QueryClient()

function LatchStatus() {
  const state = useLatchState()
  return (
    <p>
      Latch: <output data-testid="latch-status">{state.status}</output> <output data-testid="latch-open">{String(state.open)}</output>
    </p>
  )
}

// Exposed for the e2e test and the console, not used by the app.
Object.assign(window, { latch, LatchError, reactVersion: version })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>
          <App connector={config.connectors[0]} />
          <LatchStatus />
          <ConnectButton />
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
