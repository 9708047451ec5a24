// The spec table's numbers and §9 texts are each used by a test that proves them by behaviour, or listed as not yet
// reachable (`notYet`): the same guard errors.test.tsx keeps over the §8 catalogue, read here from the tests' source
// (a row is used where a test reads `SPEC.<row>` or `SPEC_TEXT.<row>`). A new row cannot go unproven silently, and a
// row proven today cannot stay on the not-yet list.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SPEC, SPEC_TEXT } from './spec.table'

const SPEC_DIR = import.meta.dirname
/** Where rows are proven: the behaviour tests beside this file, and in Chromium on the real stack the checks of the UI
 * constants and of the on-ramp's (Buy against the devstack's blockchain API, whose options and quotes stand in for
 * the cloud's). */
const PROVING_FILES = [
  ...readdirSync(SPEC_DIR)
    .filter((name) => /\.test\.tsx?$/.test(name) && name !== 'coverage.test.ts')
    .map((name) => join(SPEC_DIR, name)),
  join(SPEC_DIR, '..', 'e2e', 'specConstants.spec.ts'),
  join(SPEC_DIR, '..', 'e2e', 'onRamp.spec.ts'),
]
const sources = PROVING_FILES.map((file) => readFileSync(file, 'utf8')).join('\n')

describe.each([
  ['SPEC', SPEC as Record<string, { notYet?: string }>],
  ['SPEC_TEXT', SPEC_TEXT as Record<string, { notYet?: string }>],
] as const)('%s', (table, rows) => {
  const used = (row: string) => new RegExp(`\\b${table}\\.${row}\\b`).test(sources)
  const rowNames = Object.keys(rows)

  it('every row is used by a test in tests/spec (or tests/e2e/specConstants.spec.ts), or is listed as not yet reachable', () => {
    expect(rowNames.filter((row) => !rows[row]!.notYet && !used(row))).toEqual([])
  })

  it('no row listed as not yet reachable is used by those tests: proven today, it comes off the list', () => {
    expect(rowNames.filter((row) => rows[row]!.notYet && used(row))).toEqual([])
  })
})
