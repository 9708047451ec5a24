// The sign-in message of SPEC §3 (nonce, domain, uri, expirationTime, issuedAt, notBefore, requestId, version,
// resources, statement, chainId, accountAddress) and its text: EIP-4361 on eip155 (eip4361.ts), the CAIP-122 form on
// Solana (caip122Solana.ts). Parsing is strict both ways: a text is accepted only if building it again from what was
// read gives the very same text, so nothing the parser would read otherwise is ever signed or trusted.
import { formatSolanaSignIn, parseSolanaSignIn } from './caip122Solana'
import { formatEip4361, parseEip4361 } from './eip4361'
import type { SignInMessage } from './signInFields'

export type { SignInMessage } from './signInFields'

/** The text to sign; throws when a field breaks its rule (a message that cannot be built is never shown). */
export function formatSignInMessage(message: SignInMessage): string {
  const namespace = message.chainId.split(':')[0]
  if (namespace === 'eip155') return formatEip4361(message)
  if (namespace === 'solana') return formatSolanaSignIn(message)
  throw new Error(`no sign-in message for the ${namespace ?? ''} namespace`)
}

/** The fields of a text in `chainId`'s form, or undefined when it is not exactly such a text. */
export function parseSignInMessage(text: string, chainId: string): SignInMessage | undefined {
  const namespace = chainId.split(':')[0]
  const fields = namespace === 'eip155' ? parseEip4361(text) : namespace === 'solana' ? parseSolanaSignIn(text, chainId) : undefined
  if (!fields || fields.chainId !== chainId) return undefined
  try {
    return formatSignInMessage(fields) === text ? fields : undefined
  } catch {
    return undefined
  }
}
