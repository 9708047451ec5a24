// The params of the network methods, checked the way a wallet checks them (plain code: zod would bloat this
// bundle): wallet_switchEthereumChain [{ chainId }] (EIP-3326) and wallet_addEthereumChain [{ chainId, chainName,
// rpcUrls, nativeCurrency?, blockExplorerUrls? }] (EIP-3085). A malformed request is -32602, as in MetaMask.
import { ProviderRpcError } from './rpcError'

export type AddChainParams = { id: number; hex: string; name: string; rpcUrl: string }

const HEX_CHAIN_ID = /^0x[1-9a-fA-F][0-9a-fA-F]*$/

function first(params: unknown): Record<string, unknown> {
  const value = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (typeof value !== 'object' || value === null) throw ProviderRpcError.of('invalidParams', 'Expected a single object parameter.')
  return value as Record<string, unknown>
}

function chainIdOf(value: unknown): { id: number; hex: string } {
  if (typeof value !== 'string' || !HEX_CHAIN_ID.test(value)) {
    throw ProviderRpcError.of('invalidParams', `Expected a 0x-prefixed, unpadded hexadecimal chain id, got ${JSON.stringify(value)}.`)
  }
  const id = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(id)) throw ProviderRpcError.of('invalidParams', `Chain id ${value} is too large.`)
  return { id, hex: value.toLowerCase() }
}

export function parseSwitchParams(params: unknown): { id: number; hex: string } {
  return chainIdOf(first(params).chainId)
}

export function parseAddParams(params: unknown): AddChainParams {
  const given = first(params)
  const chain = chainIdOf(given.chainId)
  const rpcUrl = Array.isArray(given.rpcUrls) ? (given.rpcUrls as unknown[]).find((url): url is string => typeof url === 'string' && /^https?:\/\/\S+$/.test(url)) : undefined
  if (!rpcUrl) throw ProviderRpcError.of('invalidParams', 'Expected rpcUrls with at least one http(s) URL.')
  const name = typeof given.chainName === 'string' && given.chainName.trim() ? given.chainName.trim() : `Chain ${chain.id}`
  return { ...chain, name, rpcUrl }
}
