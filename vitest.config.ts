import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { FastFirstSequencer } from './tests/mutation/fastFirstSequencer'

// Set in Stryker's test-runner processes (npm run mutate), never in npm test.
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined
// A mutation piece may name the only test files its first run uses (scripts/mutateInPieces.mjs): the modal's own
// tests, not the modal model test's 90 s walk for each of its hundreds of config mutants. Its survivors then run
// again against every test (--full-tests), so no mutant is counted as surviving on the narrowed set alone.
const narrowed = mutating ? process.env.LATCH_MUTATION_TESTS?.split(',') : undefined
const include = (project: 'unit' | 'models', everything: string[]) =>
  narrowed?.filter((glob) => glob.startsWith('tests/models/') === (project === 'models')) ?? everything

export default defineConfig({
  plugins: [react()],
  test: {
    // Stryker's sandboxes (npm run mutate) hold copies of every test: never collect them from the project root.
    exclude: [...configDefaults.exclude, '**/.stryker-tmp/**'],
    // Every core runs test files: vitest's default for a run leaves one core free (one worker on a 2-core machine,
    // which ran unit, models and system one file at a time: 405 s against 232 s with two).
    ...(mutating ? { sequence: { sequencer: FastFirstSequencer } } : { maxWorkers: availableParallelism() }),
    projects: [
      { extends: true, test: { name: 'unit', include: include('unit', ['tests/unit/**/*.test.{ts,tsx}', 'tests/spec/**/*.test.{ts,tsx}']), environment: 'node' } },
      { extends: true, test: { name: 'models', include: include('models', ['tests/models/**/*.test.{ts,tsx}']), environment: 'node' } },
      // The assembled createLatch driven by generated sequences against fakes of the outside world (tests/system/).
      { extends: true, test: { name: 'system', include: ['tests/system/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
})
