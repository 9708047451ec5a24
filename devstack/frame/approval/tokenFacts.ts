// What the summary asks of a token contract, and how it words the answers. The port is the frame's chain in
// production (tokenReads.ts) and a fake in tests. A token that does not answer is named by its address and its
// amounts are given in base units with "decimals unknown": never a guessed number of decimals.
import { formatUnits, type Address } from 'viem'
import { visible } from './visibleText'

export type TokenFacts = {
  name?: string
  symbol?: string
  /** Only ERC-20s have decimals; without them an amount is shown in base units. */
  decimals?: number
  /** ERC-165 says ERC-721: transferFrom and approve then move or approve a token id, not an amount. */
  isErc721?: boolean
}

export type TokenReads = { token(address: Address): Promise<TokenFacts | undefined> }

export type RowValue = { value: string; warning?: true }

export const UNLIMITED = 'Unlimited'

/** The token's symbol and name as text, escaped where they hide characters. */
export function tokenName(facts: TokenFacts | undefined): RowValue {
  if (facts?.symbol === undefined && facts?.name === undefined) return { value: 'Unknown token (it did not answer symbol or decimals)' }
  const symbol = facts.symbol === undefined ? undefined : visible(facts.symbol)
  const name = facts.name === undefined ? undefined : visible(facts.name)
  const text = symbol && name ? `${symbol.value} (${name.value})` : (symbol?.value ?? name?.value ?? '')
  return symbol?.warning || name?.warning ? { value: text, warning: true } : { value: text }
}

/** An amount in the token's units; from half the type's range up, an approval is as good as unlimited. */
export function tokenAmount(amount: bigint, facts: TokenFacts | undefined, options: { approval?: boolean; bits?: number } = {}): RowValue {
  if (options.approval && amount >= 1n << BigInt((options.bits ?? 256) - 1)) return { value: UNLIMITED, warning: true }
  if (facts?.decimals === undefined) return { value: `${amount} base units (decimals unknown)` }
  const symbol = facts.symbol === undefined ? undefined : visible(facts.symbol)
  const text = `${formatUnits(amount, facts.decimals)} ${symbol?.value ?? '(symbol unknown)'}`
  return symbol?.warning ? { value: text, warning: true } : { value: text }
}
