// @vitest-environment jsdom
// Model-based test of the modal machine (DESIGN: tests/models). Paths come from the machine: per scenario,
// shortest paths to every state and one path per edge; each is walked on the rendered views. The guard at the
// end fails when any state or transition of the machine was never visited.
import { afterAll, describe, expect, it } from 'vitest'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { CoverageRecorder } from './support/coverage'
import { stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkModalPath } from './modal/modal.driver'
import { transactionCalls } from './modal/modal.fixtures'
import { SCENARIOS, scenarioGraph } from './modal/modal.model'

const coverage = new CoverageRecorder()
const describeEvent = (event: { type: string }) => event.type.replace(/^xstate\.(after|done\.actor|error\.actor)\./, '$1:')

// Paths in batches of at most 100, each its own test: a failure names its batch, and mutation testing (perTest
// coverage) runs only the batches that reach a mutated line instead of every path of the scenario.
const BATCH = 100

describe.each(SCENARIOS)('modal model: $name', (scenario) => {
  const graph = scenarioGraph(scenario)
  const batches = Array.from({ length: Math.ceil(graph.paths.length / BATCH) }, (_, index) => ({
    range: `${index * BATCH + 1}–${Math.min((index + 1) * BATCH, graph.paths.length)}`,
    paths: graph.paths.slice(index * BATCH, (index + 1) * BATCH),
  }))
  it.each(batches)(
    `walks paths $range of ${graph.paths.length} (${graph.edges.length} edges, ${graph.stateKeys.length} states), the screen matching the state at every step`,
    async ({ paths }) => {
      for (const path of paths) {
        try {
          await walkModalPath(path, scenario.settings, coverage)
        } catch (error) {
          throw new Error(`path failed: ${path.map(describeEvent).join(' → ')}\n${String(error)}`, { cause: error })
        }
      }
    },
    120_000,
  )
})

describe('modal model: coverage guard', () => {
  it('enters every state of the machine', () => {
    expect(stateNodeIds(modalMachine).filter((id) => !coverage.states.has(id))).toEqual([])
  })

  it('takes every transition of the machine', () => {
    expect(allTransitions(modalMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })

  it('ran every kind of transaction callback of both stacked requests (R-NAV-4)', () => {
    expect(new Set(transactionCalls)).toEqual(new Set(['success', 'error', 'cancel', 'second success', 'second error', 'second cancel']))
  })
})

afterAll(() => {
  coverage.states.clear()
})
