// What a person reads before approving solana_signMessage: the dapp sends the message as base58 bytes, which say
// nothing to anyone, so the page shows them decoded as UTF-8 text (a sign-in message, usually). Bytes that are not
// UTF-8 are shown as hex and said to be, rather than as replacement characters that would hide what gets signed.
import { base58, hex } from '@scure/base'

/** The message of a solana_signMessage request as text; undefined for any other request. */
export function solanaMessageText(method: string, params: unknown): string | undefined {
  if (method !== 'solana_signMessage') return undefined
  const message = typeof params === 'object' && params !== null ? (params as Record<string, unknown>).message : undefined
  if (typeof message !== 'string') return '(no message)'
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    return '(not base58)'
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `(not UTF-8: ${bytes.length} bytes) 0x${hex.encode(bytes)}`
  }
}
