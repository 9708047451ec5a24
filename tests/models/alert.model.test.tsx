// @vitest-environment jsdom
// Model-based test of the alert machine (R-ERR-1): the alert bar shows the catalogue's short and long text.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALERT_DESCRIPTIONS, ERRORS, type AlertCode } from '../../src/core/errors'
import { alertMachine, type AlertEvent } from '../../src/machines/alert/alert.machine'
import { LatchContext } from '../../src/instance/latchContext'
import type { LatchInstance as Latch } from '../../src/system/createLatch'
import { AlertBar } from '../../src/views/components/AlertBar'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'
import { englishLocaleActor } from '../unit/support/englishLocale'

const EVENTS: AlertEvent[] = [
  { type: 'alert.show', code: 'ORIGIN_NOT_ALLOWED' },
  { type: 'alert.show', code: 'PROJECT_ID_NOT_CONFIGURED' },
  { type: 'alert.dismiss' },
]

const graph = buildModelGraph(alertMachine, {
  input: undefined,
  events: EVENTS,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.alert?.code ?? null]),
})
const coverage = new CoverageRecorder()

describe('alert model', () => {
  it(`walks ${graph.paths.length} paths; the alert bar shows the catalogue text of the current alert`, async () => {
    for (const path of graph.paths) {
      await walkPath(alertMachine, path, coverage, {
        delays: {},
        mount: (actor) => {
          render(
            <LatchContext.Provider value={{ alert: actor, localeActor: englishLocaleActor() } as unknown as Latch}>
              <AlertBar />
            </LatchContext.Provider>,
          )
          return cleanup
        },
        gesture: (event) => {
          const dismiss = screen.queryByRole('button', { name: 'Dismiss alert' })
          if (event.type !== 'alert.dismiss' || !dismiss) return false
          fireEvent.click(dismiss)
          return true
        },
        check: (snapshot) => {
          const alert = screen.queryByRole('alert')
          if (snapshot.matches('hidden')) return expect(alert).toBeNull()
          const entry = ERRORS[snapshot.context.alert!.code]
          expect(entry.kind).toBe('alert')
          if (entry.kind !== 'alert') return
          expect(alert?.querySelector('.latch-alert-title')?.textContent).toBe(entry.short)
          expect(alert?.querySelector('.latch-alert-description')?.textContent).toBe(ALERT_DESCRIPTIONS[snapshot.context.alert!.code as AlertCode])
        },
      })
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(alertMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(alertMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
