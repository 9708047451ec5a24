// The network flow's values at the points a person meets them (SPEC §2, §3, §4; R-NAV-10, R-NAV-11, R-CONN-2), each
// expected value written out: where each namespace starts, what a wallet's report leaves in the state, what a switch
// tells the modal, and a wallet that goes away mid-switch. The model test walks every path; these pin the values.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createNetworkActors } from '../../../src/machines/network/network.actors'
import { networkMachine } from '../../../src/machines/network/network.machine'
import type { NetworkEmitted, NetworkInput, SwitchOutcome } from '../../../src/machines/network/network.types'
import { settle } from './support/promises'

const A = 'eip155:31337'
const B = 'eip155:31338'
const UNREQUESTED = 'eip155:10'
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const INPUT: NetworkInput = { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }, networks: [A, B, SOL], active: A }

function start(input: NetworkInput = INPUT, switchNetwork: () => Promise<SwitchOutcome> = () => new Promise(() => {})) {
  const asked: string[] = []
  const actor = createActor(
    networkMachine.provide({
      actors: createNetworkActors({
        switchNetwork: (_namespace, caipNetworkId) => {
          asked.push(caipNetworkId)
          return switchNetwork()
        },
      }),
    }),
    { input },
  )
  const facts: NetworkEmitted[] = []
  for (const type of ['switched', 'switchFailed', 'activeNetwork', 'connectNamespace'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  return { actor, asked, facts, snapshot: () => actor.getSnapshot() }
}

describe('network flow values', () => {
  it('SPEC §3: each namespace starts on its first requested network, the active namespace on the stored one', () => {
    const { snapshot } = start({ ...INPUT, active: B })
    expect(snapshot().context.activeNamespace).toBe('eip155')
    expect(snapshot().context.byNamespace.eip155).toMatchObject({ caipNetwork: B, requestedCaipNetworks: [A, B] })
    expect(snapshot().context.byNamespace.solana).toMatchObject({ caipNetwork: SOL, requestedCaipNetworks: [SOL] })
  })

  it("a wallet's report: its approved chains, or all when it did not say; a disconnect keeps the last network selected", () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: B, approved: [A, B] })
    expect(snapshot().context.connected).toEqual(['eip155'])
    expect(snapshot().context.byNamespace.eip155).toMatchObject({ caipNetwork: B, approvedCaipNetworkIds: [A, B], supportsAllNetworks: false })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    expect(snapshot().context.byNamespace.eip155).toMatchObject({ caipNetwork: A, approvedCaipNetworkIds: [], supportsAllNetworks: true })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: B, approved: [B] })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null })
    expect(snapshot().context.connected).toEqual([])
    expect(snapshot().context.byNamespace.eip155).toMatchObject({ caipNetwork: B, approvedCaipNetworkIds: [], supportsAllNetworks: true })
  })

  it('SPEC §4: the wallet reporting a chain in the active namespace stores it; a disconnect stores nothing', () => {
    const { actor, facts } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: B })
    expect(facts).toEqual([{ type: 'activeNetwork', namespace: 'eip155', caipNetworkId: B }])
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null })
    expect(facts).toHaveLength(1)
  })

  it('R-NAV-11: a switch away from an unrequested network closes the modal; between requested ones it does not', async () => {
    const { actor, facts, snapshot } = start(INPUT, async () => ({ ok: true }))
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: UNREQUESTED })
    actor.send({ type: 'network.switch', caipNetworkId: A })
    expect(snapshot().hasTag('busy')).toBe(true)
    await settle()
    actor.send({ type: 'network.switch', caipNetworkId: B })
    await settle()
    expect(facts.filter((fact) => fact.type === 'switched')).toEqual([
      { type: 'switched', caipNetworkId: A, close: true },
      { type: 'switched', caipNetworkId: B, close: false },
    ])
    expect(snapshot().hasTag('busy')).toBe(false)
  })

  it('R-NAV-11 with R-VAL-13: leaving a network of a namespace the app requested nothing in closes nothing', async () => {
    const { actor, facts, snapshot } = start({ ...INPUT, networks: [A, B] }, async () => ({ ok: true }))
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'chosen' })
    expect(snapshot().context.activeNamespace).toBe('solana')
    actor.send({ type: 'network.switch', caipNetworkId: B })
    await settle()
    expect(facts.filter((fact) => fact.type === 'switched')).toEqual([{ type: 'switched', caipNetworkId: B, close: false }])
    expect(snapshot().context.activeNamespace).toBe('eip155')
  })

  it('R-NET-1, issue 32: another cluster while a Solana wallet is connected moves its connection there (the badge alone is not the switch)', async () => {
    // The Solana side takes the cluster without a prompt: it answers at once.
    const { actor, asked, facts, snapshot } = start({ ...INPUT, networks: [A, SOL, SOL_DEVNET], active: SOL }, async () => ({ ok: true }))
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL })
    actor.send({ type: 'network.switch', caipNetworkId: SOL_DEVNET })
    expect(snapshot().matches('switching')).toBe(true)
    expect(snapshot().context.byNamespace.solana?.caipNetwork).toBe(SOL)
    await settle()
    expect(asked).toEqual([SOL_DEVNET])
    expect(snapshot().matches('ready')).toBe(true)
    expect(snapshot().context.byNamespace.solana?.caipNetwork).toBe(SOL_DEVNET)
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: SOL_DEVNET, close: false })
  })

  it('R-NAV-11: a switch that throws is reported as "Something went wrong" and ends', async () => {
    const { actor, facts, snapshot } = start(INPUT, () => Promise.reject(new Error('wallet gone')))
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    actor.send({ type: 'network.switch', caipNetworkId: B })
    await settle()
    expect(facts.filter((fact) => fact.type === 'switchFailed')).toEqual([{ type: 'switchFailed', failure: { reason: 'error', error: { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' } } }])
    expect(snapshot().matches('ready')).toBe(true)
    expect(snapshot().context).toMatchObject({ target: null, previous: null, failure: { reason: 'error' } })
  })

  it('mid-switch, the wallet leaving ends the switch; a report of its chain, or another namespace leaving, does not', () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL })
    actor.send({ type: 'network.switch', caipNetworkId: B })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    expect(snapshot().matches('switching')).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: null })
    expect(snapshot().matches('switching')).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null })
    expect(snapshot().matches('ready')).toBe(true)
    expect(snapshot().context).toMatchObject({ target: null, connected: [] })
  })

  it('R-CONN-2: waiting for a Solana connection, an EVM report is applied and the wait goes on; the Solana account ends it', () => {
    const { actor, facts, snapshot } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    actor.send({ type: 'network.switch', caipNetworkId: SOL })
    expect(snapshot().matches('awaitingConnection')).toBe(true)
    expect(snapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: B })
    expect(snapshot().matches('awaitingConnection')).toBe(true)
    expect(snapshot().context.byNamespace.eip155?.caipNetwork).toBe(B)
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL })
    expect(snapshot().matches('ready')).toBe(true)
    expect(snapshot().context.activeNamespace).toBe('solana')
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: SOL, close: false })
  })

  it('issue 32: the connected namespace lets go while a switch waits; another choice is then a bare selection, and the one waiting hears it is replaced', () => {
    const { actor, facts, snapshot } = start()
    const cancelled: NetworkEmitted[] = []
    actor.on('switchCancelled', (fact) => cancelled.push(fact))
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL })
    actor.send({ type: 'network.switch', caipNetworkId: B })
    expect(snapshot().matches('awaitingConnection')).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: null })
    expect(snapshot().matches('awaitingConnection')).toBe(true)
    actor.send({ type: 'network.switch', caipNetworkId: A })
    expect(snapshot().matches('ready')).toBe(true)
    expect(snapshot().context.byNamespace.eip155?.caipNetwork).toBe(A)
    expect(snapshot().context.activeNamespace).toBe('eip155')
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: A, close: false })
    expect(cancelled).toEqual([{ type: 'switchCancelled', caipNetworkId: B }])
  })
})
