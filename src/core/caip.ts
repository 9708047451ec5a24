// CAIP-2 network ids and CAIP-10 addresses, and the per-namespace address checks of SPEC §5.
import { EVM_CHAIN_ID_LIMIT } from './constants'
import { LatchError } from './errors'

export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'
export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${string}:${string}:${string}`

export type ParsedCaipAddress = { namespace: string; chainId: string; address: string }
export type ParsedCaipNetworkId = { namespace: string; chainId: string }

// R-VAL-3: exactly 3 non-empty colon-separated parts (namespace, chain id, address); null for anything else.
export function caipAddressParts(value: string | null): ParsedCaipAddress | null {
  const parts = value?.split(':') ?? []
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return null
  const [namespace, chainId, address] = parts as [string, string, string]
  return { namespace, chainId, address }
}

export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parsed = caipAddressParts(value)
  if (!parsed) throw new LatchError('INVALID_CAIP_ADDRESS')
  return parsed
}

// R-VAL-3: a network id has exactly 2 non-empty parts; an eip155 one must be a usable coin type.
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  if (parts.length !== 2 || parts.some((part) => part.length === 0)) throw new LatchError('INVALID_CHAIN_ID')
  const [namespace, chainId] = parts as [string, string]
  if (namespace === 'eip155' && !isEvmChainId(chainId)) throw new LatchError('INVALID_CHAIN_ID')
  return { namespace, chainId }
}

export function isCaipNetworkId(value: string): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

// R-VAL-3: EVM chain id below 2147483648 (it must fit the ENSIP-11 coin type range).
export function isEvmChainId(value: string | number): boolean {
  const text = String(value)
  if (!/^[1-9]\d*$/.test(text)) return false
  return Number(text) < EVM_CHAIN_ID_LIMIT
}

// R-VAL-4: eip155 addresses are 40 hex characters, with or without 0x.
export function isEip155Address(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

// R-VAL-4: solana addresses are 32 to 44 base58 characters (no 0, O, I, l).
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}

export function isAddressOf(namespace: string, address: string): boolean {
  if (namespace === 'eip155') return isEip155Address(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return address.length > 0
}

export function toCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  const { namespace, chainId } = parseCaipNetworkId(networkId)
  if (!isAddressOf(namespace, address)) throw new LatchError('INVALID_CAIP_ADDRESS')
  return `${namespace}:${chainId}:${address}`
}
