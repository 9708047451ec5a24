// The balance flow's glue, loaded with its code on the first Account view: the flow's I/O (caches first, then the
// wallet's assets or the blockchain API, and the native balance from the network's RPC) and its toast.
import { configuredNetworks } from './core/configuredNetworks'
import { CLOUD_RPC_URL } from './core/constants'
import { errorText } from './core/errors'
import { createBalanceActors } from './machines/balance/balance.actors'
import { balanceMachine } from './machines/balance/balance.machine'
import type { ActorRefFrom } from 'xstate'
import type { FlowGlue, LoadedFlow } from './flowGlue'
import { createBlockchainApi } from './services/blockchain/blockchainApi'
import { fetchNativeBalance } from './services/blockchain/nativeBalance'
import { fetchPortfolio } from './services/blockchain/portfolio'
import { createBalanceCaches } from './services/storage/balanceCaches'

export function create(glue: FlowGlue): LoadedFlow<typeof balanceMachine> {
  const networks = configuredNetworks(glue.config)
  const api = createBlockchainApi({ baseUrl: glue.config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: glue.config.projectId, fetch: glue.fetch })
  const caches = createBalanceCaches(glue.rawStorage)
  const logic = balanceMachine.provide({
    actors: createBalanceActors({
      async fetchBalances(target, signal) {
        const network = networks.find((candidate) => candidate.caipNetworkId === target.caipNetworkId)
        if (!network) return { ok: false }
        try {
          const [tokens, native] = await Promise.all([
            caches.getPortfolio(target.caipAddress) ??
              fetchPortfolio({ api, request: glue.connection.walletRequest(network.chainNamespace) }, target.address, target.caipNetworkId, signal).then((fetched) => {
                caches.setPortfolio(target.caipAddress, fetched)
                return fetched
              }),
            caches.getNativeBalance(target.caipAddress) ??
              fetchNativeBalance(network.rpcUrl, target.caipNetworkId, target.address, network.nativeCurrency.decimals, glue.fetch, signal).then((balance) => {
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
  return {
    logic,
    // R-BAL-1: a failed balance is the 'Token Balance Unavailable' toast.
    wire(flow) {
      ;(flow as ActorRefFrom<typeof balanceMachine>).on('toast', (fact) => glue.send({ type: 'toast.show', message: errorText(fact.code), variant: 'error' }))
    },
  }
}
