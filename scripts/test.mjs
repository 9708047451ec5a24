// `npm test`: every layer (typecheck beside lint; unit, models and system in one vitest run; e2e beside package),
// each run even when an earlier one fails so one run shows everything, then one plain line summing them all:
// `N passed, N failed`. `package` (issue 17) builds, packs and installs Latch into tests/consumer and
// tests/consumer-next (Next.js, issue 33), whose builds the e2e layer's consumer.spec.ts serves and
// consumerNext.spec.ts runs with `next start`.
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const reports = '.reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

/** Runs a command with its output shown as it comes; the event loop stays free, so a layer started beside it (and
 * what it does when it ends) goes on meanwhile. */
function run(command, args, env = {}) {
  const started = Date.now()
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return new Promise((resolve) => child.on('close', (code) => resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })))
}

/** Starts a command now, its output kept in a file, for a layer that runs beside another; waiting prints the output
 * whole (not interleaved with the other's) and gives the layer's result. `onEnd` runs as soon as it ends. */
function runBeside(command, args, onEnd = () => {}) {
  const started = Date.now()
  const log = `${reports}/${args.join('-').replace(/[^\w.-]+/g, '_')}.log`
  const out = openSync(log, 'w')
  const child = spawn(command, args, { stdio: ['ignore', out, out] })
  const done = new Promise((resolve) =>
    child.on('close', (code) => {
      closeSync(out)
      onEnd()
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })
    }),
  )
  return async () => {
    const result = await done
    process.stdout.write(readFileSync(log))
    return result
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

let vitestRun
// Type check and lint each hold one core for a while: they run side by side (issue 34).
let lintRun
let packageRun
const PACKAGE_DONE = `${reports}/package.done`
const layers = [
  {
    name: 'typecheck',
    run: () => {
      lintRun = runBeside('npx', ['eslint', '--max-warnings', '0', '.'])
      return run('npx', ['tsc', '--noEmit', '-p', '.'])
    },
    count: (r) => (r.ok ? [1, 0] : [0, 1]),
  },
  { name: 'lint', beside: 'typecheck', run: () => lintRun(), count: (r) => (r.ok ? [1, 0] : [0, 1]) },
  // unit, models and system (issue 32: the assembled createLatch under generated sequences) in one vitest run: run
  // apart, one long file held one core while the other idled. Each layer still counts its own tests.
  ...['unit', 'models', 'system'].map((project) => ({
    name: project,
    run: () => (vitestRun ??= run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit:isolated', '--project', 'models', '--project', 'system', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`])),
    count: (r) => {
      const json = readJson(`${reports}/vitest.json`)
      if (!json) return project === 'unit' ? [0, 1] : [0, 0]
      const layerOf = (name) => (name.includes('/tests/models/') ? 'models' : name.includes('/tests/system/') ? 'system' : 'unit')
      const files = json.testResults.filter((file) => layerOf(file.name) === project)
      const tests = files.flatMap((file) => file.assertionResults)
      // A file that failed to load has no tests: it counts as one failure.
      const failed = tests.filter((test) => test.status === 'failed').length + files.filter((file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')).length
      // A runner that crashed before reporting counts as one failure, never as a pass.
      const crashed = project === 'unit' && !r.ok && json.numFailedTests === 0 && !json.testResults.some((file) => file.status === 'failed') ? 1 : 0
      return [tests.filter((test) => test.status === 'passed').length, failed + crashed]
    },
  })),
  {
    name: 'e2e',
    run: () => {
      // The package layer (scripts/packageLayer.ts) runs beside it: mostly npm installs, which leave the cores to the
      // browsers. Its consumer fixtures are served by the consumer specs, which run last and wait for PACKAGE_DONE.
      packageRun = runBeside('npx', ['tsx', 'scripts/packageLayer.ts'], () => writeFileSync(PACKAGE_DONE, ''))
      return run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`, LATCH_PACKAGE_LAYER_DONE: PACKAGE_DONE })
    },
    count: (r) => {
      const stats = readJson(`${reports}/e2e.json`)?.stats
      if (!stats) return [0, 1]
      const failed = stats.unexpected + (r.ok || stats.unexpected > 0 ? 0 : 1)
      return [stats.expected + stats.flaky, failed]
    },
  },
  {
    // scripts/packageLayer.ts: each of its checks is one test (.reports/package.json).
    name: 'package',
    beside: 'e2e',
    run: () => packageRun(),
    count: (r) => {
      const json = readJson(`${reports}/package.json`)
      if (!json) return [0, 1]
      return [json.passed, json.failed + (r.ok || json.failed > 0 ? 0 : 1)]
    },
  },
]

let passed = 0
let failed = 0
const lines = []
const timed = new Set()
for (const layer of layers) {
  console.log(`\n=== ${layer.name} ===`)
  const result = await layer.run()
  const [p, f] = layer.count(result)
  passed += p
  failed += f
  lines.push(`${layer.name.padEnd(10)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${timed.has(result) ? '(same run)' : `${result.seconds}s`}${layer.beside ? ` (beside ${layer.beside})` : ''}`)
  timed.add(result)
}
console.log(`\n${lines.join('\n')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
