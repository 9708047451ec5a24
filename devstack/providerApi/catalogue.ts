// The devstack's wallet catalogue: the well-known wallets first, then the generated tail, each entry in the
// exact shape of R-API-2's WalletEntry. Built once per server; array order is the rank /getWallets pages through.
import type { WalletEntry } from '../../src/services/api'
import { EVM_ALL, SOLANA_MAINNET } from './chains'
import { sha256Hex, slugOf, uuidFrom } from './deterministic'
import { generateWallets } from './generatedWallets'
import { KNOWN_WALLETS, type KnownWallet } from './knownWallets'

/** Generated wallets after the well-known ones; with them the catalogue holds 538 wallets. */
export const GENERATED_WALLET_COUNT = 500

type Links = { mobile?: boolean; desktop?: boolean; webapp?: boolean }

function linksFor(name: string, links: Links): Pick<WalletEntry, 'mobile_link' | 'desktop_link' | 'webapp_link'> {
  const slug = slugOf(name)
  return {
    // Half the mobile links are custom schemes, half universal links, as in the cloud catalogue.
    mobile_link: links.mobile ? (slug.length % 2 === 0 ? `${slug.replace(/-/g, '')}://` : `https://${slug}.app.link`) : null,
    desktop_link: links.desktop ? `${slug.replace(/-/g, '')}-desktop://` : null,
    webapp_link: links.webapp ? `https://app.${slug}.example` : null,
  }
}

function chainsFor(reach: KnownWallet['reach']): string[] {
  if (reach === 'evm') return [...EVM_ALL]
  if (reach === 'solana') return [SOLANA_MAINNET]
  if (reach === 'both') return [...EVM_ALL, SOLANA_MAINNET]
  return [...reach]
}

function entry(name: string, id: string, rest: Omit<WalletEntry, 'id' | 'name' | 'image_id'>): WalletEntry {
  return { id, name, image_id: uuidFrom(`image:${id}`), ...rest }
}

export function buildCatalogue(extraWallets: readonly WalletEntry[] = []): WalletEntry[] {
  const known = KNOWN_WALLETS.map((wallet) =>
    entry(wallet.name, wallet.id ?? sha256Hex(wallet.name), {
      rdns: wallet.rdns,
      chains: chainsFor(wallet.reach),
      ...linksFor(wallet.name, wallet.links),
      badge_type: wallet.certified ? 'certified' : 'none',
    }),
  )
  const taken = new Set([...KNOWN_WALLETS.map((wallet) => wallet.name), ...extraWallets.map((wallet) => wallet.name)])
  const generated = generateWallets(GENERATED_WALLET_COUNT, taken).map((wallet) =>
    entry(wallet.name, sha256Hex(wallet.name), {
      rdns: wallet.rdns,
      chains: wallet.chains,
      ...linksFor(wallet.name, wallet.links),
      badge_type: wallet.certified ? 'certified' : 'none',
    }),
  )
  // Extra wallets (e.g. the devstack's test wallet page) rank first so a person sees them without searching.
  return [...extraWallets, ...known, ...generated]
}
