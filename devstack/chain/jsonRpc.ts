// A minimal JSON-RPC 2.0 client over fetch for the devstack's own talk with its chains (seeding, indexing, balances):
// one call or one batch per HTTP request, the envelope checked with zod, each result handed back as unknown for the
// caller's own schema. viem's clients would add polling and formatting the devstack does not need.
import { z } from 'zod/mini'

/** The largest JSON-RPC body the devstack's RPC servers take (the local Solana, the chains' fault proxies, the
 * blockchain API's RPC proxy): contract creations and batches run well past the 64 KiB other bodies get. */
export const MAX_RPC_BODY_BYTES = 2 * 1024 * 1024

export type RpcCall = { method: string; params: readonly unknown[] }

export class JsonRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'JsonRpcError'
    this.code = code
  }
}

const responseSchema = z.object({
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})
const batchSchema = z.array(responseSchema)

async function post(url: string, body: unknown, fetchFn: typeof fetch): Promise<unknown> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
  return (await response.json()) as unknown
}

function resultOf(response: z.infer<typeof responseSchema>, call: RpcCall): unknown {
  if (response.error) throw new JsonRpcError(response.error.code, `${call.method}: ${response.error.message}`)
  return response.result
}

export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: JsonRpcError }

/** Every call in one HTTP request, each answer on its own (a revert in one leaves the others); in the calls' order. */
export async function rpcBatchSettled(url: string, calls: readonly RpcCall[], fetchFn: typeof fetch = fetch): Promise<RpcOutcome[]> {
  if (calls.length === 0) return []
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }))
  const responses = batchSchema.parse(await post(url, body, fetchFn))
  const byId = new Map(responses.map((response) => [response.id, response]))
  return calls.map((call, id) => {
    const response = byId.get(id)
    if (!response) throw new Error(`${url}: no answer to ${call.method} in the batch`)
    try {
      return { ok: true, result: resultOf(response, call) }
    } catch (error) {
      return { ok: false, error: error as JsonRpcError }
    }
  })
}

/** Every call in one HTTP request; results in the calls' order; the first error rejects the whole batch. */
export async function rpcBatch(url: string, calls: readonly RpcCall[], fetchFn: typeof fetch = fetch): Promise<unknown[]> {
  return (await rpcBatchSettled(url, calls, fetchFn)).map((outcome) => {
    if (!outcome.ok) throw outcome.error
    return outcome.result
  })
}

export async function rpcCall(url: string, method: string, params: readonly unknown[] = [], fetchFn: typeof fetch = fetch): Promise<unknown> {
  return resultOf(responseSchema.parse(await post(url, { jsonrpc: '2.0', id: 1, method, params }, fetchFn)), { method, params })
}
