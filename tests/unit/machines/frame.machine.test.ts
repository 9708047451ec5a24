// The embedded-wallet frame's life with its port answering (R-FRAME-1, R-ERR-6, R-CONST-1), each expected value
// written out: when the iframe is created and removed, the 500 ms after the ready message, the 20 s load limit, the
// heartbeat every 5 s (SPEC §9), what each heartbeat answer leaves, how often waiting requests are aborted, and the
// facts said. The model test walks every path by handing the machine its outcomes; here the port really answers,
// through the actors and actions the frame flow provides (frame.actors.ts). Time is a SimulatedClock.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createFrameActions, createFrameActors, type FramePort } from '../../../src/machines/frame/frame.actors'
import { frameMachine, type FrameEmitted } from '../../../src/machines/frame/frame.machine'
import { pending, settle } from './support/promises'


/** The frame's port: `log` says what happened to the page (create, remove, beat, abort), in order. */
function start(beats: (() => Promise<boolean>)[] = []) {
  const clock = new SimulatedClock()
  const log: string[] = []
  const signals: AbortSignal[] = []
  let report: () => void = () => {}
  const port: FramePort = {
    create: (ready) => {
      log.push('create')
      report = ready
      return () => void log.push('remove')
    },
    beat: (signal) => {
      log.push('beat')
      signals.push(signal)
      return (beats.shift() ?? pending)()
    },
    abortRequests: () => void log.push('abort'),
  }
  const actor = createActor(frameMachine.provide({ actors: createFrameActors(port), actions: createFrameActions(port) }), { clock })
  const facts: FrameEmitted[] = []
  for (const type of ['ready', 'loadFailed'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  const tags = () => (['loading', 'ready'] as const).filter((tag) => snapshot().hasTag(tag))
  /** The frame page says it is ready (through the port, as the bridge hears it). */
  const frameSaysReady = () => report()
  /** Loaded, its ready message heard, and the 500 ms passed. */
  const makeReady = () => {
    actor.send({ type: 'frame.load' })
    report()
    clock.increment(500)
  }
  return { actor, clock, log, signals, facts, snapshot, tags, frameSaysReady, makeReady }
}

describe('frame: created only when needed (R-FRAME-1)', () => {
  it('starts idle with no failure, no iframe, neither loading nor ready', () => {
    const { log, facts, snapshot, tags } = start()
    expect([snapshot().value, snapshot().context, tags(), log, facts]).toEqual(['idle', { failure: null }, [], [], []])
  })

  it('R-FRAME-1: a ready message or a Retry before anything needs the frame creates nothing', () => {
    const { actor, clock, log, snapshot } = start()
    actor.send({ type: 'frame.ready' })
    actor.send({ type: 'frame.retry' })
    clock.increment(20_000)
    expect([snapshot().value, log]).toEqual(['idle', []])
  })

  it('R-FRAME-1: the first need creates the iframe once; needing it again while it lives creates no other', () => {
    const { actor, log, snapshot, tags } = start()
    actor.send({ type: 'frame.load' })
    expect([snapshot().value, tags(), log]).toEqual([{ live: 'loading' }, ['loading'], ['create']])
    actor.send({ type: 'frame.load' })
    actor.send({ type: 'frame.retry' })
    expect([snapshot().value, log]).toEqual([{ live: 'loading' }, ['create']])
  })
})

describe('frame: ready (R-FRAME-1, SPEC §9 ready delay 500 ms)', () => {
  it('R-FRAME-1: the ready message starts 500 ms of settling: still loading at 499 ms, ready and said once at 500 ms', () => {
    const { actor, clock, facts, snapshot, tags, frameSaysReady } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(3_000)
    frameSaysReady()
    expect([snapshot().value, tags()]).toEqual([{ live: 'settling' }, ['loading']])
    clock.increment(499)
    expect([snapshot().value, tags(), facts]).toEqual([{ live: 'settling' }, ['loading'], []])
    clock.increment(1)
    expect([snapshot().value, tags(), facts]).toEqual([{ live: { ready: 'waiting' } }, ['ready'], [{ type: 'ready' }]])
  })

  it('R-ERR-6: a ready message at 19 999 ms stops the 20 s limit: no failure at 20 s, ready at 20 499 ms', () => {
    const { actor, clock, log, facts, snapshot, frameSaysReady } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(19_999)
    frameSaysReady()
    clock.increment(1)
    expect([snapshot().value, snapshot().context.failure, facts, log]).toEqual([{ live: 'settling' }, null, [], ['create']])
    clock.increment(499)
    expect(snapshot().value).toEqual({ live: { ready: 'waiting' } })
    expect([facts, log]).toEqual([[{ type: 'ready' }], ['create']])
  })
})

describe('frame: the 20 s load limit (R-ERR-6, SPEC §9 frame load timeout 20000 ms)', () => {
  it('R-ERR-6: still loading at 19 999 ms; at 20 000 ms failed by timeout, the iframe removed, requests aborted once, loadFailed said', () => {
    const { actor, clock, log, facts, snapshot, tags } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(19_999)
    expect([snapshot().value, facts, log]).toEqual([{ live: 'loading' }, [], ['create']])
    clock.increment(1)
    expect([snapshot().value, snapshot().context, tags(), facts]).toEqual(['failed', { failure: 'timeout' }, [], [{ type: 'loadFailed' }]])
    expect([...log].sort()).toEqual(['abort', 'create', 'remove'])
  })

  it('a failed frame ignores a late ready message', () => {
    const { actor, clock, facts, snapshot } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(20_000)
    actor.send({ type: 'frame.ready' })
    clock.increment(500)
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['failed', 'timeout', [{ type: 'loadFailed' }]])
  })

  it.each(['frame.retry', 'frame.load'] as const)('R-ERR-6: %s on a failed frame creates it again, with no failure and a fresh 20 s', (type) => {
    const { actor, clock, log, facts, snapshot, tags } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(20_000)
    log.length = 0
    actor.send({ type })
    expect([snapshot().value, snapshot().context, tags(), log]).toEqual([{ live: 'loading' }, { failure: null }, ['loading'], ['create']])
    clock.increment(19_999)
    expect(snapshot().value).toEqual({ live: 'loading' })
    clock.increment(1)
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['failed', 'timeout', [{ type: 'loadFailed' }, { type: 'loadFailed' }]])
  })
})

describe('frame: the heartbeat (SPEC §9 heartbeat 5 s, R-ERR-6)', () => {
  it('ready, the frame is asked at 5 000 ms, not 4 999; answered, again 5 000 ms after the answer', async () => {
    const { clock, log, signals, snapshot, tags, makeReady } = start([async () => true, async () => true])
    makeReady()
    log.length = 0
    clock.increment(4_999)
    expect([snapshot().value, log]).toEqual([{ live: { ready: 'waiting' } }, []])
    clock.increment(1)
    expect([snapshot().value, tags(), log]).toEqual([{ live: { ready: 'beating' } }, ['ready'], ['beat']])
    expect(signals[0]?.aborted).toBe(false)
    await settle()
    expect([snapshot().value, snapshot().context.failure]).toEqual([{ live: { ready: 'waiting' } }, null])
    clock.increment(4_999)
    expect(log).toEqual(['beat'])
    clock.increment(1)
    expect(log).toEqual(['beat', 'beat'])
    await settle()
    expect(snapshot().value).toEqual({ live: { ready: 'waiting' } })
  })

  it.each([
    ['answers that it is gone', async () => false],
    ['fails to answer', () => Promise.reject(new Error('frame gone'))],
  ])('R-ERR-6: a frame that %s is lost: the iframe removed, requests aborted once, no load alert', async (_case, answer) => {
    const { clock, log, facts, snapshot, tags, makeReady } = start([answer])
    makeReady()
    clock.increment(5_000)
    await settle()
    expect([snapshot().value, snapshot().context, tags(), facts]).toEqual(['failed', { failure: 'lost' }, [], [{ type: 'ready' }]])
    expect([...log].sort()).toEqual(['abort', 'beat', 'create', 'remove'])
  })

  it('R-ERR-6: a heartbeat unanswered for 5 000 ms (not 4 999) loses the frame, and the heartbeat itself is called off', () => {
    const { clock, log, signals, snapshot, makeReady } = start()
    makeReady()
    clock.increment(5_000)
    clock.increment(4_999)
    expect([snapshot().value, log]).toEqual([{ live: { ready: 'beating' } }, ['create', 'beat']])
    clock.increment(1)
    expect([snapshot().value, snapshot().context.failure, signals[0]?.aborted]).toEqual(['failed', 'lost', true])
    expect([...log].sort()).toEqual(['abort', 'beat', 'create', 'remove'])
  })

  it('a lost frame, retried, loads again with no failure and must say ready again', () => {
    const { actor, clock, log, snapshot, tags, makeReady } = start()
    makeReady()
    clock.increment(5_000)
    clock.increment(5_000)
    expect(snapshot().context.failure).toBe('lost')
    log.length = 0
    actor.send({ type: 'frame.retry' })
    expect([snapshot().value, snapshot().context, tags(), log]).toEqual([{ live: 'loading' }, { failure: null }, ['loading'], ['create']])
  })

  it('ready, a second ready message or load changes nothing', () => {
    const { actor, clock, log, facts, snapshot, makeReady } = start()
    makeReady()
    actor.send({ type: 'frame.ready' })
    actor.send({ type: 'frame.load' })
    clock.increment(500)
    expect([snapshot().value, log, facts]).toEqual([{ live: { ready: 'waiting' } }, ['create'], [{ type: 'ready' }]])
  })
})

describe('frame: its life ends with the flow', () => {
  it('stopping the flow removes a live iframe', () => {
    const { actor, log } = start()
    actor.send({ type: 'frame.load' })
    actor.stop()
    expect(log).toEqual(['create', 'remove'])
  })
})
