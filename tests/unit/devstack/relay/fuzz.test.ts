// Properties: whatever a client sends — any text, any JSON, any binary, requests of the relay's own methods with
// arbitrary params — the relay answers with nothing or a well-formed JSON-RPC answer, keeps the sender's socket,
// and keeps serving a well-behaved client.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { RELAY_METHODS } from '../../../../devstack/relay/messages'
import { connectRaw, topic, type RawClient } from './rawClient'

let relay: Relay
let fuzzer: RawClient
let sentinel = 0

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  fuzzer = await connectRaw(relay.url)
})
afterAll(async () => {
  await fuzzer.close()
  await relay.close()
})

/** Sends one frame, then a harmless request; returns what came back for the frame (everything before the
 * harmless request's answer: the socket is ordered and the relay answers in order). */
async function answersTo(send: () => void): Promise<unknown[]> {
  fuzzer.frames.length = 0
  send()
  sentinel += 1
  const id = `sentinel-${sentinel}`
  fuzzer.send({ id, jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics: [] } })
  const answer = await fuzzer.next((frame) => frame.id === id)
  expect(answer).toEqual({ id, jsonrpc: '2.0', result: { messages: [], hasMore: false } })
  return fuzzer.frames.splice(0)
}

function expectWellFormed(answers: unknown[]): void {
  for (const answer of answers) {
    expect(answer).toMatchObject({ jsonrpc: '2.0' })
    const frame = answer as Record<string, unknown>
    const kinds = ['error', 'result', 'method'].filter((key) => key in frame)
    expect(kinds, JSON.stringify(frame)).toHaveLength(1)
    if ('error' in frame) expect(frame.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
  }
}

const RUNS = { numRuns: 150 }

describe('relay robustness', { timeout: 30_000 }, () => {
  it('any text frame', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.json()), async (text) => {
        expectWellFormed(await answersTo(() => fuzzer.sendText(text)))
      }),
      RUNS,
    )
  })

  it('any binary frame is refused with a parse error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const answers = await answersTo(() => fuzzer.sendText(Buffer.from(bytes)))
        expectWellFormed(answers)
        expect(answers).toMatchObject([{ error: { code: -32700 } }])
      }),
      RUNS,
    )
  })

  it('the relay’s own methods with arbitrary ids and params', async () => {
    const id = fc.oneof(fc.integer(), fc.string({ maxLength: 30 }), fc.constant(null), fc.double(), fc.boolean(), fc.anything())
    const topics = fc.oneof(fc.string({ maxLength: 80 }), fc.constant(topic('fuzz')), fc.anything())
    const params = fc.oneof(
      fc.anything(),
      fc.record({ topic: topics, message: fc.oneof(fc.string(), fc.anything()), ttl: fc.oneof(fc.integer(), fc.double(), fc.anything()), tag: fc.anything() }, { requiredKeys: [] }),
      fc.record({ topics: fc.oneof(fc.array(topics, { maxLength: 5 }), fc.anything()) }, { requiredKeys: [] }),
      fc.record({ pairingTopic: topics, sessionTopic: topics, sessionProposal: fc.string(), sessionProposalResponse: fc.string(), sessionSettlementRequest: fc.string() }, { requiredKeys: [] }),
    )
    const frame = fc.record({ id, jsonrpc: fc.constantFrom('2.0', '1.0', undefined), method: fc.oneof(fc.constantFrom(...RELAY_METHODS), fc.string()), params }, { requiredKeys: ['method'] })
    await fc.assert(
      fc.asyncProperty(frame, async (request) => {
        // Deliveries from the fuzz topic are acknowledged like a client would, so they do not pile up.
        const answers = await answersTo(() => fuzzer.send(request))
        expectWellFormed(answers)
        for (const answer of answers as Record<string, unknown>[]) if (answer.method === 'irn_subscription') fuzzer.send({ id: answer.id, jsonrpc: '2.0', result: true })
      }),
      RUNS,
    )
  })

  it('still carries messages between well-behaved clients afterwards', async () => {
    const [listener, publisher] = await Promise.all([connectRaw(relay.url), connectRaw(relay.url)])
    const on = topic('after-fuzz')
    await listener.call('irn_subscribe', { topic: on })
    await publisher.call('irn_publish', { topic: on, message: 'c3RpbGwgaGVyZQ==', ttl: 60, tag: 1 })
    expect(await listener.next((frame) => frame.method === 'irn_subscription')).toMatchObject({ params: { data: { topic: on, message: 'c3RpbGwgaGVyZQ==' } } })
    expect(relay.stats().connections).toBe(3)
    await Promise.all([listener.close(), publisher.close()])
  })
})
