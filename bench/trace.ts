// `npm run bench:trace`: where the milliseconds of the click go (issue 12). Builds and serves the bench pages as
// `npm run bench` does, then for each page and each case (asap: clicked as soon as the button shows; idle: after
// load + network idle + 2 s) records a Chromium trace around one click, writes it to bench/traces/<page>-<case>.json
// (open it in Chrome's Performance panel), and prints the main thread's tasks from the input's timestamp to the
// paint of the first frame showing the dialog, each with its largest parts (script evaluated, event dispatched,
// style, layout, paint, …). Not a benchmark: one sample per case, under tracing's own overhead.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser, type CDPSession } from '@playwright/test'
import { startApi } from './api'
import { buildPage, PAGE_NAMES, type PageName } from './build'
import { clickedState, type ClickedState } from './clickTiming'
import { IDLE_BEFORE_CLICK_MS } from './measure'
import { BENCH_DIR, DIST_DIR } from './paths'
import { PROBE_GLOBAL, PROBE_SCRIPT } from './probe'
import { serveStatic } from './serve'

const TRACES_DIR = join(BENCH_DIR, 'traces')
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
].join(',')

/** Events worth naming inside a task; the outermost of them are printed (a FunctionCall inside an EventDispatch is
 * part of it, not a second part). */
const PARTS = new Set([
  'EventDispatch', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire',
  'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit',
  'ParseHTML', 'ParseAuthorStyleSheet', 'HitTest', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR',
  'ResourceReceiveResponse', 'ResourceFinish', 'Decode Image', 'IntersectionObserverController::computeIntersections',
])

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat: string; args?: { name?: string; data?: Record<string, unknown> } }

/** One main-thread task overlapping the click, in ms from the input's timestamp. */
type TaskLine = { startMs: number; durationMs: number; parts: string[] }

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {}
  const url = typeof data.url === 'string' ? data.url.split('/').pop() : ''
  if (event.name === 'EventDispatch') return `EventDispatch ${String(data.type ?? '')}`
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile' || event.name === 'v8.evaluateModule') return `${event.name} ${url}`
  if (event.name === 'FunctionCall') return `FunctionCall ${String(data.functionName ?? '') || '(anonymous)'} ${url}`
  return event.name
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  // The page's renderer is the one that dispatched the pointerdown.
  for (const name of names) {
    if (events.some((event) => event.pid === name.pid && event.tid === name.tid && event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown')) {
      return { pid: name.pid, tid: name.tid }
    }
  }
  throw new Error('no renderer main thread dispatched a pointerdown in the trace')
}

export function clickTasks(events: TraceEvent[], state: ClickedState): { lines: TaskLine[]; offsetMs: number } {
  const { pid, tid } = mainThread(events)
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined)
  const dispatch = onMain.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown')
  if (!dispatch) throw new Error('no pointerdown dispatch on the main thread')
  // performance.now() + offset = trace time (ms): anchored on the capture listener that noted inputHandledAt.
  const offsetMs = dispatch.ts / 1000 - state.inputHandledAt
  const from = (state.inputAt + offsetMs) * 1000
  const to = (state.paintedAt + offsetMs) * 1000
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)
  const contains = (outer: TraceEvent, inner: TraceEvent) => outer !== inner && outer.ts <= inner.ts && end(outer) >= end(inner)
  const runTasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask')
  // Outermost tasks overlapping input -> paint (the one running when the input came included).
  const tasks = runTasks.filter((task) => end(task) > from && task.ts < to && !runTasks.some((outer) => contains(outer, task)))
  const lines = tasks.map((task) => {
    const inside = onMain.filter((event) => PARTS.has(event.name) && contains(task, event) && (event.dur ?? 0) >= 200)
    const outermost = inside.filter((event) => !inside.some((outer) => contains(outer, event) && (outer.dur ?? 0) > (event.dur ?? 0)))
    return {
      startMs: (task.ts - from) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      parts: outermost.map((event) => `${describe(event)} ${((event.dur ?? 0) / 1000).toFixed(1)} ms`),
    }
  })
  return { lines: lines.filter((line) => line.durationMs >= 0.2), offsetMs }
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** Self time per function (µs samples of the V8 CPU profiler) between two performance.now() moments. */
function selfTimes(profile: Profile, fromMs: number, toMs: number, offsetMs: number): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  let time = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    time += delta
    const atMs = time / 1000 - offsetMs
    if (atMs < fromMs || atMs > toMs) return
    const frame = byId.get(id)?.callFrame
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`
    totals.set(key, (totals.get(key) ?? 0) + delta / 1000)
  })
  return [...totals.entries()].sort((a, b) => b[1] - a[1])
}

async function traceClick(browser: Browser, url: string, page: PageName, when: 'asap' | 'idle', profile: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  try {
    await context.addInitScript({ content: PROBE_SCRIPT })
    const tab = await context.newPage()
    const button = tab.getByRole('button', { name: /connect/i }).first()
    let cdp: CDPSession | null = null
    const startProfile = async () => {
      if (!profile) return
      cdp = await context.newCDPSession(tab)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
      await cdp.send('Profiler.start')
    }
    if (when === 'asap') {
      await startProfile()
      await browser.startTracing(tab, { categories: CATEGORIES.split(',') })
      await tab.goto(url, { waitUntil: 'commit' })
      await button.waitFor({ state: 'visible' })
    } else {
      await tab.goto(url, { waitUntil: 'networkidle' })
      await tab.waitForTimeout(IDLE_BEFORE_CLICK_MS)
      await startProfile()
      await browser.startTracing(tab, { categories: CATEGORIES.split(',') })
    }
    await button.click()
    await tab.waitForFunction(`window.${PROBE_GLOBAL}.paintedAt !== null`)
    await tab.waitForTimeout(200)
    const buffer = await browser.stopTracing()
    const state = clickedState(await tab.evaluate(`window.${PROBE_GLOBAL}`))
    if (typeof state === 'string') throw new Error(`probe saw no ${state}`)
    const file = join(TRACES_DIR, `${page}-${when}.json`)
    await writeFile(file, buffer)
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }
    const { lines, offsetMs } = clickTasks(traceEvents, state)
    console.log(
      `\n${page}, ${when}: input -> painted ${(state.paintedAt - state.inputAt).toFixed(1)} ms ` +
        `(handled +${(state.inputHandledAt - state.inputAt).toFixed(1)}, click +${(state.clickAt - state.inputAt).toFixed(1)}, ` +
        `dialog frame +${(state.dialogAt - state.inputAt).toFixed(1)}); ${file}`,
    )
    for (const line of lines) {
      console.log(`  ${line.startMs.toFixed(1).padStart(7)} ms  task ${line.durationMs.toFixed(1).padStart(6)} ms  ${line.parts.join('; ')}`)
    }
    const session = cdp as CDPSession | null
    if (session) {
      const { profile: cpu } = (await session.send('Profiler.stop')) as { profile: Profile }
      await writeFile(join(TRACES_DIR, `${page}-${when}.cpuprofile`), JSON.stringify(cpu))
      // The profiler's clock is the trace clock (µs): the same offset maps it to performance.now().
      // From a little before the input: Playwright's hover (pointerover) comes just before it.
      console.log('  self time, 20 ms before the input -> painted (ms):')
      for (const [name, ms] of selfTimes(cpu, state.inputAt - 20, state.paintedAt, offsetMs).slice(0, 25)) console.log(`    ${ms.toFixed(2).padStart(6)}  ${name}`)
    }
  } finally {
    await context.close()
  }
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] as PageName) : undefined
  const pages = PAGE_NAMES.filter((name) => !only || name === only)
  // --readable: unminified builds, for function names in the profile (timings then differ a little).
  const readable = process.argv.includes('--readable')
  const profile = process.argv.includes('--profile')
  await mkdir(TRACES_DIR, { recursive: true })
  const api = await startApi()
  const server = await serveStatic(DIST_DIR)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    for (const name of pages) await buildPage(name, { minify: !readable })
    for (const name of pages) {
      const url = `${server.origin}/${name}/` + (name === 'latch' ? `?api=${encodeURIComponent(api.url)}&relay=${encodeURIComponent(api.relayUrl)}&rpc=${encodeURIComponent(api.rpcUrl)}` : '')
      for (const when of ['asap', 'idle'] as const) await traceClick(browser, url, name, when, profile)
    }
  } finally {
    await browser.close()
    await server.close()
    await api.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
