// One configuration's system test: its generated sequences keep every invariant, and reach every situation the
// configuration can reach (sequences that never get somewhere prove nothing about it: 2 in 1 000 at least).
import { afterAll, describe, expect, it } from 'vitest'
import { releaseWorldPage } from '../support/world'
import { runSystem, SYSTEM_RUNS } from './runSystem'
import type { SystemConfig } from './systemModel'

export function describeSystem(title: string, config: SystemConfig, notHere: readonly string[]): void {
  afterAll(() => releaseWorldPage())
  describe(title, () => {
    it(`${SYSTEM_RUNS} generated sequences of up to 30 steps keep every invariant`, async () => {
      const { runs, steps, reached } = await runSystem(config)
      console.log(`${runs} sequences, ${steps} steps; sequences reaching each situation:\n${Object.entries(reached).map(([situation, count]) => `  ${String(count).padStart(6)}  ${situation}`).join('\n')}`)
      expect(runs).toBe(SYSTEM_RUNS)
      expect(steps).toBeGreaterThan(runs * 5)
      const rare = Object.entries(reached).filter(([situation, count]) => !notHere.includes(situation) && count < Math.max(1, Math.floor(runs / 500)))
      expect(rare, 'situations (almost) never reached').toEqual([])
    }, 600_000)
  })
}
