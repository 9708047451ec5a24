// A client proves its id to the devstack relay as the real relay requires: the `auth` JWT in the WebSocket URL, signed
// by the Ed25519 key its did:key `iss` names, for this relay, within its times. Every other token is refused, over HTTP
// (401 and the reason) or, for clients that ask for close events as sign-client does, with close code 3000 and the
// reason; claiming another client's id is refused; a real sign-client that is refused hears why at once.
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { subscriptionId } from '../../../../devstack/relay/connection'
import { attempt, connectRaw, topic } from './rawClient'
import { newClientKey, relayJwt, type ClientKey, type JwtOverrides } from './relayJwt'
import { closeClient, createClient, NAMESPACES } from './signClients'

let relay: Relay

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(async () => {
  await relay.close()
})

const now = () => Math.floor(Date.now() / 1000)
const token = (overrides: JwtOverrides = {}, key: ClientKey = newClientKey()) => relayJwt(key, relay.url, overrides)
/** The same token with one character of its signature changed. */
function tampered(jwt: string): string {
  const last = jwt.at(-2) === 'A' ? 'B' : 'A'
  return `${jwt.slice(0, -2)}${last}${jwt.at(-1)}`
}
/** A did:key of another key type: secp256k1 (multicodec 0xe7 0x01, a 33-byte compressed key). */
const secp256k1DidKey = () => `did:key:z${base58.encode(Uint8Array.from([0xe7, 0x01, 0x02, ...new Uint8Array(32).fill(7)]))}`

const refused: [string, () => string | undefined, string][] = [
  ['no auth at all', () => undefined, 'Unauthorized: missing auth token'],
  ['an empty auth', () => '', 'Unauthorized: missing auth token'],
  ['not a JWT', () => 'not-a-jwt', 'JWT validation error: Invalid format'],
  ['a JWT without its signature', () => token().split('.').slice(0, 2).join('.'), 'JWT validation error: Invalid format'],
  ['alg HS256', () => token({ header: { alg: 'HS256' } }), 'JWT validation error: Invalid JWT signing algorithm'],
  ['alg none', () => token({ header: { alg: 'none' } }), 'JWT validation error: Invalid JWT signing algorithm'],
  ['typ other than JWT', () => token({ header: { typ: 'JWS' } }), 'JWT validation error: Invalid JWT signing algorithm'],
  ['no exp', () => token({ claims: { exp: undefined } }), 'JWT validation error: Invalid claims'],
  ['iat as text', () => token({ claims: { iat: String(now()) } }), 'JWT validation error: Invalid claims'],
  ['iss not a did:key', () => token({ claims: { iss: 'client-1' } }), 'JWT validation error: Invalid issuer (not a did:key of an Ed25519 key)'],
  ['iss a did:key of a secp256k1 key', () => token({ claims: { iss: secp256k1DidKey() } }), 'JWT validation error: Invalid issuer (not a did:key of an Ed25519 key)'],
  ['a bad signature', () => tampered(token()), 'JWT validation error: Invalid signature'],
  ['claims changed after signing', () => {
    const [header, , signature] = token().split('.')
    const claims = Buffer.from(JSON.stringify({ iss: newClientKey().clientId, sub: 's', aud: relay.url, iat: now(), exp: now() + 60 })).toString('base64url')
    return `${header}.${claims}.${signature}`
  }, 'JWT validation error: Invalid signature'],
  ['expired (exp three minutes ago)', () => token({ claims: { iat: now() - 86_400, exp: now() - 180 } }), 'JWT validation error: JWT Token is expired'],
  ['not yet valid (iat three minutes ahead)', () => token({ claims: { iat: now() + 180, exp: now() + 86_400 } }), 'JWT validation error: JWT Token is not yet valid'],
  ['aud of the WalletConnect cloud relay', () => token({ claims: { aud: 'wss://relay.walletconnect.org' } }), 'JWT validation error: Invalid audience'],
  ['aud of a relay on another port', () => token({ claims: { aud: `ws://127.0.0.1:${relay.port + 1}` } }), 'JWT validation error: Invalid audience'],
  ['aud not a URL', () => token({ claims: { aud: 'relay' } }), 'JWT validation error: Invalid audience'],
]

describe('the relay checks who a client is', { timeout: 30_000 }, () => {
  it('opens for a token made as sign-client makes it, and knows the client by its did:key', async () => {
    expect(await attempt(relay.url, { auth: token(), useOnCloseEvent: true })).toBe('open')
    const key = newClientKey()
    const client = await connectRaw(relay.url, key)
    const on = topic('auth-id')
    // sign-client derives its subscription ids from its own did:key: the relay's must match.
    expect((await client.call('irn_subscribe', { topic: on })).result).toBe(subscriptionId(on, key.clientId))
    await client.close()
  })

  it('takes the relay URL in aud as sign-client writes it, under any loopback name, with or without a path', async () => {
    for (const aud of [relay.url, `${relay.url}/`, `${relay.url}/?projectId=p`, `ws://localhost:${relay.port}`, `http://127.0.0.1:${relay.port}`]) {
      expect(await attempt(relay.url, { auth: token({ claims: { aud } }) }), aud).toBe('open')
    }
  })

  it('tolerates two minutes of clock difference either way, as the real relay does', async () => {
    expect(await attempt(relay.url, { auth: token({ claims: { iat: now() + 100, exp: now() + 86_400 } }) })).toBe('open')
    expect(await attempt(relay.url, { auth: token({ claims: { iat: now() - 86_400, exp: now() - 100 } }) })).toBe('open')
  })

  it.each(refused)('refuses %s: HTTP 401 with the reason, or close 3000 with it for clients asking for close events', async (_case, auth, reason) => {
    expect(await attempt(relay.url, { auth: auth() })).toBe(`HTTP 401: ${reason}`)
    expect(await attempt(relay.url, { auth: auth(), useOnCloseEvent: true })).toBe(`close 3000: ${reason}`)
  })

  it('refuses a client claiming another client’s id; the owner of the key still connects again', async () => {
    const owner = newClientKey()
    const connected = await connectRaw(relay.url, owner)
    const impostor = newClientKey()
    const claim = relayJwt(owner, relay.url, { signer: impostor })
    expect(await attempt(relay.url, { auth: claim, useOnCloseEvent: true })).toBe('close 3000: JWT validation error: Invalid signature')
    const again = await connectRaw(relay.url, owner)
    expect(again.clientId).toBe(connected.clientId)
    await Promise.all([connected.close(), again.close()])
  })

  it('a real sign-client with a token the relay refuses hears why at once, as a relayer error', async () => {
    // Three days ahead, the relay finds the client's one-day token expired.
    const ahead = await startRelay({ port: 0, now: () => Date.now() + 3 * 86_400_000 })
    const dapp = await createClient(ahead.url, 'dapp')
    try {
      const heard = new Promise<string>((resolve) => dapp.core.relayer.once('relayer_error', (error: Error) => resolve(error.message)))
      dapp.connect({ optionalNamespaces: NAMESPACES }).catch(() => undefined)
      expect(await heard).toBe('WebSocket connection closed abnormally with code: 3000 (JWT validation error: JWT Token is expired)')
    } finally {
      await closeClient(dapp)
      await ahead.close()
    }
  })
})
