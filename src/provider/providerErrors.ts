// Issue 32: what an app holding Latch's EIP-1193 provider (wagmi, viem) catches is an EIP-1193 error: a numeric code
// and a message, never Latch's own string codes. A wallet's own error passes through with its code.
import { errorText } from '../core/errors'
import { isLatchError } from '../core/caughtErrors'
import type { ProviderRpcError } from './eip1193.types'

/** EIP-1193's codes for what Latch refuses itself. */
const PROVIDER_CODES: Partial<Record<string, number>> = {
  // R-PERM-4: a method outside SPEC §6 is one the provider does not support.
  RPC_CALL_NOT_ALLOWED: 4200,
  // No connected account to ask: the provider is not authorized for it.
  NO_ACTIVE_CAIP_ADDRESS: 4100,
  // The active network has no RPC Latch knows: the provider is not connected to that chain.
  NETWORK_NOT_FOUND_THROWN: 4901,
}
/** R-ERR-5: the default code, 5000 'Unknown error'. */
const DEFAULT_CODE = 5000

export function providerError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code }, data === undefined ? {} : { data })
}

export function toProviderError(error: unknown): ProviderRpcError {
  if (isLatchError(error)) return providerError(PROVIDER_CODES[error.code] ?? DEFAULT_CODE, error.message)
  const { code, message, data } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown; data?: unknown }
  const text = typeof message === 'string' && message !== '' ? message : errorText('RPC_DEFAULT')
  return providerError(typeof code === 'number' && Number.isInteger(code) ? code : DEFAULT_CODE, text, data)
}
