// The app's Latch and its wagmi config, from one network list (issue 33): viem chains given to Latch, wagmi's config
// made from Latch's. Module scope, so one Latch per browser page; Next also evaluates this module on the server to
// render the client components, where createLatch starts closed and disconnected (no window needed).
import { createLatch } from 'latch'
import { latchWagmiConfig } from 'latch/wagmi'
import { localChain, localChainB, services } from './env'

export const latch = createLatch({
  projectId: 'latch-consumer-next',
  networks: [localChain, localChainB],
  metadata: { name: 'Latch consumer (Next.js)', description: 'Latch installed from its tarball', url: typeof window === 'undefined' ? undefined : window.location.origin, icons: [] },
  services,
})

export const wagmiConfig = latchWagmiConfig(latch, { ssr: true })
