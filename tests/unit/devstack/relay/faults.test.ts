// The relay's fault switch, from code and over the provider API's /__admin/relay: down (every socket closed, new
// ones refused, until cleared), drop (publishes acknowledged and lost), delayMs (deliveries held back).
import { getSdkError } from '@walletconnect/utils'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startProviderApi, type ProviderApiServer } from '../../../../devstack/providerApi'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { attempt, connectRaw, topic, type RawClient } from './rawClient'
import { newClientKey, relayJwt } from './relayJwt'
import { ACCOUNT, answerRequests, approveProposals, CHAIN, closeClient, createClient, NAMESPACES, type Client } from './signClients'

let relay: Relay
let api: ProviderApiServer
const open: RawClient[] = []
const clients: Client[] = []

async function raw(): Promise<RawClient> {
  const client = await connectRaw(relay.url)
  open.push(client)
  return client
}

/** A connection attempt by a client with a valid token, as sign-client makes it. */
const connectAttempt = () => attempt(relay.url, { auth: relayJwt(newClientKey(), relay.url), useOnCloseEvent: true })

function admin(method: 'GET' | 'POST' | 'DELETE', body?: unknown, base = api.url): Promise<Response> {
  return fetch(`${base}/__admin/relay`, { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) })
}

const isDelivery = (frame: Record<string, unknown>) => frame.method === 'irn_subscription'

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  api = await startProviderApi({ port: 0, relay })
})
afterEach(async () => {
  relay.faults.clear()
  await Promise.all([...open.splice(0).map((client) => client.close()), ...clients.splice(0).map(closeClient)])
})
afterAll(async () => {
  await api.close()
  await relay.close()
})

describe('relay faults', { timeout: 30_000 }, () => {
  it('down closes every socket and refuses new ones (503) until cleared', async () => {
    const connected = await raw()
    const closed = new Promise<void>((resolve) => connected.socket.once('close', () => resolve()))
    expect(relay.faults.set({ down: true })).toMatchObject({ down: true })
    await closed
    expect(await connectAttempt()).toBe('HTTP 503')
    relay.faults.clear()
    expect(await connectAttempt()).toBe('open')
  })

  it('a settled session survives the relay going down and coming back', async () => {
    const [dapp, wallet] = await Promise.all([createClient(relay.url, 'dapp'), createClient(relay.url, 'wallet')])
    clients.push(dapp, wallet)
    approveProposals(wallet)
    answerRequests(wallet)
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    await wallet.pair({ uri: uri! })
    const session = await approval()

    relay.faults.set({ down: true })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(dapp.core.relayer.connected).toBe(false)
    relay.faults.clear()
    const signature = await dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: ['0x01', ACCOUNT.address] } })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
  })

  it('drop: n publishes are acknowledged and lost, then delivery resumes', async () => {
    const [listener, publisher] = await Promise.all([raw(), raw()])
    const on = topic('drop')
    await listener.call('irn_subscribe', { topic: on })
    relay.faults.set({ drop: 2 })
    for (const message of ['MQ==', 'Mg==', 'Mw==']) expect((await publisher.call('irn_publish', { topic: on, message, ttl: 60 })).result).toBe(true)
    expect(await listener.next(isDelivery)).toMatchObject({ params: { data: { message: 'Mw==' } } })
    expect(relay.faults.state()).toMatchObject({ drop: false, dropped: 2 })
    await expect(listener.next(isDelivery, 100)).rejects.toThrow(/no matching frame/)
  })

  it('delayMs holds deliveries back', async () => {
    const [listener, publisher] = await Promise.all([raw(), raw()])
    const on = topic('delay')
    await listener.call('irn_subscribe', { topic: on })
    relay.faults.set({ delayMs: 300 })
    const sent = Date.now()
    await publisher.call('irn_publish', { topic: on, message: 'c2xvdw==', ttl: 60 })
    await listener.next(isDelivery)
    expect(Date.now() - sent).toBeGreaterThanOrEqual(290)
  })

  it('POST /__admin/relay sets faults, DELETE clears them, GET shows them; bad bodies are 400', async () => {
    const set = await admin('POST', { down: true, delayMs: 50 })
    expect(set.status).toBe(200)
    expect(await set.json()).toEqual({ down: true, drop: false, delayMs: 50, dropped: 0 })
    expect(await connectAttempt()).toBe('HTTP 503')
    expect(await (await admin('GET')).json()).toMatchObject({ down: true, delayMs: 50 })

    const cleared = await admin('DELETE')
    expect(await cleared.json()).toEqual({ down: false, drop: false, delayMs: 0, dropped: 0 })
    expect(await connectAttempt()).toBe('open')

    expect(await (await admin('POST', { drop: 3 })).json()).toMatchObject({ drop: 3 })
    for (const body of [{ down: 'yes' }, { drop: -1 }, { delayMs: 1e9 }, { sideways: true }, 'nonsense']) {
      const response = await admin('POST', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({ message: expect.any(String) })
    }
  })

  it('a provider API started without a relay answers /__admin/relay with 404', async () => {
    const alone = await startProviderApi({ port: 0 })
    try {
      for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await admin(method, method === 'POST' ? { down: true } : undefined, alone.url)).status).toBe(404)
      expect((await fetch(`${alone.url}/__wallet`)).status).toBe(404)
    } finally {
      await alone.close()
    }
  })
})
