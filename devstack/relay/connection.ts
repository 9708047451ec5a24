// One client's WebSocket on the relay: reads its frames (each validated by messages.ts), answers them, and
// delivers the messages of the topics it subscribed to as irn_subscription requests. A delivery the client
// acknowledges (`result: true`) is never sent to that client again; one it does not is sent again when it
// subscribes again (after a reconnect), never twice on the same socket.
import { createHash } from 'node:crypto'
import type { RawData, WebSocket } from 'ws'
import type { RelayFaults } from './faults'
import { encodeError, encodeRequest, encodeResult, parseFrame } from './jsonRpc'
import { ackSchema, anyRequestSchema, RELAY_METHODS, relayRequestSchema, RPC_ERRORS, type PublishParams, type RelayRequest, type SubscriptionData } from './messages'
import type { KeptMessage, Subscriber, TopicStore } from './store'

/** Tags and ttl the relay gives the messages it publishes for wc_proposeSession / wc_approveSession
 * (sign-client's ENGINE_RPC_OPTS: wc_sessionPropose req 1100, res 1101; wc_sessionSettle req 1102; five minutes). */
export const PROPOSAL_TAG = 1100
export const PROPOSAL_RESPONSE_TAG = 1101
export const SETTLE_REQUEST_TAG = 1102
const DEFAULT_TTL_SECONDS = 300
/** Unacknowledged deliveries remembered per socket; older ones are simply sent again on the next subscribe. */
const MAX_PENDING_ACKS = 5_000

export type ConnectionDeps = {
  store: TopicStore
  faults: RelayFaults
  /** The client's id (its auth JWT's verified `iss`), stable across its reconnects. */
  clientKey: string
  /** Delays the relay keeps, so close() can cancel them. */
  timers: Set<ReturnType<typeof setTimeout>>
}

/** sign-client's own subscription id: sha256(topic + clientId), hex (Subscriber.getSubscriptionId). */
export function subscriptionId(topic: string, clientKey: string): string {
  return createHash('sha256').update(topic + clientKey, 'utf8').digest('hex')
}

function subscriptionData(kept: KeptMessage): SubscriptionData {
  return {
    topic: kept.topic,
    message: kept.message,
    publishedAt: kept.publishedAt,
    tag: kept.tag,
    ...(kept.attestation ? { attestation: kept.attestation } : {}),
  }
}

let nextDeliveryId = 1

export function attachConnection(socket: WebSocket, deps: ConnectionDeps): void {
  const { store, faults, clientKey, timers } = deps
  const sent = new WeakSet<KeptMessage>()
  const pendingAcks = new Map<number, KeptMessage>()
  let open = true

  function send(text: string): void {
    if (open && socket.readyState === socket.OPEN) socket.send(text)
  }

  const subscriber: Subscriber = {
    clientKey,
    deliver(kept) {
      if (sent.has(kept)) return
      sent.add(kept)
      const id = nextDeliveryId++
      pendingAcks.set(id, kept)
      if (pendingAcks.size > MAX_PENDING_ACKS) {
        const oldest = pendingAcks.keys().next().value
        if (oldest !== undefined) pendingAcks.delete(oldest)
      }
      const frame = encodeRequest(id, 'irn_subscription', { id: subscriptionId(kept.topic, clientKey), data: subscriptionData(kept) })
      const delayMs = faults.state().delayMs
      if (delayMs <= 0) return send(frame)
      const timer = setTimeout(() => {
        timers.delete(timer)
        send(frame)
      }, delayMs)
      timers.add(timer)
    },
  }

  function publish(params: Pick<PublishParams, 'topic' | 'message' | 'ttl' | 'tag' | 'attestation'>): void {
    store.publish(
      { topic: params.topic, message: params.message, ttl: params.ttl, tag: params.tag, ...(params.attestation ? { attestation: params.attestation } : {}) },
      clientKey,
    )
  }

  function subscribe(topic: string): string {
    store.subscribe(topic, subscriber)
    return subscriptionId(topic, clientKey)
  }

  /** Answers first, then acts, so a client sees its subscribe confirmed before the messages it brings. */
  function handle(request: RelayRequest, rawId: string): void {
    switch (request.method) {
      case 'irn_subscribe':
        send(encodeResult(rawId, subscriptionId(request.params.topic, clientKey)))
        subscribe(request.params.topic)
        return
      case 'irn_batchSubscribe':
        send(encodeResult(rawId, request.params.topics.map((topic) => subscriptionId(topic, clientKey))))
        for (const topic of request.params.topics) subscribe(topic)
        return
      case 'irn_unsubscribe':
        store.unsubscribe(request.params.topic, subscriber)
        return send(encodeResult(rawId, true))
      case 'irn_batchUnsubscribe':
        for (const { topic } of request.params.subscriptions) store.unsubscribe(topic, subscriber)
        return send(encodeResult(rawId, true))
      case 'irn_publish':
        send(encodeResult(rawId, true))
        if (!faults.takeDrop()) publish(request.params)
        return
      case 'irn_batchPublish':
        send(encodeResult(rawId, true))
        for (const message of request.params.messages) if (!faults.takeDrop()) publish(message)
        return
      case 'irn_batchFetchMessages': {
        const messages = store.unacknowledged(request.params.topics, clientKey)
        for (const kept of messages) {
          store.ack(kept, clientKey)
          sent.add(kept)
        }
        return send(encodeResult(rawId, { messages: messages.map(subscriptionData), hasMore: false }))
      }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl = DEFAULT_TTL_SECONDS, attestation } = request.params
        send(encodeResult(rawId, true))
        // The dapp listens on the pairing topic for the wallet's answer without ever subscribing to it.
        subscribe(pairingTopic)
        if (!faults.takeDrop()) publish({ topic: pairingTopic, message: sessionProposal, ttl, tag: PROPOSAL_TAG, attestation })
        return
      }
      case 'wc_approveSession': {
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl = DEFAULT_TTL_SECONDS } = request.params
        send(encodeResult(rawId, true))
        // The wallet listens on the session topic without ever subscribing to it.
        subscribe(sessionTopic)
        if (faults.takeDrop()) return
        publish({ topic: pairingTopic, message: sessionProposalResponse, ttl, tag: PROPOSAL_RESPONSE_TAG })
        publish({ topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: SETTLE_REQUEST_TAG })
        return
      }
    }
  }

  function onAck(value: unknown): boolean {
    const ack = ackSchema.safeParse(value)
    if (!ack.success || (ack.data.result === undefined && ack.data.error === undefined)) return false
    const id = typeof ack.data.id === 'number' ? ack.data.id : Number(ack.data.id)
    const kept = pendingAcks.get(id)
    if (kept) {
      pendingAcks.delete(id)
      if (ack.data.result === true) store.ack(kept, clientKey)
    }
    return true
  }

  function onFrame(text: string): void {
    const frame = parseFrame(text)
    if (!frame.ok) return send(encodeError(undefined, RPC_ERRORS.parse))
    const { value, rawId } = frame
    const looksLikeRequest = value !== null && typeof value === 'object' && 'method' in value
    if (!looksLikeRequest) {
      if (onAck(value)) return
      return send(encodeError(rawId, RPC_ERRORS.invalidRequest))
    }
    const request = relayRequestSchema.safeParse(value)
    if (request.success && rawId !== undefined) return handle(request.data, rawId)
    const loose = anyRequestSchema.safeParse(value)
    if (!loose.success || rawId === undefined) return send(encodeError(rawId, RPC_ERRORS.invalidRequest))
    if (!RELAY_METHODS.includes(loose.data.method)) return send(encodeError(rawId, RPC_ERRORS.methodNotFound, loose.data.method))
    const issue = request.error?.issues[0]
    send(encodeError(rawId, RPC_ERRORS.invalidParams, issue ? `${issue.path.join('.')}: ${issue.message}` : undefined))
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) return send(encodeError(undefined, RPC_ERRORS.parse, 'binary frames are not JSON-RPC'))
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8')
    try {
      onFrame(text)
    } catch (error) {
      // Never let one frame take the relay down; say so to the client instead.
      send(encodeError(undefined, { code: -32603, message: 'Internal error' }, error instanceof Error ? error.message : String(error)))
    }
  })
  // ws reports protocol errors (oversized or invalid frames) here and closes the socket; without a listener the
  // process would crash.
  socket.on('error', () => socket.terminate())
  socket.on('close', () => {
    open = false
    pendingAcks.clear()
    store.unsubscribeAll(subscriber)
  })
}
