// What the WalletConnect test wallet page starts with: the defaults the provider API wrote into the page (its relay
// and chain), overridden by the query — /__wallet?relay=ws://…&chain=http://…&solana=http://…&only=solana&uri=wc:…
// &autoApprove=1 (only=solana: a Solana-only wallet, approving only the solana namespace). Anything
// malformed falls back to the default rather than failing the page.
import { DEV_CHAIN_ID } from '../chain/devAccounts'

/** The id of the <script type="application/json"> element holding the page's defaults. */
export const CONFIG_ELEMENT_ID = 'latch-wc-wallet-config'
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:5175'
export const DEFAULT_CHAIN_URL = 'http://127.0.0.1:8545'
export const DEFAULT_SOLANA_URL = 'http://127.0.0.1:8899'

export type WcWalletConfig = {
  relayUrl: string
  chainUrl: string
  chainId: number
  solanaUrl: string
  /** The namespaces it approves: both, or one. */
  only: 'all' | 'eip155' | 'solana'
  /** A pairing URI to pair with at once (a wc: deep link). */
  uri: string | undefined
  autoApprove: boolean
}

// Plain checks rather than zod: zod/mini brings some 400 KB of locales into this IIFE bundle.
const RELAY_URL = /^wss?:\/\/\S{1,500}$/
const CHAIN_URL = /^https?:\/\/\S{1,500}$/

function matching(pattern: RegExp, value: unknown): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined
}

/** `1`, `true`, `yes` or a bare flag (`?autoApprove`). */
function flag(value: string | null): boolean {
  return value !== null && ['', '1', 'true', 'yes', 'on'].includes(value.toLowerCase())
}

export function readConfig(search: string, pageDefaults: unknown): WcWalletConfig {
  const query = new URLSearchParams(search)
  const defaults = (typeof pageDefaults === 'object' && pageDefaults !== null ? pageDefaults : {}) as Record<string, unknown>
  const uri = query.get('uri')?.trim()
  return {
    relayUrl: matching(RELAY_URL, query.get('relay')) ?? matching(RELAY_URL, defaults.relayUrl) ?? DEFAULT_RELAY_URL,
    chainUrl: (matching(CHAIN_URL, query.get('chain')) ?? matching(CHAIN_URL, defaults.chainUrl) ?? DEFAULT_CHAIN_URL).replace(/\/$/, ''),
    chainId: DEV_CHAIN_ID,
    solanaUrl: (matching(CHAIN_URL, query.get('solana')) ?? matching(CHAIN_URL, defaults.solanaUrl) ?? DEFAULT_SOLANA_URL).replace(/\/$/, ''),
    only: query.get('only') === 'solana' || query.get('only') === 'eip155' ? (query.get('only') as 'solana' | 'eip155') : 'all',
    uri: uri && uri.startsWith('wc:') && uri.length <= 2_000 ? uri : undefined,
    autoApprove: flag(query.get('autoApprove')),
  }
}
