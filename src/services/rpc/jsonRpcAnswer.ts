// A JSON-RPC 2.0 answer from a node (its §5): `result`, or `error` in the shape the caller reads. The spec forbids
// both at once, so an answer holding both is malformed and fails to parse, rather than passing as a result with its
// error dropped.
import * as z from '../../core/zod'

export function jsonRpcAnswer<E extends z.ZodMiniType>(error: E) {
  return z.union([z.object({ result: z.unknown(), error: z.optional(z.never()) }), z.object({ error, result: z.optional(z.never()) })])
}
