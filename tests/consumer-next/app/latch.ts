// The app's Latch and its wagmi config: the one place that knows Latch's setup API. Module scope, so one Latch per
// browser page; Next also evaluates this module on the server to render the client components, where createLatch
// starts closed and disconnected (no window needed).
import { createLatch } from 'latch'
import { latchConnector } from 'latch/wagmi'
import { createConfig, http } from 'wagmi'
import { chainBUrl, chainUrl, localChain, localChainB, services } from './env'

export const latch = createLatch({
  projectId: 'latch-consumer-next',
  networks: [
    { caipNetworkId: 'eip155:31337', name: localChain.name, nativeCurrency: localChain.nativeCurrency, rpcUrl: chainUrl, testnet: true },
    { caipNetworkId: 'eip155:31338', name: localChainB.name, nativeCurrency: localChainB.nativeCurrency, rpcUrl: chainBUrl, testnet: true },
  ],
  metadata: { name: 'Latch consumer (Next.js)', description: 'Latch installed from its tarball', url: typeof window === 'undefined' ? undefined : window.location.origin, icons: [] },
  services,
})

export const wagmiConfig = createConfig({
  chains: [localChain, localChainB],
  connectors: [latchConnector(latch)],
  // The wallet is reached only through Latch, never by wagmi's own EIP-6963 discovery.
  multiInjectedProviderDiscovery: false,
  ssr: true,
  transports: { [localChain.id]: http(chainUrl), [localChainB.id]: http(chainBUrl) },
})
