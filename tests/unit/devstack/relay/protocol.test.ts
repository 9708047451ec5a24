// The relay's JSON-RPC, frame by frame, as sign-client 2.25 speaks it: subscribe / publish / irn_subscription and
// its acknowledgement, kept messages for late subscribers, ttl, the relay-side wc_proposeSession and
// wc_approveSession, batch methods, ids echoed exactly, and JSON-RPC errors for what it does not understand.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { subscriptionId } from '../../../../devstack/relay/connection'
import { connectRaw, topic, type RawClient } from './rawClient'
import { newClientKey, type ClientKey } from './relayJwt'

let relay: Relay
// The relay's clock also judges the clients' auth tokens, so it starts at the real time.
let clock = Date.now()
const open: RawClient[] = []

async function raw(key?: ClientKey): Promise<RawClient> {
  const client = await connectRaw(relay.url, key)
  open.push(client)
  return client
}

const isDelivery = (on: string) => (frame: Record<string, unknown>) => frame.method === 'irn_subscription' && (frame.params as { data: { topic: string } }).data.topic === on

beforeAll(async () => {
  relay = await startRelay({ port: 0, now: () => clock })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await relay.close()
})

describe('relay protocol', { timeout: 30_000 }, () => {
  it('irn_subscribe answers sign-client’s own subscription id, then delivers what is published there', async () => {
    const [alice, bob] = await Promise.all([raw(), raw()])
    const on = topic('subscribe')
    expect((await alice.call('irn_subscribe', { topic: on })).result).toBe(subscriptionId(on, alice.clientId))
    expect((await bob.call('irn_publish', { topic: on, message: 'aGVsbG8=', ttl: 300, tag: 1108, prompt: true })).result).toBe(true)
    const delivery = await alice.next(isDelivery(on))
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId(on, alice.clientId), data: { topic: on, message: 'aGVsbG8=', publishedAt: clock, tag: 1108 } },
    })
    expect(typeof delivery.id).toBe('number')
    // The publisher does not get its own message back.
    await bob.call('irn_subscribe', { topic: on })
    await expect(bob.next(isDelivery(on), 150)).rejects.toThrow(/no matching frame/)
  })

  it('keeps a message published before anyone subscribed, until its ttl', async () => {
    const publisher = await raw()
    const early = topic('early')
    const expiring = topic('expiring')
    await publisher.call('irn_publish', { topic: early, message: 'ZWFybHk=', ttl: 300, tag: 1 })
    await publisher.call('irn_publish', { topic: expiring, message: 'Z29uZQ==', ttl: 30, tag: 2 })
    clock += 31_000
    const late = await raw()
    await late.call('irn_batchSubscribe', { topics: [early, expiring] })
    expect(await late.next(isDelivery(early))).toMatchObject({ params: { data: { message: 'ZWFybHk=' } } })
    await expect(late.next(isDelivery(expiring), 150)).rejects.toThrow(/no matching frame/)
  })

  it('an acknowledged message is not sent again; an unacknowledged one is, on the client’s next connection', async () => {
    const publisher = await raw()
    const acked = topic('acked')
    const unacked = topic('unacked')
    await publisher.call('irn_publish', { topic: acked, message: 'YWNr', ttl: 300 })
    await publisher.call('irn_publish', { topic: unacked, message: 'bm8tYWNr', ttl: 300 })

    const walletKey = newClientKey()
    const first = await raw(walletKey)
    await first.call('irn_batchSubscribe', { topics: [acked, unacked] })
    const delivery = await first.next(isDelivery(acked))
    await first.next(isDelivery(unacked))
    first.send({ id: delivery.id, jsonrpc: '2.0', result: true })
    // Subscribing again on the same socket sends nothing twice.
    await first.call('irn_subscribe', { topic: unacked })
    await expect(first.next(isDelivery(unacked), 150)).rejects.toThrow(/no matching frame/)
    await first.close()

    const again = await raw(walletKey)
    await again.call('irn_batchSubscribe', { topics: [acked, unacked] })
    expect(await again.next(isDelivery(unacked))).toMatchObject({ params: { data: { message: 'bm8tYWNr' } } })
    await expect(again.next(isDelivery(acked), 150)).rejects.toThrow(/no matching frame/)
    // Another client still gets both.
    const other = await raw()
    const fetched = await other.call('irn_batchFetchMessages', { topics: [acked, unacked] })
    expect(fetched.result).toMatchObject({ hasMore: false, messages: [{ topic: acked, message: 'YWNr' }, { topic: unacked, message: 'bm8tYWNr' }] })
    expect((await other.call('irn_batchFetchMessages', { topics: [acked] })).result).toEqual({ messages: [], hasMore: false })
  })

  it('irn_unsubscribe and irn_batchUnsubscribe stop deliveries', async () => {
    const [listener, publisher] = await Promise.all([raw(), raw()])
    const [one, two] = [topic('unsub-1'), topic('unsub-2')]
    await listener.call('irn_batchSubscribe', { topics: [one, two] })
    expect((await listener.call('irn_unsubscribe', { topic: one, id: subscriptionId(one, listener.clientId) })).result).toBe(true)
    expect((await listener.call('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: subscriptionId(two, listener.clientId) }] })).result).toBe(true)
    await publisher.call('irn_batchPublish', { messages: [{ topic: one, message: 'MQ==', ttl: 300 }, { topic: two, message: 'Mg==', ttl: 300 }] })
    await expect(listener.next((frame) => frame.method === 'irn_subscription', 150)).rejects.toThrow(/no matching frame/)
  })

  it('wc_proposeSession keeps the proposal on the pairing topic (tag 1100) and listens there for the dapp; wc_approveSession answers it (1101) and settles (1102)', async () => {
    const pairing = topic('pairing')
    const session = topic('session')
    const dapp = await raw()
    expect((await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, prompt: true, correlationId: 1 })).result).toBe(true)

    const wallet = await raw()
    await wallet.call('irn_subscribe', { topic: pairing })
    expect(await wallet.next(isDelivery(pairing))).toMatchObject({ params: { data: { message: 'cHJvcG9zYWw=', tag: 1100 } } })

    const approved = await wallet.call('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
      correlationId: 1,
    })
    expect(approved.result).toBe(true)
    // The dapp hears the answer on the pairing topic it never subscribed to.
    expect(await dapp.next(isDelivery(pairing))).toMatchObject({ params: { id: subscriptionId(pairing, dapp.clientId), data: { message: 'cmVzcG9uc2U=', tag: 1101 } } })
    // The settle request waits for the dapp's subscribe on the session topic.
    await dapp.call('irn_subscribe', { topic: session })
    expect(await dapp.next(isDelivery(session))).toMatchObject({ params: { data: { message: 'c2V0dGxl', tag: 1102 } } })
    // The wallet is subscribed to the session topic without asking.
    await dapp.call('irn_publish', { topic: session, message: 'c2V0dGxlZA==', ttl: 300, tag: 1103 })
    expect(await wallet.next(isDelivery(session))).toMatchObject({ params: { data: { message: 'c2V0dGxlZA==', tag: 1103 } } })
  })

  it('echoes ids exactly: decimal strings, and numbers beyond 2^53 as written', async () => {
    const client = await raw()
    const big = '1751234567890123457'
    client.sendText(`{"id":${big},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic('ids')}","message":"eA==","ttl":60}}`)
    const answer = await new Promise<string>((resolve) => client.socket.once('message', (data) => resolve(String(data))))
    expect(answer).toBe(`{"id":${big},"jsonrpc":"2.0","result":true}`)
    expect(await client.call('irn_subscribe', { topic: topic('ids') })).toMatchObject({ result: expect.any(String) })
    client.send({ id: '1751234567890123458', jsonrpc: '2.0', method: 'irn_unsubscribe', params: { topic: topic('ids'), id: 'x' } })
    expect(await client.next((frame) => frame.id === '1751234567890123458')).toEqual({ id: '1751234567890123458', jsonrpc: '2.0', result: true })
  })

  it('answers bad frames with JSON-RPC errors', async () => {
    const client = await raw()
    client.sendText('not json')
    expect(await client.next((frame) => frame.id === null)).toMatchObject({ error: { code: -32700 } })
    expect(await client.call('irn_nonsense', {})).toMatchObject({ error: { code: -32601 } })
    expect(await client.call('irn_publish', { topic: 7 })).toMatchObject({ error: { code: -32602, data: expect.stringContaining('topic') } })
    expect(await client.call('irn_publish', { topic: topic('huge'), message: 'x'.repeat(500_000), ttl: 60 })).toMatchObject({ error: { code: -32602 } })
    client.send([1, 2, 3])
    expect(await client.next((frame) => frame.id === null)).toMatchObject({ error: { code: -32600 } })
  })

  it('a frame over the size limit closes that socket (1009) and nothing else', async () => {
    const [big, bystander] = await Promise.all([raw(), raw()])
    const closed = new Promise<number>((resolve) => big.socket.once('close', (code) => resolve(code)))
    big.sendText('x'.repeat(600 * 1024))
    expect(await closed).toBe(1009)
    expect((await bystander.call('irn_subscribe', { topic: topic('bystander') })).result).toEqual(expect.any(String))
  })
})
