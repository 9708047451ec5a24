// What an app passes to createLatch, as the app's editor shows it: every option with what it does, its default and
// an example (issue 33). config.ts checks a value against this at run time; tests/unit/core/latchOptions.types.test.ts
// holds the two to each other.
import type { SiwxVerifier } from './signIn'

/** A CAIP-2 network id Latch can connect to: the namespace, a colon, the chain's reference.
 * @example 'eip155:1' (Ethereum), 'eip155:8453' (Base), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' (Solana) */
export type LatchNetworkId = `${'eip155' | 'solana'}:${string}`

/** A network Latch has no entry for, or one on the app's own RPC: SPEC §3's network fields. */
export type LatchNetworkObject = {
  /** Its CAIP-2 id. @example 'eip155:31337' */
  caipNetworkId: LatchNetworkId
  /** The name people see. @example 'Local chain' */
  name: string
  /** The coin fees are paid in. @example { name: 'Ether', symbol: 'ETH', decimals: 18 } */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The JSON-RPC endpoint Latch reads the chain through. @example 'http://127.0.0.1:8545' */
  rpcUrl: string
  /** Where people look up an address or a transaction. @example 'https://etherscan.io' */
  explorerUrl?: string
  /** The network's icon; default: the provider API's image for the id. */
  imageUrl?: string
  /** A test network (marked as such in the list). Default false. */
  testnet?: boolean
}

/** A viem chain (`import { mainnet } from 'viem/chains'`, or `defineChain(…)`): Latch reads it through its first
 * default RPC URL, as wagmi's `http()` does, and hands wagmi the very object (`latchWagmiConfig`). */
export type LatchChain = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/** One of the app's networks: a CAIP-2 id, a viem chain, or a network object. */
export type LatchNetwork = LatchNetworkId | LatchChain | LatchNetworkObject

/** Where each remote service is. Left out, a service is the cloud's; pointing `apiUrl` elsewhere without the others
 * warns once in the console naming each service still at its cloud default (README: "Services"). */
export type LatchServices = {
  /** The provider API: wallet catalogue, images, remote config, analytics. Default 'https://api.web3modal.org'.
   * @example 'http://127.0.0.1:5174' (the devstack) */
  apiUrl?: string
  /** The blockchain API: RPC for CAIP ids, balances, activity, names and identity. Default
   * 'https://rpc.walletconnect.org'. @example 'http://127.0.0.1:5176' */
  rpcUrl?: string
  /** The WalletConnect relay (WebSocket). Default: WalletConnect's relay, with its Verify service.
   * @example 'ws://127.0.0.1:5175' */
  relayUrl?: string
  /** The embedded wallet's frame page; without it there is no email login. @example 'http://127.0.0.1:5178/frame' */
  frameUrl?: string
  /** The sign-in server `siwx: true` talks to. @example 'http://127.0.0.1:5179' */
  siwxUrl?: string
  /** Issue 36: where the on-ramp providers' pages are, `${onRampUrl}/coinbase` and `${onRampUrl}/meld`. Default: the
   * providers' own (Coinbase's and Meld's sites). @example 'http://127.0.0.1:5180' (the devstack's stand-ins) */
  onRampUrl?: string
}

/** Which ways to connect and which wallet features Latch offers; every one is on by default (R-PROD-2). */
export type LatchFeatures = {
  /** The order of Connect's methods. Default ['wallet', 'email', 'social']. */
  connectMethodsOrder?: ('wallet' | 'email' | 'social')[]
  /** Email login (needs `services.frameUrl`). Default true. */
  email?: boolean
  /** Social logins, in order, or false for none. Default ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']. */
  socials?: ('google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook')[] | false
  /** Buying crypto. Default true. */
  onramp?: boolean
  /** Swaps. Default true. */
  swaps?: boolean
  /** Receive. Default true. */
  receive?: boolean
  /** Send. Default true. */
  send?: boolean
  /** Analytics events to the provider API. Default true. */
  analytics?: boolean
}

/** The options of `createLatch`. Only `networks` is required; an unknown or misplaced key is an error naming the
 * nearest known one.
 * @example createLatch({ networks: [mainnet, base], projectId: 'your-project-id' }) */
export type LatchOptions = {
  /** Your project id for the cloud services; without one (and with the cloud API) the *Project ID Not Configured*
   * alert shows. Any string against the devstack. */
  projectId?: string
  /** The networks the app works on, at least one; the first is the default.
   * @example ['eip155:1', 'eip155:8453'] or [mainnet, base] from 'viem/chains' */
  networks: readonly LatchNetwork[]
  /** The network Latch starts on; must be one of `networks`. Default: the first of `networks`. @example 'eip155:8453' */
  defaultNetwork?: LatchNetworkId
  /** The app as wallets show it when asked to connect or sign. Default name 'Latch app'. */
  metadata?: { name: string; description?: string; url?: string; icons?: string[] }
  /** Ways to connect and wallet features; all on by default. */
  features?: LatchFeatures
  /** Wallet catalogue ids shown first in the list. @example ['c57ca95b…'] (MetaMask) */
  featuredWalletIds?: string[]
  /** Only these wallet catalogue ids are listed. Default: all. */
  includeWalletIds?: string[]
  /** These wallet catalogue ids are never listed. */
  excludeWalletIds?: string[]
  /** The modal's language, a BCP 47 tag: the closest of the locales Latch ships is used (en, ar, de, es, fa, fr, he,
   * hi, id, it, ja, ko, ms, nl, pl, pt-BR, ru, th, tr, uk, vi, zh-CN, zh-HK, zh-TW). Default: the first of the
   * browser's languages that Latch ships, else English. @example 'de' */
  locale?: string
  /** The modal's colours: light, dark, or the person's system setting (followed live, issue 35). Default 'light'. */
  themeMode?: 'light' | 'dark' | 'system'
  /** The modal's theme variables (issue 35): accent and its foreground, background, text, border radius, font family,
   * base font size, z-index and width. A colour is any CSS colour; a length a CSS length or a number of pixels.
   * Defaults: width 360 px, z-index 999, font size 10px, radius 4px (SPEC §9). A name or value outside these is
   * refused by createLatch with a LatchError naming it. @example { '--latch-accent': '#0a7', '--latch-radius': 8 } */
  themeVariables?: {
    '--latch-accent'?: string
    '--latch-accent-fg'?: string
    '--latch-bg'?: string
    '--latch-fg'?: string
    '--latch-radius'?: string | number
    '--latch-font-size'?: string | number
    '--latch-width'?: string | number
    '--latch-z-index'?: string | number
    '--latch-font'?: string
  }
  /** Whether the person may switch network from the modal. Default true. */
  enableNetworkSwitch?: boolean
  /** Keep a wallet connected on a chain the app does not list (instead of asking to switch). Default false. */
  allowUnsupportedChain?: boolean
  /** Basic mode: no wallet catalogue from the API, only installed wallets and WalletConnect's QR code. Default false. */
  basic?: boolean
  /** Render the modal in place (inside the provider) instead of over the page. Default false. */
  embedded?: boolean
  /** A connected account must sign in (with `siwx`) before the modal closes. Default false. */
  signInRequired?: boolean
  /** Sign in with X: `true` for the sign-in server at `services.siwxUrl`, or your own verifier. Default off. */
  siwx?: true | SiwxVerifier
  /** The SDK type sent to the provider API as `st`. Default 'appkit'. */
  sdkType?: string
  /** Where each remote service is; see LatchServices. */
  services?: LatchServices
}
