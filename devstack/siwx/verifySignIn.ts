// Whether a signed sign-in message is good (issue 15's server side): it reads strictly as the SPEC §3 message for
// its chain, its nonce is one this server issued and nobody used, it is within its validity times, its domain and
// URI are the app's own origin, and the signature is the account's — on eip155 through viem's verifyMessage against
// the chain (an EOA, or a smart account by ERC-1271 / ERC-6492), on Solana ed25519 over the text's bytes (signature
// in base58). Every refusal is a sentence for the person; nothing throws.
// The origin check reads the message, not the request: a browser names its page in Origin, but a script need not
// send Origin at all, so the app's origin (told to the server at start) is what the message must name either way;
// an Origin that is present must be that same origin too.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { parseSignInMessage, type SignInMessage } from '../../src/services/siwx/signInMessage'

export const NONCE_MAX_AGE_MS = 10 * 60_000
export const REFUSALS = {
  malformed: 'The sign-in message is not a valid sign-in message',
  nonce: 'The sign-in nonce is unknown or was already used',
  domain: 'The sign-in message is for another domain',
  expired: 'The sign-in message has expired',
  notYet: 'The sign-in message is not valid yet',
  signature: 'The signature does not match the account',
  chain: 'This server does not know that chain',
} as const

export type Verdict = { ok: true; fields: SignInMessage } | { ok: false; message: string }

export type VerifyDeps = {
  /** CAIP-2 eip155 id → the chain's RPC URL. */
  evmChains: Record<string, string>
  useNonce(nonce: string): boolean
  now(): number
  /** Whether an origin (scheme, host and port) is the app's. */
  isAppOrigin(origin: string): boolean
}

/** The origin a message's URI names, or undefined when the URI is not an http(s) URL. */
function uriOrigin(uri: string): { origin: string; host: string } | undefined {
  try {
    const url = new URL(uri)
    return url.protocol === 'http:' || url.protocol === 'https:' ? { origin: url.origin, host: url.host } : undefined
  } catch {
    return undefined
  }
}

/** `origin`: the request's Origin header as sent ('null' included), undefined when there was none. */
export async function verifySignIn(deps: VerifyDeps, input: { chainId: string; message: string; signature: string; origin: string | undefined }): Promise<Verdict> {
  const fields = parseSignInMessage(input.message, input.chainId)
  if (!fields) return { ok: false, message: REFUSALS.malformed }
  // The URI is the app's origin (a page of it may add a path), and the domain is that origin's host: a message whose
  // two fields disagree names no one site.
  const site = uriOrigin(fields.uri)
  if (!site || !deps.isAppOrigin(site.origin) || fields.domain !== site.host) return { ok: false, message: REFUSALS.domain }
  // A browser page elsewhere (or an opaque 'null' one) relaying the app's message is not the app.
  if (input.origin !== undefined && input.origin !== site.origin) return { ok: false, message: REFUSALS.domain }
  const now = deps.now()
  if (fields.expirationTime && Date.parse(fields.expirationTime) <= now) return { ok: false, message: REFUSALS.expired }
  if (fields.notBefore && Date.parse(fields.notBefore) > now) return { ok: false, message: REFUSALS.notYet }
  // The nonce is spent whatever the signature says: a replayed message never gets a second try.
  if (!deps.useNonce(fields.nonce)) return { ok: false, message: REFUSALS.nonce }
  return (await signatureMatches(deps, fields, input.message, input.signature)) ?? { ok: true, fields }
}

async function signatureMatches(deps: VerifyDeps, fields: SignInMessage, message: string, signature: string): Promise<Verdict | undefined> {
  if (fields.chainId.startsWith('solana:')) {
    try {
      const good = ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(fields.accountAddress))
      return good ? undefined : { ok: false, message: REFUSALS.signature }
    } catch {
      return { ok: false, message: REFUSALS.signature }
    }
  }
  const rpc = deps.evmChains[fields.chainId]
  if (!rpc) return { ok: false, message: REFUSALS.chain }
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) return { ok: false, message: REFUSALS.signature }
  try {
    const client = createPublicClient({ transport: http(rpc, { retryCount: 0 }) })
    const good = await client.verifyMessage({ address: fields.accountAddress as Address, message, signature: signature as Hex })
    return good ? undefined : { ok: false, message: REFUSALS.signature }
  } catch {
    return { ok: false, message: REFUSALS.signature }
  }
}
