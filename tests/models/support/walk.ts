// Walking generated paths on a live actor for the small machines: delays advance a SimulatedClock, every
// transition taken and state entered is recorded for the coverage guard, and a check runs after each step.
import { act } from '@testing-library/react'
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate'
import type { CoverageRecorder } from './coverage'
import { recordTransitions } from './transitionCoverage'

export type WalkOptions<TMachine extends AnyStateMachine> = {
  input?: unknown
  delays: Record<string, number>
  /** Mount whatever shows the actor (a view); returns its teardown. */
  mount?: (actor: ReturnType<typeof createActor<TMachine>>) => () => void
  /** Perform an event as a person would, where the screen offers a gesture; return false to send it instead. */
  gesture?: (event: EventObject) => boolean
  check: (snapshot: SnapshotFrom<TMachine>) => void | Promise<void>
}

export async function walkPath<TMachine extends AnyStateMachine>(machine: TMachine, path: readonly EventObject[], coverage: CoverageRecorder, options: WalkOptions<TMachine>) {
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: options.input, clock, inspect: recordTransitions(coverage.transitions, coverage.states) } as never) as ReturnType<typeof createActor<TMachine>>
  actor.start()
  coverage.enter(actor.getSnapshot() as never)
  const unmount = options.mount?.(actor)
  try {
    await options.check(actor.getSnapshot())
    for (const event of path) {
      await act(async () => {
        const delay = options.delays[event.type]
        if (delay !== undefined) clock.increment(delay)
        else if (!options.gesture?.(event)) actor.send(event as never)
      })
      await options.check(actor.getSnapshot())
    }
  } finally {
    unmount?.()
    actor.stop()
  }
}
