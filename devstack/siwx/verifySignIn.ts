// Whether a signed sign-in message is good (issue 15's server side): it reads strictly as the SPEC §3 message for
// its chain, its nonce is one this server issued and nobody used, it is within its validity times, it names the
// domain of the page that sends it, and the signature is the account's — on eip155 through viem's verifyMessage
// against the chain (an EOA, or a smart account by ERC-1271 / ERC-6492), on Solana ed25519 over the text's bytes
// (signature in base58). Every refusal is a sentence for the person; nothing throws.
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
}

export async function verifySignIn(deps: VerifyDeps, input: { chainId: string; message: string; signature: string; domain: string | undefined }): Promise<Verdict> {
  const fields = parseSignInMessage(input.message, input.chainId)
  if (!fields) return { ok: false, message: REFUSALS.malformed }
  if (input.domain !== undefined && fields.domain !== input.domain) return { ok: false, message: REFUSALS.domain }
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
