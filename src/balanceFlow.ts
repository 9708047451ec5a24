// The balance flow's glue, loaded with its code on the first Account view: the flow's I/O (caches first, then the
// wallet's assets or the blockchain API, and the native balance from the network's RPC) and its toast.
import type { LatchConfig } from './core/config'
import { configuredNetworks } from './core/configuredNetworks'
import { CLOUD_RPC_URL } from './core/constants'
import { errorText } from './core/errors'
import { createBalanceActors } from './machines/balance/balance.actors'
import { balanceMachine } from './machines/balance/balance.machine'
import type { RootEvent } from './machines/root/root.machine'
import type { ActorRefFrom } from 'xstate'
import { createBlockchainApi } from './services/blockchain/blockchainApi'
import { fetchNativeBalance } from './services/blockchain/nativeBalance'
import { fetchPortfolio, type WalletRequest } from './services/blockchain/portfolio'
import { createBalanceCaches } from './services/storage/balanceCaches'
import type { StorageLike } from './services/storage'

export type BalanceDeps = {
  fetch: typeof fetch
  storage: StorageLike | undefined
  /** The namespace's connected wallet, for its own asset discovery (SPEC §7). */
  walletRequest: (namespace: string) => WalletRequest | undefined
}

export function createBalanceFlow(config: LatchConfig, deps: BalanceDeps) {
  const networks = configuredNetworks(config)
  const api = createBlockchainApi({ baseUrl: config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: config.projectId, fetch: deps.fetch })
  const caches = createBalanceCaches(deps.storage)
  return balanceMachine.provide({
    actors: createBalanceActors({
      async fetchBalances(target, signal) {
        const network = networks.find((candidate) => candidate.caipNetworkId === target.caipNetworkId)
        if (!network) return { ok: false }
        try {
          const [tokens, native] = await Promise.all([
            caches.getPortfolio(target.caipAddress) ??
              fetchPortfolio({ api, request: deps.walletRequest(network.chainNamespace) }, target.address, target.caipNetworkId, signal).then((fetched) => {
                caches.setPortfolio(target.caipAddress, fetched)
                return fetched
              }),
            caches.getNativeBalance(target.caipAddress) ??
              fetchNativeBalance(network.rpcUrl, target.caipNetworkId, target.address, network.nativeCurrency.decimals, deps.fetch, signal).then((balance) => {
                const value = { balance, symbol: network.nativeCurrency.symbol }
                caches.setNativeBalance(target.caipAddress, value)
                return value
              }),
          ])
          return { ok: true, value: { tokens, native } }
        } catch {
          return { ok: false }
        }
      },
    }),
  })
}

// R-BAL-1: a failed balance is the 'Token Balance Unavailable' toast.
export function wireBalanceFacts(balance: ActorRefFrom<typeof balanceMachine>, send: (event: RootEvent) => void): void {
  balance.on('toast', (fact) => send({ type: 'toast.show', message: errorText(fact.code), variant: 'error' }))
}
