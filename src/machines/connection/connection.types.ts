import type { ChainNamespace } from '../../core/caip'
import type { ShownError } from '../../core/walletCard'
import type { ConnectedAccount } from '../modal/modal.types'

/** A connected wallet session in one namespace: what restore needs and what the Account view shows. */
export type Session = {
  connectorId: string
  namespace: ChainNamespace
  address: string
  chainId: string
  walletName: string
  walletImageUrl?: string
  /** SPEC §3 approvedCaipNetworkIds, when the session limits them (WalletConnect). */
  approvedChains?: string[]
}

/** Why a connection attempt ended without a session: the view words each one; only errors carry catalogue text. */
export type ConnectFailure = { reason: 'rejected' } | { reason: 'timeout' } | { reason: 'error'; error: ShownError }

export type ConnectOutcome = { ok: true; session: Session } | { ok: false; error: ConnectFailure }
export type RestoreOutcome = { ok: true; session: Session | null } | { ok: false; error: ShownError }
export type SignOutcome = { ok: true; signature: string } | { ok: false; declined: boolean; error: ShownError }
export type DisconnectOutcome = { ok: true } | { ok: false; error: ShownError }

/** What a connector reports while a session lives (EIP-1193 events, validated by the service). */
export type ProviderFact =
  | { type: 'provider.accountsChanged'; accounts: string[] }
  | { type: 'provider.chainChanged'; chainId: string }
  | { type: 'provider.disconnected' }

export type ConnectionEvent =
  /** `beside`: a namespace connected alongside another by the same wallet (a WalletConnect session that approved
   * several): it does not take over from the account the person is looking at. */
  | { type: 'connection.connect'; connectorId: string; walletName: string; walletImageUrl?: string; beside?: boolean }
  | { type: 'connection.cancel' }
  | { type: 'connection.retry' }
  | { type: 'connection.disconnect' }
  /** The dapp asks the connected wallet to sign a message (personal_sign on eip155). */
  | { type: 'connection.signMessage'; requestId: string; message: string }
  /** Whoever asked no longer waits for that signature (a cancelled sign-in): the wallet's answer is not awaited. */
  | { type: 'connection.cancelSign'; requestId: string }
  | ProviderFact

export type ConnectionContext = {
  namespace: ChainNamespace
  session: Session | null
  /** The wallet being connected, kept for the Connecting view and for Retry. */
  pending: { connectorId: string; walletName: string; walletImageUrl?: string } | null
  /** The session being made (or last made) came beside another namespace's, not by the person's own choice. */
  beside: boolean
  failure: ConnectFailure | null
  /** The sign request the wallet is answering, if any. */
  signing: { requestId: string; message: string } | null
}

export type ConnectionInput = { namespace: ChainNamespace }

/** How a status came: the person chose this wallet, it connected beside another namespace's (one WalletConnect
 * session for both), a stored session was restored, or the account changed or went. */
export type StatusCause = 'chosen' | 'beside' | 'restored' | 'changed'

/** Facts for the system: status goes to the modal as connection.changed; toasts name a catalogue entry. */
export type ConnectionEmitted =
  | { type: 'status'; namespace: ChainNamespace; account: ConnectedAccount | null; cause: StatusCause }
  | { type: 'toast'; code: 'DISCONNECT_FAILED' | 'SIGNATURE_DECLINED' }
  | { type: 'signed'; requestId: string; outcome: SignOutcome }
