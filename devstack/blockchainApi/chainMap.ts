// The chains this blockchain API serves, given as { [caipNetworkId]: upstream JSON-RPC URL }: every entry is reachable
// through the RPC proxy; the eip155 ones are also indexed for balances and history; the solana ones answer balances,
// read live from their RPC.
import { z } from 'zod/mini'
import type { SolanaChain } from './solanaBalances'

export type EvmChain = { readonly caipNetworkId: `eip155:${number}`; readonly chainId: number; readonly url: string }
export type ChainMap = { readonly upstreams: ReadonlyMap<string, string>; readonly evm: readonly EvmChain[]; readonly solana?: readonly SolanaChain[] }

/** CAIP-2: namespace and reference, as the standard spells their characters. */
export const caipNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 network id (namespace:reference)'))
const upstreamSchema = z.string().check(z.regex(/^https?:\/\/\S+$/, 'an http(s) URL'))

export function parseChainMap(raw: unknown): ChainMap {
  const given = z.safeParse(z.record(z.string(), z.unknown()), raw)
  if (!given.success) throw new Error('blockchain API chains: expected { [caipNetworkId]: upstream URL }')
  const upstreams = new Map<string, string>()
  for (const [id, url] of Object.entries(given.data)) {
    if (!z.safeParse(caipNetworkIdSchema, id).success) throw new Error(`blockchain API chains: ${JSON.stringify(id)} is not a CAIP-2 network id (namespace:reference)`)
    const upstream = z.safeParse(upstreamSchema, url)
    if (!upstream.success) throw new Error(`blockchain API chains: ${id}'s upstream ${JSON.stringify(url)} is not an http(s) URL`)
    upstreams.set(id, upstream.data.replace(/\/$/, ''))
  }
  const evm: EvmChain[] = []
  const solana: SolanaChain[] = []
  for (const [caipNetworkId, url] of upstreams) {
    const [namespace, reference] = caipNetworkId.split(':')
    if (namespace === 'solana') solana.push({ caipNetworkId: caipNetworkId as `solana:${string}`, url })
    if (namespace !== 'eip155') continue
    if (!/^[1-9]\d{0,9}$/.test(reference ?? '')) throw new Error(`blockchain API chains: ${caipNetworkId} is not an eip155 chain id`)
    evm.push({ caipNetworkId: caipNetworkId as `eip155:${number}`, chainId: Number(reference), url })
  }
  return { upstreams, evm, solana }
}
