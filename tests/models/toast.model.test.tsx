// @vitest-environment jsdom
// Model-based test of the toast machine (R-ENT-4, R-CONST-1 toast swap delay), walked on the ToastBar view.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../../src/core/constants'
import { createActor } from 'xstate'
import { toastMachine, type ToastEvent } from '../../src/machines/toast/toast.machine'
import { LatchContext } from '../../src/instance/latchContext'
import type { LatchInstance as Latch } from '../../src/system/createLatch'
import { ToastBar } from '../../src/views/components/ToastBar'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'
import { englishLocaleActor } from '../unit/support/englishLocale'

const EVENTS: (ToastEvent | { type: string })[] = [
  { type: 'toast.show', message: 'Copied', variant: 'success' },
  { type: 'toast.show', message: 'Waiting for the wallet', variant: 'loading' },
  { type: 'toast.dismiss' },
  { type: 'xstate.after.autoClose.toast.visible' },
  { type: 'xstate.after.swap.toast.swapping' },
]
const DELAYS = { 'xstate.after.autoClose.toast.visible': TOAST_AUTO_CLOSE_MS, 'xstate.after.swap.toast.swapping': TOAST_SWAP_DELAY_MS }

const graph = buildModelGraph(toastMachine, {
  input: undefined,
  events: EVENTS as ToastEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.toast?.variant ?? null, snapshot.context.next?.variant ?? null]),
})
const coverage = new CoverageRecorder()

describe('toast model', () => {
  it(`walks ${graph.paths.length} paths; the toast region shows exactly the current toast`, async () => {
    for (const path of graph.paths) {
      await walkPath(toastMachine, path, coverage, {
        delays: DELAYS,
        mount: (actor) => {
          render(
            <LatchContext.Provider value={{ toast: actor, localeActor: englishLocaleActor() } as unknown as Latch}>
              <ToastBar />
            </LatchContext.Provider>,
          )
          return cleanup
        },
        check: (snapshot) => {
          const shown = document.querySelector('.latch-toast')
          // During a swap the old toast has left and the new one waits the swap delay (R-CONST-1).
          const expected = snapshot.matches('visible') ? snapshot.context.toast : undefined
          expect(shown?.textContent ?? undefined).toBe(expected?.message)
          if (expected) expect(shown?.getAttribute('data-variant')).toBe(expected.variant)
          expect(screen.getByRole('status')).toBeTruthy()
        },
      })
    }
  })

  it("the person dismisses a toast with its Dismiss button (a loading toast stays until then, R-ENT-4)", () => {
    const actor = createActor(toastMachine).start()
    render(
      <LatchContext.Provider value={{ toast: actor, localeActor: englishLocaleActor() } as unknown as Latch}>
        <ToastBar />
      </LatchContext.Provider>,
    )
    act(() => actor.send({ type: 'toast.show', message: 'Waiting for the wallet', variant: 'loading' }))
    expect(screen.getByRole('status').textContent).toBe('Waiting for the wallet')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })))
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('')
    cleanup()
    actor.stop()
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(toastMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(toastMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
