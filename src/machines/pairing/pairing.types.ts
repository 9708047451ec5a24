import type { ShownError, WalletCard } from '../../core/walletCard'

/** A pairing URI the relay knows, and how long it has left when it reached the machine. */
export type Pairing = { uri: string; topic: string; ttlMs: number }

export type PairingFailure = { reason: 'unreachable' | 'rejected' | 'expired' | 'error'; error?: ShownError }
export type PairingOutcome = { ok: true; pairing: Pairing } | { ok: false; failure: PairingFailure }
/** The wallet approved the session proposal: the account it granted first, and every namespace it granted one in. */
export type Approval = { address: string; chainId: string; walletName: string; walletImageUrl?: string; namespaces: ('eip155' | 'solana')[] }
export type ApprovalOutcome = { ok: true; approval: Approval } | { ok: false; failure: PairingFailure }

export type PairingContext = {
  /** The catalogue wallet being paired, if a person chose one (its image sits in the QR; its links open it). */
  wallet: WalletCard | undefined
  pairing: Pairing | undefined
  /** The QR is on screen: an expiring pairing is then replaced by itself (R-PAIR-1). */
  onScreen: boolean
  secondsLeft: number
  refreshes: number
  approval: Approval | undefined
  failure: PairingFailure | undefined
}

export type PairingEvent =
  /** A pairing view is on screen, for this wallet or for any WalletConnect wallet. */
  | { type: 'pairing.start'; wallet?: WalletCard }
  /** A phone shows a wallet list: a URI is made ready so that choosing a wallet can open it within the click. */
  | { type: 'pairing.prepare' }
  /** The pairing view was left: the URI stays while it is valid, but nothing refreshes it. */
  | { type: 'pairing.leave' }
  /** Mobile: a person chose a wallet; its app opens with the URI, from inside the click. */
  | { type: 'pairing.deeplink'; wallet: WalletCard }
  | { type: 'pairing.showQr' }
  | { type: 'pairing.copy' }
  | { type: 'pairing.retry' }
  /** R-NAV-6: the modal closed: the URI is dropped. */
  | { type: 'pairing.reset' }
  /** The connection flow reports the approved session connected. */
  | { type: 'pairing.connected' }
  | { type: 'pairing.tick' }

export type LinkKind = 'mobile' | 'desktop' | 'webapp'

export type PairingEmitted =
  /** Open a wallet with the URI; `href` is built from the wallet's catalogue link (never from the network). */
  | { type: 'openLink'; href: string; kind: LinkKind }
  /** R-ENT-3: the wallet chosen for deep links is remembered. */
  | { type: 'deeplinkChosen'; href: string; name: string }
  | { type: 'copyLink'; uri: string }
