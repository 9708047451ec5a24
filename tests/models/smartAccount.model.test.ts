// Model-based test of the embedded wallet's account types (SPEC §4 smart accounts and preferred account, R-SA-1,
// R-SA-2): every path through sign-in, the enabled networks, the switches both ways and their failures, sign-out.
// At every step: the enabled networks reported are the frame's answer, or none when it could not answer; a choice is
// reported (for storage) only when the frame accepted it; a refused smart account falls over to the EOA with the
// toast, once per refusal; signing out forgets everything.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { smartAccountMachine, type SmartAccountEmitted } from '../../src/machines/smartAccount/smartAccount.machine'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const user = (deployed: boolean) => ({
  address: SMART,
  chainId: 31337,
  accounts: [
    { address: EOA, type: 'eoa' },
    { address: SMART, type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: deployed,
})
const REFUSED = { code: 'FRAME_ERROR', message: 'Smart accounts are not enabled on this network' }
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const EVENTS = [
  { type: 'account.signedIn', user: user(false) },
  { type: 'account.userChanged', user: user(true) },
  { type: 'account.signedOut' },
  { type: 'account.setPreferred', accountType: 'smartAccount' },
  { type: 'account.setPreferred', accountType: 'eoa' },
  done('fetchEnabledNetworks', { ok: true, value: [31337] }),
  done('fetchEnabledNetworks', { ok: false, error: REFUSED }),
  { type: 'xstate.error.actor.fetchEnabledNetworks', error: new Error('boom') },
  done('setPreferred', { ok: true, value: { address: SMART } }),
  done('setPreferred', { ok: false, error: REFUSED }),
  { type: 'xstate.error.actor.setPreferred', error: new Error('boom') },
  done('initSmartAccount', { ok: true, value: { isDeployed: true } }),
  done('initSmartAccount', { ok: true, value: { isDeployed: false } }),
  done('initSmartAccount', { ok: false, error: REFUSED }),
  { type: 'xstate.error.actor.initSmartAccount', error: new Error('boom') },
  ...['loadingNetworks', 'toSmartAccount', 'deploying', 'failingOver', 'toEoa'].map((state) => ({ type: `xstate.after.requestTimeout.smartAccount.${state}` })),
] as const
const never = () => new Promise<never>(() => {})
const SILENT = { fetchEnabledNetworks: fromPromise(never), setPreferred: fromPromise(never), initSmartAccount: fromPromise(never) }

type Snapshot = SnapshotFrom<typeof smartAccountMachine>
type Step = { type: string; output?: { ok: boolean; value?: unknown }; accountType?: string }
const graph = buildModelGraph(smartAccountMachine, { input: undefined, events: EVENTS as never, serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]) })
const coverage = new CoverageRecorder()

describe('smart account model', () => {
  it(`walks ${graph.paths.length} paths; networks as answered, choices stored only when accepted, fail-over to the EOA`, async () => {
    for (const path of graph.paths) {
      const facts: SmartAccountEmitted[] = []
      let aborted = 0
      let step = -1
      let previous: Snapshot | undefined
      let failovers = 0
      let acceptedChoices = 0
      const machine = smartAccountMachine.provide({ actors: SILENT as never, actions: { abortRequests: () => void aborted++ } })
      await walkPath(machine, path as never, coverage, {
        delays: {},
        mount: (actor) => {
          const subscriptions = (['enabledNetworks', 'preferred', 'toast', 'alert'] as const).map((type) => actor.on(type, (fact) => facts.push(fact)))
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot) => {
          const event = step >= 0 ? (path[step] as unknown as Step) : undefined
          step++
          const from = previous
          previous = snapshot
          if (!event || !from) return
          if (from.matches('toSmartAccount') && snapshot.matches('failingOver')) failovers++
          const accepted = event.type === 'xstate.done.actor.setPreferred' && event.output?.ok === true
          if (accepted && (['toSmartAccount', 'failingOver', 'toEoa'] as const).some((state) => from.matches(state))) acceptedChoices++
          // R-SA-1: the frame's list when it answered, none at all otherwise.
          if (from.matches('loadingNetworks') && snapshot.matches('ready')) {
            const answered = event.type === 'xstate.done.actor.fetchEnabledNetworks' && event.output?.ok
            expect(facts.filter((fact) => fact.type === 'enabledNetworks').at(-1)).toEqual({ type: 'enabledNetworks', networks: answered ? [31337] : [] })
            expect(snapshot.context.enabledNetworks).toEqual(answered ? [31337] : [])
          }
          // R-SA-2: a smart account the frame would not give falls over to the EOA, and the person is told.
          if (from.matches('toSmartAccount') && !(event.type === 'xstate.done.actor.setPreferred' && event.output?.ok) && event.type !== 'account.signedOut' && event.type !== 'account.userChanged') {
            expect(snapshot.matches('failingOver')).toBe(true)
            expect(facts.at(-1)).toEqual({ type: 'toast', code: 'SMART_ACCOUNTS_UNSUPPORTED' })
          }
          if (from.matches('failingOver') && event.type === 'xstate.done.actor.setPreferred' && event.output?.ok) expect(facts.at(-1)).toEqual({ type: 'preferred', accountType: 'eoa' })
          if (from.matches('toSmartAccount') && event.type === 'xstate.done.actor.setPreferred' && event.output?.ok) {
            expect(facts.at(-1)).toEqual({ type: 'preferred', accountType: 'smartAccount' })
            // "Init smart account deploys it": asked only for an account not deployed yet.
            expect(snapshot.matches(from.context.deployed ? 'ready' : 'deploying')).toBe(true)
          }
          // A choice is stored only when the frame accepted it, once per accepted answer; one toast per fail-over.
          expect(facts.filter((fact) => fact.type === 'preferred')).toHaveLength(acceptedChoices)
          expect(facts.filter((fact) => fact.type === 'toast')).toHaveLength(failovers)
          if (event.type === 'account.signedOut') expect(snapshot.context).toEqual({ accounts: [], deployed: false, enabledNetworks: [], failure: null })
          if (event.type.startsWith('xstate.after.requestTimeout') && !from.matches('loadingNetworks') && !from.matches('toSmartAccount')) {
            expect(snapshot.matches('ready')).toBe(true)
            // R-ERR-6: the switch or the deployment that timed out says so where the choice is made.
            expect(snapshot.context.failure).toEqual({ code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' })
          }
          // "Init smart account deploys it": deployed as the frame says; a refusal changes nothing.
          if (from.matches('deploying') && event.type === 'xstate.done.actor.initSmartAccount') {
            expect(snapshot.context.deployed).toBe(event.output?.ok === true ? (event.output.value as { isDeployed: boolean }).isDeployed : from.context.deployed)
          }
          const timeouts = path.slice(0, step).filter((e) => e.type.startsWith('xstate.after.requestTimeout')).length
          expect(aborted).toBe(timeouts)
          // R-ERR-6: each request timed out is one 'Embedded Wallet Request Timed Out' alert.
          expect(facts.filter((fact) => fact.type === 'alert')).toEqual(Array.from({ length: timeouts }, () => ({ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' })))
        },
      })
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(smartAccountMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(smartAccountMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })

  it('R-SA-2 end to end: the smart account refused, the EOA asked for and stored, the toast once; 30 s per request', async () => {
    const clock = new SimulatedClock()
    const asked: string[] = []
    const facts: SmartAccountEmitted[] = []
    const actor = createActor(
      smartAccountMachine.provide({
        actors: {
          fetchEnabledNetworks: fromPromise(async () => ({ ok: true, value: [] })),
          setPreferred: fromPromise(async ({ input }: { input: { accountType: string } }) => {
            asked.push(input.accountType)
            return input.accountType === 'smartAccount' ? { ok: false, error: REFUSED } : { ok: true, value: { address: EOA } }
          }),
          initSmartAccount: fromPromise(never),
        } as never,
      }),
      { clock },
    )
    for (const type of ['enabledNetworks', 'preferred', 'toast'] as const) actor.on(type, (fact) => facts.push(fact))
    actor.start()
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual(['smartAccount', 'eoa'])
    expect(facts).toEqual([
      { type: 'enabledNetworks', networks: [] },
      { type: 'toast', code: 'SMART_ACCOUNTS_UNSUPPORTED' },
      { type: 'preferred', accountType: 'eoa' },
    ])
    expect(actor.getSnapshot().matches('ready')).toBe(true)

    // Deploying waits 30 s for the frame, not 29 999 ms.
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const slow = createActor(smartAccountMachine.provide({ actors: { ...SILENT, fetchEnabledNetworks: fromPromise(async () => ({ ok: true, value: [31337] })), setPreferred: fromPromise(async () => ({ ok: true, value: { address: SMART } })) } as never }), { clock }).start()
    slow.send({ type: 'account.signedIn', user: user(false) as never })
    await new Promise((resolve) => setTimeout(resolve, 0))
    slow.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(slow.getSnapshot().matches('deploying')).toBe(true)
    clock.increment(29_999)
    expect(slow.getSnapshot().matches('deploying')).toBe(true)
    clock.increment(1)
    expect(slow.getSnapshot().matches('ready')).toBe(true)
  })
})
