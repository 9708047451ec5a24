// What views read from the network flow.
import type { SnapshotFrom } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import type { networkMachine } from './network.machine'

type NetworkSnapshot = SnapshotFrom<typeof networkMachine>

export function selectActiveNetwork(snapshot: NetworkSnapshot | undefined): CaipNetworkId | undefined {
  return snapshot?.context.byNamespace[snapshot.context.activeNamespace]?.caipNetwork
}

/** The network being switched to, while the wallet (or a connection elsewhere) is awaited. */
export function selectSwitchTarget(snapshot: NetworkSnapshot | undefined): CaipNetworkId | null {
  return snapshot?.hasTag('busy') ? snapshot.context.target : null
}

/** R-NAV-10's offer: a WalletConnect session approved only some chains; a browser wallet can be asked for any. */
export function selectWalletSupports(snapshot: NetworkSnapshot | undefined, caipNetworkId: CaipNetworkId): boolean {
  const namespace = caipNetworkId.split(':')[0] as keyof NetworkSnapshot['context']['byNamespace']
  const state = snapshot?.context.byNamespace[namespace]
  if (!state || state.supportsAllNetworks || !snapshot.context.connected.includes(namespace)) return true
  return state.approvedCaipNetworkIds.includes(caipNetworkId)
}

export function selectRequestedOfActiveNamespace(snapshot: NetworkSnapshot | undefined): CaipNetworkId[] {
  return snapshot?.context.byNamespace[snapshot.context.activeNamespace]?.requestedCaipNetworks ?? []
}
