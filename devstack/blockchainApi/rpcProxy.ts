// The RPC endpoint in the shape SPEC §7 gives the cloud's: POST {rpc}/v1/?chainId=<CAIP-2>&projectId=…, a JSON-RPC
// request (or batch) passed to that chain's node and its answer passed back untouched (status and body), as the
// cloud relays its nodes. What is not a JSON-RPC request never reaches a node: 400 with a JSON-RPC error.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { send, sendError, sendJson } from '../providerApi/http'
import type { ChainMap } from './chainMap'
import { BodyTooLarge, MAX_RPC_BODY_BYTES, readText } from './requestBody'
import { issueText, rpcBodySchema, rpcQuerySchema } from './schemas'

const UPSTREAM_TIMEOUT_MS = 30_000

function rpcError(id: unknown, code: number, message: string) {
  const usableId = typeof id === 'string' || typeof id === 'number' ? id : null
  return { jsonrpc: '2.0', id: usableId, error: { code, message } }
}

function idOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { id?: unknown }).id : null
}

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

    let response: Response
    try {
      response = await fetchFn(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
    } catch {
      return sendJson(res, 502, rpcError(idOf(body), -32603, `the node for ${chainId} is not reachable`))
    }
    send(res, response.status, await response.text(), { 'content-type': response.headers.get('content-type') ?? 'application/json' })
  }
}
