// The network flow's I/O: asking the namespace's connected wallet to change network (the connection service does it).
import { fromPromise } from 'xstate'
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import type { SwitchOutcome } from './network.types'

export interface NetworkPort {
  switchNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId, signal: AbortSignal): Promise<SwitchOutcome>
}

export function createNetworkActors(port: NetworkPort) {
  return {
    switchWalletNetwork: fromPromise<SwitchOutcome, { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }>(({ input, signal }) =>
      port.switchNetwork(input.namespace, input.caipNetworkId, signal),
    ),
  }
}
