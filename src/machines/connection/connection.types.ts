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
  | { type: 'connection.connect'; connectorId: string; walletName: string; walletImageUrl?: string }
  | { type: 'connection.cancel' }
  | { type: 'connection.retry' }
  | { type: 'connection.disconnect' }
  /** The dapp asks the connected wallet to sign a message (personal_sign on eip155). */
  | { type: 'connection.signMessage'; requestId: string; message: string }
  | ProviderFact

export type ConnectionContext = {
  namespace: ChainNamespace
  session: Session | null
  /** The wallet being connected, kept for the Connecting view and for Retry. */
  pending: { connectorId: string; walletName: string; walletImageUrl?: string } | null
  failure: ConnectFailure | null
  /** The sign request the wallet is answering, if any. */
  signing: { requestId: string; message: string } | null
}

export type ConnectionInput = { namespace: ChainNamespace }

/** Facts for the system: status goes to the modal as connection.changed; toasts name a catalogue entry. */
export type ConnectionEmitted =
  | { type: 'status'; account: ConnectedAccount | null }
  | { type: 'toast'; code: 'DISCONNECT_FAILED' | 'SIGNATURE_DECLINED' }
  | { type: 'signed'; requestId: string; outcome: SignOutcome }
