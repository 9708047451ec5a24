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
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(base)) return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
  // A custom scheme, written `scheme://`, `scheme:` or `scheme` in catalogues.
  const scheme = base.includes('://') ? base : `${base.replace(/:$/, '')}://`
  const prefix = scheme.endsWith('/') ? scheme : `${scheme}/`
  return `${prefix}wc?uri=${encoded}`
}
