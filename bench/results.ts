// From per-run samples to bench/results.json: medians per page, latch/floor ratios, and the targets.
import type { AllWalletsSample, RunSample } from './measure'

export const TARGET_GZIP_KIB = 110
export const TARGET_DIALOG_OVER_FLOOR_MS = 20
/** All wallets (latch): response of the first page -> the frame showing it (includes its 20 images' prefetch). */
export const TARGET_FIRST_PAGE_AFTER_RESPONSE_MS = 100
/** All wallets (latch): response of the search -> the frame showing its results: within one frame at 60 Hz. */
export const TARGET_RESULTS_AFTER_RESPONSE_MS = 16.7
/** All wallets (latch): no long task from the All wallets click to the search results shown. */
export const TARGET_LONGEST_TASK_MS = 50

export type PageMetrics = {
  jsBeforeClickGzipKiB: number
  jsBeforeClickRawKiB: number
  chunksBeforeClick: number
  buttonVisibleMs: number
  clickToDialogMs: { asap: number; idle: number }
  /** Not targets; context for reading the numbers above. */
  extra: {
    clickAfterVisibleMs: number
    jsBeforeIdleClickGzipKiB: number
    chunksBeforeIdleClick: number
    jsAfterDialogGzipKiB: number
    jsAfterDialogRawKiB: number
    chunksAfterDialog: number
    filesBeforeClick: string[]
    filesAfterDialog: string[]
    /** Distinct uncaught exceptions / console errors seen in any load (at most 10). */
    pageErrors: string[]
  }
  samples: {
    buttonVisibleMs: number[]
    clickToDialogAsapMs: number[]
    clickToDialogIdleMs: number[]
    jsBeforeClickGzipKiB: number[]
  }
}

/** The All wallets measurement of the latch page: medians, and every run's figures in samples. */
export type AllWalletsMetrics = {
  firstPageAfterResponseMs: number
  clickToFirstPageMs: number
  resultsAfterResponseMs: number
  inputToResultsMs: number
  longestTaskMs: number
  longTasksOver50Ms: number
  jsLoadedGzipKiB: number
  jsLoadedRawKiB: number
  jsLoadedFiles: number
  /** Not targets; context for reading the numbers above. */
  extra: {
    clickToFirstPageResponseMs: number
    inputToResultsResponseMs: number
    firstPageButtons: number
    resultsButtons: number
    /** The JS files opening All wallets fetched, in the run whose gzip total is the median one. */
    filesLoaded: string[]
  }
  samples: {
    firstPageAfterResponseMs: number[]
    clickToFirstPageMs: number[]
    resultsAfterResponseMs: number[]
    inputToResultsMs: number[]
    longestTaskMs: number[]
    longTasksOver50Ms: number[]
    jsLoadedGzipKiB: number[]
    /** Every run's long tasks in the interval (start relative to the All wallets click, duration). */
    longTasks: { startAfterClickMs: number; durationMs: number }[][]
  }
}

type Ratio = number | null
export type Ratios = {
  jsBeforeClickGzipKiB: Ratio
  jsBeforeClickRawKiB: Ratio
  chunksBeforeClick: Ratio
  buttonVisibleMs: Ratio
  clickToDialogMs: { asap: Ratio; idle: Ratio }
}

type Verdict = boolean | null
export type Targets = {
  jsBeforeClickGzipKiB: { limit: number; value: number | null; ok: Verdict }
  clickToDialogAsap: { limit: string; threshold: number | null; value: number | null; ok: Verdict }
  clickToDialogIdle: { limit: string; threshold: number | null; value: number | null; ok: Verdict }
  inspectorBytes: { limit: number; value: number | null; ok: Verdict }
  allWalletsFirstPageAfterResponse: { limit: number; value: number | null; ok: Verdict }
  allWalletsResultsAfterResponse: { limit: number; value: number | null; ok: Verdict }
  allWalletsLongestTask: { limit: number; value: number | null; ok: Verdict }
}

export type Results = {
  latch: PageMetrics | null
  floor: PageMetrics | null
  ratios: Ratios | null
  /** The latch page's All wallets measurement; null when the latch page is not measured. */
  allWallets: AllWalletsMetrics | null
  targets: Targets
  inspectorBytes: number | null
  inspectorFiles: { path: string; bytes: number; needles: string[] }[]
  runs: number
  browser: string
  commit: string | null
  commitDirty: boolean | null
  date: string
  api: string | null
  idleBeforeClickMs: number
  buildMs: Record<string, number>
  durationMs: number
}

export const round1 = (value: number): number => Math.round(value * 10) / 10
const kib = (bytes: number): number => bytes / 1024

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2
}

function medianBy(samples: readonly RunSample[], pick: (sample: RunSample) => number): number {
  return median(samples.map(pick))
}

/** The run whose gzip size before click is the median one: its file lists are the ones shown. */
function medianRun(samples: readonly RunSample[]): RunSample {
  const sorted = [...samples].sort((a, b) => a.jsBeforeClick.gzipBytes - b.jsBeforeClick.gzipBytes)
  const run = sorted[Math.floor(sorted.length / 2)]
  if (!run) throw new Error('no samples')
  return run
}

export function summarize(samples: readonly RunSample[]): PageMetrics {
  const typical = medianRun(samples)
  return {
    jsBeforeClickGzipKiB: round1(kib(medianBy(samples, (s) => s.jsBeforeClick.gzipBytes))),
    jsBeforeClickRawKiB: round1(kib(medianBy(samples, (s) => s.jsBeforeClick.rawBytes))),
    chunksBeforeClick: round1(medianBy(samples, (s) => s.jsBeforeClick.files)),
    buttonVisibleMs: round1(medianBy(samples, (s) => s.buttonVisibleMs)),
    clickToDialogMs: {
      asap: round1(medianBy(samples, (s) => s.clickToDialogAsapMs)),
      idle: round1(medianBy(samples, (s) => s.clickToDialogIdleMs)),
    },
    extra: {
      clickAfterVisibleMs: round1(medianBy(samples, (s) => s.clickAfterVisibleMs)),
      jsBeforeIdleClickGzipKiB: round1(kib(medianBy(samples, (s) => s.jsBeforeIdleClick.gzipBytes))),
      chunksBeforeIdleClick: round1(medianBy(samples, (s) => s.jsBeforeIdleClick.files)),
      jsAfterDialogGzipKiB: round1(kib(medianBy(samples, (s) => s.jsAfterDialog.gzipBytes))),
      jsAfterDialogRawKiB: round1(kib(medianBy(samples, (s) => s.jsAfterDialog.rawBytes))),
      chunksAfterDialog: round1(medianBy(samples, (s) => s.jsAfterDialog.files)),
      filesBeforeClick: typical.jsBeforeClick.urls,
      filesAfterDialog: typical.jsAfterDialog.urls,
      pageErrors: [...new Set(samples.flatMap((s) => s.pageErrors))].slice(0, 10),
    },
    samples: {
      buttonVisibleMs: samples.map((s) => round1(s.buttonVisibleMs)),
      clickToDialogAsapMs: samples.map((s) => round1(s.clickToDialogAsapMs)),
      clickToDialogIdleMs: samples.map((s) => round1(s.clickToDialogIdleMs)),
      jsBeforeClickGzipKiB: samples.map((s) => round1(kib(s.jsBeforeClick.gzipBytes))),
    },
  }
}

/** The All wallets figures of the runs that have them (the latch page's); null when none has. */
export function summarizeAllWallets(samples: readonly RunSample[]): AllWalletsMetrics | null {
  const runs = samples.flatMap((s) => (s.allWallets ? [s.allWallets] : []))
  if (runs.length === 0) return null
  const med = (pick: (run: AllWalletsSample) => number): number => round1(median(runs.map(pick)))
  const all = (pick: (run: AllWalletsSample) => number): number[] => runs.map((run) => round1(pick(run)))
  const typical = [...runs].sort((a, b) => a.jsLoaded.gzipBytes - b.jsLoaded.gzipBytes)[Math.floor(runs.length / 2)] as AllWalletsSample
  return {
    firstPageAfterResponseMs: med((r) => r.firstPageAfterResponseMs),
    clickToFirstPageMs: med((r) => r.clickToFirstPageMs),
    resultsAfterResponseMs: med((r) => r.resultsAfterResponseMs),
    inputToResultsMs: med((r) => r.inputToResultsMs),
    longestTaskMs: med((r) => r.longestTaskMs),
    longTasksOver50Ms: med((r) => r.longTasksOver50Ms),
    jsLoadedGzipKiB: med((r) => kib(r.jsLoaded.gzipBytes)),
    jsLoadedRawKiB: med((r) => kib(r.jsLoaded.rawBytes)),
    jsLoadedFiles: med((r) => r.jsLoaded.files),
    extra: {
      clickToFirstPageResponseMs: med((r) => r.clickToFirstPageResponseMs),
      inputToResultsResponseMs: med((r) => r.inputToResultsResponseMs),
      firstPageButtons: med((r) => r.firstPageButtons),
      resultsButtons: med((r) => r.resultsButtons),
      filesLoaded: typical.jsLoaded.urls,
    },
    samples: {
      firstPageAfterResponseMs: all((r) => r.firstPageAfterResponseMs),
      clickToFirstPageMs: all((r) => r.clickToFirstPageMs),
      resultsAfterResponseMs: all((r) => r.resultsAfterResponseMs),
      inputToResultsMs: all((r) => r.inputToResultsMs),
      longestTaskMs: all((r) => r.longestTaskMs),
      longTasksOver50Ms: all((r) => r.longTasksOver50Ms),
      jsLoadedGzipKiB: all((r) => kib(r.jsLoaded.gzipBytes)),
      longTasks: runs.map((run) =>
        run.longTasks.map((task) => ({ startAfterClickMs: round1(task.startAfterClickMs), durationMs: round1(task.durationMs) })),
      ),
    },
  }
}

function ratio(latch: number, floor: number): Ratio {
  return floor === 0 ? null : round1(latch / floor)
}

export function ratios(latch: PageMetrics | null, floor: PageMetrics | null): Ratios | null {
  if (!latch || !floor) return null
  return {
    jsBeforeClickGzipKiB: ratio(latch.jsBeforeClickGzipKiB, floor.jsBeforeClickGzipKiB),
    jsBeforeClickRawKiB: ratio(latch.jsBeforeClickRawKiB, floor.jsBeforeClickRawKiB),
    chunksBeforeClick: ratio(latch.chunksBeforeClick, floor.chunksBeforeClick),
    buttonVisibleMs: ratio(latch.buttonVisibleMs, floor.buttonVisibleMs),
    clickToDialogMs: {
      asap: ratio(latch.clickToDialogMs.asap, floor.clickToDialogMs.asap),
      idle: ratio(latch.clickToDialogMs.idle, floor.clickToDialogMs.idle),
    },
  }
}

function overFloor(latch: number | undefined, floor: number | undefined): Targets['clickToDialogAsap'] {
  const threshold = floor === undefined ? null : round1(floor + TARGET_DIALOG_OVER_FLOOR_MS)
  return {
    limit: `floor+${TARGET_DIALOG_OVER_FLOOR_MS}`,
    threshold,
    value: latch ?? null,
    ok: latch === undefined || threshold === null ? null : latch <= threshold,
  }
}

function atMost(limit: number, value: number | undefined): { limit: number; value: number | null; ok: Verdict } {
  return { limit, value: value ?? null, ok: value === undefined ? null : value <= limit }
}

export function targets(
  latch: PageMetrics | null,
  floor: PageMetrics | null,
  inspectorBytes: number | null,
  allWallets: AllWalletsMetrics | null = null,
): Targets {
  return {
    jsBeforeClickGzipKiB: {
      limit: TARGET_GZIP_KIB,
      value: latch?.jsBeforeClickGzipKiB ?? null,
      ok: latch ? latch.jsBeforeClickGzipKiB <= TARGET_GZIP_KIB : null,
    },
    clickToDialogAsap: overFloor(latch?.clickToDialogMs.asap, floor?.clickToDialogMs.asap),
    clickToDialogIdle: overFloor(latch?.clickToDialogMs.idle, floor?.clickToDialogMs.idle),
    inspectorBytes: { limit: 0, value: inspectorBytes, ok: inspectorBytes === null ? null : inspectorBytes === 0 },
    allWalletsFirstPageAfterResponse: atMost(TARGET_FIRST_PAGE_AFTER_RESPONSE_MS, allWallets?.firstPageAfterResponseMs),
    allWalletsResultsAfterResponse: atMost(TARGET_RESULTS_AFTER_RESPONSE_MS, allWallets?.resultsAfterResponseMs),
    allWalletsLongestTask: atMost(TARGET_LONGEST_TASK_MS, allWallets?.longestTaskMs),
  }
}
