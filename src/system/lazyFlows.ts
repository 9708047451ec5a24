// Flows whose code and glue load after the first click (flows/*.ts): the pairing flow with the first pairing view,
// the network flow with the first account or choice of network, balances with the first Account view, the embedded
// wallet with the first email field, sign-in and names with the first account. Each glue hands back its logic and
// how to wire its facts once the root has spawned it.
import type { AnyActorRef, AnyStateMachine } from 'xstate'
import type { CaipNetworkId } from '../core/caip'
import { fromPromise } from 'xstate'
import type { RootLoaders } from '../machines/root/root.actors'
import type { LazyFlow } from '../machines/root/lazyFlowRegion'
import type { FlowGlue, LoadedFlow } from './flowGlue'

// Each flow's code through the one gateway of what loads later: the first click names one chunk, not six.
const later = () => import('./later')

export function createLazyFlows(glue: () => Promise<FlowGlue>, preloadPairing: () => void) {
  const wires: Partial<Record<LazyFlow, (flow: AnyActorRef) => void>> = {}
  let networkName: ((id: CaipNetworkId) => string | undefined) | undefined
  async function loaded<T extends AnyStateMachine>(flow: LazyFlow, module: Promise<{ create(glue: FlowGlue): LoadedFlow<T> }>): Promise<T> {
    const [{ create }, given] = await Promise.all([module, glue()])
    const { logic, wire } = create(given)
    wires[flow] = wire
    return logic
  }
  // Each flow's loader, named as the root's region invokes it (load<Flow>), from its glue in the gateway (<flow>Flow).
  const loader = (flow: LazyFlow, load: () => Promise<AnyStateMachine>) => [`load${flow[0]!.toUpperCase()}${flow.slice(1)}`, fromPromise(load)] as const
  const actors = Object.fromEntries([
    loader('pairing', () => {
      preloadPairing()
      return loaded('pairing', later().then((load) => load.pairingFlow()))
    }),
    loader('network', () =>
      loaded(
        'network',
        later().then((load) => load.networkFlow()).then((module) => ({
          create: (given: FlowGlue) => {
            const created = module.create(given)
            networkName = created.name
            return created
          },
        })),
      ),
    ),
    ...(['balance', 'embedded', 'siwx', 'names', 'send', 'onRamp'] as const).map((flow) => loader(flow, () => loaded(flow, later().then((load) => load[`${flow}Flow`]() as Promise<{ create(glue: FlowGlue): LoadedFlow<AnyStateMachine> }>)))),
  ]) as RootLoaders
  return {
    actors,
    /** Wires a spawned flow's facts (the root says when it has spawned one). */
    wire: (flow: LazyFlow, ref: AnyActorRef) => wires[flow]?.(ref),
    networkName: (id: CaipNetworkId) => networkName?.(id),
  }
}
