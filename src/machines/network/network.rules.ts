// The network flow's pure questions, kept apart so the machine reads as the spec's prose and tests can ask them too.
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import { isNetworkSupported } from '../../core/networks'
import type { NetworkContext, NetworkState } from './network.types'

export const namespaceOf = (id: CaipNetworkId) => id.split(':')[0] as ChainNamespace

export function stateOf(context: NetworkContext, namespace: ChainNamespace): NetworkState | undefined {
  return context.byNamespace[namespace]
}

export function activeNetwork(context: NetworkContext): CaipNetworkId | undefined {
  return stateOf(context, context.activeNamespace)?.caipNetwork
}

export function allRequested(context: NetworkContext): CaipNetworkId[] {
  return Object.values(context.byNamespace).flatMap((state) => state?.requestedCaipNetworks ?? [])
}

// R-NAV-10: a connected wallet sits on a network the app did not ask for, and nothing allows it.
export function isUnsupported(context: NetworkContext): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain, basic } = context.settings
  if (!enableNetworkSwitch || allowUnsupportedChain || basic) return false
  if (!context.connected.includes(context.activeNamespace)) return false
  const state = stateOf(context, context.activeNamespace)
  // R-VAL-13: supported when none are requested or the id is in the list.
  return state?.caipNetwork !== undefined && !isNetworkSupported(state.caipNetwork, state.requestedCaipNetworks)
}

/** R-NET-1, issue 32: the namespace's connection moves with the choice: an EVM wallet is asked to change chain; a
 * Solana wallet serves every cluster, so its connection takes the chosen one (signing, sending, balances, sign-in). */
export function needsWalletSwitch(context: NetworkContext, target: CaipNetworkId): boolean {
  const namespace = namespaceOf(target)
  return context.connected.includes(namespace) && stateOf(context, namespace)?.caipNetwork !== target
}

export function needsConnection(context: NetworkContext, target: CaipNetworkId): boolean {
  const namespace = namespaceOf(target)
  return context.connected.length > 0 && !context.connected.includes(namespace)
}
