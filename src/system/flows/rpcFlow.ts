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
import { movesFunds } from '../../services/rpc/rpcMethods'
import type { ChainNamespace } from '../../core/caip'
import type { Session } from '../../machines/connection/connection.types'

/** The network reads go to: the network flow's active one, or the default before that flow has loaded. */
function activeNetwork(glue: FlowGlue): CaipNetworkId {
  const context = selectNetworkFlow(glue.root())?.getSnapshot().context
  return context?.byNamespace[context.activeNamespace]?.caipNetwork ?? glue.config.defaultNetwork
}

/** The CAIP-10 address of the namespace's connected account (the one the wallet sent from). */
function sendingAccount(glue: FlowGlue, namespace: ChainNamespace): string | undefined {
  const children = glue.root().children as Record<string, { getSnapshot(): { context: { session: Session | null } } } | undefined>
  const session = children[namespace === 'eip155' ? 'connection' : 'connection.solana']?.getSnapshot().context.session
  return session ? `${session.namespace}:${session.chainId}:${session.address}` : undefined
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
      const answer = await router.request(request)
      // Issue 32: a transaction Latch sent makes the sending account's balances and activity stale at once.
      if (movesFunds(request.method)) {
        const sender = sendingAccount(glue, request.method.startsWith('solana_') ? 'solana' : 'eip155')
        if (sender) glue.send({ type: 'balance.invalidate', caipAddress: sender })
      }
      return answer
    } catch (error) {
      if (isLatchError(error) && error.code === 'RPC_CALL_NOT_ALLOWED') glue.send({ type: 'toast.show', message: ACTION_NOT_ALLOWED_UI_TEXT, variant: 'error' })
      throw error
    }
  }
}
