// The well-known wallets at the top of the devstack catalogue, in rank order. The four SPEC §5 names (Coinbase,
// Phantom, Solflare, MetaMask) carry the cloud catalogue's ids from constants.ts so the mobile filter (R-VAL-7)
// finds them exactly as it would in production; the rest get sha256(name).
import {
  COINBASE_WALLET_ID,
  METAMASK_WALLET_ID,
  PHANTOM_WALLET_ID,
  SOLFLARE_WALLET_ID,
} from '../../src/core/constants'
import { EVM_ALL, EVM_LOCAL, EVM_MAINNET, SOLANA_MAINNET } from './chains'

export type Reach = 'evm' | 'solana' | 'both'

export type KnownWallet = {
  name: string
  id?: string
  rdns: string | null
  reach: Reach | readonly string[]
  /** Which links the wallet has; the URLs are derived from its name. */
  links: { mobile?: boolean; desktop?: boolean; webapp?: boolean }
  certified: boolean
}

export const BASE_EVM = [EVM_MAINNET, 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'] as const

const MOBILE = { mobile: true }
const MOBILE_DESKTOP = { mobile: true, desktop: true }
const ALL_LINKS = { mobile: true, desktop: true, webapp: true }

export const KNOWN_WALLETS: readonly KnownWallet[] = [
  { name: 'MetaMask', id: METAMASK_WALLET_ID, rdns: 'io.metamask', reach: EVM_ALL, links: MOBILE_DESKTOP, certified: true },
  { name: 'Trust Wallet', rdns: 'com.trustwallet.app', reach: 'both', links: MOBILE_DESKTOP, certified: true },
  { name: 'Coinbase Wallet', id: COINBASE_WALLET_ID, rdns: 'com.coinbase.wallet', reach: 'both', links: ALL_LINKS, certified: true },
  { name: 'Phantom', id: PHANTOM_WALLET_ID, rdns: 'app.phantom', reach: [SOLANA_MAINNET, EVM_MAINNET, 'eip155:137', 'eip155:8453'], links: MOBILE, certified: true },
  { name: 'Solflare', id: SOLFLARE_WALLET_ID, rdns: 'com.solflare', reach: [SOLANA_MAINNET], links: { mobile: true, webapp: true }, certified: true },
  { name: 'Rainbow', rdns: 'me.rainbow', reach: EVM_ALL, links: MOBILE, certified: true },
  { name: 'OKX Wallet', rdns: 'com.okex.wallet', reach: 'both', links: MOBILE_DESKTOP, certified: true },
  { name: 'Zerion', rdns: 'io.zerion.wallet', reach: EVM_ALL, links: MOBILE, certified: true },
  { name: 'Rabby Wallet', rdns: 'io.rabby', reach: EVM_ALL, links: { desktop: true }, certified: true },
  { name: 'Uniswap Wallet', rdns: 'org.uniswap.app', reach: [...BASE_EVM, EVM_LOCAL], links: MOBILE, certified: true },
  { name: 'Ledger Live', rdns: null, reach: 'both', links: MOBILE_DESKTOP, certified: true },
  { name: 'Argent', rdns: null, reach: [EVM_MAINNET, 'eip155:8453'], links: MOBILE, certified: true },
  { name: 'Safe', rdns: null, reach: BASE_EVM, links: { webapp: true }, certified: true },
  { name: 'Backpack', rdns: 'app.backpack', reach: [SOLANA_MAINNET, EVM_MAINNET], links: MOBILE, certified: false },
  { name: 'Exodus', rdns: 'com.exodus.web3-wallet', reach: 'both', links: MOBILE_DESKTOP, certified: true },
  { name: 'Bitget Wallet', rdns: 'com.bitget.web3', reach: 'both', links: MOBILE, certified: true },
  { name: 'Binance Web3 Wallet', rdns: 'com.binance.wallet', reach: [EVM_MAINNET, 'eip155:56'], links: MOBILE, certified: true },
  { name: 'imToken', rdns: 'im.token', reach: BASE_EVM, links: MOBILE, certified: false },
  { name: 'TokenPocket', rdns: 'pro.tokenpocket', reach: 'both', links: MOBILE, certified: false },
  { name: 'Crypto.com Onchain', rdns: 'com.crypto.wallet', reach: BASE_EVM, links: MOBILE, certified: false },
  { name: 'Zengo', rdns: null, reach: [EVM_MAINNET], links: MOBILE, certified: false },
  { name: '1inch Wallet', rdns: null, reach: BASE_EVM, links: MOBILE, certified: false },
  { name: 'Brave Wallet', rdns: 'com.brave.wallet', reach: 'both', links: {}, certified: false },
  { name: 'Frame', rdns: 'sh.frame', reach: EVM_ALL, links: { desktop: true }, certified: false },
  { name: 'Taho', rdns: 'xyz.taho', reach: BASE_EVM, links: {}, certified: false },
  { name: 'Enkrypt', rdns: 'com.enkrypt', reach: 'both', links: {}, certified: false },
  { name: 'Glow', rdns: null, reach: [SOLANA_MAINNET], links: MOBILE, certified: false },
  { name: 'Magic Eden', rdns: 'io.magiceden.wallet', reach: 'both', links: MOBILE, certified: false },
  { name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', reach: [EVM_MAINNET], links: MOBILE, certified: false },
  { name: 'SafePal', rdns: 'app.safepal', reach: 'both', links: MOBILE_DESKTOP, certified: false },
  { name: 'Kraken Wallet', rdns: 'com.kraken', reach: 'both', links: MOBILE, certified: false },
  { name: 'Coin98', rdns: 'coin98.com', reach: 'both', links: MOBILE, certified: false },
  { name: 'MathWallet', rdns: null, reach: 'both', links: MOBILE_DESKTOP, certified: false },
  { name: 'Robinhood Wallet', rdns: null, reach: [EVM_MAINNET, 'eip155:137', 'eip155:42161'], links: MOBILE, certified: false },
  { name: 'Bitcoin.com Wallet', rdns: null, reach: [EVM_MAINNET], links: MOBILE, certified: false },
  { name: 'Fireblocks', rdns: null, reach: BASE_EVM, links: { webapp: true }, certified: false },
  { name: 'Family', rdns: null, reach: [EVM_MAINNET, 'eip155:10', 'eip155:8453'], links: MOBILE, certified: false },
  { name: 'Best Wallet', rdns: null, reach: [EVM_MAINNET, 'eip155:56'], links: MOBILE, certified: false },
]
