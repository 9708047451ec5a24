// An account's balances on the devstack's Solana cluster in the blockchain API's shape (SPEC §3 "Token balance"),
// read live from its JSON-RPC: SOL from getBalance and every SPL token account from getTokenAccountsByOwner
// (jsonParsed), as the cloud lists them for a Solana address. Token addresses are CAIP-10 mint addresses.
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { z } from 'zod/mini'
import { rpcBatch } from '../chain/jsonRpc'
import { LSD_ICON_URL, SOL_ICON_URL, UNKNOWN_TOKEN_ICON_URL, USDC_ICON_URL } from '../chain/tokenIcons'
import { formatUnits } from '../chain/units'
import { DEV_SPL_MINT_KEY, DEV_SPL_TOKEN, DEV_USDC_SPL_TOKEN, SOL_PRICE_USD, SOLANA_USDC_MINT } from '../solana/devKeys'
import type { TokenBalance } from './balances'

export type SolanaChain = { readonly caipNetworkId: `solana:${string}`; readonly url: string }

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: SOL_PRICE_USD, iconUrl: SOL_ICON_URL }
/** The mints the devstack created, by address: LSD and the on-ramp's USDC. */
const KNOWN_MINTS: ReadonlyMap<string, { name: string; symbol: string; decimals: number; priceUsd: number; iconUrl: string }> = new Map([
  [DEV_SPL_MINT_KEY.address, { ...DEV_SPL_TOKEN, priceUsd: 1, iconUrl: LSD_ICON_URL }],
  [SOLANA_USDC_MINT, { ...DEV_USDC_SPL_TOKEN, priceUsd: 1, iconUrl: USDC_ICON_URL }],
])

const lamportsSchema = z.object({ value: z.number().check(z.int(), z.gte(0)) })
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number().check(z.int(), z.gte(0)) }) }),
          }),
        }),
      }),
    }),
  ),
})

export async function solanaBalancesOf(address: string, chain: SolanaChain, fetchFn: typeof fetch): Promise<TokenBalance[]> {
  const [balance, accounts] = await rpcBatch(
    chain.url,
    [
      { method: 'getBalance', params: [address, { commitment: 'confirmed' }] },
      { method: 'getTokenAccountsByOwner', params: [address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed', commitment: 'confirmed' }] },
    ],
    fetchFn,
  )
  const balances: TokenBalance[] = []
  const add = (raw: bigint, info: { name: string; symbol: string; decimals: number; priceUsd: number; iconUrl: string }, mint?: string) => {
    if (raw === 0n) return
    const numeric = formatUnits(raw, info.decimals)
    balances.push({
      name: info.name,
      symbol: info.symbol,
      chainId: chain.caipNetworkId,
      ...(mint ? { address: `${chain.caipNetworkId}:${mint}` } : {}),
      value: Number(numeric) * info.priceUsd,
      price: info.priceUsd,
      quantity: { decimals: String(info.decimals), numeric },
      iconUrl: info.iconUrl,
    })
  }
  add(BigInt(lamportsSchema.parse(balance).value), SOL)
  for (const { account } of tokenAccountsSchema.parse(accounts).value) {
    const { mint, tokenAmount } = account.data.parsed.info
    // A mint the devstack did not create: named by its address, unpriced, drawn as unknown.
    const info = KNOWN_MINTS.get(mint) ?? { name: mint, symbol: mint.slice(0, 4), decimals: tokenAmount.decimals, priceUsd: 0, iconUrl: UNKNOWN_TOKEN_ICON_URL }
    add(BigInt(tokenAmount.amount), info, mint)
  }
  return balances.sort((a, b) => b.value - a.value)
}
