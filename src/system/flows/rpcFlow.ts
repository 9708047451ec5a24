// The app's requests through Latch (latch.request), loaded with the first one: routed by SPEC §6 (rpcRouter.ts) to
// the active network's RPC or the connected wallet; a refused call also tells the person, in the UI's words
// ('Action not allowed', R-PERM-4), why nothing happened.
import type { CaipNetworkId } from '../../core/caip'
import { configuredNetworks } from '../../core/configuredNetworks'
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

type ConnectionRef = {
  getSnapshot(): { context: { session: Session | null } }
  subscribe(observer: { next(snapshot: { context: { session: Session | null } }): void; complete(): void }): { unsubscribe(): void }
}
const connectionOf = (glue: FlowGlue, namespace: ChainNamespace) => (glue.root().children as Record<string, ConnectionRef | undefined>)[namespace === 'eip155' ? 'connection' : 'connection.solana']

/** The CAIP-10 address of the namespace's connected account (the one the wallet sent from). */
function sendingAccount(glue: FlowGlue, namespace: ChainNamespace): string | undefined {
  const session = connectionOf(glue, namespace)?.getSnapshot().context.session
  return session ? `${session.namespace}:${session.chainId}:${session.address}` : undefined
}

/** EIP-1193's 4900: the wallet asked is no longer the namespace's (a disconnect, another wallet). */
const disconnected = () => Object.assign(new Error('Disconnected'), { code: 4900 })

/** R-RPC-1, issue 32 (found by the system test): a request to the wallet ends with that wallet's session: another
 * wallet chosen, or a disconnect, answers the app 4900 instead of leaving it waiting on a wallet Latch let go. */
function whileConnected<T>(glue: FlowGlue, namespace: ChainNamespace, asked: Promise<T>): Promise<T> {
  const connection = connectionOf(glue, namespace)
  if (!connection) return asked
  // (A session still being restored is the one the request waits for; Latch stopping ends it all the same.)
  const session = connection.getSnapshot().context.session
  return new Promise<T>((resolve, reject) => {
    const end = () => {
      watch.unsubscribe()
      reject(disconnected())
    }
    const watch = connection.subscribe({
      next: ({ context }) => {
        if (session && (context.session?.connectorId !== session.connectorId || context.session.address !== session.address)) end()
      },
      complete: end,
    })
    asked.then(
      (value) => (watch.unsubscribe(), resolve(value)),
      (error: unknown) => (watch.unsubscribe(), reject(error)),
    )
  })
}

export function create(glue: FlowGlue) {
  const networks = configuredNetworks(glue.config)
  const router = createRpcRouter({
    rpcUrl: () => networks.find((network) => network.caipNetworkId === activeNetwork(glue))?.rpcUrl,
    // A Solana method goes to the connected Solana account's wallet, anything else to the EVM one.
    wallet: (method) => {
      const namespace = method.startsWith('solana_') ? 'solana' : 'eip155'
      const request = glue.connection.walletRequest(namespace)
      return request && ((call: RpcRequest) => whileConnected(glue, namespace, request(call.method, Array.isArray(call.params) ? call.params : call.params === undefined ? [] : [call.params])))
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
      if (isLatchError(error) && error.code === 'RPC_CALL_NOT_ALLOWED') glue.send({ type: 'toast.show', phrase: { key: 'toast.actionNotAllowed' }, variant: 'error' })
      throw error
    }
  }
}
