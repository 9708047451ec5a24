// What views read from the network flow: the active network, the switch target while busy, whether the wallet can be
// asked for a network (R-NAV-10's offer: a WalletConnect session's approved chains), the active namespace's list.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createNetworkActors } from '../../../src/machines/network/network.actors'
import { networkMachine } from '../../../src/machines/network/network.machine'
import { selectActiveNetwork, selectRequestedOfActiveNamespace, selectSwitchTarget, selectWalletSupports } from '../../../src/machines/network/network.selectors'

const A = 'eip155:31337'
const B = 'eip155:31338'
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function start() {
  const actor = createActor(networkMachine.provide({ actors: createNetworkActors({ switchNetwork: () => new Promise(() => {}) }) }), {
    input: { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }, networks: [A, B, SOL], active: A },
  }).start()
  return { actor, snapshot: () => actor.getSnapshot() }
}

describe('network selectors', () => {
  it('no flow yet: nothing active, no target, every network offered, no list', () => {
    expect(selectActiveNetwork(undefined)).toBeUndefined()
    expect(selectSwitchTarget(undefined)).toBeNull()
    expect(selectWalletSupports(undefined, B)).toBe(true)
    expect(selectRequestedOfActiveNamespace(undefined)).toEqual([])
  })

  it('the active network and its namespace’s list follow the active namespace', () => {
    const { actor, snapshot } = start()
    expect(selectActiveNetwork(snapshot())).toBe(A)
    expect(selectRequestedOfActiveNamespace(snapshot())).toEqual([A, B])
    actor.send({ type: 'network.switch', caipNetworkId: SOL })
    expect(selectActiveNetwork(snapshot())).toBe(SOL)
    expect(selectRequestedOfActiveNamespace(snapshot())).toEqual([SOL])
  })

  it('the switch target shows only while the wallet is asked', () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    expect(selectSwitchTarget(snapshot())).toBeNull()
    actor.send({ type: 'network.switch', caipNetworkId: B })
    expect(selectSwitchTarget(snapshot())).toBe(B)
  })

  it('R-NAV-10: a session limited to some chains supports only those; a browser wallet, or none connected, all', () => {
    const { actor, snapshot } = start()
    expect(selectWalletSupports(snapshot(), B)).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A, approved: [A] })
    expect(selectWalletSupports(snapshot(), A)).toBe(true)
    expect(selectWalletSupports(snapshot(), B)).toBe(false)
    // Another namespace, not connected: nothing says it cannot be asked.
    expect(selectWalletSupports(snapshot(), SOL)).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    expect(selectWalletSupports(snapshot(), B)).toBe(true)
  })
})
