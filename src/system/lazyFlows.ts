// Flows whose code and glue load after the first click (flows/*.ts): the pairing flow with the first pairing view,
// the network flow with the first account or choice of network, balances with the first Account view, the embedded
// wallet with the first email field, sign-in and names with the first account. Each glue hands back its logic and
// how to wire its facts once the root has spawned it.
import type { AnyActorRef, AnyStateMachine } from 'xstate'
import type { CaipNetworkId } from '../core/caip'
import { createBalanceLoader, createEmbeddedLoader, createNamesLoader, createNetworkLoader, createPairingLoader, createSiwxLoader } from '../machines/root/root.actors'
import type { LazyFlow } from '../machines/root/lazyFlowRegion'
import type { FlowGlue, LoadedFlow } from './flowGlue'

export function createLazyFlows(glue: () => Promise<FlowGlue>, preloadPairing: () => void) {
  const wires: Partial<Record<LazyFlow, (flow: AnyActorRef) => void>> = {}
  let networkName: ((id: CaipNetworkId) => string | undefined) | undefined
  async function loaded<T extends AnyStateMachine>(flow: LazyFlow, module: Promise<{ create(glue: FlowGlue): LoadedFlow<T> }>): Promise<T> {
    const [{ create }, given] = await Promise.all([module, glue()])
    const { logic, wire } = create(given)
    wires[flow] = wire
    return logic
  }
  const actors = {
    ...createPairingLoader(() => {
      preloadPairing()
      return loaded('pairing', import('./flows/pairingFlow'))
    }),
    ...createNetworkLoader(() =>
      loaded(
        'network',
        import('./flows/networkFlow').then((module) => ({
          create: (given: FlowGlue) => {
            const created = module.create(given)
            networkName = created.name
            return created
          },
        })),
      ),
    ),
    ...createBalanceLoader(() => loaded('balance', import('./flows/balanceFlow'))),
    ...createEmbeddedLoader(() => loaded('embedded', import('./flows/embeddedFlow'))),
    ...createSiwxLoader(() => loaded('siwx', import('./flows/siwxFlow'))),
    ...createNamesLoader(() => loaded('names', import('./flows/namesFlow'))),
  }
  return {
    actors,
    /** Wires a spawned flow's facts (the root says when it has spawned one). */
    wire: (flow: LazyFlow, ref: AnyActorRef) => wires[flow]?.(ref),
    networkName: (id: CaipNetworkId) => networkName?.(id),
  }
}
