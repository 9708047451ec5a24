// From per-run samples to bench/results.json: medians per page, latch/floor ratios, and the targets.
import type { RunSample } from './measure'

export const TARGET_GZIP_KIB = 110
export const TARGET_DIALOG_OVER_FLOOR_MS = 20

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
}

export type Results = {
  latch: PageMetrics | null
  floor: PageMetrics | null
  ratios: Ratios | null
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

export function targets(latch: PageMetrics | null, floor: PageMetrics | null, inspectorBytes: number | null): Targets {
  return {
    jsBeforeClickGzipKiB: {
      limit: TARGET_GZIP_KIB,
      value: latch?.jsBeforeClickGzipKiB ?? null,
      ok: latch ? latch.jsBeforeClickGzipKiB <= TARGET_GZIP_KIB : null,
    },
    clickToDialogAsap: overFloor(latch?.clickToDialogMs.asap, floor?.clickToDialogMs.asap),
    clickToDialogIdle: overFloor(latch?.clickToDialogMs.idle, floor?.clickToDialogMs.idle),
    inspectorBytes: { limit: 0, value: inspectorBytes, ok: inspectorBytes === null ? null : inspectorBytes === 0 },
  }
}
