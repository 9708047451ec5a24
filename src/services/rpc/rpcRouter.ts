// The app's requests through Latch's provider (SPEC §6, R-PERM-3, R-PERM-4, R-RPC-1): safe reads go straight to the
// active network's RPC and are not aborted when the wallet disconnects (they never depended on it); approval methods
// go to the connected wallet and end with it; anything else is refused with 'Requested RPC call is not allowed'.
import * as z from '../../core/zod'
import { LatchError } from '../../core/errors'
import { routeOf } from './rpcMethods'
import { jsonRpcAnswer } from './jsonRpcAnswer'

export type RpcRequest = { method: string; params?: readonly unknown[] | object }
export type RpcRouterDeps = {
  /** The active network's RPC URL, if any network is active. */
  rpcUrl(): string | undefined
  /** The connected wallet's request for the method's namespace, or undefined when none is connected. */
  wallet(method: string): ((request: RpcRequest) => Promise<unknown>) | undefined
  fetch: typeof fetch
}

const answer = jsonRpcAnswer(z.looseObject({ code: z.number(), message: z.string() }))

export function createRpcRouter(deps: RpcRouterDeps) {
  async function viaRpc(request: RpcRequest): Promise<unknown> {
    const url = deps.rpcUrl()
    if (!url) throw new LatchError('NETWORK_NOT_FOUND_THROWN')
    // R-RPC-1: no abort signal tied to the wallet's session: a disconnect leaves a read in flight to finish.
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
    })
    if (!response.ok) throw new LatchError('HTTP_STATUS', { params: { status: response.status }, status: response.status })
    const parsed = z.safeParse(answer, await response.json().catch(() => undefined))
    if (!parsed.success) throw new LatchError('AN_ERROR_OCCURRED', { detail: `${request.method}: unexpected answer` })
    if (parsed.data.error !== undefined) throw parsed.data.error
    return parsed.data.result
  }

  return {
    async request(request: RpcRequest): Promise<unknown> {
      const route = routeOf(request.method)
      // R-PERM-4: the UI words it 'Action not allowed'; the caller gets the catalogue's text.
      if (route === 'refused') throw new LatchError('RPC_CALL_NOT_ALLOWED', { detail: request.method })
      if (route === 'rpc') return viaRpc(request)
      const wallet = deps.wallet(request.method)
      if (!wallet) throw new LatchError('NO_ACTIVE_CAIP_ADDRESS')
      return wallet(request)
    },
  }
}
