// From per-run samples to bench/results.json: medians per page, latch/floor ratios, and the targets.
import type { ClickTiming } from './clickTiming'
import type { PackageMetrics } from './package'
import type { AllWalletsSample, CodeScan, RunSample, WalletConnectSample } from './measure'

export const TARGET_GZIP_KIB = 110
/** Issue 12: input -> dialog painted, clicked as soon as the button shows, at most this much over the React floor. */
export const TARGET_DIALOG_ASAP_OVER_FLOOR_MS = 20
/** Issue 12: the same after 2 s idle. */
export const TARGET_DIALOG_IDLE_OVER_FLOOR_MS = 15
/** All wallets (latch): response of the first page -> the frame showing it (includes its 20 images' prefetch). */
export const TARGET_FIRST_PAGE_AFTER_RESPONSE_MS = 100
/** All wallets (latch): response of the search -> the frame showing its results: within one frame at 60 Hz. */
export const TARGET_RESULTS_AFTER_RESPONSE_MS = 16.7
/** All wallets (latch): no long task from the All wallets click to the search results shown. */
export const TARGET_LONGEST_TASK_MS = 50
/** WalletConnect (latch): click on WalletConnect -> the QR with its wc: URI shown. */
export const TARGET_CLICK_TO_QR_MS = 300
/** WalletConnect (latch): one personal_sign round trip, app -> relay -> wallet (auto-approving) -> app. */
export const TARGET_SIGN_ROUND_TRIP_MS = 250
/** Issue 13: account view → balance, switch → shown, Solana wallet → connected, each on the local stack. */
export const TARGET_ACCOUNT_DATA_MS = 150

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
  /** The parts of the two clicks: medians and every sample. */
  click: { asap: ClickSummary; idle: ClickSummary }
  samples: {
    buttonVisibleMs: number[]
    clickToDialogAsapMs: number[]
    clickToDialogIdleMs: number[]
    jsBeforeClickGzipKiB: number[]
  }
}

type ClickParts = {
  /** Input -> the view's content painted (the dialog's shell may paint first). */
  inputToViewPaintMs: number | null
  inputQueueMs: number
  handlerToFrameMs: number
  frameToPaintMs: number
  /** Event Timing: the interaction's longest entry; null when under Chromium's 16 ms floor. */
  eventDurationMs: number | null
  eventInputDelayMs: number | null
  firstInputDelayMs: number | null
}
export type ClickSummary = ClickParts & { samples: { [K in keyof ClickParts]: (number | null)[] } }

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

/** The WalletConnect measurement of the latch page: medians, and every run's figures in samples. */
export type WalletConnectMetrics = {
  clickToQrMs: number
  pairingJsGzipKiB: number
  pairingJsRawKiB: number
  pairingJsFiles: number
  /** Not a target: wallet page opened -> the app shows the account (includes loading the wallet page). */
  qrToConnectedMs: number
  /** The median over runs of each run's median round trip. */
  signRoundTripMs: number
  /** The median over runs of each run's first round trip (may include warm-up). */
  signRoundTripFirstMs: number
  /** WalletConnect code in the JS fetched before the first click (idle load), largest over the runs; must be 0. */
  walletConnectInFirstClickBytes: number
  /** Not targets; context for reading the numbers above. */
  extra: {
    /** Parts of clickToQrMs, medians over the runs that saw them (see WalletConnectSample). */
    clickToJsLoadedMs: number | null
    jsLoadedToStorageMs: number | null
    storageToSocketMs: number | null
    socketOpenMs: number | null
    socketOpenToQrMs: number | null
    lastFrameToQrMs: number | null
    socketFramesSentBeforeQr: number
    socketFramesReceivedBeforeQr: number
    longestTaskMs: number
    longTasksTotalMs: number
    /** WalletConnect code fetched by the idle load before its click (after 2 s idle) and once its dialog is open. */
    walletConnectBeforeIdleClickBytes: number
    walletConnectAfterDialogBytes: number
    /** The JS files the pairing fetched, in the run whose gzip total is the median one, and those holding the
     * needles (the scan's sanity check: the pairing chunks must hold them). */
    filesLoaded: string[]
    filesWithNeedles: { url: string; bytes: number; needles: string[] }[]
    /** Files before the first click holding the needles, over all runs (empty when the target passes). */
    firstClickFilesWithNeedles: { url: string; bytes: number; needles: string[] }[]
    signRoundTrips: number
    signSpacingMs: number
    visibility: { app: string[]; wallet: string[] }
  }
  samples: {
    clickToQrMs: number[]
    pairingJsGzipKiB: number[]
    qrToConnectedMs: number[]
    /** Each run's median round trip. */
    signRoundTripMs: number[]
    /** Each run's round trips in order. */
    signRoundTripsMs: number[][]
    walletConnectInFirstClickBytes: number[]
  }
}

type Ratio = number | null
/** Timed loads measured once per run (account data, email login): medians, and every run's sample. */
export type RowMetrics<K extends string> = Record<K, number> & { samples: Record<K, number[]> }
export type AccountDataMetrics = RowMetrics<'accountToBalanceMs' | 'switchToShownMs' | 'solanaConnectMs'>
export type EmailLoginMetrics = RowMetrics<'frameReadyMs' | 'emailToCodeViewMs' | 'codeToConnectedMs' | 'approvalShownMs' | 'approveToSignatureMs'>
export type SignInMetrics = RowMetrics<'connectedToViewMs' | 'signatureToClosedMs'>
export type NamesMetrics = RowMetrics<'keyToAvailableMs' | 'keyToAvailableRawMs' | 'registerToSuccessMs'>
export type WalletFeaturesMetrics = RowMetrics<'amountToReviewMs' | 'sendToConfirmedMs' | 'keyToQuoteMs' | 'keyToQuoteRawMs'>

export function summarizeRows<K extends string>(samples: readonly Record<K, number>[], keys: readonly K[]): RowMetrics<K> | null {
  if (samples.length === 0) return null
  const pick = (key: K) => samples.map((sample) => round1(sample[key]))
  const medians = Object.fromEntries(keys.map((key) => [key, round1(median(pick(key)))])) as Record<K, number>
  return { ...medians, samples: Object.fromEntries(keys.map((key) => [key, pick(key)])) as Record<K, number[]> }
}

export const summarizeAccountData = (samples: readonly Record<'accountToBalanceMs' | 'switchToShownMs' | 'solanaConnectMs', number>[]): AccountDataMetrics | null =>
  summarizeRows(samples, ['accountToBalanceMs', 'switchToShownMs', 'solanaConnectMs'])

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
  walletConnectClickToQr: { limit: number; value: number | null; ok: Verdict }
  walletConnectSignRoundTrip: { limit: number; value: number | null; ok: Verdict }
  walletConnectInFirstClick: { limit: number; value: number | null; ok: Verdict }
  embeddedWalletInFirstClick: { limit: number; value: number | null; ok: Verdict }
  accountToBalance: { limit: number; value: number | null; ok: Verdict }
  switchToShown: { limit: number; value: number | null; ok: Verdict }
  solanaConnect: { limit: number; value: number | null; ok: Verdict }
}

export type Results = {
  latch: PageMetrics | null
  floor: PageMetrics | null
  ratios: Ratios | null
  /** The latch page's All wallets measurement; null when the latch page is not measured. */
  allWallets: AllWalletsMetrics | null
  /** The latch page's WalletConnect measurement; null when the latch page is not measured. */
  walletConnect: WalletConnectMetrics | null
  /** The account-data loads on the local chains; null when the latch page is not measured. */
  accountData: AccountDataMetrics | null
  /** Issue 14: the email login's loads (bench/emailLogin.ts); no target given, reported. */
  emailLogin?: EmailLoginMetrics | null
  /** Issue 15: sign in with X's loads (bench/signIn.ts); no target given, reported. */
  signIn?: SignInMetrics | null
  /** Issue 16: names' loads (bench/names.ts); no target given, reported. keyToAvailableMs is less the app's pause
   * before the lookup (NAME_PAUSE_MS), keyToAvailableRawMs with it. */
  names?: NamesMetrics | null
  /** Issue 36: Send's and Buy's loads (bench/walletFeatures.ts); no target given, reported. keyToQuoteMs is less the
   * app's pause before the quote (QUOTE_PAUSE_MS), keyToQuoteRawMs with it. */
  walletFeatures?: WalletFeaturesMetrics | null
  /** Issue 14: the embedded wallet's code in the latch page's JS before the first click (bytes, largest over the
   * runs; must be 0), and the files that held it. */
  embeddedWalletInFirstClick?: CodeScan | null
  /** Issue 17: the packed package per entry and the consumer fixture's first-click JS with and without Latch
   * (bench/package.ts); null with --only floor. */
  package?: PackageMetrics | null
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

function medianOrNull(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length === 0 ? null : round1(median(known))
}

function clickParts(click: ClickTiming): { [K in keyof ClickParts]: number | null } {
  return {
    inputToViewPaintMs: click.inputToViewPaintMs === null ? null : round1(click.inputToViewPaintMs),
    inputQueueMs: round1(click.inputQueueMs),
    handlerToFrameMs: round1(click.handlerToFrameMs),
    frameToPaintMs: round1(click.frameToPaintMs),
    eventDurationMs: click.event ? round1(click.event.durationMs) : null,
    eventInputDelayMs: click.event ? round1(click.event.inputDelayMs) : null,
    firstInputDelayMs: click.firstInput ? round1(click.firstInput.inputDelayMs) : null,
  }
}

function summarizeClicks(clicks: readonly ClickTiming[]): ClickSummary {
  const parts = clicks.map(clickParts)
  const all = <K extends keyof ClickParts>(key: K) => parts.map((part) => part[key])
  const keys = ['inputToViewPaintMs', 'inputQueueMs', 'handlerToFrameMs', 'frameToPaintMs', 'eventDurationMs', 'eventInputDelayMs', 'firstInputDelayMs'] as const
  const samples = Object.fromEntries(keys.map((key) => [key, all(key)])) as ClickSummary['samples']
  return {
    inputToViewPaintMs: medianOrNull(samples.inputToViewPaintMs),
    inputQueueMs: medianOrNull(samples.inputQueueMs) ?? 0,
    handlerToFrameMs: medianOrNull(samples.handlerToFrameMs) ?? 0,
    frameToPaintMs: medianOrNull(samples.frameToPaintMs) ?? 0,
    eventDurationMs: medianOrNull(samples.eventDurationMs),
    eventInputDelayMs: medianOrNull(samples.eventInputDelayMs),
    firstInputDelayMs: medianOrNull(samples.firstInputDelayMs),
    samples,
  }
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
    click: { asap: summarizeClicks(samples.map((s) => s.clickAsap)), idle: summarizeClicks(samples.map((s) => s.clickIdle)) },
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

/** The WalletConnect figures of the runs that have them (the latch page's); null when none has. */
export function summarizeWalletConnect(samples: readonly RunSample[], signSpacingMs: number): WalletConnectMetrics | null {
  const withRuns = samples.flatMap((s) => (s.walletConnect ? [{ sample: s, run: s.walletConnect }] : []))
  if (withRuns.length === 0) return null
  const runs = withRuns.map(({ run }) => run)
  const med = (pick: (run: WalletConnectSample) => number): number => round1(median(runs.map(pick)))
  const medSeen = (pick: (run: WalletConnectSample) => number | null): number | null => {
    const seen = runs.map(pick).filter((value): value is number => value !== null)
    return seen.length === 0 ? null : round1(median(seen))
  }
  const all = (pick: (run: WalletConnectSample) => number): number[] => runs.map((run) => round1(pick(run)))
  const runMedian = (run: WalletConnectSample): number => median(run.signRoundTripsMs)
  const typical = [...runs].sort((a, b) => a.jsLoaded.gzipBytes - b.jsLoaded.gzipBytes)[Math.floor(runs.length / 2)] as WalletConnectSample
  const firstClick = withRuns.map(({ sample }) => sample.walletConnectCode.beforeClick)
  const firstClickFiles = new Map(firstClick.flatMap((scan) => scan.files).map((file) => [file.url, file]))
  return {
    clickToQrMs: med((r) => r.clickToQrMs),
    pairingJsGzipKiB: med((r) => kib(r.jsLoaded.gzipBytes)),
    pairingJsRawKiB: med((r) => kib(r.jsLoaded.rawBytes)),
    pairingJsFiles: med((r) => r.jsLoaded.files),
    qrToConnectedMs: med((r) => r.qrToConnectedMs),
    signRoundTripMs: med(runMedian),
    signRoundTripFirstMs: med((r) => r.signRoundTripsMs[0] as number),
    walletConnectInFirstClickBytes: Math.max(...firstClick.map((scan) => scan.bytes)),
    extra: {
      clickToJsLoadedMs: medSeen((r) => r.clickToJsLoadedMs),
      jsLoadedToStorageMs: medSeen((r) => r.jsLoadedToStorageMs),
      storageToSocketMs: medSeen((r) => r.storageToSocketMs),
      socketOpenMs: medSeen((r) => r.socketOpenMs),
      socketOpenToQrMs: medSeen((r) => r.socketOpenToQrMs),
      lastFrameToQrMs: medSeen((r) => r.lastFrameToQrMs),
      socketFramesSentBeforeQr: med((r) => r.socketFramesBeforeQr.sent),
      socketFramesReceivedBeforeQr: med((r) => r.socketFramesBeforeQr.received),
      longestTaskMs: med((r) => r.longestTaskMs),
      longTasksTotalMs: med((r) => r.longTasksTotalMs),
      walletConnectBeforeIdleClickBytes: Math.max(...withRuns.map(({ sample }) => sample.walletConnectCode.beforeIdleClick.bytes)),
      walletConnectAfterDialogBytes: Math.max(...withRuns.map(({ sample }) => sample.walletConnectCode.afterDialog.bytes)),
      filesLoaded: typical.jsLoaded.urls,
      filesWithNeedles: typical.jsLoadedScan.files,
      firstClickFilesWithNeedles: [...firstClickFiles.values()],
      signRoundTrips: typical.signRoundTripsMs.length,
      signSpacingMs,
      visibility: { app: [...new Set(runs.map((r) => r.visibility.app))], wallet: [...new Set(runs.map((r) => r.visibility.wallet))] },
    },
    samples: {
      clickToQrMs: all((r) => r.clickToQrMs),
      pairingJsGzipKiB: all((r) => kib(r.jsLoaded.gzipBytes)),
      qrToConnectedMs: all((r) => r.qrToConnectedMs),
      signRoundTripMs: all(runMedian),
      signRoundTripsMs: runs.map((run) => run.signRoundTripsMs.map(round1)),
      walletConnectInFirstClickBytes: firstClick.map((scan) => scan.bytes),
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

function overFloor(latch: number | undefined, floor: number | undefined, overMs: number): Targets['clickToDialogAsap'] {
  const threshold = floor === undefined ? null : round1(floor + overMs)
  return {
    limit: `floor+${overMs}`,
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
  walletConnect: WalletConnectMetrics | null = null,
  accountData: AccountDataMetrics | null = null,
  embeddedWalletInFirstClickBytes: number | null = null,
): Targets {
  return {
    jsBeforeClickGzipKiB: {
      limit: TARGET_GZIP_KIB,
      value: latch?.jsBeforeClickGzipKiB ?? null,
      ok: latch ? latch.jsBeforeClickGzipKiB <= TARGET_GZIP_KIB : null,
    },
    clickToDialogAsap: overFloor(latch?.clickToDialogMs.asap, floor?.clickToDialogMs.asap, TARGET_DIALOG_ASAP_OVER_FLOOR_MS),
    clickToDialogIdle: overFloor(latch?.clickToDialogMs.idle, floor?.clickToDialogMs.idle, TARGET_DIALOG_IDLE_OVER_FLOOR_MS),
    inspectorBytes: { limit: 0, value: inspectorBytes, ok: inspectorBytes === null ? null : inspectorBytes === 0 },
    allWalletsFirstPageAfterResponse: atMost(TARGET_FIRST_PAGE_AFTER_RESPONSE_MS, allWallets?.firstPageAfterResponseMs),
    allWalletsResultsAfterResponse: atMost(TARGET_RESULTS_AFTER_RESPONSE_MS, allWallets?.resultsAfterResponseMs),
    allWalletsLongestTask: atMost(TARGET_LONGEST_TASK_MS, allWallets?.longestTaskMs),
    walletConnectClickToQr: atMost(TARGET_CLICK_TO_QR_MS, walletConnect?.clickToQrMs),
    walletConnectSignRoundTrip: atMost(TARGET_SIGN_ROUND_TRIP_MS, walletConnect?.signRoundTripMs),
    walletConnectInFirstClick: atMost(0, walletConnect?.walletConnectInFirstClickBytes),
    embeddedWalletInFirstClick: atMost(0, embeddedWalletInFirstClickBytes ?? undefined),
    accountToBalance: atMost(TARGET_ACCOUNT_DATA_MS, accountData?.accountToBalanceMs),
    switchToShown: atMost(TARGET_ACCOUNT_DATA_MS, accountData?.switchToShownMs),
    solanaConnect: atMost(TARGET_ACCOUNT_DATA_MS, accountData?.solanaConnectMs),
  }
}
