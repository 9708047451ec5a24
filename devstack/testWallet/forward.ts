// Requests the wallet does not answer itself go to the chain as JSON-RPC, and the chain's error (code, message,
// data) comes back unchanged, as MetaMask relays its node's errors.
import { ProviderRpcError, RPC_ERRORS } from './rpcError'

type RpcResponse = { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }

export function createForwarder(chainUrl: string, fetchFn: typeof fetch = fetch) {
  let nextId = 1
  return async function forward(method: string, params: unknown): Promise<unknown> {
    let response: Response
    try {
      response = await fetchFn(chainUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      })
    } catch {
      throw ProviderRpcError.of('disconnected', `The local chain at ${chainUrl} is not reachable.`)
    }
    const body = (await response.json().catch(() => ({}))) as RpcResponse
    if (body.error) {
      const { code, message, data } = body.error
      throw new ProviderRpcError(typeof code === 'number' ? code : RPC_ERRORS.internal.code, typeof message === 'string' ? message : RPC_ERRORS.internal.message, data)
    }
    if (!response.ok || !('result' in body)) throw ProviderRpcError.of('internal', `The local chain answered ${method} with HTTP ${response.status}.`)
    return body.result
  }
}
