// What clients send the blockchain API, checked with zod before anything else happens: the query of each route,
// the account in the path and the JSON-RPC body of the proxy. Extra query parameters (st, sv, …) are ignored.
import { z } from 'zod/mini'
import { caipNetworkIdSchema } from './chainMap'

/** The local stack needs no project id: it must be sent, as to the cloud, but may be empty. */
const projectIdSchema = z.string({ error: 'projectId is required' })

export const rpcQuerySchema = z.object({ chainId: caipNetworkIdSchema, projectId: projectIdSchema })

export const balanceQuerySchema = z.object({
  projectId: projectIdSchema,
  // The devstack's prices are in US dollars only.
  currency: z._default(z.literal('usd', { error: "currency: only 'usd' is priced here" }), 'usd'),
  chainId: z.optional(caipNetworkIdSchema),
})

export const historyQuerySchema = z.object({
  projectId: projectIdSchema,
  chainId: z.optional(caipNetworkIdSchema),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
})

export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address (0x and 40 hex digits)'))
export const solanaAddressSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a Solana address (32 to 44 base58 characters)'))

const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  method: z.string().check(z.minLength(1), z.maxLength(200)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})

/** One JSON-RPC 2.0 request or a non-empty batch of them. */
export const rpcBodySchema = z.union([rpcRequestSchema, z.array(rpcRequestSchema).check(z.minLength(1), z.maxLength(1000))])

/** The first issue, as one line for a 400's message. */
export { issueText } from '../http/issueText'
