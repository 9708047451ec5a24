// The consumer with Latch: every import of Latch by package name, as an app that installed it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createLatch, LatchError } from 'latch'
import { ConnectButton, LatchProvider, useLatchState } from 'latch/react'
import { latchWagmiConfig } from 'latch/wagmi'
import 'latch/style.css'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import { localChain, localChainB, services } from './env'

// One network list (issue 33): viem chains, given to Latch; wagmi's config is made from Latch's.
const latch = createLatch({
  projectId: 'latch-consumer',
  networks: [localChain, localChainB],
  metadata: { name: 'Latch consumer', description: 'Latch installed from its tarball', url: location.origin, icons: [] },
  services,
})

// The wallet is reached only through Latch, never by wagmi's own EIP-6963 discovery (latchWagmiConfig's default).
const config = latchWagmiConfig(latch)
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
