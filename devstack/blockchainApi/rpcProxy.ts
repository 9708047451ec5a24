// The RPC endpoint in the shape SPEC §7 gives the cloud's: POST {rpc}/v1/?chainId=<CAIP-2>&projectId=…, a JSON-RPC
// request (or batch) passed to that chain's node and its answer passed back untouched (status and body), as the
// cloud relays its nodes. What is not a JSON-RPC request never reaches a node: 400 with a JSON-RPC error. On an EVM
// chain only SPEC §6's safe methods reach the node (R-PERM-4): anvil_*, evm_*, debug_*, eth_sendTransaction (which
// a dev node would sign with its own unlocked keys) and anything else are refused with 'Requested RPC call is not
// allowed' — a lone request with 400, a batch's refused elements with their own error answers next to the node's
// answers for the rest. Other namespaces' nodes (the local Solana) are passed through: §6 lists Ethereum's methods.
import type { Context, Hono } from 'hono'
import { z } from 'zod/mini'
import { ERRORS } from '../../src/core/errors'
import { SAFE_RPC_METHODS } from '../../src/services/rpc/rpcMethods'
import { errorAnswer, type DevEnv } from '../http/devServer'
import type { ChainMap } from './chainMap'
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

/** POST /v1 and /v1/ (the body limit is the server's: contract creations and batches are large). */
export function addRpcProxy(app: Hono<DevEnv>, chains: ChainMap, fetchFn: typeof fetch): void {
  const rpcAnswer = (c: Context, status: number, value: unknown) => c.json(value, status as 400)
  const passBack = (response: Response, text: string) => new Response(text, { status: response.status, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' } })

  async function proxy(c: Context<DevEnv>): Promise<Response> {
    const query = z.safeParse(rpcQuerySchema, c.req.query())
    if (!query.success) return errorAnswer(c, 400, issueText(query.error))
    const { chainId } = query.data
    const upstream = chains.upstreams.get(chainId)
    if (!upstream) return errorAnswer(c, 400, `Unsupported chainId ${chainId}: this devstack serves ${[...chains.upstreams.keys()].join(', ') || 'no chains'}`)

    const text = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(text) as unknown
    } catch {
      return rpcAnswer(c, 400, rpcError(null, -32700, 'Parse error: the body is not JSON'))
    }
    const parsed = z.safeParse(rpcBodySchema, body)
    if (!parsed.success) return rpcAnswer(c, 400, rpcError(idOf(body), -32600, `Invalid Request: ${issueText(parsed.error)}`))

    const forward = async (payload: string): Promise<Response | undefined> => {
      try {
        return await fetchFn(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
      } catch {
        return undefined
      }
    }
    const unreachable = () => rpcAnswer(c, 502, rpcError(idOf(body), -32603, `the node for ${chainId} is not reachable`))

    const requests: RpcRequest[] = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
    const refused = chainId.startsWith('eip155:') ? requests.filter((request) => !isSafe(request)) : []
    if (refused.length === 0) {
      const response = await forward(text)
      return response ? passBack(response, await response.text()) : unreachable()
    }
    if (!Array.isArray(parsed.data)) return rpcAnswer(c, 400, notAllowed(parsed.data))
    // A notification (no id) gets no answer in JSON-RPC, not even an error.
    const refusals = refused.filter((request) => request.id !== undefined).map(notAllowed)
    const allowed = parsed.data.filter(isSafe)
    if (allowed.length === 0) return rpcAnswer(c, 400, refusals)
    const response = await forward(JSON.stringify(allowed))
    if (!response) return unreachable()
    const raw = await response.text()
    const answers = parseJson(raw)
    // Not a batch's answer (the node failed whole): that failure is the answer, as it would be without the refusals.
    if (!Array.isArray(answers)) return passBack(response, raw)
    return rpcAnswer(c, response.status, [...answers, ...refusals])
  }

  app.post('/v1', proxy)
  app.post('/v1/', proxy)
}
