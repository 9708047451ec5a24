// The blockchain data Latch reads, as zod schemas at the boundary: SPEC §3 token balance and transaction (history),
// and SPEC §5's wallet-assets rule (R-VAL-11). Anything else in a body is ignored; anything missing fails the body.
import * as z from '../../core/zod'

// SPEC §3 "Token balance": name, symbol, chainId, address, value, price, quantity{decimals, numeric}, iconUrl.
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.output<typeof tokenBalanceSchema>

export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })

// R-VAL-11: every asset has string address and balance, type ERC20 or NATIVE, metadata with string name, symbol,
// iconUrl and number decimals and price; one asset that does not makes the whole answer invalid.
// Within that: a balance is an integer (hex as EIP-7811 gives it, or decimal) and decimals a whole number a token
// can have, so converting the amount cannot fail or build a string of a billion zeros.
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int(), z.gte(0), z.lte(255)), price: z.number(), iconUrl: z.string() }),
})
export type WalletAsset = z.output<typeof walletAssetSchema>
// zod's record drops an own `__proto__` key (its guard against prototype pollution) and passes the rest, so an answer
// holding one would read as "no assets" instead of failing R-VAL-11: such an answer is refused outright.
const withoutProtoKey = z.custom<unknown>((value) => typeof value !== 'object' || value === null || !Object.hasOwn(value, '__proto__'))
/** EIP-7811 wallet_getAssets: assets per hex chain id. */
export const walletAssetsSchema = z.pipe(withoutProtoKey, z.record(z.string(), z.array(walletAssetSchema)))

/** EIP-5792 wallet_getCapabilities: SPEC §7 reads assetDiscovery.supported per hex chain id. */
export const capabilitiesSchema = z.record(z.string(), z.looseObject({ assetDiscovery: z.optional(z.looseObject({ supported: z.optional(z.boolean()) })) }))

// SPEC §3 "Transaction (history)": id, metadata (minedAt, chain, status, operationType, sentFrom, sentTo), transfers
// (nft_info or fungible_info, quantity).
const transferSchema = z.object({
  fungible_info: z.optional(z.looseObject({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(z.looseObject({ url: z.optional(z.string()) })) })),
  nft_info: z.optional(z.looseObject({ name: z.optional(z.string()) })),
  direction: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.optional(z.string()),
    status: z.string(),
    operationType: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(transferSchema),
})
export type HistoryTransaction = z.output<typeof transactionSchema>
export const historyResponseSchema = z.object({ data: z.array(transactionSchema), next: z.optional(z.nullable(z.string())) })
