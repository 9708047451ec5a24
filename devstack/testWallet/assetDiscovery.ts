// What lets a dapp ask the wallet for balances instead of an indexer: EIP-5792's wallet_getCapabilities says which
// chains support asset discovery (here only chain A, so chain B's balances come from the blockchain API), and
// EIP-7811's wallet_getAssets lists the account's assets there, read from the chain at the moment of asking: the
// native balance and the devstack's ERC-20s (devTokens.ts' catalogue, the test USDC with them), with the catalogue's
// fake USD price and icon. Only what the account holds is listed. Types and the native address follow the reference
// client's reading of EIP-7811: 'NATIVE' | 'ERC20', and 'native' for the chain's own currency.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex } from 'viem'
import { CATALOGUE_TOKENS, NATIVE_TOKEN } from '../chain/devTokens'
import { ProviderRpcError } from './rpcError'

/** EIP-7811's address for a chain's native currency. */
export const NATIVE_ASSET_ADDRESS = 'native'

export type WalletAsset = {
  address: Address | typeof NATIVE_ASSET_ADDRESS
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

export type GetAssetsRequest = { account: string; chainIds: number[] | undefined; types: ('NATIVE' | 'ERC20')[] | undefined }

/** A JSON-RPC read on one of the wallet's chains. */
export type ChainRead = (chainId: number, method: string, params: unknown[]) => Promise<unknown>

function hexString(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) throw ProviderRpcError.of('internal', `The chain answered ${what} with ${JSON.stringify(value)}.`)
  return value as Hex
}

/** { [hexChainId]: { assetDiscovery: { supported: true } } } for the discovery chains among `filter` (all if none). */
export function capabilities(discoveryChains: readonly number[], filter: readonly unknown[] | undefined): Record<string, { assetDiscovery: { supported: true } }> {
  const wanted = filter?.filter((id): id is string => typeof id === 'string').map((id) => id.toLowerCase())
  const answer: Record<string, { assetDiscovery: { supported: true } }> = {}
  for (const id of discoveryChains) {
    const hex = numberToHex(id)
    if (!wanted || wanted.includes(hex)) answer[hex] = { assetDiscovery: { supported: true } }
  }
  return answer
}

/** wallet_getAssets' single param: { account, chainFilter?: hex[], assetTypeFilter?: ('NATIVE' | 'ERC20' | 'native' | 'erc20')[] }. */
export function parseGetAssetsParams(params: unknown): GetAssetsRequest {
  const given = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (typeof given !== 'object' || given === null) throw ProviderRpcError.of('invalidParams', 'Expected [{ account, chainFilter? }].')
  const { account, chainFilter, assetTypeFilter } = given as Record<string, unknown>
  if (typeof account !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(account)) throw ProviderRpcError.of('invalidParams', 'Expected an account address.')
  if (chainFilter !== undefined && (!Array.isArray(chainFilter) || chainFilter.some((id) => typeof id !== 'string' || !/^0x[0-9a-fA-F]+$/.test(id)))) {
    throw ProviderRpcError.of('invalidParams', 'Expected chainFilter to list hexadecimal chain ids.')
  }
  if (assetTypeFilter !== undefined && !Array.isArray(assetTypeFilter)) throw ProviderRpcError.of('invalidParams', 'Expected assetTypeFilter to be a list.')
  const types = (assetTypeFilter as unknown[] | undefined)?.flatMap((type) => {
    const upper = typeof type === 'string' ? type.toUpperCase() : ''
    return upper === 'NATIVE' || upper === 'ERC20' ? [upper as 'NATIVE' | 'ERC20'] : []
  })
  return { account, chainIds: (chainFilter as string[] | undefined)?.map((id) => Number.parseInt(id, 16)), types }
}

async function assetsOn(read: ChainRead, chainId: number, account: Address, types: GetAssetsRequest['types']): Promise<WalletAsset[]> {
  const assets: WalletAsset[] = []
  if (!types || types.includes('NATIVE')) {
    const balance = BigInt(hexString(await read(chainId, 'eth_getBalance', [account, 'latest']), 'eth_getBalance'))
    if (balance > 0n) {
      const { name, symbol, decimals, priceUsd: price, iconUrl } = NATIVE_TOKEN
      assets.push({ address: NATIVE_ASSET_ADDRESS, balance: numberToHex(balance), type: 'NATIVE', metadata: { name, symbol, decimals, price, iconUrl } })
    }
  }
  if (types && !types.includes('ERC20')) return assets
  for (const token of CATALOGUE_TOKENS.filter((candidate) => candidate.kind === 'erc20')) {
    const call = (data: Hex) => read(chainId, 'eth_call', [{ to: token.address, data }, 'latest']).then((answer) => hexString(answer, 'eth_call'))
    const held = await call(encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }))
    if (held === '0x') continue // not deployed on this chain
    const balance = decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: held })
    if (balance === 0n) continue
    const [name, symbol, decimals] = await Promise.all([
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'name' })).then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'name', data })),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })).then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data })),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })).then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data })),
    ])
    assets.push({ address: token.address, balance: numberToHex(balance), type: 'ERC20', metadata: { name, symbol, decimals, price: token.priceUsd, iconUrl: token.iconUrl } })
  }
  return assets
}

/** The account's assets per hex chain id, on the discovery chains the request asks for. */
export async function getAssets(read: ChainRead, discoveryChains: readonly number[], request: GetAssetsRequest): Promise<Record<string, WalletAsset[]>> {
  const chains = discoveryChains.filter((id) => !request.chainIds || request.chainIds.includes(id))
  const answer: Record<string, WalletAsset[]> = {}
  for (const id of chains) answer[numberToHex(id)] = await assetsOn(read, id, request.account as Address, request.types)
  return answer
}
