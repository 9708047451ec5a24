// Mutation testing (issue 11): `npm run mutate` mutates core, machines and services and runs the vitest `unit` and
// `models` projects against every mutant. One folder (or one file) at a time:
//   npm run mutate -- --mutate 'src/core/**/*.ts'
// Each scope keeps its own reports and incremental file under reports/mutation/<scope>/ (gitignored), so running
// core, then machines, then core again reuses core's earlier results instead of overwriting them: Stryker rewrites
// the incremental file with only the files of the run that wrote it. `--force` re-runs every mutant of the scope.
// Not part of `npm test`: a full run takes tens of minutes on two cores.
import { createHash } from 'node:crypto'

/** The `--mutate`/`-m` value given on the command line, if any. */
function mutateArgument(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--mutate' || arg === '-m') return argv[i + 1]
    if (arg.startsWith('--mutate=')) return arg.slice('--mutate='.length)
  }
  return undefined
}

/** 'src/core/**\/*.ts' → 'core', 'src/machines/modal/**\/*.ts' → 'machines-modal', no --mutate → 'all'; negations are left out. */
export function scopeName(mutate) {
  if (!mutate) return 'all'
  const name = mutate
    .split(',')
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => {
      // A line range (file.ts:1-170) stays in the name, so two ranges of one file keep separate reports.
      const range = /:(\d+)(?::\d+)?-(\d+)(?::\d+)?$/.exec(pattern)
      const name = pattern
        .slice(0, range ? range.index : undefined)
        .replace(/^src\//, '')
        .replace(/\*\*\/|\*\.\{?[a-z,]*\}?|\.tsx?$/g, '')
      return range ? `${name}-lines-${range[1]}-${range[2]}` : name
    })
    .join('-')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // A piece of many files would name a folder past the file system's 255 bytes: its start and a hash of the rest.
  if (name.length > 120) return `${name.slice(0, 80)}-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`
  return name || 'custom'
}

const scope = scopeName(mutateArgument(process.argv))
const out = `reports/mutation/${scope}`

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  packageManager: 'npm',
  mutate: [
    'src/core/**/*.ts',
    'src/machines/**/*.ts',
    'src/services/**/*.ts',
    '!src/**/*.d.ts',
    // Pure type files: nothing in them runs, so nothing can be mutated.
    '!src/core/walletCard.ts',
    '!src/machines/connection/connection.types.ts',
    '!src/machines/pairing/pairing.types.ts',
    '!src/machines/walletList/walletList.types.ts',
  ],
  testRunner: 'vitest',
  // The vitest runner, patched to count a test file that fails to load (tests/mutation/strictVitestRunner.mjs).
  plugins: ['./tests/mutation/strictVitestRunner.mjs'],
  // The config's two projects, `unit` and `models`; `related` narrows each run to the tests importing the file.
  vitest: { configFile: 'vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A static mutant (one in a machine's config) re-imports every related test file, and the model tests build
  // their paths while importing: that time is not in any test's duration, so Stryker's estimate (1.5 × the tests'
  // time + timeoutMS) fell short and even `types: {}` was reported as a "Timeout" kill. Two minutes of slack keep a
  // slow run from counting as detected.
  timeoutMS: 120000,
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/mutation.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 80, low: 70, break: null },
  // Not needed by vitest: kept out of the sandbox copy (node_modules is linked, not copied).
  ignorePatterns: ['dist', 'bench/dist', 'test-results', 'playwright-report', '.reports', '.devstack-data', 'reports', 'tests/e2e', 'tests/consumer', 'tests/consumer-next', '.pack', '.tmp'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
