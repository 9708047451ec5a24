// One timeline for the whole world: the statecharts' delays (createLatch's `clock`) and every timer the services and
// the page set (setTimeout, setInterval, requestAnimationFrame, requestIdleCallback, AbortSignal.timeout) wait on the
// same queue, and Date.now reads its time. Nothing runs by itself: `advance(ms)` fires the due timers in order of time, settling the
// world between two of them (what a browser's event loop does between tasks), and `settle()` runs what is due now
// and lets promises, dynamic imports and posted events finish until the world is quiet.
//
// Why not XState's SimulatedClock beside vitest's fake timers: two queues cannot be interleaved exactly (a 500 ms
// delay and a 300 ms transport timer would fire in whatever order the two advances are made), and vitest's async
// advance yields one real 1 ms macrotask per timer. One queue orders a machine's delay and a service's timer as the
// browser would, and costs a few microseconds per timer.
import type { AnyActorLogic, ActorOptions } from 'xstate'

type XStateClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>
type Timer = { id: number; at: number; seq: number; fn: (...args: unknown[]) => void; args: unknown[]; every?: number; kind: TimerKind }
export type TimerKind = 'timeout' | 'interval' | 'frame' | 'idle' | 'machine'

/** A rendering frame (60 Hz). */
export const FRAME_MS = 16
/** The world's epoch: every world starts at the same instant, so a sequence replays exactly. */
export const EPOCH = Date.UTC(2030, 0, 1, 12, 0, 0)

/** A timer handle that also satisfies code written for Node's Timeout (unref, ref, hasRef). */
class Handle {
  constructor(readonly id: number) {}
  unref() {
    return this
  }
  ref() {
    return this
  }
  hasRef() {
    return true
  }
  refresh() {
    return this
  }
  [Symbol.toPrimitive]() {
    return this.id
  }
}

const idOf = (handle: unknown): number | undefined =>
  handle instanceof Handle ? handle.id : typeof handle === 'number' ? handle : undefined

const REAL = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate,
  Date: globalThis.Date,
}

/** One macrotask of the real event loop: every microtask queued before it (promise chains) has run. */
export const realTurn = () => new Promise<void>((resolve) => REAL.setImmediate(resolve))

export class Timeline {
  private now = EPOCH
  private timers = new Map<number, Timer>()
  private nextId = 1
  private seq = 0
  private installed = false
  private saved: Record<string, PropertyDescriptor | undefined> = {}
  private savedTimeout: PropertyDescriptor | undefined
  /** How many timers fired since the timeline was made (the world's activity counter reads it). */
  fired = 0

  /** The clock handed to createLatch: XState's delayed events on this timeline. */
  readonly xstate: XStateClock = {
    setTimeout: (fn: (...args: unknown[]) => void, ms: number) => this.add('machine', fn, ms, []),
    clearTimeout: (handle: unknown) => this.remove(handle),
  }

  /** Milliseconds since the epoch, as Date.now reads them. */
  time(): number {
    return this.now
  }

  /** Milliseconds since this world's start. */
  elapsed(): number {
    return this.now - EPOCH
  }

  private add(kind: TimerKind, fn: (...args: unknown[]) => void, ms: unknown, args: unknown[], every?: number): Handle {
    const delay = Math.max(0, Number(ms) || 0)
    const id = this.nextId++
    // A frame callback runs at the next frame boundary, as a browser paints.
    const at = kind === 'frame' ? (Math.floor(this.now / FRAME_MS) + 1) * FRAME_MS : this.now + delay
    this.timers.set(id, { id, at, seq: this.seq++, fn, args, kind, ...(every === undefined ? {} : { every }) })
    return new Handle(id)
  }

  private remove(handle: unknown): void {
    const id = idOf(handle)
    if (id !== undefined) this.timers.delete(id)
  }

  /** Replaces the page's timer functions and Date with this timeline's. */
  install(): void {
    if (this.installed) return
    this.installed = true
    const now = () => this.now
    const replace = (name: string, value: unknown) => {
      this.saved[name] = Object.getOwnPropertyDescriptor(globalThis, name)
      Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: true })
    }
    replace('setTimeout', (fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => this.add('timeout', fn, ms, args))
    replace('clearTimeout', (handle: unknown) => this.remove(handle))
    replace('setInterval', (fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => this.add('interval', fn, ms, args, Math.max(1, Number(ms) || 0)))
    replace('clearInterval', (handle: unknown) => this.remove(handle))
    replace('requestAnimationFrame', (fn: (time: number) => void) => idOf(this.add('frame', () => fn(this.now - EPOCH), 0, [])))
    replace('cancelAnimationFrame', (handle: unknown) => this.remove(handle))
    replace('requestIdleCallback', (fn: (deadline: { didTimeout: boolean; timeRemaining(): number }) => void) =>
      idOf(this.add('idle', () => fn({ didTimeout: false, timeRemaining: () => 50 }), 1, [])),
    )
    replace('cancelIdleCallback', (handle: unknown) => this.remove(handle))
    const RealDate = REAL.Date
    class WorldDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(now())
        else super(...(args as [string]))
      }
      static override now() {
        return now()
      }
    }
    replace('Date', WorldDate)
    // AbortSignal.timeout's timer is the runtime's own, not setTimeout: on this timeline too.
    const timeout = (ms: number) => {
      const controller = new AbortController()
      this.add('timeout', () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms, [])
      return controller.signal
    }
    this.savedTimeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout')
    Object.defineProperty(AbortSignal, 'timeout', { value: timeout, writable: true, configurable: true })
  }

  /** Puts the page's own timer functions and Date back. */
  uninstall(): void {
    if (!this.installed) return
    this.installed = false
    for (const [name, descriptor] of Object.entries(this.saved)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
    this.saved = {}
    if (this.savedTimeout) Object.defineProperty(AbortSignal, 'timeout', this.savedTimeout)
    this.savedTimeout = undefined
  }

  /** A new page: every timer of the old one is gone; the time stays where it is (or goes back to the epoch). */
  reset(options: { time?: 'keep' | 'epoch' } = {}): void {
    this.timers.clear()
    if (options.time === 'epoch') this.now = EPOCH
  }

  /** Timers waiting, by kind (machine delays, timeouts, frames…): what an invariant may inspect. */
  pending(): { kind: TimerKind; inMs: number }[] {
    return [...this.timers.values()].map((timer) => ({ kind: timer.kind, inMs: timer.at - this.now }))
  }

  private next(until: number): Timer | undefined {
    let first: Timer | undefined
    for (const timer of this.timers.values()) {
      if (timer.at > until) continue
      if (!first || timer.at < first.at || (timer.at === first.at && timer.seq < first.seq)) first = timer
    }
    return first
  }

  /** Runs the earliest timer due at or before `until`, moving the time to it; false when there is none. */
  fireNext(until: number): boolean {
    const timer = this.next(until)
    if (!timer) return false
    this.now = Math.max(this.now, timer.at)
    if (timer.every !== undefined) {
      timer.at += timer.every
      timer.seq = this.seq++
    } else this.timers.delete(timer.id)
    this.fired++
    timer.fn(...timer.args)
    return true
  }

  /** Fires the timers due now (zero-delay timeouts). True when one fired. */
  fireDue(): boolean {
    let any = false
    // Bounded: a zero-delay timer that schedules itself again must not hang the world.
    for (let count = 0; count < 1_000 && this.fireNext(this.now); count++) any = true
    return any
  }

  /** Moves the time forward to `until` (epoch ms), firing each timer on the way and settling after each. */
  async advanceTo(until: number, settle: () => Promise<unknown>): Promise<void> {
    while (this.fireNext(until)) await settle()
    this.now = Math.max(this.now, until)
    await settle()
  }
}
