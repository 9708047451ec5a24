// The tokens every local EVM chain gets at start (seedChain.ts): deployed by TOKEN_DEPLOYER at its first nonces on a
// fresh anvil, so their addresses are the same on every chain and known before any chain runs (tests/unit/chain
// checks them against what was deployed). Chain A also gets the test USDC (issue 36, the on-ramp's currency), deployed
// by USDC_DEPLOYER at its nonce 0 and minted to nobody at start. Prices are fixed and fake (USD): the devstack has no
// market. Browser-safe: the test wallet bundles this file.
import type { Address } from 'viem'
import { DEV_ACCOUNTS, type DevAccount } from './devAccounts'
import { ETH_ICON_URL, LTB_ICON_URL, LTD_ICON_URL, USDC_ICON_URL } from './tokenIcons'

/** Dev account 9: it deploys and mints and does nothing else, so its nonces 0 and 1 are always the two deployments. */
export const TOKEN_DEPLOYER: DevAccount = DEV_ACCOUNTS[9] as DevAccount

export type DevToken = {
  /** erc721 balances count items, so they have no decimals: quantity.decimals '0'. */
  readonly kind: 'erc20' | 'erc721'
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly priceUsd: number
  readonly iconUrl: string
}

/** ERC20PresetMinterPauser (OpenZeppelin 4.9.6) at TOKEN_DEPLOYER's nonce 0. */
export const LTD_ADDRESS: Address = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
/** ERC721PresetMinterPauserAutoId (OpenZeppelin 4.9.6) at TOKEN_DEPLOYER's nonce 1. */
export const LTB_ADDRESS: Address = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

export const LTD_TOKEN: DevToken = Object.freeze({
  kind: 'erc20',
  address: LTD_ADDRESS,
  name: 'Latch Test Dollar',
  symbol: 'LTD',
  decimals: 18,
  priceUsd: 1,
  iconUrl: LTD_ICON_URL,
})

// An NFT collection: a balance API lists it with quantity.decimals '0', which is what the client's "tokens with
// decimals '0' are dropped" rule (SPEC §5) exists for.
export const LTB_TOKEN: DevToken = Object.freeze({
  kind: 'erc721',
  address: LTB_ADDRESS,
  name: 'Latch Test Badge',
  symbol: 'LTB',
  decimals: 0,
  priceUsd: 0,
  iconUrl: LTB_ICON_URL,
})

export const DEV_TOKENS: readonly DevToken[] = Object.freeze([LTD_TOKEN, LTB_TOKEN])

/** Dev account 7, the on-ramp stand-ins' treasury (devstack/onRamp): on chain A it deploys the test USDC at its nonce 0
 * during the seeding, then mints the USDC and pays the ETH the stand-in providers sell. No test account (0–2), no
 * seeded one (3), not the laboratory's recipient (4). */
export const USDC_DEPLOYER: DevAccount = DEV_ACCOUNTS[7] as DevAccount

/** LatchTestUsdc (contracts/LatchTestUsdc.sol: OpenZeppelin 5 ERC-20, 6 decimals, only its deployer mints) at
 * USDC_DEPLOYER's nonce 0, on chain A only. */
export const USDC_ADDRESS: Address = '0xef11D1c2aA48826D4c41e54ab82D1Ff5Ad8A64Ca'

export const USDC_TOKEN: DevToken = Object.freeze({
  kind: 'erc20',
  address: USDC_ADDRESS,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  priceUsd: 1,
  iconUrl: USDC_ICON_URL,
})

/** What the blockchain API and the test wallet know by address: the tokens on every chain and chain A's USDC. */
export const CATALOGUE_TOKENS: readonly DevToken[] = Object.freeze([...DEV_TOKENS, USDC_TOKEN])

export const NATIVE_TOKEN = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000, iconUrl: ETH_ICON_URL })

/** The catalogue entry for a token contract, whatever the address's case. */
export function findDevToken(address: string): DevToken | undefined {
  const lower = address.toLowerCase()
  return CATALOGUE_TOKENS.find((token) => token.address.toLowerCase() === lower)
}
