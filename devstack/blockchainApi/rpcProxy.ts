// The RPC endpoint in the shape SPEC §7 gives the cloud's: POST {rpc}/v1/?chainId=<CAIP-2>&projectId=…, a JSON-RPC
// request (or batch) passed to that chain's node and its answer passed back untouched (status and body), as the
// cloud relays its nodes. What is not a JSON-RPC request never reaches a node: 400 with a JSON-RPC error. On an EVM
// chain only SPEC §6's safe methods reach the node (R-PERM-4): anvil_*, evm_*, debug_*, eth_sendTransaction (which
// a dev node would sign with its own unlocked keys) and anything else are refused with 'Requested RPC call is not
// allowed' — a lone request with 400, a batch's refused elements with their own error answers next to the node's
// answers for the rest. Other namespaces' nodes (the local Solana) are passed through: §6 lists Ethereum's methods.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { ERRORS } from '../../src/core/errors'
import { SAFE_RPC_METHODS } from '../../src/services/rpc/rpcMethods'
import { send, sendError, sendJson } from '../providerApi/http'
import type { ChainMap } from './chainMap'
import { BodyTooLarge, MAX_RPC_BODY_BYTES, readText } from './requestBody'
import { issueText, rpcBodySchema, rpcQuerySchema } from './schemas'

const UPSTREAM_TIMEOUT_MS = 30_000
/** JSON-RPC 2.0's "method not found": the endpoint does not offer it. */
export const METHOD_NOT_ALLOWED_CODE = -32601

type RpcRequest = { id?: string | number | null; method: string }

function rpcError(id: unknown, code: number, message: string, data?: unknown) {
  const usableId = typeof id === 'string' || typeof id === 'number' ? id : null
  return { jsonrpc: '2.0', id: usableId, error: { code, message, ...(data === undefined ? {} : { data }) } }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function idOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { id?: unknown }).id : null
}

const isSafe = (request: RpcRequest) => (SAFE_RPC_METHODS as readonly string[]).includes(request.method)
const notAllowed = (request: RpcRequest) => rpcError(request.id, METHOD_NOT_ALLOWED_CODE, ERRORS.RPC_CALL_NOT_ALLOWED.text, { method: request.method })

export function createRpcProxy(chains: ChainMap, fetchFn: typeof fetch) {
  return async function proxy(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const query = z.safeParse(rpcQuerySchema, Object.fromEntries(url.searchParams))
    if (!query.success) return sendError(res, 400, issueText(query.error))
    const { chainId } = query.data
    const upstream = chains.upstreams.get(chainId)
    if (!upstream) return sendError(res, 400, `Unsupported chainId ${chainId}: this devstack serves ${[...chains.upstreams.keys()].join(', ') || 'no chains'}`)

    let text: string
    try {
      text = await readText(req, MAX_RPC_BODY_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendJson(res, 413, rpcError(null, -32600, `Invalid Request: ${error.message}`))
      throw error
    }
    let body: unknown
    try {
      body = JSON.parse(text) as unknown
    } catch {
      return sendJson(res, 400, rpcError(null, -32700, 'Parse error: the body is not JSON'))
    }
    const parsed = z.safeParse(rpcBodySchema, body)
    if (!parsed.success) return sendJson(res, 400, rpcError(idOf(body), -32600, `Invalid Request: ${issueText(parsed.error)}`))

    const forward = async (payload: string): Promise<Response | undefined> => {
      try {
        return await fetchFn(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
      } catch {
        sendJson(res, 502, rpcError(idOf(body), -32603, `the node for ${chainId} is not reachable`))
        return undefined
      }
    }
    const passBack = async (response: Response) => send(res, response.status, await response.text(), { 'content-type': response.headers.get('content-type') ?? 'application/json' })

    const requests: RpcRequest[] = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
    const refused = chainId.startsWith('eip155:') ? requests.filter((request) => !isSafe(request)) : []
    if (refused.length === 0) {
      const response = await forward(text)
      return response && passBack(response)
    }
    if (!Array.isArray(parsed.data)) return sendJson(res, 400, notAllowed(parsed.data))
    // A notification (no id) gets no answer in JSON-RPC, not even an error.
    const refusals = refused.filter((request) => request.id !== undefined).map(notAllowed)
    const allowed = parsed.data.filter(isSafe)
    if (allowed.length === 0) return sendJson(res, 400, refusals)
    const response = await forward(JSON.stringify(allowed))
    if (!response) return
    const raw = await response.text()
    const answers = parseJson(raw)
    // Not a batch's answer (the node failed whole): that failure is the answer, as it would be without the refusals.
    if (!Array.isArray(answers)) return send(res, response.status, raw, { 'content-type': response.headers.get('content-type') ?? 'application/json' })
    sendJson(res, response.status, [...answers, ...refusals])
  }
}
