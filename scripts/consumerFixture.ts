// The installable package proved from outside the repository (issue 17): build dist/, pack it, install the tarball
// into tests/consumer (an app with its own package.json and lockfile), type-check and build that app, and build it
// again with React 18. Each step is a function, so the `package` layer of `npm test` (scripts/packageLayer.ts) and
// `npm run bench` run the very same steps; tests/e2e/consumer.spec.ts serves what they built.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Git-ignored: the tarball, its unpacked copy and the React 18 copy of the fixture. */
export const PACK_DIR = join(REPO_DIR, '.pack')
export const UNPACKED_DIR = join(PACK_DIR, 'package')
export const FIXTURE_DIR = join(REPO_DIR, 'tests', 'consumer')
export const REACT18_DIR = join(PACK_DIR, 'consumer-react18')
/** The fixture's builds: with Latch (index.html), without it (baseline.html, `--mode baseline`). */
export const fixtureDist = (fixtureDir: string = FIXTURE_DIR) => join(fixtureDir, 'dist')
export const baselineDist = (fixtureDir: string = FIXTURE_DIR) => join(fixtureDir, 'dist-baseline')
export const REACT18 = '18.3.1'

/** The devstack the e2e tests start (playwright.config.ts, same variables and defaults): the fixture is built for it. */
export function fixtureEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const port = (name: string, fallback: number) => Number(env[name] ?? fallback)
  return {
    VITE_LATCH_API_URL: `http://127.0.0.1:${port('LATCH_E2E_API_PORT', 5274)}`,
    VITE_LATCH_CHAIN_URL: `http://127.0.0.1:${port('LATCH_E2E_CHAIN_PORT', 8645)}`,
    VITE_LATCH_CHAIN_B_URL: `http://127.0.0.1:${port('LATCH_E2E_CHAIN_B_PORT', 8646)}`,
    VITE_LATCH_RELAY_URL: `ws://127.0.0.1:${port('LATCH_E2E_RELAY_PORT', 5275)}`,
    VITE_LATCH_BLOCKCHAIN_API_URL: `http://127.0.0.1:${port('LATCH_E2E_BLOCKCHAIN_API_PORT', 5276)}`,
  }
}

export class StepError extends Error {}

/** Runs a command; throws StepError with its exit status when it fails. Output goes to this process's. */
export function sh(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } })
  if (result.error) throw new StepError(`${command} ${args.join(' ')}: ${result.error.message}`)
  if (result.status !== 0) throw new StepError(`${command} ${args.join(' ')} (in ${options.cwd}) exited with ${result.status ?? result.signal}`)
}

const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']

/** `npm run build:lib`: dist/ from tsdown.config.ts. */
export function buildLibrary(): void {
  sh('npx', ['tsdown', '--log-level', 'warn'], { cwd: REPO_DIR })
}

/** `npm pack` into .pack/ (replacing an earlier tarball) and unpacked beside it; returns the tarball's path. */
export function pack(): string {
  rmSync(PACK_DIR, { recursive: true, force: true })
  mkdirSync(PACK_DIR, { recursive: true })
  sh('npm', ['pack', '--pack-destination', PACK_DIR, '--loglevel=warn'], { cwd: REPO_DIR, stdio: ['ignore', 'ignore', 'inherit'] })
  const tarballs = readdirSync(PACK_DIR).filter((name) => name.endsWith('.tgz'))
  if (tarballs.length !== 1) throw new StepError(`npm pack left ${tarballs.length} tarballs in ${PACK_DIR}`)
  const tarball = join(PACK_DIR, tarballs[0]!)
  sh('tar', ['-xzf', tarball, '-C', PACK_DIR], { cwd: REPO_DIR })
  return tarball
}

/** The fixture's own dependencies from its lockfile (npm ci, from npm's cache when it has them), then the tarball
 * with --no-save: package.json and package-lock.json stay as committed. */
export function installFixture(tarball: string): void {
  sh('npm', ['ci', ...NPM_QUIET], { cwd: FIXTURE_DIR })
  sh('npm', ['install', '--no-save', ...NPM_QUIET, tarball], { cwd: FIXTURE_DIR })
}

export type TypecheckResult = { fixture: string[]; latch: string[]; thirdParty: number }

/** tsc --noEmit under the fixture's strict tsconfig, against the packed .d.ts, with skipLibCheck off so that Latch's
 * declarations are compiled too, not only trusted. Errors are sorted by where they are: the fixture's own code,
 * Latch's .d.ts, or another package's .d.ts (not Latch's to answer for; wagmi 3.7's do not compile against
 * react-query 5.108 under skipLibCheck: false). */
export function typecheckFixture(): TypecheckResult {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', '.', '--skipLibCheck', 'false', '--pretty', 'false'], { cwd: FIXTURE_DIR, encoding: 'utf8' })
  if (result.error) throw new StepError(`tsc: ${result.error.message}`)
  const errors = `${result.stdout}${result.stderr}`.split('\n').filter((line) => /error TS\d+/.test(line))
  if (result.status !== 0 && errors.length === 0) throw new StepError(`tsc exited with ${result.status}: ${result.stdout}${result.stderr}`)
  const latch = errors.filter((line) => line.startsWith('node_modules/latch/'))
  const fixture = errors.filter((line) => !line.startsWith('node_modules/'))
  return { fixture, latch, thirdParty: errors.length - latch.length - fixture.length }
}

/** A production build of the fixture, for the e2e devstack: with Latch, or `baseline` (without). */
export function buildFixture(mode: 'latch' | 'baseline', fixtureDir: string = FIXTURE_DIR): void {
  sh('npx', ['vite', 'build', '--logLevel', 'warn', ...(mode === 'baseline' ? ['--mode', 'baseline'] : [])], { cwd: fixtureDir, env: fixtureEnv() })
}

/** A copy of the installed fixture with React 18.3 and the same tarball (--no-save again), built with Latch. */
export function buildReact18Variant(tarball: string): void {
  rmSync(REACT18_DIR, { recursive: true, force: true })
  const builds = new Set([fixtureDist(), baselineDist()])
  cpSync(FIXTURE_DIR, REACT18_DIR, { recursive: true, verbatimSymlinks: true, filter: (source) => !builds.has(source) })
  sh('npm', ['install', '--no-save', ...NPM_QUIET, `react@${REACT18}`, `react-dom@${REACT18}`, tarball], { cwd: REACT18_DIR })
  buildFixture('latch', REACT18_DIR)
}

export const isBuilt = (dir: string): boolean => existsSync(join(dir, 'index.html'))
