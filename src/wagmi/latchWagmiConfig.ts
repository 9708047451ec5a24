// One network list (issue 33): the app names its networks once, in createLatch, and wagmi's config is made from
// them, as RainbowKit's getDefaultConfig does: the EVM networks as wagmi chains (a viem chain the app gave is handed
// over as it was, contracts and formatters included), each read over the very RPC Latch reads it through, and
// Latch's connector as wagmi's only way to a wallet.
import { createConfig, http, type Config, type CreateConfigParameters, type Transport } from 'wagmi'
import type { Chain } from 'viem'
import type { Latch } from '../system/latch.types'
import { latchConnector, type LatchConnectorParameters } from './latchConnector'

/** What the config reads of a Latch: any `Latch` from createLatch fits. */
export type LatchWagmiTarget = Pick<Latch, 'getProvider' | 'disconnect' | 'rpcUrl'> & {
  readonly config: Pick<Latch['config'], 'networks' | 'networkEntries'>
}

type Chains = readonly [Chain, ...Chain[]]

/** Everything of wagmi's createConfig but what Latch decides (chains, transports, connectors), plus the connector's
 * own parameters. */
export type LatchWagmiParameters = Omit<CreateConfigParameters<Chains, Record<number, Transport>>, 'chains' | 'transports' | 'connectors' | 'client'> & {
  /** The Latch connector's id and name in wagmi. */
  connector?: LatchConnectorParameters
}

/** The app's EVM networks as wagmi chains, in the order the app gave them. */
export function latchChains(latch: Pick<LatchWagmiTarget, 'config' | 'rpcUrl'>): Chain[] {
  return latch.config.networkEntries.flatMap((entry): Chain[] => {
    const caipNetworkId = typeof entry === 'string' ? entry : entry.caipNetworkId
    const [namespace, reference] = caipNetworkId.split(':')
    if (namespace !== 'eip155') return []
    if (typeof entry !== 'string' && entry.chain) return [entry.chain as Chain]
    // An id or a network object: the fields wagmi reads (its transports use this very RPC URL).
    const object = typeof entry === 'string' ? undefined : entry
    return [
      {
        id: Number(reference),
        name: object?.name ?? caipNetworkId,
        nativeCurrency: object?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [latch.rpcUrl(caipNetworkId as Latch['config']['networks'][number])!] } },
        testnet: object?.testnet,
      },
    ]
  })
}

/** A wagmi config made from Latch's networks: wagmi reaches wallets only through Latch's modal (its own EIP-6963
 * discovery is off unless `multiInjectedProviderDiscovery: true`).
 * @example
 * const latch = createLatch({ networks: [mainnet, base] })
 * const config = latchWagmiConfig(latch, { ssr: true })
 * // <WagmiProvider config={config}> … */
export function latchWagmiConfig(latch: LatchWagmiTarget, parameters: LatchWagmiParameters = {}): Config<Chains, Record<number, Transport>> {
  const { connector, ...rest } = parameters
  const chains = latchChains(latch)
  const [first, ...others] = chains
  if (!first) throw new Error('latchWagmiConfig: createLatch({ networks }) has no EVM network (an eip155 id or a viem chain), and wagmi needs one')
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...rest,
    chains: [first, ...others],
    connectors: [latchConnector(latch, { ssr: rest.ssr, ...connector })],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  })
}
