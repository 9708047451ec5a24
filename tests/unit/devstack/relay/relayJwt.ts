// Test support: a client key and the auth token the devstack relay requires, made as @walletconnect/relay-auth's
// signJWT makes them (EdDSA JWT, `iss` the did:key of a fresh Ed25519 key, valid one day), with overrides to make
// each kind of bad token.
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

export type ClientKey = { clientId: string; secretKey: Uint8Array }

export function didKey(publicKey: Uint8Array): string {
  return `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...publicKey]))}`
}

export function newClientKey(): ClientKey {
  const secretKey = ed25519.utils.randomPrivateKey()
  return { clientId: didKey(ed25519.getPublicKey(secretKey)), secretKey }
}

export type JwtOverrides = {
  header?: Record<string, unknown>
  /** Replaces claims; a claim set to undefined is left out. */
  claims?: Record<string, unknown>
  /** Signs with this key instead of the one `iss` names. */
  signer?: ClientKey
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A valid token for the relay at `aud` (its URL), unless overridden. */
export function relayJwt(key: ClientKey, aud: string, overrides: JwtOverrides = {}): string {
  const iat = Math.floor(Date.now() / 1000)
  const header = { alg: 'EdDSA', typ: 'JWT', ...overrides.header }
  const claims = { iss: key.clientId, sub: randomBytes(32).toString('hex'), aud, iat, exp: iat + 86_400, ...overrides.claims }
  const signed = `${encode(header)}.${encode(claims)}`
  const signature = ed25519.sign(new TextEncoder().encode(signed), (overrides.signer ?? key).secretKey)
  return `${signed}.${Buffer.from(signature).toString('base64url')}`
}
