// The balance flow's glue, loaded with its code on the first Account view: the flow's I/O (caches first, then the
// wallet's assets or the blockchain API, and the native balance from the network's RPC) and its toast.
import { configuredNetworks } from '../../core/configuredNetworks'
import { CLOUD_RPC_URL } from '../../core/constants'
import { errorPhrase, shownError } from '../../core/errors'
import { createBalanceActors } from '../../machines/balance/balance.actors'
import { balanceMachine } from '../../machines/balance/balance.machine'
import { createActivityActors } from '../../machines/activity/activity.actors'
import { activityMachine } from '../../machines/activity/activity.machine'
import type { ActorRefFrom } from 'xstate'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { createBlockchainApi } from '../../services/blockchain/blockchainApi'
import { fetchNativeBalance } from '../../services/blockchain/nativeBalance'
import { fetchHoldings, splitHoldings } from '../../services/blockchain/portfolio'
import { createBalanceCaches } from '../../services/storage/balanceCaches'

export function create(glue: FlowGlue): LoadedFlow<typeof balanceMachine> {
  const networks = configuredNetworks(glue.config)
  const api = createBlockchainApi({ baseUrl: glue.config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: glue.config.projectId, fetch: glue.fetch })
  const caches = createBalanceCaches(glue.rawStorage)
  // SPEC §2: the Activity tab's history, a page at a time, from the blockchain API.
  const activity = activityMachine.provide({
    actors: createActivityActors({
      async fetchPage(target, cursor, signal) {
        try {
          return { ok: true, value: await api.getHistory(target.address ?? '', target.caipNetworkId, cursor, signal) }
        } catch {
          return { ok: false, error: shownError('TRANSACTIONS_FETCH_FAILED') }
        }
      },
    }),
  })
  const logic = balanceMachine.provide({
    actions: { forgetCached: (_, { caipAddress }) => caches.forget(caipAddress) },
    actors: {
      activity,
      ...createBalanceActors({
      async fetchBalances(target, signal) {
        const network = networks.find((candidate) => candidate.caipNetworkId === target.caipNetworkId)
        if (!network) return { ok: false }
        try {
          const [holdings, native] = await Promise.all([
            caches.getPortfolio(target.caipAddress) ??
              fetchHoldings({ api, request: glue.connection.walletRequest(network.chainNamespace) }, target.address, target.caipNetworkId, signal).then((fetched) => {
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
          return { ok: true, value: { ...splitHoldings(holdings), native } }
        } catch {
          return { ok: false }
        }
      },
      }),
    },
  })
  return {
    logic,
    // R-BAL-1: a failed balance is the 'Token Balance Unavailable' toast; a failed history 'Failed to fetch
    // transactions' (SPEC §8).
    wire(flow) {
      const balance = flow as ActorRefFrom<typeof balanceMachine>
      const toast = (fact: { code: 'TOKEN_BALANCE_UNAVAILABLE' | 'TRANSACTIONS_FETCH_FAILED' }) =>
        glue.send({ type: 'toast.show', phrase: errorPhrase(fact.code), variant: 'error' })
      balance.on('toast', toast)
      ;(balance.getSnapshot().children as { activity?: ActorRefFrom<typeof activityMachine> }).activity?.on('toast', toast)
    },
  }
}
