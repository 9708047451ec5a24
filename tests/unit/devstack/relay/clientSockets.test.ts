// One client cannot fill the relay's connection cap: a client key holds at most 8 sockets at once. The ninth is
// refused, saying why (HTTP 429, or close 3000 for clients asking for close events), while other clients still get
// in; once one of its sockets closes, the client gets in again. Refused attempts never count as connections.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { attempt, connectRaw, type RawClient } from './rawClient'
import { newClientKey, relayJwt } from './relayJwt'

let relay: Relay
const open: RawClient[] = []

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
  await expect.poll(() => relay.stats().connections).toBe(0)
})
afterAll(async () => {
  await relay.close()
})

describe('sockets per client', { timeout: 30_000 }, () => {
  it('a ninth socket of one client is refused, saying why; other clients still connect', async () => {
    const key = newClientKey()
    for (let i = 0; i < 8; i++) open.push(await connectRaw(relay.url, key))
    const ninth = () => relayJwt(key, relay.url)
    expect(await attempt(relay.url, { auth: ninth() })).toBe('HTTP 429: Too many connections for this client (at most 8)')
    expect(await attempt(relay.url, { auth: ninth(), useOnCloseEvent: true })).toBe('close 3000: Too many connections for this client (at most 8)')
    expect(relay.stats().connections).toBe(8)
    open.push(await connectRaw(relay.url))
    expect(relay.stats().connections).toBe(9)
  })

  it('when one of its sockets closes, the client gets a place again', async () => {
    const key = newClientKey()
    for (let i = 0; i < 8; i++) open.push(await connectRaw(relay.url, key))
    await open.shift()!.close()
    // The relay counts the socket out when it sees it close, which can come after the client's side closed.
    await expect.poll(() => relay.stats().connections).toBe(7)
    open.push(await connectRaw(relay.url, key))
    expect(await attempt(relay.url, { auth: relayJwt(key, relay.url) })).toBe('HTTP 429: Too many connections for this client (at most 8)')
  })

  it('closing every socket of a client frees all its places', async () => {
    const key = newClientKey()
    const first = await Promise.all(Array.from({ length: 8 }, () => connectRaw(relay.url, key)))
    await Promise.all(first.map((client) => client.close()))
    await expect.poll(() => relay.stats().connections).toBe(0)
    for (let i = 0; i < 8; i++) open.push(await connectRaw(relay.url, key))
    expect(relay.stats().connections).toBe(8)
  })
})
