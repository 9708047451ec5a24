// `npm run mutate:pieces [-- piece …]`: mutation testing one folder piece at a time (issue 11). A whole folder
// takes hours on two cores, and Stryker writes its incremental file only when a run ends, so a run cut short
// keeps nothing: pieces that each finish in minutes keep their results (reports/mutation/<scope>/), and the
// next call skips what has not changed. `npm run mutate:score` adds the pieces up per folder.
// With no argument every piece runs, smallest first; name pieces (as listed by --list) to run only those.
// --retry-survivors runs the pieces' surviving mutants again (after tests were added for them).
// --full-tests runs them again against every test, for pieces whose first run uses only their own tests.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { scopeName } from '../stryker.config.mjs'

const PIECES = [
  'src/core/**/*.ts',
  // Stryker splits --mutate on commas: no {a,b} globs.
  ['loadOnce.ts', 'untilAborted.ts', 'transport.ts', 'clipboard/**/*.ts', 'device/**/*.ts', 'images/**/*.ts', 'scheduling/**/*.ts', 'dialog/**/*.ts']
    .map((path) => `src/services/${path}`)
    .join(','),
  'src/services/storage/**/*.ts',
  'src/services/catalogue/**/*.ts',
  'src/services/api/**/*.ts',
  'src/services/connection/**/*.ts',
  'src/services/connectors/**/*.ts',
  'src/services/walletconnect/**/*.ts',
  'src/services/blockchain/**/*.ts,src/services/rpc/**/*.ts',
  'src/services/frame/**/*.ts',
  'src/services/solana/**/*.ts',
  // Sign in with X's and names' services (issues 15, 16).
  'src/services/siwx/**/*.ts,src/services/names/**/*.ts',
  'src/machines/toast/**/*.ts,src/machines/alert/**/*.ts',
  'src/machines/pairing/**/*.ts',
  'src/machines/network/**/*.ts',
  'src/machines/balance/**/*.ts,src/machines/activity/**/*.ts',
  'src/machines/walletList/**/*.ts',
  // The connection machine in two line ranges, its small files apart: each a run that ends within the hour.
  ['actors', 'selectors', 'systemId'].map((name) => `src/machines/connection/connection.${name}.ts`).join(','),
  'src/machines/connection/connection.machine.ts:1-120',
  'src/machines/connection/connection.machine.ts:121-240',
  'src/machines/root/**/*.ts',
  // Sign in with X and names (issues 15, 16): a piece each, each a run that ends within the hour.
  'src/machines/siwx/**/*.ts',
  'src/machines/nameRegistration/**/*.ts',
  // The embedded wallet's flows (issue 14), a piece each: together they are a run of hours.
  'src/machines/frame/**/*.ts,src/machines/embeddedWallet/**/*.ts',
  'src/machines/emailLogin/**/*.ts',
  'src/machines/emailUpdate/**/*.ts',
  'src/machines/smartAccount/**/*.ts',
  // The modal's small files together; its machine in two line ranges, each a run that ends within an hour.
  ['actors', 'contentSelectors', 'flows', 'navigation', 'recent', 'regions', 'rules', 'selectors', 'stack', 'types', 'views'].map((name) => `src/machines/modal/modal.${name}.ts`).join(','),
  'src/machines/modal/modal.machine.ts:1-150',
  'src/machines/modal/modal.machine.ts:151-300',
]

// Pieces whose first run uses only these tests (vitest.config.ts reads LATCH_MUTATION_TESTS). Nearly every test
// reaches the modal's config, and the modal model test walks 1228 paths in 90 s for each of its config mutants:
// hundreds of those would take a working day. The modal's unit, journey and spec tests run in seconds. Those tests
// are part of the suite, so a kill counts and the score is a lower bound; --full-tests runs the survivors against
// every test.
const OWN_TESTS = {
  'src/machines/modal/': [
    'tests/unit/machines/modal/**/*.test.ts',
    'tests/unit/machines/root.machine.test.ts',
    'tests/spec/limits.test.ts',
    'tests/spec/timings.test.ts',
    'tests/models/modal.journeys.test.ts',
    'tests/models/root.model.test.ts',
  ],
}
const ownTests = (piece) => Object.entries(OWN_TESTS).find(([folder]) => piece.startsWith(folder))?.[1]

const args = process.argv.slice(2)
if (args.includes('--list')) {
  for (const piece of PIECES) console.log(piece)
  process.exit(0)
}
const named = args.filter((arg) => !arg.startsWith('--'))
const chosen = named.length > 0 ? PIECES.filter((piece) => named.includes(piece)) : PIECES
if (chosen.length === 0) {
  console.error(`no such piece; npm run mutate:pieces -- --list shows them`)
  process.exit(2)
}
// --retry-survivors: Stryker's incremental mode keeps a surviving mutant's result while its code is unchanged, even
// when a new test would now kill it (a mutant in a machine's config is covered by no test in particular, so no new
// test counts as covering it). This drops the piece's survivors from its incremental file so they run again.
function forgetSurvivors(incrementalFile) {
  if (!existsSync(incrementalFile)) return
  const report = JSON.parse(readFileSync(incrementalFile, 'utf8'))
  for (const file of Object.values(report.files)) file.mutants = file.mutants.filter((mutant) => mutant.status !== 'Survived' && mutant.status !== 'NoCoverage')
  writeFileSync(incrementalFile, JSON.stringify(report))
}

for (const piece of chosen) {
  const fullTests = args.includes('--full-tests')
  if (fullTests || args.includes('--retry-survivors')) forgetSurvivors(`reports/mutation/${scopeName(piece)}/incremental.json`)
  const tests = fullTests ? undefined : ownTests(piece)
  console.log(`\n=== npm run mutate -- --mutate '${piece}'${tests ? ` (tests: ${tests.join(', ')})` : ''}`)
  const env = tests ? { ...process.env, LATCH_MUTATION_TESTS: tests.join(',') } : process.env
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', '--mutate', piece], { stdio: 'inherit', env })
  if (run.status !== 0) {
    console.error(`stryker exited with ${run.status} on ${piece}`)
    process.exit(run.status ?? 1)
  }
}
spawnSync('node', ['scripts/mutationScore.mjs'], { stdio: 'inherit' })
