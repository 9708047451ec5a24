// The app's requests through Latch (latch.request), loaded with the first one: routed by SPEC §6 (rpcRouter.ts) to
// the active network's RPC or the connected wallet; a refused call also tells the person, in the UI's words
// ('Action not allowed', R-PERM-4), why nothing happened.
import type { CaipNetworkId } from '../../core/caip'
import { configuredNetworks } from '../../core/configuredNetworks'
import { ACTION_NOT_ALLOWED_UI_TEXT } from '../../core/errors'
import { isLatchError } from '../../core/caughtErrors'
import type { FlowGlue } from '../flowGlue'
import { selectNetworkFlow } from '../../machines/root/root.selectors'
import { createRpcRouter, type RpcRequest } from '../../services/rpc/rpcRouter'

/** The network reads go to: the network flow's active one, or the default before that flow has loaded. */
function activeNetwork(glue: FlowGlue): CaipNetworkId {
  const context = selectNetworkFlow(glue.root())?.getSnapshot().context
  return context?.byNamespace[context.activeNamespace]?.caipNetwork ?? glue.config.defaultNetwork
}

export function create(glue: FlowGlue) {
  const networks = configuredNetworks(glue.config)
  const router = createRpcRouter({
    rpcUrl: () => networks.find((network) => network.caipNetworkId === activeNetwork(glue))?.rpcUrl,
    // A Solana method goes to the connected Solana account's wallet, anything else to the EVM one.
    wallet: (method) => {
      const request = glue.connection.walletRequest(method.startsWith('solana_') ? 'solana' : 'eip155')
      return request && ((call: RpcRequest) => request(call.method, Array.isArray(call.params) ? call.params : call.params === undefined ? [] : [call.params]))
    },
    fetch: glue.fetch,
  })
  return async (request: RpcRequest): Promise<unknown> => {
    try {
      return await router.request(request)
    } catch (error) {
      if (isLatchError(error) && error.code === 'RPC_CALL_NOT_ALLOWED') glue.send({ type: 'toast.show', message: ACTION_NOT_ALLOWED_UI_TEXT, variant: 'error' })
      throw error
    }
  }
}
