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

// Stryker's sandboxes (npm run mutate) hold copies of every test: never collect them from the project root.
const EXCLUDE = [...configDefaults.exclude, '**/.stryker-tmp/**']
const UNIT = ['tests/unit/**/*.test.{ts,tsx}', 'tests/spec/**/*.test.{ts,tsx}']
/** Unit files that need modules of their own (see the unit project). */
const FRESH_MODULES = [
  'tests/spec/errors.test.tsx',
  'tests/unit/api/remoteConfig.system.test.ts',
  'tests/unit/blockchain/portfolio.test.ts',
  'tests/unit/chain/smartAccounts.test.ts',
  'tests/unit/core/optionMistakes.test.ts',
  'tests/unit/package/ssr.test.ts',
  'tests/unit/services/solana/lazySolanaWallets.afterLoad.test.ts',
  'tests/unit/services/solana/lazySolanaWallets.test.ts',
  'tests/unit/transport.test.ts',
  'tests/unit/walletconnect/lazyWalletConnect.test.ts',
  'tests/unit/walletconnect/signClient.test.ts',
]

export default defineConfig({
  plugins: [react()],
  test: {
    exclude: EXCLUDE,
    // Every core runs test files: vitest's default for a run leaves one core free (one worker on a 2-core machine,
    // which ran unit, models and system one file at a time: 405 s against 232 s with two).
    ...(mutating ? { sequence: { sequencer: FastFirstSequencer } } : { maxWorkers: availableParallelism() }),
    // The model walks are CPU work, about 4 s each on a quiet machine; beside one another and CI's e2e layer one went
    // past vitest's 5 s default (the network model's 3 646 paths, in 5.0 s). A test that hangs still fails, later.
    ...(mutating ? {} : { testTimeout: 30_000 }),
    projects: [
      // Unit files share their worker's modules (issue 34: importing src afresh for each of 200 files was a third of the
      // layer's CPU); the few that need modules of their own (module mocks, a lazy module's first load, module-level
      // discovery state) run isolated, as the other layers do.
      {
        extends: true,
        test: { name: 'unit', include: include('unit', UNIT), exclude: [...EXCLUDE, ...FRESH_MODULES], environment: 'node', isolate: false },
      },
      { extends: true, test: { name: 'unit:isolated', include: narrowed?.filter((glob) => FRESH_MODULES.includes(glob)) ?? FRESH_MODULES, environment: 'node' } },
      { extends: true, test: { name: 'models', include: include('models', ['tests/models/**/*.test.{ts,tsx}']), environment: 'node' } },
      // The assembled createLatch driven by generated sequences against fakes of the outside world (tests/system/).
      { extends: true, test: { name: 'system', include: ['tests/system/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
})
