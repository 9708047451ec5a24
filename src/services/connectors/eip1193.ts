// Typed calls over an EIP-1193 provider. A wallet is outside code: every answer and event payload is parsed with
// zod, addresses come back EIP-55 checksummed, chain ids as numbers in the R-VAL-3 range.
//
// Failures: a provider error with a numeric code (4001 the user said no, 4902 unknown chain, …) is an expected
// outcome and resolves as { ok: false, error: { code, message } }, where message is Latch's catalogue text, never
// the wallet's own words. Anything else (a thrown non-error, a malformed answer, an abort) rejects with a LatchError,
// the "unexpected" path of DESIGN.md.
import { getAddress, isAddress, stringToHex, type Address, type Hex } from 'viem'
import * as z from '../../core/zod'
import { isEip155Address, isEvmChainId } from '../../core/caip'
import { ERRORS, errorText, LatchError, type CatalogueEntry, type ErrorCode } from '../../core/errors'
import type { Eip1193Provider, RequestArguments } from './provider'
import { untilAborted } from '../untilAborted'

export type ProviderError = { code: number; message: string }
export type ProviderResult<T> = { ok: true; value: T } | { ok: false; error: ProviderError }

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED_CODE = 4001
/** EIP-1193: the provider is disconnected from all chains. */
export const PROVIDER_DISCONNECTED_CODE = 4900
/** EIP-1193: the provider does not support the requested method. */
export const UNSUPPORTED_METHOD_CODE = 4200
/** JSON-RPC: the method does not exist (what wallets that never heard of a method often answer instead). */
export const METHOD_NOT_FOUND_CODE = -32601
/** MetaMask's "disconnected from the chain, reconnecting": not a disconnect a dapp should act on (wagmi ignores it too). */
export const RECONNECTING_CODE = 1013

const rpcErrorSchema = z.looseObject({ code: z.number().check(z.int()) })

function codeOf(error: unknown): number | undefined {
  try {
    const result = z.safeParse(rpcErrorSchema, error)
    return result.success ? result.data.code : undefined
  } catch {
    return undefined
  }
}

/** True for a rejection by the user (code 4001), as a ProviderError or as the provider threw it. */
export function isUserRejection(error: unknown): boolean {
  return codeOf(error) === USER_REJECTED_CODE
}

/** True when the wallet does not know the method (4200 or -32601): the wallet lacks it, nothing failed. */
export function isUnsupportedMethod(error: unknown): boolean {
  const code = codeOf(error)
  return code === UNSUPPORTED_METHOD_CODE || code === METHOD_NOT_FOUND_CODE
}

// R-ERR-5: codes the catalogue names keep their text; a rejection gets the caller's text; the rest a generic one.
function messageFor(code: number, declined: ErrorCode): string {
  if (code === USER_REJECTED_CODE) return errorText(declined)
  const known = Object.values(ERRORS as Record<string, CatalogueEntry>).find((entry) => entry.kind === 'rpc' && entry.rpcCode === code)
  return known && known.kind === 'rpc' ? known.text : errorText('SOMETHING_WENT_WRONG')
}

/** A provider error as a value, or undefined when the thrown thing has no EIP-1193 numeric code. */
export function toProviderError(error: unknown, declined: ErrorCode = 'SOMETHING_WENT_WRONG'): ProviderError | undefined {
  const code = codeOf(error)
  return code === undefined ? undefined : { code, message: messageFor(code, declined) }
}

function toChecksumAddress(value: string): Address | undefined {
  if (!isEip155Address(value)) return undefined
  const hex = value.startsWith('0x') ? value.slice(2) : value
  // R-VAL-4 with EIP-55: an address in one case carries no checksum, all capitals as much as all small letters (viem's
  // strict check knows only the latter); a mixed-case address with a wrong checksum is a typo, not an account.
  const prefixed = `0x${hex === hex.toUpperCase() ? hex.toLowerCase() : hex}`
  return isAddress(prefixed, { strict: true }) ? getAddress(prefixed) : undefined
}

// R-VAL-4: an eip155 address, returned checksummed.
export const addressSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx): Address => {
    const address = toChecksumAddress(value)
    if (address) return address
    ctx.issues.push({ code: 'custom', message: 'not an eip155 address', input: value })
    return z.NEVER
  }),
)
export const accountsSchema = z.array(addressSchema)

// R-VAL-3: eth_chainId answers hex ('0x1'); older wallets answer a decimal string or a number. Range 1..2^31-1.
export const chainIdSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number, ctx): number => {
    const text = typeof value === 'number' ? String(value) : /^0x[0-9a-f]+$/i.test(value) ? String(Number.parseInt(value, 16)) : value
    if (isEvmChainId(text)) return Number(text)
    ctx.issues.push({ code: 'custom', message: 'not an EVM chain id', input: value })
    return z.NEVER
  }),
)

export const signatureSchema = z.custom<Hex, string>((value) => typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})+$/.test(value))

function parsed<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  try {
    const result = z.safeParse(schema, value)
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}


async function call<T>(
  provider: Eip1193Provider,
  args: RequestArguments,
  schema: z.ZodMiniType<T>,
  options: { declined?: ErrorCode; malformed?: ErrorCode; signal?: AbortSignal | undefined },
): Promise<ProviderResult<T>> {
  // An attempt given up before it starts never reaches the wallet, which would show a prompt nobody waits for.
  if (options.signal?.aborted) throw new LatchError('REQUEST_ABORTED', { cause: options.signal.reason })
  let answer: unknown
  try {
    // Promise.resolve().then: a provider that throws synchronously is caught like one that rejects.
    answer = await untilAborted(Promise.resolve().then(() => provider.request(args)), options.signal)
  } catch (error) {
    if (options.signal?.aborted) throw new LatchError('REQUEST_ABORTED', { cause: error })
    const failure = toProviderError(error, options.declined)
    if (failure) return { ok: false, error: failure }
    throw new LatchError('SOMETHING_WENT_WRONG', { detail: `${args.method} failed`, cause: error })
  }
  const value = parsed(schema, answer)
  if (value === undefined) throw new LatchError(options.malformed ?? 'SOMETHING_WENT_WRONG', { detail: `${args.method} answered an unexpected value` })
  return { ok: true, value }
}

/** eth_requestAccounts: asks the wallet to connect; the accounts it grants, checksummed. */
export function requestAccounts(provider: Eip1193Provider, signal?: AbortSignal): Promise<ProviderResult<Address[]>> {
  return call(provider, { method: 'eth_requestAccounts' }, accountsSchema, { signal })
}

/** eth_accounts: the accounts already granted, without a prompt (empty when locked or not connected). */
export function getAccounts(provider: Eip1193Provider, signal?: AbortSignal): Promise<ProviderResult<Address[]>> {
  return call(provider, { method: 'eth_accounts' }, accountsSchema, { signal })
}

/** eth_chainId as a number; an answer outside R-VAL-3's range rejects with INVALID_CHAIN_ID. */
export function getChainId(provider: Eip1193Provider, signal?: AbortSignal): Promise<ProviderResult<number>> {
  return call(provider, { method: 'eth_chainId' }, chainIdSchema, { malformed: 'INVALID_CHAIN_ID', signal })
}

/** personal_sign of a UTF-8 message (sent hex-encoded, as viem's signMessage does); a rejection reads "Signature declined". */
export function personalSign(provider: Eip1193Provider, message: string, address: string, signal?: AbortSignal): Promise<ProviderResult<Hex>> {
  const account = toChecksumAddress(address)
  if (!account) return Promise.reject(new LatchError('SOMETHING_WENT_WRONG', { detail: 'personal_sign needs an eip155 address' }))
  return call(provider, { method: 'personal_sign', params: [stringToHex(message), account] }, signatureSchema, { declined: 'SIGNATURE_DECLINED', signal })
}

// Whatever a wallet answers to a revoke (null for MetaMask, sometimes nothing at all) carries nothing we need.
const ignoredAnswer = z.pipe(z.unknown(), z.transform((): null => null))

/** wallet_revokePermissions (EIP-2255) of eth_accounts: the wallet forgets this site's access to its accounts. */
export function revokeAccountPermission(provider: Eip1193Provider, signal?: AbortSignal): Promise<ProviderResult<null>> {
  return call(provider, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }, ignoredAnswer, { signal })
}

/** EIP-3326 wallet_switchEthereumChain; 4902 means the wallet does not know the chain yet (add it, then switch). */
export function switchEthereumChain(provider: Eip1193Provider, chainId: number, signal?: AbortSignal): Promise<ProviderResult<null>> {
  return call(provider, { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] }, ignoredAnswer, { signal })
}

export type AddEthereumChainParameter = {
  chainId: number
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/** EIP-3085 wallet_addEthereumChain: the wallet learns the chain (and may switch to it, as MetaMask does). */
export function addEthereumChain(provider: Eip1193Provider, chain: AddEthereumChainParameter, signal?: AbortSignal): Promise<ProviderResult<null>> {
  const params = { ...chain, chainId: `0x${chain.chainId.toString(16)}` }
  return call(provider, { method: 'wallet_addEthereumChain', params: [params] }, ignoredAnswer, { signal })
}

export type ProviderEventHandlers = {
  accountsChanged?: (accounts: Address[]) => void
  chainChanged?: (chainId: number) => void
  disconnect?: (error: ProviderError) => void
}

/** Listens to the provider's events with parsed payloads; malformed payloads are ignored. Returns the unsubscribe. */
export function subscribe(provider: Eip1193Provider, handlers: ProviderEventHandlers): () => void {
  const listeners: Array<[string, (payload: unknown) => void]> = []
  const { accountsChanged, chainChanged, disconnect } = handlers

  if (accountsChanged) {
    listeners.push([
      'accountsChanged',
      (payload) => {
        const accounts = parsed(accountsSchema, payload)
        if (accounts) accountsChanged(accounts)
      },
    ])
  }
  if (chainChanged) {
    listeners.push([
      'chainChanged',
      (payload) => {
        const chainId = parsed(chainIdSchema, payload)
        if (chainId !== undefined) chainChanged(chainId)
      },
    ])
  }
  if (disconnect) {
    listeners.push([
      'disconnect',
      (payload) => {
        const code = codeOf(payload) ?? PROVIDER_DISCONNECTED_CODE
        if (code === RECONNECTING_CODE) return
        disconnect({ code, message: messageFor(code, 'SOMETHING_WENT_WRONG') })
      },
    ])
  }

  const registered = listeners.filter(([event, listener]) => {
    try {
      provider.on(event, listener)
      return true
    } catch {
      return false
    }
  })
  let active = true
  return () => {
    if (!active) return
    active = false
    for (const [event, listener] of registered) {
      try {
        provider.removeListener(event, listener)
      } catch {
        // A provider that cannot remove a listener: nothing more to do.
      }
    }
  }
}
