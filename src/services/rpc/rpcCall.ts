// One JSON-RPC call to a node, its answer parsed (a node is outside code): the result, or a thrown error carrying the
// node's own message and code (a revert reason, 'insufficient funds'), which a flow may show as it is.
import * as z from '../../core/zod'
import { LatchError } from '../../core/errors'
import { jsonRpcAnswer } from './jsonRpcAnswer'

const answer = jsonRpcAnswer(z.object({ code: z.optional(z.number()), message: z.string() }))

/** A node's refusal, with its words. */
export class RpcCallError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message)
  }
}

export async function rpcCall(rpcUrl: string, method: string, params: readonly unknown[], fetcher: typeof fetch, signal?: AbortSignal): Promise<unknown> {
  const response = await fetcher(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), signal })
  if (!response.ok) throw new LatchError('HTTP_STATUS', { params: { status: response.status }, status: response.status })
  const parsed = z.safeParse(answer, await response.json().catch(() => undefined))
  if (!parsed.success) throw new LatchError('AN_ERROR_OCCURRED', { detail: `${method} answered outside JSON-RPC` })
  if (parsed.data.error !== undefined) throw new RpcCallError(parsed.data.error.message, parsed.data.error.code)
  return parsed.data.result
}
