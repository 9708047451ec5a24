import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import type { ShownError } from '../../core/walletCard'
import type { StatusCause } from '../connection/connection.types'

/** SPEC §3 "Network state per chain" (per namespace here, as AppKit keeps it). */
export type NetworkState = {
  /** The namespace's active network: the connected wallet's chain, else the one chosen or restored. */
  caipNetwork: CaipNetworkId | undefined
  requestedCaipNetworks: CaipNetworkId[]
  /** The chains a WalletConnect session approved; empty with supportsAllNetworks for a browser wallet. */
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: CaipNetworkId[]
}

/** R-NAV-10: what may stop the UnsupportedChain view from opening. */
export type NetworkSettings = { enableNetworkSwitch: boolean; allowUnsupportedChain: boolean; basic: boolean }

export type SwitchFailure = { reason: 'rejected' } | { reason: 'error'; error: ShownError }
export type SwitchOutcome = { ok: true } | { ok: false; failure: SwitchFailure }

export type NetworkContext = {
  settings: NetworkSettings
  byNamespace: Partial<Record<ChainNamespace, NetworkState>>
  activeNamespace: ChainNamespace
  /** The namespace used last (stored): a restored session there becomes the active one. */
  preferred: ChainNamespace
  /** Namespaces with a connected account. */
  connected: ChainNamespace[]
  /** R-CONN-2: a switch to a network of another namespace is under way. */
  switchingNamespace: boolean
  /** The network being switched to, and the one that was active before (R-NAV-11). */
  target: CaipNetworkId | null
  previous: CaipNetworkId | null
  failure: SwitchFailure | null
}

export type NetworkInput = { settings: NetworkSettings; networks: readonly CaipNetworkId[]; active: CaipNetworkId }

export type NetworkEvent =
  /** A person (Networks, UnsupportedChain) or the app asks for another network. */
  | { type: 'network.switch'; caipNetworkId: CaipNetworkId }
  /** The connection flow's account fact: the wallet's chain in a namespace, or null once disconnected there. */
  | { type: 'network.accountChanged'; namespace: ChainNamespace; caipNetworkId: CaipNetworkId | null; approved?: CaipNetworkId[]; cause?: StatusCause }
  /** SPEC §3: the EVM networks on which the embedded wallet has smart accounts (as its frame says). */
  | { type: 'network.smartAccounts'; caipNetworkIds: CaipNetworkId[] }
  /** The view that asked for the switch was left: a switch waiting for a connection is dropped. */
  | { type: 'network.cancelSwitch' }
  /** A network view is on screen: the flow's code loads if it has not (the root handles this one). */
  | { type: 'network.load' }

export type NetworkEmitted =
  /** R-NAV-11: close when the network left was not among the requested ones. */
  | { type: 'switched'; caipNetworkId: CaipNetworkId; close: boolean }
  | { type: 'switchFailed'; failure: SwitchFailure }
  /** Issue 32: a switch waiting for a connection was dropped (the view that asked was left, the modal closed): whoever
   * asked (the app's wallet_switchEthereumChain) hears that it will not happen. */
  | { type: 'switchCancelled'; caipNetworkId: CaipNetworkId }
  /** R-NAV-10: the active network is (or is no longer) one the app does not support. */
  | { type: 'supportChanged'; unsupported: boolean }
  /** A network of a namespace with no connected account was chosen: the person connects there first. */
  | { type: 'connectNamespace'; namespace: ChainNamespace }
  /** "Switching network or reading chain id stores the last used chain" (SPEC §4). */
  | { type: 'activeNetwork'; namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
