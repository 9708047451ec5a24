// Model-based test of the network machine (SPEC §2 network rules, §3 network state, §4 switching-namespace flag):
// every path through choosing networks, the wallet's switch answers and the wallet's own chain reports. At every
// step: the switching-namespace flag is up exactly while a switch into another namespace is under way (R-CONN-2);
// UnsupportedChain is asked for exactly when a connected wallet sits on a network the app did not request
// (R-NAV-10, R-VAL-13); a switch away from such a network closes the modal, any other does not (R-NAV-11); a
// failed switch is reported with its reason (R-NAV-11).
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { createNetworkActors } from '../../src/machines/network/network.actors'
import { networkMachine } from '../../src/machines/network/network.machine'
import type { NetworkEmitted, NetworkEvent, NetworkInput, SwitchOutcome } from '../../src/machines/network/network.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const A = 'eip155:31337'
const B = 'eip155:31338'
const UNREQUESTED = 'eip155:10'
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const INPUT: NetworkInput = { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }, networks: [A, B, SOL, SOL_DEVNET], active: A }
const REQUESTED = [A, B, SOL, SOL_DEVNET]

type OutcomeEvent = { type: string; output?: unknown; error?: unknown }
const EVENTS: (NetworkEvent | OutcomeEvent)[] = [
  { type: 'network.switch', caipNetworkId: A },
  { type: 'network.switch', caipNetworkId: B },
  { type: 'network.switch', caipNetworkId: SOL },
  // R-NET-1, issue 32: another cluster while a Solana wallet is connected moves its connection there.
  { type: 'network.switch', caipNetworkId: SOL_DEVNET },
  { type: 'network.switch', caipNetworkId: 'eip155:5' },
  { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A },
  { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: UNREQUESTED },
  { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null },
  { type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL },
  // Several namespaces at once: a Solana wallet the person chose, and the Solana account going.
  { type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'chosen' },
  { type: 'network.accountChanged', namespace: 'solana', caipNetworkId: null },
  { type: 'network.cancelSwitch' },
  // SPEC §3, issue 32: the frame's smart-account networks reach the EVM network state (a Solana id is not one).
  { type: 'network.smartAccounts', caipNetworkIds: [B, SOL] },
  { type: 'xstate.done.actor.switchWalletNetwork', output: { ok: true } satisfies SwitchOutcome },
  { type: 'xstate.done.actor.switchWalletNetwork', output: { ok: false, failure: { reason: 'rejected' } } satisfies SwitchOutcome },
  { type: 'xstate.error.actor.switchWalletNetwork', error: new Error('boom') },
]

const machine = networkMachine.provide({ actors: createNetworkActors({ switchNetwork: () => new Promise(() => {}) }) })
type Snapshot = SnapshotFrom<typeof networkMachine>

const graph = buildModelGraph(machine, {
  input: INPUT,
  events: EVENTS as NetworkEvent[],
  serializeState: (s: Snapshot) =>
    JSON.stringify([
      s.value,
      s.context.activeNamespace,
      s.context.byNamespace.eip155?.caipNetwork,
      s.context.byNamespace.solana?.caipNetwork,
      [...s.context.connected].sort(),
      s.context.target,
      s.context.previous,
    ]),
})
const coverage = new CoverageRecorder()

function activeOf(snapshot: Snapshot): string | undefined {
  return snapshot.context.byNamespace[snapshot.context.activeNamespace]?.caipNetwork
}

describe('network model', () => {
  it(`walks ${graph.paths.length} paths; the flag, UnsupportedChain and closing follow the spec at every step`, async () => {
    for (const path of graph.paths) {
      const facts: NetworkEmitted[] = []
      let step = -2
      let activeBeforeStep: string | undefined
      let targetBeforeStep: string | null = null
      // The network that was active when the person asked for the switch now on the wallet (R-NAV-11's "previous").
      let networkWhenAsked: string | undefined
      let wasAwaiting = false
      let wasSwitching = false
      let connectedBeforeStep: string[] = []
      let networksBeforeStep: Record<'eip155' | 'solana', string | undefined> = { eip155: undefined, solana: undefined }
      await walkPath(machine, path, coverage, {
        input: INPUT,
        delays: {},
        mount: (actor) => {
          const subscriptions = (['switched', 'switchFailed', 'switchCancelled', 'supportChanged', 'connectNamespace', 'activeNetwork'] as const).map((type) =>
            actor.on(type, (fact) => facts.push(fact)),
          )
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot: Snapshot) => {
          step += 1
          const event = step >= 0 ? (path[step] as OutcomeEvent | undefined) : undefined
          const { context } = snapshot
          const last = facts.at(-1)
          // R-CONN-2: the flag is up only while a switch into another namespace is under way.
          if (snapshot.matches('ready')) {
            expect(context.switchingNamespace).toBe(false)
            expect(context.target).toBeNull()
          } else {
            expect(context.target).not.toBeNull()
            expect(context.switchingNamespace).toBe(context.target!.split(':')[0] !== context.activeNamespace)
          }
          // SPEC §3: several namespaces may be connected; whenever any is, the active one is among them.
          if (context.connected.length > 0) expect(context.connected).toContain(context.activeNamespace)
          // A wallet the person chose makes its namespace the active one.
          if (event?.type === 'network.accountChanged' && (event as { cause?: string }).cause === 'chosen') expect(context.activeNamespace).toBe('solana')
          // A namespace's connection is moved only when connected there (an EVM wallet asked, a Solana one told).
          if (snapshot.matches('switching')) expect(context.connected).toContain(context.target!.split(':')[0])
          // R-NET-1, issue 32: a choice in a connected namespace always moves its connection (a Solana cluster too).
          if (event?.type === 'network.switch') {
            const chosen = (event as unknown as { caipNetworkId: string }).caipNetworkId
            const namespace = chosen.split(':')[0] as 'eip155' | 'solana'
            if (REQUESTED.includes(chosen) && connectedBeforeStep.includes(namespace) && networksBeforeStep[namespace] !== chosen) expect(snapshot.matches('switching')).toBe(true)
          }
          // Issue 32: a switch waiting for a connection that gets one on another network asks the wallet; it never
          // records the target as the wallet's network unasked.
          if (wasAwaiting && event?.type === 'network.accountChanged' && targetBeforeStep !== null) {
            const { namespace, caipNetworkId } = event as unknown as { namespace: string; caipNetworkId: string | null }
            if (caipNetworkId !== null && namespace === targetBeforeStep.split(':')[0]) {
              expect(snapshot.matches(caipNetworkId === targetBeforeStep ? 'ready' : 'switching')).toBe(true)
              if (caipNetworkId !== targetBeforeStep) expect(context.byNamespace[namespace as 'eip155']?.caipNetwork).toBe(caipNetworkId)
            }
          }
          if (event?.type === 'network.smartAccounts') expect(context.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual([B])
          // Issue 32: a waiting switch that is dropped, or replaced by another choice, says so to whoever asked.
          if (wasAwaiting && event?.type === 'network.cancelSwitch') expect(last).toEqual({ type: 'switchCancelled', caipNetworkId: targetBeforeStep })
          if (wasAwaiting && event?.type === 'network.switch' && (event as unknown as { caipNetworkId: string }).caipNetworkId !== targetBeforeStep && REQUESTED.includes((event as unknown as { caipNetworkId: string }).caipNetworkId)) {
            expect(facts).toContainEqual({ type: 'switchCancelled', caipNetworkId: targetBeforeStep })
          }
          // R-NAV-10, R-VAL-13: after every account fact or completed switch, UnsupportedChain is asked for exactly
          // when the active namespace is connected and its network is not one of [A, B, SOL].
          if (event?.type === 'network.accountChanged' || (last?.type === 'supportChanged' && facts.length > 0 && event !== undefined)) {
            const supportFacts = facts.filter((fact) => fact.type === 'supportChanged')
            const network = activeOf(snapshot)
            const expected = context.connected.includes(context.activeNamespace) && network !== undefined && !REQUESTED.includes(network)
            if (event?.type === 'network.accountChanged') expect(supportFacts.at(-1)).toEqual({ type: 'supportChanged', unsupported: expected })
          }
          // R-NAV-11: a completed switch closes the modal exactly when the network left was not requested.
          if (event?.type === 'xstate.done.actor.switchWalletNetwork' && (event.output as SwitchOutcome).ok) {
            const switched = facts.filter((fact) => fact.type === 'switched').at(-1)
            expect(switched).toEqual({ type: 'switched', caipNetworkId: targetBeforeStep, close: networkWhenAsked !== undefined && !REQUESTED.includes(networkWhenAsked) })
            expect(activeOf(snapshot)).toBe(targetBeforeStep)
          }
          // R-NAV-11: a failed switch is reported with its reason and the network stays where it was.
          if (event?.type === 'xstate.done.actor.switchWalletNetwork' && !(event.output as SwitchOutcome).ok) {
            expect(last).toEqual({ type: 'switchFailed', failure: { reason: 'rejected' } })
            expect(activeOf(snapshot)).toBe(activeBeforeStep)
          }
          if (event?.type === 'xstate.error.actor.switchWalletNetwork') {
            expect(last).toEqual({ type: 'switchFailed', failure: { reason: 'error', error: { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' } } })
          }
          // A network the app did not configure cannot be chosen: 'Network not found' (SPEC §8).
          // Issue 32: while the wallet is asked, another switch is refused, not dropped unanswered.
          if (wasSwitching && event?.type === 'network.switch' && (event as unknown as { caipNetworkId: string }).caipNetworkId !== targetBeforeStep) {
            expect(last).toEqual({ type: 'switchCancelled', caipNetworkId: (event as unknown as { caipNetworkId: string }).caipNetworkId })
          } else if (event?.type === 'network.switch' && (event as unknown as { caipNetworkId: string }).caipNetworkId === 'eip155:5') {
            expect(last).toEqual({ type: 'switchFailed', failure: { reason: 'error', error: { code: 'NETWORK_NOT_FOUND_THROWN', message: 'Network not found' } } })
          }
          if (event?.type === 'network.switch' && (snapshot.matches('switching') || snapshot.matches('awaitingConnection'))) networkWhenAsked = activeBeforeStep
          activeBeforeStep = activeOf(snapshot)
          targetBeforeStep = context.target
          wasAwaiting = snapshot.matches('awaitingConnection')
          wasSwitching = snapshot.matches('switching')
          connectedBeforeStep = [...context.connected]
          networksBeforeStep = { eip155: context.byNamespace.eip155?.caipNetwork, solana: context.byNamespace.solana?.caipNetwork }
        },
      })
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(networkMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(networkMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})

describe('network scenarios', () => {
  function start(input: NetworkInput = INPUT, outcome: SwitchOutcome = { ok: true }) {
    const asked: string[] = []
    const actor = createActor(
      networkMachine.provide({
        actors: createNetworkActors({
          switchNetwork: async (_namespace, caipNetworkId) => {
            asked.push(caipNetworkId)
            return outcome
          },
        }),
      }),
      { input },
    )
    const facts: NetworkEmitted[] = []
    for (const type of ['switched', 'switchFailed', 'supportChanged', 'connectNamespace', 'activeNetwork'] as const) actor.on(type, (fact) => facts.push(fact))
    actor.start()
    return { actor, facts, asked }
  }

  it('R-NAV-10: a wallet on an unrequested chain asks for UnsupportedChain; switching to a requested one closes (R-NAV-11)', async () => {
    const { actor, facts, asked } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: UNREQUESTED })
    expect(facts).toContainEqual({ type: 'supportChanged', unsupported: true })
    actor.send({ type: 'network.switch', caipNetworkId: A })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual([A])
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: A, close: true })
    expect(facts.at(-1)).toEqual({ type: 'supportChanged', unsupported: false })
  })

  it.each([
    ['network switching is disabled', { enableNetworkSwitch: false, allowUnsupportedChain: false, basic: false }],
    ['unsupported chains are allowed', { enableNetworkSwitch: true, allowUnsupportedChain: true, basic: false }],
    ['basic mode is on', { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: true }],
  ])('R-NAV-10: no UnsupportedChain when %s', (_why, settings) => {
    const { actor, facts } = start({ ...INPUT, settings })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: UNREQUESTED })
    expect(facts.filter((fact) => fact.type === 'supportChanged')).toEqual([{ type: 'supportChanged', unsupported: false }])
  })

  it('a switch between requested networks does not close (R-NAV-11), stores the network (SPEC §4) and asks the wallet once', async () => {
    const { actor, facts, asked } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    actor.send({ type: 'network.switch', caipNetworkId: B })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual([B])
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: B, close: false })
    expect(facts).toContainEqual({ type: 'activeNetwork', namespace: 'eip155', caipNetworkId: B })
  })

  it('R-CONN-2: choosing a Solana network while only an EVM account is connected raises the flag and waits for a Solana connection', () => {
    const { actor, facts, asked } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    actor.send({ type: 'network.switch', caipNetworkId: SOL })
    expect(actor.getSnapshot().context.switchingNamespace).toBe(true)
    expect(facts).toContainEqual({ type: 'connectNamespace', namespace: 'solana' })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL })
    expect(actor.getSnapshot().context.switchingNamespace).toBe(false)
    expect(actor.getSnapshot().context.activeNamespace).toBe('solana')
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: SOL, close: false })
    expect(asked).toEqual([])
  })

  it('with nothing connected, a choice only changes the selection; no wallet is asked', () => {
    const { actor, facts, asked } = start()
    actor.send({ type: 'network.switch', caipNetworkId: B })
    expect(actor.getSnapshot().context.byNamespace.eip155?.caipNetwork).toBe(B)
    expect(facts).toContainEqual({ type: 'switched', caipNetworkId: B, close: false })
    expect(asked).toEqual([])
  })

  it('SPEC §3: the network state per namespace holds the requested networks, and an injected wallet supports all', () => {
    const { actor } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A })
    expect(actor.getSnapshot().context.byNamespace).toEqual({
      eip155: { caipNetwork: A, requestedCaipNetworks: [A, B], approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
      solana: { caipNetwork: SOL, requestedCaipNetworks: [SOL, SOL_DEVNET], approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
    })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A, approved: [A] })
    expect(actor.getSnapshot().context.byNamespace.eip155).toMatchObject({ approvedCaipNetworkIds: [A], supportsAllNetworks: false })
  })
})

describe('several namespaces connected at once (SPEC §3)', () => {
  function start(active: string = A) {
    const asked: string[] = []
    const actor = createActor(
      networkMachine.provide({
        actors: createNetworkActors({
          switchNetwork: async (_namespace, caipNetworkId) => {
            asked.push(caipNetworkId)
            return { ok: true }
          },
        }),
      }),
      { input: { ...INPUT, active: active as NetworkInput['active'] } },
    )
    const facts: NetworkEmitted[] = []
    actor.on('activeNetwork', (fact) => facts.push(fact))
    actor.start()
    return { actor, facts, asked }
  }
  const context = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context

  it('a Solana wallet chosen beside an EVM account becomes active; choosing an EVM network goes back without asking for a wallet', () => {
    const { actor, facts, asked } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A, cause: 'chosen' })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'chosen' })
    expect(context(actor)).toMatchObject({ activeNamespace: 'solana', connected: ['eip155', 'solana'] })
    expect(facts.at(-1)).toEqual({ type: 'activeNetwork', namespace: 'solana', caipNetworkId: SOL })
    // Both are connected: the EVM network is a selection, not a connection and not a wallet prompt.
    actor.send({ type: 'network.switch', caipNetworkId: A })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(context(actor)).toMatchObject({ activeNamespace: 'eip155', connected: ['eip155', 'solana'], switchingNamespace: false })
    expect(facts.at(-1)).toEqual({ type: 'activeNetwork', namespace: 'eip155', caipNetworkId: A })
    expect(asked).toEqual([])
  })

  it("the active namespace's account going hands over to the other connected one; the other's going changes nothing shown", () => {
    const { actor, facts } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: B, cause: 'chosen' })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'chosen' })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: null })
    expect(context(actor)).toMatchObject({ activeNamespace: 'eip155', connected: ['eip155'] })
    expect(facts.at(-1)).toEqual({ type: 'activeNetwork', namespace: 'eip155', caipNetworkId: B })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'chosen' })
    const before = facts.length
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null })
    expect(context(actor)).toMatchObject({ activeNamespace: 'solana', connected: ['solana'] })
    expect(facts.length).toBe(before)
  })

  it('after a reload the namespace used last is active again, whichever session is restored first', () => {
    const { actor } = start(SOL)
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A, cause: 'restored' })
    expect(context(actor).activeNamespace).toBe('eip155')
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'restored' })
    expect(context(actor).activeNamespace).toBe('solana')
    // The other order, with the EVM namespace used last: the Solana session restores beside it.
    const other = start(A)
    other.actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A, cause: 'restored' })
    other.actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'restored' })
    expect(context(other.actor).activeNamespace).toBe('eip155')
  })

  it("a namespace connected beside another by the same wallet (one WalletConnect session) does not take over; an account's changes move nothing", () => {
    const { actor } = start()
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: A, cause: 'chosen' })
    actor.send({ type: 'network.accountChanged', namespace: 'solana', caipNetworkId: SOL, cause: 'beside' })
    expect(context(actor)).toMatchObject({ activeNamespace: 'eip155', connected: ['eip155', 'solana'] })
    actor.send({ type: 'network.switch', caipNetworkId: SOL })
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: B, cause: 'changed' })
    expect(context(actor).activeNamespace).toBe('solana')
  })
})
