// The model-based test of the assembled Latch (issue 32), second configuration: sign-in with X required (R-PERM-1)
// against the world's sign-in server, one EVM chain pair and one Solana cluster, the embedded wallet. Generated
// sequences of up to 30 steps, the spec's invariants after every step (model/invariants.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { SIGN_IN_REQUIRED } from './model/configs'
import { runSystem, SYSTEM_RUNS } from './model/runSystem'
import { releaseWorldPage } from './support/world'

afterAll(() => releaseWorldPage())

/** Situations this configuration cannot reach (or hardly: an email update needs the sign-in first, which the update
 * task does not do; the open configuration reaches it). */
const NOT_HERE: string[] = ['an email updated (both codes)']

describe('the assembled system, sign-in required', () => {
  it(`${SYSTEM_RUNS} generated sequences of up to 30 steps keep every invariant`, async () => {
    const { runs, steps, reached } = await runSystem(SIGN_IN_REQUIRED)
    console.log(`${runs} sequences, ${steps} steps; sequences reaching each situation:\n${Object.entries(reached).map(([situation, count]) => `  ${String(count).padStart(6)}  ${situation}`).join('\n')}`)
    expect(runs).toBe(SYSTEM_RUNS)
    expect(steps).toBeGreaterThan(runs * 5)
    // Sequences that never get somewhere prove nothing about it: each situation is reached by 2 in 1 000 at least.
    const rare = Object.entries(reached).filter(([situation, count]) => !NOT_HERE.includes(situation) && count < Math.max(1, Math.floor(runs / 500)))
    expect(rare, 'situations (almost) never reached').toEqual([])
  }, 600_000)
})
