// The relay's wire contract: the JSON-RPC frames @walletconnect/sign-client 2.25 (@walletconnect/core's Relayer,
// Subscriber and Publisher) sends to a relay, as zod schemas. Every frame the relay reads passes through these;
// anything else is answered with a JSON-RPC error or ignored. Shapes checked against the 2.25.0 sources
// (core/src/controllers/{publisher,subscriber,relayer}.ts, sign-client/src/controllers/engine.ts).
import { z } from 'zod'

/** Bigger frames are refused by the WebSocket server itself (close 1009). A proposal or a request is a few KiB. */
export const MAX_FRAME_BYTES = 512 * 1024
const MAX_MESSAGE_CHARS = 400 * 1024
/** Topics are sha256 hex (64 chars); a little slack, no more. */
const topic = z.string().min(1).max(128)
const message = z.string().min(1).max(MAX_MESSAGE_CHARS)
/** Seconds; the SDK uses 30 s … 30 days. */
const ttl = z.number().int().positive().max(60 * 60 * 24 * 30)
const tag = z.number().int().nonnegative().max(1_000_000)
/** Many batches are a handful; the SDK splits batch subscribes at 500 topics. */
const batch = <T extends z.ZodType>(item: T) => z.array(item).max(1_000)

/** JSON-RPC ids: sign-client sends numbers (payloadId) and decimal strings (getBigIntRpcId().toString()). */
export const rpcIdSchema = z.union([z.number(), z.string().max(100)])
export type RpcId = z.infer<typeof rpcIdSchema>

/** irn_publish (and each entry of irn_batchPublish). `tvf` fields (correlationId, rpcMethods, …) are dropped. */
export const publishParamsSchema = z.object({
  topic,
  message,
  ttl,
  prompt: z.boolean().optional(),
  tag: tag.optional(),
  attestation: z.string().max(8_192).optional(),
})
export type PublishParams = z.infer<typeof publishParamsSchema>

const subscribeParamsSchema = z.object({ topic })
const batchSubscribeParamsSchema = z.object({ topics: batch(topic) })
const unsubscribeParamsSchema = z.object({ topic, id: z.string().max(256) })
const batchUnsubscribeParamsSchema = z.object({ subscriptions: batch(unsubscribeParamsSchema) })
const batchPublishParamsSchema = z.object({ messages: batch(publishParamsSchema) })
const batchFetchMessagesParamsSchema = z.object({ topics: batch(topic) })

/** wc_proposeSession: the dapp's proposal, published by the relay on the pairing topic (tag 1100) for the wallet
 * that pairs later. The dapp itself never sends irn_subscribe for the pairing topic (skipSubscribe). */
const proposeSessionParamsSchema = z.object({
  pairingTopic: topic,
  sessionProposal: message,
  ttl: ttl.optional(),
  prompt: z.boolean().optional(),
  tag: tag.optional(),
  attestation: z.string().max(8_192).optional(),
})

/** wc_approveSession: the wallet's answer. The relay subscribes the wallet to the session topic (it sent no
 * irn_subscribe for it), publishes the proposal response on the pairing topic (tag 1101) and the settle request on
 * the session topic (tag 1102). */
const approveSessionParamsSchema = z.object({
  sessionTopic: topic,
  pairingTopic: topic,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.optional(),
  prompt: z.boolean().optional(),
  tag: tag.optional(),
})

const request = <M extends string, P extends z.ZodType>(method: M, params: P) =>
  z.object({ id: rpcIdSchema, jsonrpc: z.literal('2.0').optional(), method: z.literal(method), params })

export const relayRequestSchema = z.discriminatedUnion('method', [
  request('irn_subscribe', subscribeParamsSchema),
  request('irn_batchSubscribe', batchSubscribeParamsSchema),
  request('irn_unsubscribe', unsubscribeParamsSchema),
  request('irn_batchUnsubscribe', batchUnsubscribeParamsSchema),
  request('irn_publish', publishParamsSchema),
  request('irn_batchPublish', batchPublishParamsSchema),
  request('irn_batchFetchMessages', batchFetchMessagesParamsSchema),
  request('wc_proposeSession', proposeSessionParamsSchema),
  request('wc_approveSession', approveSessionParamsSchema),
])
export type RelayRequest = z.infer<typeof relayRequestSchema>
export const RELAY_METHODS: readonly string[] = relayRequestSchema.options.map((option) => option.shape.method.value)

/** A client's answer to irn_subscription: `result: true` acknowledges the delivery. */
export const ackSchema = z.object({
  id: rpcIdSchema,
  jsonrpc: z.literal('2.0').optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/** Any request-looking frame: enough to answer "method not found" / "invalid params" with the right id. */
export const anyRequestSchema = z.object({ id: rpcIdSchema, method: z.string().max(200) })

/** What the relay sends: irn_subscription params. */
export type SubscriptionData = { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }

/** JSON-RPC error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const
