// The chains' state in the world, one place that the blockchain API, the chains' JSON-RPC and the embedded wallet's
// reads all answer from: native balances, tokens, the history of each account, per network. Amounts are exact
// integers in the smallest unit; nothing changes unless a test (or a fake wallet sending) changes it.
import type { HistoryTransaction, TokenBalance } from '../../../src/services/blockchain/schemas'
import { formatUnits } from 'viem'
import { KNOWN_NETWORKS } from '../../../src/core/networks'

const DEFAULT_EVM_WEI = 2n * 10n ** 18n // 2 ETH
const DEFAULT_LAMPORTS = 3n * 10n ** 9n // 3 SOL
const PRICES: Record<string, number> = { ETH: 3000, POL: 0.5, SOL: 150 }

const key = (caipNetworkId: string, address: string) => `${caipNetworkId}|${caipNetworkId.startsWith('eip155:') ? address.toLowerCase() : address}`

export function nativeCurrencyOf(caipNetworkId: string) {
  const known = KNOWN_NETWORKS.find((network) => network.caipNetworkId === caipNetworkId)
  if (known) return known.nativeCurrency
  return caipNetworkId.startsWith('solana:') ? { name: 'Solana', symbol: 'SOL', decimals: 9 } : { name: 'Ether', symbol: 'ETH', decimals: 18 }
}

export type Ledger = ReturnType<typeof createLedger>

export function createLedger(networks: readonly string[]) {
  const native = new Map<string, bigint>()
  const tokens = new Map<string, TokenBalance[]>()
  const history = new Map<string, HistoryTransaction[]>()
  const blocks = new Map<string, number>(networks.map((network) => [network, 1_000]))

  return {
    networks,
    serves: (caipNetworkId: string) => networks.includes(caipNetworkId),
    /** The account's native balance in the smallest unit (a funded default until set). */
    native(caipNetworkId: string, address: string): bigint {
      return native.get(key(caipNetworkId, address)) ?? (caipNetworkId.startsWith('solana:') ? DEFAULT_LAMPORTS : DEFAULT_EVM_WEI)
    },
    setNative(caipNetworkId: string, address: string, amount: bigint): void {
      native.set(key(caipNetworkId, address), amount)
    },
    /** Tokens besides the native currency (an NFT collection is one with decimals '0'). */
    tokens(caipNetworkId: string, address: string): TokenBalance[] {
      return tokens.get(key(caipNetworkId, address)) ?? []
    },
    setTokens(caipNetworkId: string, address: string, list: TokenBalance[]): void {
      tokens.set(key(caipNetworkId, address), list)
    },
    /** The blockchain API's balance answer: the native currency (when held) and tokens, most valuable first. */
    balances(caipNetworkId: string, address: string): TokenBalance[] {
      const currency = nativeCurrencyOf(caipNetworkId)
      const amount = this.native(caipNetworkId, address)
      const price = PRICES[currency.symbol] ?? 1
      const numeric = formatUnits(amount, currency.decimals)
      const own: TokenBalance[] =
        amount > 0n
          ? [{ name: currency.name, symbol: currency.symbol, chainId: caipNetworkId, value: Number(numeric) * price, price, quantity: { decimals: String(currency.decimals), numeric }, iconUrl: `https://icons.latch.test/${currency.symbol}.svg` }]
          : []
      return [...own, ...this.tokens(caipNetworkId, address)].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
    },
    /** The account's history on the network, newest first. */
    history(caipNetworkId: string, address: string): HistoryTransaction[] {
      return history.get(key(caipNetworkId, address)) ?? []
    },
    addTransaction(caipNetworkId: string, address: string, transaction: HistoryTransaction): void {
      const list = history.get(key(caipNetworkId, address)) ?? []
      history.set(key(caipNetworkId, address), [transaction, ...list])
    },
    blockNumber(caipNetworkId: string): number {
      return blocks.get(caipNetworkId) ?? 1_000
    },
    mine(caipNetworkId: string): void {
      blocks.set(caipNetworkId, this.blockNumber(caipNetworkId) + 1)
    },
  }
}
