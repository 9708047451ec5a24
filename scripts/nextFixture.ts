// The Next.js consumer (issue 33): tests/consumer-next, an App Router app with its own package.json and lockfile,
// installed like tests/consumer (npm ci, then Latch's tarball with --no-save), built with `next build` for the e2e
// devstack's ports, and served by `next start` for tests/e2e/consumerNext.spec.ts. Every next command runs with
// telemetry off.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { fixtureEnv, REPO_DIR, sh, StepError } from './consumerFixture'
import { firstClick, type FirstClick, type JsSize } from './packageSize'

export const NEXT_FIXTURE_DIR = join(REPO_DIR, 'tests', 'consumer-next')
const NEXT_BUILD_DIR = join(NEXT_FIXTURE_DIR, '.next')
const NEXT_BIN = join(NEXT_FIXTURE_DIR, 'node_modules', 'next', 'dist', 'bin', 'next')
const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']

/** The environment of every next command: telemetry off, and (for the build) the devstack's URLs as NEXT_PUBLIC_*,
 * the same ports the Vite fixture is built for. */
export function nextEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const urls = Object.entries(fixtureEnv(env)).map(([name, value]) => [name.replace(/^VITE_/, 'NEXT_PUBLIC_'), value])
  return { NEXT_TELEMETRY_DISABLED: '1', ...Object.fromEntries(urls) }
}

/** npm ci from the fixture's lockfile, then the tarball with --no-save, as an app that ran `npm install latch wagmi
 * viem @tanstack/react-query` (issue 33: no @wagmi/core of its own, which npm may nest under wagmi): npm must accept
 * the tarball's peers as they are, and every package latch's files import must resolve from node_modules/latch. */
export function installNextFixture(tarball: string): void {
  sh('npm', ['ci', ...NPM_QUIET], { cwd: NEXT_FIXTURE_DIR })
  const plain = spawnSync('npm', ['install', '--no-save', ...NPM_QUIET, tarball], { cwd: NEXT_FIXTURE_DIR, encoding: 'utf8' })
  if (plain.error) throw new StepError(`npm install ${tarball}: ${plain.error.message}`)
  if (plain.status !== 0) {
    process.stderr.write(plain.stderr)
    const lines = plain.stderr.split('\n').filter((line) => /ERESOLVE|Could not resolve|Conflicting peer|peerOptional|While resolving|Found:/.test(line))
    throw new StepError(`npm install --no-save <tarball> exited with ${plain.status}: ${lines.slice(0, 12).map((line) => line.replace(/^npm error\s*/, '').trim()).join(' | ')}`)
  }
  const unresolved = unresolvedImports()
  if (unresolved.length > 0) throw new StepError(`installed, but node_modules/latch cannot resolve ${unresolved.join(', ')}`)
}

const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm
const DYNAMIC_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g

/** The packages latch's files import (statically or lazily: react, @wagmi/core, viem…) that Node cannot resolve
 * from node_modules/latch/dist, as the app's bundler must. */
function unresolvedImports(): string[] {
  const dist = join(NEXT_FIXTURE_DIR, 'node_modules', 'latch', 'dist')
  const bare = new Set<string>()
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(join(dist, file), 'utf8')
    for (const match of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]) {
      const specifier = (match[1] ?? match[2])!
      if (!specifier.startsWith('.')) bare.add(specifier)
    }
  }
  // import.meta.resolve with a parent URL is behind a flag in Node 20, hence a child process.
  const script = `const [parent, ...names] = JSON.parse(process.argv[1]); const missing = []
    for (const name of names) { try { import.meta.resolve(name, parent) } catch { missing.push(name) } }
    console.log(JSON.stringify(missing))`
  const args = JSON.stringify([pathToFileURL(join(dist, 'index.js')).href, ...[...bare].sort()])
  const result = spawnSync('node', ['--experimental-import-meta-resolve', '--input-type=module', '-e', script, args], { cwd: NEXT_FIXTURE_DIR, encoding: 'utf8' })
  if (result.status !== 0) throw new StepError(`resolving latch's imports: ${result.stderr}`)
  return JSON.parse(result.stdout) as string[]
}

/** `next build` (Turbopack, the default; its own type check of the fixture's code, no lint) for the e2e devstack. */
export function buildNextFixture(): void {
  sh('node', [NEXT_BIN, 'build'], { cwd: NEXT_FIXTURE_DIR, env: nextEnv() })
}

export const isNextBuilt = (): boolean => existsSync(join(NEXT_BUILD_DIR, 'BUILD_ID'))

/** The JS a prerendered page of the build loads before any click: the <script src> its HTML carries (Next puts
 * every chunk the page's client components need there; later ones load with a dynamic import). */
export function nextInitialJs(page: 'index' | 'baseline'): JsSize {
  const html = readFileSync(join(NEXT_BUILD_DIR, 'server', 'app', `${page}.html`), 'utf8')
  const files = [...new Set([...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"]+\.js)"/g)].map((match) => match[1]!))]
  if (files.length === 0) throw new StepError(`${page}.html loads no script`)
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const body = readFileSync(join(NEXT_BUILD_DIR, file))
    rawBytes += body.length
    gzipBytes += gzipLength(body)
  }
  return { files, rawBytes, gzipBytes }
}

const gzipLength = (body: Buffer): number => gzipSync(body, { level: 9 }).length

/** Latch's first-click increment in the Next build: `/` (with Latch) minus `/baseline` (the same app without it). */
export const nextFirstClick = (): FirstClick => firstClick(nextInitialJs('index'), nextInitialJs('baseline'))

export type NextServer = { origin: string; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** `next start` on a free port of 127.0.0.1, resolved once it answers; stop() ends it (its process group). */
export async function startNext(): Promise<NextServer> {
  if (!isNextBuilt()) throw new Error(`${NEXT_BUILD_DIR} holds no build: tests/consumer-next is built by the package layer of \`npm test\` (npx tsx scripts/packageLayer.ts)`)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn('node', [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: NEXT_FIXTURE_DIR,
    env: { ...process.env, ...nextEnv(), NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    process.kill(-child.pid!, 'SIGTERM')
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}: ${stderr}`)
    try {
      const response = await fetch(`${origin}/`)
      if (response.ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`next start did not answer on ${origin} within 30 s: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
