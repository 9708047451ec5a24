// The relay's fault switch, from code: down (every socket closed, new ones refused, until cleared), drop (publishes
// acknowledged and lost), delayMs (deliveries held back). Over HTTP it is the relay's own /__faults/relay (http.test.ts).
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

  it('a provider API started without a relay serves no WalletConnect test wallet page', async () => {
    const alone = await startProviderApi({ port: 0 })
    try {
      expect((await fetch(`${alone.url}/__wallet`)).status).toBe(404)
    } finally {
      await alone.close()
    }
  })
})
