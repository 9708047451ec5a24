// R-ERR-7 at the unit boundary: error reports become 'error' events named ERROR, at most 5 in any rolling minute
// (SPEC §8, written here from the spec), with exactly the fields the report has.
import { describe, expect, it } from 'vitest'
import type { AnalyticsEventInput } from '../../../src/services/api/analytics'
import { createErrorReporter } from '../../../src/services/api/errorReports'

function reporter(start = 0) {
  const sent: AnalyticsEventInput[] = []
  const clock = { now: start }
  const report = createErrorReporter({ now: () => clock.now, sendEvent: async (event) => void sent.push(event) })
  return { sent, clock, report }
}

describe('createErrorReporter (R-ERR-7)', () => {
  it('R-API-7: a report is an error event ERROR carrying errorType, errorMessage and stackTrace', async () => {
    const { sent, report } = reporter()
    await report({ errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at f (a.ts:1)' })
    expect(sent).toStrictEqual([{ type: 'error', event: 'ERROR', properties: { errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at f (a.ts:1)' } }])
  })

  it('a report without a stack trace has no stackTrace key at all', async () => {
    const { sent, report } = reporter()
    await report({ errorType: 'TypeError', errorMessage: 'x is undefined' })
    expect(sent).toStrictEqual([{ type: 'error', event: 'ERROR', properties: { errorType: 'TypeError', errorMessage: 'x is undefined' } }])
    expect(Object.keys(sent[0]?.properties ?? {})).toEqual(['errorType', 'errorMessage'])
  })

  it('R-ERR-7: 5 reports pass in a minute, the 6th is dropped; 60 000 ms after the first, room again', async () => {
    const { sent, clock, report } = reporter(1_000)
    for (let n = 1; n <= 6; n += 1) await report({ errorType: 'E', errorMessage: `r${n}` })
    expect(sent).toHaveLength(5)
    clock.now = 1_000 + 59_999
    await report({ errorType: 'E', errorMessage: 'still inside the minute' })
    expect(sent).toHaveLength(5)
    clock.now = 1_000 + 60_000
    await report({ errorType: 'E', errorMessage: 'a minute later' })
    expect(sent.map((event) => event.properties?.errorMessage)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'a minute later'])
  })
})
