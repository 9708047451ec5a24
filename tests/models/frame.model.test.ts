// Model-based test of the embedded-wallet frame's life (SPEC §4 frame life, §9; R-FRAME-1, R-ERR-6, R-CONST-1):
// every path through loading, the ready message, the 500 ms settle, the 20 s load limit, heartbeats and retries, on
// a SimulatedClock. At every step: the iframe exists exactly while the frame is live; `ready` is said once per
// readiness and only 500 ms after the ready message; the load failure alert only after 20 s without it; a failed
// frame has aborted what waited and says why.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { createFrameActions, createFrameActors } from '../../src/machines/frame/frame.actors'
import { frameMachine, type FrameEmitted } from '../../src/machines/frame/frame.machine'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

// SPEC §9, written out: frame load 20 000 ms, ready delay 500 ms, heartbeat 5 s.
const LOAD_MS = 20_000
const READY_DELAY_MS = 500
const HEARTBEAT_MS = 5_000

const DELAYS: Record<string, number> = {
  'xstate.after.loadTimeout.frame.live.loading': LOAD_MS,
  'xstate.after.readyDelay.frame.live.settling': READY_DELAY_MS,
  'xstate.after.heartbeat.frame.live.ready.waiting': HEARTBEAT_MS,
  'xstate.after.heartbeat.frame.live.ready.beating': HEARTBEAT_MS,
}
const EVENTS = [
  { type: 'frame.load' },
  { type: 'frame.retry' },
  { type: 'frame.ready' },
  { type: 'xstate.done.actor.beat', output: true },
  { type: 'xstate.done.actor.beat', output: false },
  { type: 'xstate.error.actor.beat', error: new Error('frame gone') },
  ...Object.keys(DELAYS).map((type) => ({ type })),
] as const

/** The frame port as the model sees it: how many iframes exist, how often requests were aborted. */
function port() {
  const state = { frames: 0, created: 0, aborted: 0 }
  const machine = frameMachine.provide({
    actors: createFrameActors({
      create: () => {
        state.frames++
        state.created++
        return () => void state.frames--
      },
      beat: () => new Promise(() => {}),
      abortRequests: () => void state.aborted++,
    }),
    actions: createFrameActions({ create: () => () => {}, beat: async () => true, abortRequests: () => void state.aborted++ }),
  })
  return { state, machine }
}

type Snapshot = SnapshotFrom<typeof frameMachine>
const graph = buildModelGraph(frameMachine, {
  input: undefined,
  events: EVENTS as never,
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
})
const coverage = new CoverageRecorder()

describe('frame model', () => {
  it(`walks ${graph.paths.length} paths; the iframe, ready, the load alert and aborts follow the spec at every step`, async () => {
    for (const path of graph.paths) {
      const { state, machine } = port()
      const facts: FrameEmitted[] = []
      let step = -1
      let abortedBefore = 0
      let wasLive = false
      await walkPath(machine, path as never, coverage, {
        delays: DELAYS,
        mount: (actor) => {
          const subscriptions = (['ready', 'loadFailed'] as const).map((type) => actor.on(type, (fact) => facts.push(fact)))
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot) => {
          const event = step >= 0 ? path[step] : undefined
          step++
          const live = snapshot.matches('live')
          // R-FRAME-1: one iframe exactly while live, none before the first need.
          expect(state.frames).toBe(live ? 1 : 0)
          if (!wasLive && live) expect(state.created).toBeGreaterThan(0)
          expect(snapshot.hasTag('ready')).toBe(snapshot.matches({ live: 'ready' }))
          // R-FRAME-1: `ready` is said on entering ready, which only 500 ms after the ready message leads to.
          if (event?.type === 'xstate.after.readyDelay.frame.live.settling') expect(facts.at(-1)).toEqual({ type: 'ready' })
          // R-ERR-6: the load alert only after 20 s of loading; the frame failed with the reason.
          if (event?.type === 'xstate.after.loadTimeout.frame.live.loading') {
            expect(facts.at(-1)).toEqual({ type: 'loadFailed' })
            expect(snapshot.context.failure).toBe('timeout')
          }
          if (facts.filter((fact) => fact.type === 'loadFailed').length > 0) expect(path.some((e) => e.type === 'xstate.after.loadTimeout.frame.live.loading')).toBe(true)
          // Failing, the frame aborted every request still waiting; live again, it says no failure.
          if (snapshot.matches('failed')) {
            expect(snapshot.context.failure).not.toBeNull()
            if (wasLive) expect(state.aborted).toBe(abortedBefore + 1)
          } else expect(snapshot.context.failure).toBeNull()
          abortedBefore = state.aborted
          wasLive = live
        },
      })
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(frameMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(frameMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})

describe('frame timings (SimulatedClock)', () => {
  function start(answers: boolean[] = []) {
    const clock = new SimulatedClock()
    let ready: () => void = () => {}
    const beats: string[] = []
    const actor = createActor(
      frameMachine.provide({
        actors: createFrameActors({
          create: (report) => {
            ready = report
            return () => {}
          },
          beat: () => {
            beats.push('beat')
            const answer = answers.shift()
            return answer === undefined ? new Promise(() => {}) : Promise.resolve(answer)
          },
          abortRequests: () => {},
        }),
      }),
      { clock },
    )
    const facts: FrameEmitted[] = []
    actor.on('ready', (fact) => facts.push(fact))
    actor.on('loadFailed', (fact) => facts.push(fact))
    actor.start()
    return { actor, clock, facts, beats, ready: () => ready() }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('R-FRAME-1: nothing is created until asked; ready 500 ms after the ready message, not 499', () => {
    const { actor, clock, facts, ready } = start()
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'frame.load' })
    clock.increment(3_000)
    ready()
    clock.increment(499)
    expect(actor.getSnapshot().hasTag('ready')).toBe(false)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(facts).toEqual([{ type: 'ready' }])
  })

  it('R-ERR-6: without the ready message the frame fails at 20 s exactly, not at 19 999 ms; Retry loads it again', () => {
    const { actor, clock, facts, ready } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(19_999)
    expect(actor.getSnapshot().matches({ live: 'loading' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(facts).toEqual([{ type: 'loadFailed' }])
    actor.send({ type: 'frame.retry' })
    ready()
    clock.increment(500)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
  })

  it('SPEC §9: ready, it is asked every 5 s; a frame that stops answering is lost within the next beat', async () => {
    const { actor, clock, beats, ready } = start([true])
    actor.send({ type: 'frame.load' })
    ready()
    clock.increment(500)
    clock.increment(4_999)
    expect(beats).toEqual([])
    clock.increment(1)
    expect(beats).toEqual(['beat'])
    await settle()
    clock.increment(5_000)
    expect(beats).toEqual(['beat', 'beat'])
    clock.increment(4_999)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('lost')
  })
})
