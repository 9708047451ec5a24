// The chains the wallet knows and the one it is on, as a wallet's network list: each with its RPC URL (reads go
// there, transactions are sent there) and a viem wallet client made the first time it signs there. Chains join the
// list at load (config.ts) or through wallet_addEthereumChain; a chain not on it is one the wallet answers 4902 for.
import { createWalletClient, defineChain, http, numberToHex, type Chain, type Hex, type WalletClient } from 'viem'
import type { WalletChain } from './config'
import { createForwarder } from './forward'

type Known = { chain: WalletChain; forward: ReturnType<typeof createForwarder>; client?: { viemChain: Chain; walletClient: WalletClient } }

export function createChainList(initial: readonly WalletChain[], startChainId: number | undefined, fetchFn?: typeof fetch) {
  const known = new Map<number, Known>()
  const add = (chain: WalletChain) => known.set(chain.id, { chain, forward: createForwarder(chain.url, fetchFn) })
  initial.forEach(add)
  const first = initial[0]
  if (!first) throw new Error('test wallet: it needs at least one chain')
  let active = startChainId !== undefined && known.has(startChainId) ? startChainId : first.id

  const entry = (id: number): Known => {
    const found = known.get(id)
    if (!found) throw new Error(`test wallet: chain ${id} is not known`)
    return found
  }

  return {
    get activeId(): number {
      return active
    },
    get activeHex(): Hex {
      return numberToHex(active)
    },
    get ids(): number[] {
      return [...known.keys()]
    },
    knows: (id: number): boolean => known.has(id),
    add(chain: WalletChain): void {
      if (!known.has(chain.id)) add(chain)
    },
    /** Makes `id` the active chain; true when that changed anything. */
    select(id: number): boolean {
      entry(id)
      if (id === active) return false
      active = id
      return true
    },
    /** A JSON-RPC request to a known chain's node (the active one by default). */
    forward(method: string, params: unknown, id: number = active): Promise<unknown> {
      return entry(id).forward(method, params)
    },
    /** The active chain's viem chain and wallet client, for signing and sending there. */
    signer(): { viemChain: Chain; walletClient: WalletClient } {
      const current = entry(active)
      if (!current.client) {
        const viemChain = defineChain({
          id: current.chain.id,
          name: `Latch local chain ${current.chain.id}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [current.chain.url] } },
        })
        const walletClient = createWalletClient({ chain: viemChain, transport: http(current.chain.url, { retryCount: 0, ...(fetchFn ? { fetchFn } : {}) }) })
        current.client = { viemChain, walletClient }
      }
      return current.client
    },
  }
}

export type ChainList = ReturnType<typeof createChainList>
