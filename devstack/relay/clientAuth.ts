// A client proves its id to the relay as the real relay demands: the `auth` query parameter of the WebSocket URL is an
// EdDSA JWT (@walletconnect/relay-auth's signJWT) whose `iss` is the client's Ed25519 public key as a did:key and whose
// signature that key made. The id the relay then uses (for kept messages, acknowledgements, subscription ids) is that
// `iss`, so nobody can take over another client's id without its private key. The checks and their order follow the
// real relay's (WalletConnectRust relay_rpc jwt.rs: format, header, claims, signature, expiry, iat, audience), and so
// do the refusal texts where it has one; they reach the client as the close reason.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { z } from 'zod/mini'

/** Seconds a token may be past its `exp` or ahead of the relay's clock: relay_rpc's JWT_VALIDATION_TIME_LEEWAY_SECS. */
const JWT_LEEWAY_SECONDS = 120
/** A real token is about 400 characters (the longest claim is `aud`, the relay URL); this bounds the work before
 * anything is verified. */
const MAX_AUTH_CHARS = 4_096
/** The multicodec prefix of an Ed25519 public key (0xed, varint-encoded), which a did:key carries before the key. */
const ED25519_MULTICODEC = [0xed, 0x01] as const
const ED25519_KEY_BYTES = 32
const ED25519_SIGNATURE_BYTES = 64

export const AUTH_REFUSALS = {
  missing: 'Unauthorized: missing auth token',
  format: 'JWT validation error: Invalid format',
  header: 'JWT validation error: Invalid JWT signing algorithm',
  claims: 'JWT validation error: Invalid claims',
  issuer: 'JWT validation error: Invalid issuer (not a did:key of an Ed25519 key)',
  signature: 'JWT validation error: Invalid signature',
  expired: 'JWT validation error: JWT Token is expired',
  notYetValid: 'JWT validation error: JWT Token is not yet valid',
  audience: 'JWT validation error: Invalid audience',
} as const

export type ClientAuthVerdict = { ok: true; clientId: string } | { ok: false; reason: string }

const BASE64URL = /^[A-Za-z0-9_-]+$/
const DID_KEY = /^did:key:z[1-9A-HJ-NP-Za-km-z]{40,60}$/
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/
const DEFAULT_PORTS: Record<string, string> = { 'ws:': '80', 'http:': '80', 'wss:': '443', 'https:': '443' }

const headerSchema = z.object({ alg: z.string(), typ: z.string() })
const seconds = z.number().check(z.int())
/** The claims signJWT writes; `exp` is required because sign-client always sends it (iat + one day). */
const claimsSchema = z.object({
  iss: z.string().check(z.maxLength(200)),
  sub: z.string().check(z.maxLength(500)),
  aud: z.string().check(z.maxLength(1_000)),
  iat: seconds,
  exp: seconds,
})

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/** The Ed25519 public key a did:key names, or undefined when it names anything else. One key has one spelling (base58
 * has no padding, and the 0xed prefix leaves no leading zero bytes to spell as '1'), so one key is one client id. */
function publicKeyOfDidKey(did: string): Uint8Array | undefined {
  if (!DID_KEY.test(did)) return undefined
  const encoded = did.slice('did:key:z'.length)
  let bytes: Uint8Array
  try {
    bytes = base58.decode(encoded)
  } catch {
    return undefined
  }
  if (bytes.length !== ED25519_MULTICODEC.length + ED25519_KEY_BYTES) return undefined
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  return bytes.slice(ED25519_MULTICODEC.length)
}

/** sign-client puts its `relayUrl` in `aud` as given (ws://127.0.0.1:port, maybe with a path or query, maybe
 * localhost): any loopback name with this relay's port is this relay, since it listens on loopback only. */
function isThisRelay(aud: string, relayPort: number): boolean {
  let url: URL
  try {
    url = new URL(aud)
  } catch {
    return false
  }
  const defaultPort = DEFAULT_PORTS[url.protocol]
  if (defaultPort === undefined) return false
  return LOOPBACK_HOST.test(url.hostname) && (url.port || defaultPort) === String(relayPort)
}

function signatureMatches(signaturePart: string, signedText: string, publicKey: Uint8Array): boolean {
  const signature = Buffer.from(signaturePart, 'base64url')
  if (signature.length !== ED25519_SIGNATURE_BYTES) return false
  try {
    // RFC 8032 rules (not ZIP-215's looser ones): non-canonical encodings are refused, so no one can turn a client's
    // valid token into a different valid one.
    return ed25519.verify(signature, new TextEncoder().encode(signedText), publicKey, { zip215: false })
  } catch {
    return false
  }
}

export function verifyClientAuth(auth: string | null | undefined, context: { nowMs: number; relayPort: number }): ClientAuthVerdict {
  if (!auth) return { ok: false, reason: AUTH_REFUSALS.missing }
  const parts = auth.length <= MAX_AUTH_CHARS ? auth.split('.') : []
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return { ok: false, reason: AUTH_REFUSALS.format }
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string]

  const header = headerSchema.safeParse(decodeJson(headerPart))
  if (!header.success || header.data.alg !== 'EdDSA' || header.data.typ !== 'JWT') return { ok: false, reason: AUTH_REFUSALS.header }
  const claims = claimsSchema.safeParse(decodeJson(claimsPart))
  if (!claims.success) return { ok: false, reason: AUTH_REFUSALS.claims }
  const { iss, aud, iat, exp } = claims.data

  const publicKey = publicKeyOfDidKey(iss)
  if (!publicKey) return { ok: false, reason: AUTH_REFUSALS.issuer }
  if (!signatureMatches(signaturePart, `${headerPart}.${claimsPart}`, publicKey)) return { ok: false, reason: AUTH_REFUSALS.signature }

  const now = Math.floor(context.nowMs / 1000)
  if (now - JWT_LEEWAY_SECONDS > exp) return { ok: false, reason: AUTH_REFUSALS.expired }
  if (now + JWT_LEEWAY_SECONDS < iat) return { ok: false, reason: AUTH_REFUSALS.notYetValid }
  if (!isThisRelay(aud, context.relayPort)) return { ok: false, reason: AUTH_REFUSALS.audience }
  return { ok: true, clientId: iss }
}
