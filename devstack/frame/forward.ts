// RPC_REQUEST's methods the frame does not sign go to the local chain as they are: its result comes back as the
// answer, its error's message as the error's. The envelope is checked with zod; nothing here throws.
import { z } from 'zod/mini'
import { errorText, failure, success, type Reply } from './reply'

const responseSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.optional(z.number()), message: z.string() })),
})

export async function forwardRpc(chainUrl: string, method: string, params: unknown, fetchFn: typeof fetch = fetch): Promise<Reply> {
  try {
    const response = await fetchFn(chainUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(10_000),
    })
    const body = z.safeParse(responseSchema, await response.json())
    if (!body.success) return failure(`${method}: the chain answered HTTP ${response.status} without a JSON-RPC answer`)
    if (body.data.error) return failure(errorText(body.data.error.message))
    return success(body.data.result ?? null)
  } catch (error) {
    return failure(`${method}: the chain did not answer (${errorText(error)})`)
  }
}
