// The model-based test of the assembled Latch (issue 32), first configuration: an app with two EVM chains and two
// Solana clusters, the embedded wallet (smart accounts on Polygon), a browser wallet of each namespace and the
// devstack's test wallet that serves both, sign-in off. Generated sequences of up to 30 steps of what a person and an
// app do, the spec's invariants after every step (model/invariants.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { OPEN } from './model/configs'
import { runSystem, SYSTEM_RUNS } from './model/runSystem'
import { releaseWorldPage } from './support/world'

afterAll(() => releaseWorldPage())

/** Situations this configuration cannot reach. */
const NOT_HERE: string[] = ['SIWXSignMessage shown', 'signed in with X']

describe('the assembled system, sign-in off', () => {
  it(`${SYSTEM_RUNS} generated sequences of up to 30 steps keep every invariant`, async () => {
    const { runs, steps, reached } = await runSystem(OPEN)
    console.log(`${runs} sequences, ${steps} steps; sequences reaching each situation:\n${Object.entries(reached).map(([situation, count]) => `  ${String(count).padStart(6)}  ${situation}`).join('\n')}`)
    expect(runs).toBe(SYSTEM_RUNS)
    expect(steps).toBeGreaterThan(runs * 5)
    // Sequences that never get somewhere prove nothing about it: each situation is reached by 2 in 1 000 at least.
    const rare = Object.entries(reached).filter(([situation, count]) => !NOT_HERE.includes(situation) && count < Math.max(1, Math.floor(runs / 500)))
    expect(rare, 'situations (almost) never reached').toEqual([])
  }, 600_000)
})
