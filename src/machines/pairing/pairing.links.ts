// How a wallet's catalogue link carries a pairing URI (WalletConnect's deep-link formats): a universal link
// (https) gets `/wc?uri=`, a custom scheme gets `://wc?uri=`. A link that could run script yields nothing.
import type { WalletCard } from '../../core/walletCard'
import type { LinkKind } from './pairing.types'

const SCRIPT_SCHEMES = /^(javascript|vbscript|data|file):/i

export function walletLink(wallet: WalletCard | undefined, kind: LinkKind, uri: string): string | undefined {
  const base = wallet?.links[kind]?.trim()
  if (!base) return undefined
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so the check does too.
  const squeezed = [...base].filter((char) => char.charCodeAt(0) > 32).join('')
  if (SCRIPT_SCHEMES.test(squeezed)) return undefined
  // A universal link is already `https://host[/path]`; a custom scheme is written `scheme://`, `scheme:` or
  // `scheme` in catalogues. Both then take `/wc?uri=` after one slash.
  const link = base.includes('://') ? base : `${base.replace(/:$/, '')}://`
  const prefix = link.endsWith('/') ? link : `${link}/`
  return `${prefix}wc?uri=${encodeURIComponent(uri)}`
}
