// The human-readable side of the results: a compact table and the targets' pass/fail.
import { NAME_PAUSE_MS } from './names'
import { QUOTE_PAUSE_MS } from './walletFeatures'
import { packageLines } from './package'
import type { AllWalletsMetrics, ClickSummary, EmailLoginMetrics, PageMetrics, Results, Targets, WalletConnectMetrics } from './results'

type Row = [label: string, pick: (metrics: PageMetrics) => number]

const ROWS: Row[] = [
  ['JS before click, gzip -9 (KiB)', (m) => m.jsBeforeClickGzipKiB],
  ['JS before click, raw (KiB)', (m) => m.jsBeforeClickRawKiB],
  ['JS files before click', (m) => m.chunksBeforeClick],
  ['button visible (ms)', (m) => m.buttonVisibleMs],
  ['input -> dialog painted, asap (ms)', (m) => m.clickToDialogMs.asap],
  ['input -> dialog painted, idle (ms)', (m) => m.clickToDialogMs.idle],
  ['  (visible -> input, asap) (ms)', (m) => m.extra.clickAfterVisibleMs],
  ['  (JS after 2 s idle, gzip) (KiB)', (m) => m.extra.jsBeforeIdleClickGzipKiB],
  ['  (JS once dialog open, gzip) (KiB)', (m) => m.extra.jsAfterDialogGzipKiB],
  ['  (JS files once dialog open)', (m) => m.extra.chunksAfterDialog],
]

type AllWalletsRow = [label: string, pick: (metrics: AllWalletsMetrics) => number, runs?: (metrics: AllWalletsMetrics) => number[]]

const ALL_WALLETS_ROWS: AllWalletsRow[] = [
  ['click -> first page shown (ms)', (m) => m.clickToFirstPageMs, (m) => m.samples.clickToFirstPageMs],
  ['first page response -> shown (ms)', (m) => m.firstPageAfterResponseMs, (m) => m.samples.firstPageAfterResponseMs],
  ['  (click -> page response) (ms)', (m) => m.extra.clickToFirstPageResponseMs],
  ['JS loaded, gzip (KiB)', (m) => m.jsLoadedGzipKiB, (m) => m.samples.jsLoadedGzipKiB],
  ['JS files loaded', (m) => m.jsLoadedFiles],
  ['search input -> results shown (ms)', (m) => m.inputToResultsMs, (m) => m.samples.inputToResultsMs],
  ['search response -> shown (ms)', (m) => m.resultsAfterResponseMs, (m) => m.samples.resultsAfterResponseMs],
  ['  (input -> search response) (ms)', (m) => m.extra.inputToResultsResponseMs],
  ['longest task, click -> results (ms)', (m) => m.longestTaskMs, (m) => m.samples.longestTaskMs],
  ['tasks > 50 ms, click -> results', (m) => m.longTasksOver50Ms, (m) => m.samples.longTasksOver50Ms],
]

type WalletConnectRow = [label: string, pick: (metrics: WalletConnectMetrics) => number | null, runs?: (metrics: WalletConnectMetrics) => number[]]

const WALLETCONNECT_ROWS: WalletConnectRow[] = [
  ['click -> QR shown (ms)', (m) => m.clickToQrMs, (m) => m.samples.clickToQrMs],
  ['  (click -> pairing JS loaded) (ms)', (m) => m.extra.clickToJsLoadedMs],
  ['  (JS loaded -> sign client storage) (ms)', (m) => m.extra.jsLoadedToStorageMs],
  ['  (storage -> relay socket created) (ms)', (m) => m.extra.storageToSocketMs],
  ['  (socket created -> open) (ms)', (m) => m.extra.socketOpenMs],
  ['  (socket open -> QR shown) (ms)', (m) => m.extra.socketOpenToQrMs],
  ['  (last relay frame -> QR shown) (ms)', (m) => m.extra.lastFrameToQrMs],
  ['  (long tasks, click -> QR, total) (ms)', (m) => m.extra.longTasksTotalMs],
  ['  (longest task, click -> QR) (ms)', (m) => m.extra.longestTaskMs],
  ['pairing JS loaded, gzip (KiB)', (m) => m.pairingJsGzipKiB, (m) => m.samples.pairingJsGzipKiB],
  ['pairing JS files loaded', (m) => m.pairingJsFiles],
  ['wallet opened -> connected (ms)', (m) => m.qrToConnectedMs, (m) => m.samples.qrToConnectedMs],
  ['sign round trip, run median (ms)', (m) => m.signRoundTripMs, (m) => m.samples.signRoundTripMs],
  ['sign round trip, first (ms)', (m) => m.signRoundTripFirstMs, (m) => m.samples.signRoundTripsMs.map((trips) => trips[0] ?? Number.NaN)],
  ['WalletConnect code before click (B)', (m) => m.walletConnectInFirstClickBytes, (m) => m.samples.walletConnectInFirstClickBytes],
]

type ClickRow = [label: string, key: keyof ClickSummary['samples']]

const CLICK_ROWS: ClickRow[] = [
  ['  input -> view content painted (ms)', 'inputToViewPaintMs'],
  ['  input waits to be handled (ms)', 'inputQueueMs'],
  ['  click handler -> dialog frame (ms)', 'handlerToFrameMs'],
  ['  dialog frame -> painted (ms)', 'frameToPaintMs'],
  ['  Event Timing duration (ms)', 'eventDurationMs'],
  ['  Event Timing input delay (ms)', 'eventInputDelayMs'],
  ['  first-input delay (ms)', 'firstInputDelayMs'],
]

const cell = (value: number | null | undefined): string => (value === null || value === undefined ? '-' : value.toFixed(1))

function verdict(ok: boolean | null): string {
  return ok === null ? 'n/a ' : ok ? 'PASS' : 'FAIL'
}

function targetLines(targets: Targets): string[] {
  const { jsBeforeClickGzipKiB: js, clickToDialogAsap: asap, clickToDialogIdle: idle, inspectorBytes: inspector } = targets
  return [
    `  ${verdict(js.ok)}  JS before click ${cell(js.value)} KiB gzip  <= ${js.limit} KiB`,
    `  ${verdict(asap.ok)}  click -> dialog asap ${cell(asap.value)} ms  <= ${asap.limit} = ${cell(asap.threshold)} ms`,
    `  ${verdict(idle.ok)}  click -> dialog idle ${cell(idle.value)} ms  <= ${idle.limit} = ${cell(idle.threshold)} ms`,
    `  ${verdict(inspector.ok)}  Stately inspector in the latch build: ${inspector.value ?? '-'} bytes  (must be 0)`,
  ]
}

function allWalletsTargetLines(targets: Targets): string[] {
  const { allWalletsFirstPageAfterResponse: page, allWalletsResultsAfterResponse: search, allWalletsLongestTask: task } = targets
  return [
    `  ${verdict(page.ok)}  All wallets: first page response -> shown ${cell(page.value)} ms  <= ${page.limit} ms`,
    `  ${verdict(search.ok)}  All wallets: search response -> results shown ${cell(search.value)} ms  <= ${search.limit} ms (one frame)`,
    `  ${verdict(task.ok)}  All wallets: longest task, click -> search results ${cell(task.value)} ms  <= ${task.limit} ms`,
  ]
}

function walletConnectTargetLines(targets: Targets): string[] {
  const { walletConnectClickToQr: qr, walletConnectSignRoundTrip: sign, walletConnectInFirstClick: code } = targets
  return [
    `  ${verdict(qr.ok)}  WalletConnect: click -> QR shown ${cell(qr.value)} ms  <= ${qr.limit} ms`,
    `  ${verdict(sign.ok)}  WalletConnect: personal_sign round trip ${cell(sign.value)} ms  <= ${sign.limit} ms (median of each run's median)`,
    `  ${verdict(code.ok)}  WalletConnect code in the JS before the first click: ${code.value ?? '-'} bytes  (must be 0)`,
  ]
}

const fileName = (url: string): string => url.split('/').pop() ?? url

export function formatReport(results: Results, resultsPath: string): string {
  const width = Math.max(...[...ROWS, ...ALL_WALLETS_ROWS, ...WALLETCONNECT_ROWS].map(([label]) => label.length), ...CLICK_ROWS.map(([label]) => label.length + 6)) + 2
  const col = (text: string): string => text.padStart(12)
  const lines = [
    `median of ${results.runs} runs`.padEnd(width) + col('floor') + col('latch') + col('latch/floor'),
  ]
  for (const [label, pick] of ROWS) {
    const floor = results.floor ? pick(results.floor) : null
    const latch = results.latch ? pick(results.latch) : null
    const ratio = floor !== null && latch !== null && floor !== 0 ? latch / floor : null
    lines.push(label.padEnd(width) + col(cell(floor)) + col(cell(latch)) + col(ratio === null ? '-' : `${ratio.toFixed(2)}x`))
  }
  for (const when of ['asap', 'idle'] as const) {
    const floor = results.floor
    const latch = results.latch
    const difference = floor && latch ? latch.clickToDialogMs[when] - floor.clickToDialogMs[when] : null
    lines.push('', `input -> dialog painted, ${when}: every sample (ms); latch - floor = ${cell(difference)} ms`)
    const samples = (metrics: PageMetrics | null) => (metrics ? metrics.samples[when === 'asap' ? 'clickToDialogAsapMs' : 'clickToDialogIdleMs'] : [])
    lines.push('  floor'.padEnd(width) + samples(floor).map(cell).join(' '), '  latch'.padEnd(width) + samples(latch).map(cell).join(' '))
    for (const [label, key] of CLICK_ROWS) {
      for (const [name, metrics] of [['floor', floor], ['latch', latch]] as const) {
        if (!metrics) continue
        const summary = metrics.click[when]
        lines.push(`${label} ${name}`.padEnd(width) + col(cell(summary[key])) + `  ${summary.samples[key].map(cell).join(' ')}`)
      }
    }
  }
  const allWallets = results.allWallets
  if (allWallets) {
    lines.push('', 'All wallets (latch)'.padEnd(width) + col('median') + '  runs')
    for (const [label, pick, runs] of ALL_WALLETS_ROWS) {
      lines.push(label.padEnd(width) + col(cell(pick(allWallets))) + (runs ? `  ${runs(allWallets).map(cell).join(' ')}` : ''))
    }
    if (allWallets.extra.filesLoaded.length > 0) lines.push(`  JS files: ${allWallets.extra.filesLoaded.map((url) => url.split('/').pop()).join(', ')}`)
  }
  const walletConnect = results.walletConnect
  if (walletConnect) {
    lines.push('', 'WalletConnect (latch)'.padEnd(width) + col('median') + '  runs')
    for (const [label, pick, runs] of WALLETCONNECT_ROWS) {
      lines.push(label.padEnd(width) + col(cell(pick(walletConnect))) + (runs ? `  ${runs(walletConnect).map(cell).join(' ')}` : ''))
    }
    const { extra } = walletConnect
    if (extra.filesLoaded.length > 0) lines.push(`  JS files: ${extra.filesLoaded.map(fileName).join(', ')}`)
    lines.push(
      `  WalletConnect code (${extra.filesWithNeedles.reduce((sum, file) => sum + file.bytes, 0)} B) in: ` +
        (extra.filesWithNeedles.map((file) => `${fileName(file.url)} (${file.needles.join(', ')})`).join('; ') || 'none of them (the scan finds nothing: check its needles)'),
    )
    lines.push(
      `  round trips per run, ${extra.signSpacingMs} ms apart (the wallet's sign client takes its next request 1 s after an answer): ` +
        walletConnect.samples.signRoundTripsMs.map((trips) => trips.map(cell).join('/')).join('  '),
    )
    lines.push(
      `  WalletConnect code fetched by the idle load: ${extra.walletConnectBeforeIdleClickBytes} B before its click (after ${results.idleBeforeClickMs} ms idle), ` +
        `${extra.walletConnectAfterDialogBytes} B once its dialog is open`,
    )
  }
  const accountData = results.accountData
  if (accountData) {
    lines.push('', 'Account data (local chains, fresh context each run)'.padEnd(width) + col('median') + '  runs')
    const rows: [string, 'accountToBalanceMs' | 'switchToShownMs' | 'solanaConnectMs'][] = [
      ['Account view open -> balance shown (ms)', 'accountToBalanceMs'],
      ['network switch click -> new network shown (ms)', 'switchToShownMs'],
      ['Solana wallet click -> connected (ms)', 'solanaConnectMs'],
    ]
    for (const [label, key] of rows) lines.push(label.padEnd(width) + col(cell(accountData[key])) + `  ${accountData.samples[key].map(cell).join(' ')}`)
  }
  const emailLogin = results.emailLogin
  if (emailLogin) {
    lines.push('', 'Email login (devstack frame and mail, fresh context each run)'.padEnd(width) + col('median') + '  runs')
    const rows: [string, keyof EmailLoginMetrics['samples']][] = [
      ['Connect opened -> email field ready (frame) (ms)', 'frameReadyMs'],
      ['email submitted -> code view (ms)', 'emailToCodeViewMs'],
      ['code submitted -> connected (ms)', 'codeToConnectedMs'],
      ["request -> frame's approval shown (ms)", 'approvalShownMs'],
      ["frame's Approve click -> signature in the app (ms)", 'approveToSignatureMs'],
    ]
    for (const [label, key] of rows) lines.push(label.padEnd(width) + col(cell(emailLogin[key])) + `  ${emailLogin.samples[key].map(cell).join(' ')}`)
  }
  const signIn = results.signIn
  if (signIn) {
    lines.push('', 'Sign in with X (devstack sign-in server, fresh context each run)'.padEnd(width) + col('median') + '  runs')
    const rows: [string, 'connectedToViewMs' | 'signatureToClosedMs'][] = [
      ['connected -> SIWXSignMessage ready (ms)', 'connectedToViewMs'],
      ['signature -> session stored, closed (ms)', 'signatureToClosedMs'],
    ]
    for (const [label, key] of rows) lines.push(label.padEnd(width) + col(cell(signIn[key])) + `  ${signIn.samples[key].map(cell).join(' ')}`)
  }
  const names = results.names
  if (names) {
    lines.push('', 'Names (devstack blockchain API, fresh context each run)'.padEnd(width) + col('median') + '  runs')
    const rows: [string, 'keyToAvailableMs' | 'keyToAvailableRawMs' | 'registerToSuccessMs'][] = [
      [`a key typed -> availability shown (ms, after the ${NAME_PAUSE_MS} ms pause)`, 'keyToAvailableMs'],
      [`  the same, raw (${NAME_PAUSE_MS} ms pause included) (ms)`, 'keyToAvailableRawMs'],
      ['Register confirmed -> success view (ms)', 'registerToSuccessMs'],
    ]
    for (const [label, key] of rows) lines.push(label.padEnd(width) + col(cell(names[key])) + `  ${names.samples[key].map(cell).join(' ')}`)
  }
  const features = results.walletFeatures
  if (features) {
    lines.push('', 'Send and Buy (local chain A, devstack blockchain API, fresh context each run)'.padEnd(width) + col('median') + '  runs')
    const rows: [string, 'amountToReviewMs' | 'sendToConfirmedMs' | 'keyToQuoteMs' | 'keyToQuoteRawMs'][] = [
      ['amount typed -> Review enabled (ms)', 'amountToReviewMs'],
      ['Send confirmed click -> "Confirmed" shown (ms)', 'sendToConfirmedMs'],
      [`on-ramp amount typed -> quote shown (ms, after the ${QUOTE_PAUSE_MS} ms pause)`, 'keyToQuoteMs'],
      [`  the same, raw (${QUOTE_PAUSE_MS} ms pause included) (ms)`, 'keyToQuoteRawMs'],
    ]
    for (const [label, key] of rows) lines.push(label.padEnd(width) + col(cell(features[key])) + `  ${features.samples[key].map(cell).join(' ')}`)
  }
  if (results.package) lines.push('', ...packageLines(results.package, width))
  lines.push('', 'targets:', ...targetLines(results.targets))
  if (results.inspectorFiles.length > 0) {
    for (const file of results.inspectorFiles) lines.push(`        ${file.path} (${file.bytes} B): ${file.needles.join(', ')}`)
  }
  // Issue 14: the frame bridge, its schemas and the embedded wallet's flows load with the email field, not before.
  const embedded = results.targets.embeddedWalletInFirstClick
  if (embedded) {
    lines.push(`  ${verdict(embedded.ok)}  embedded-wallet code in the JS before the first click: ${embedded.value ?? '-'} bytes  (must be 0)`)
    for (const file of results.embeddedWalletInFirstClick?.files ?? []) lines.push(`        ${file.url} (${file.bytes} B): ${file.needles.join(', ')}`)
  }
  if (allWallets) lines.push(...allWalletsTargetLines(results.targets))
  if (walletConnect) {
    lines.push(...walletConnectTargetLines(results.targets))
    for (const file of walletConnect.extra.firstClickFilesWithNeedles) lines.push(`        ${file.url} (${file.bytes} B): ${file.needles.join(', ')}`)
  }
  if (accountData) {
    const { accountToBalance: balance, switchToShown: switched, solanaConnect: solana } = results.targets
    lines.push(
      `  ${verdict(balance.ok)}  Account view open -> balance shown ${cell(balance.value)} ms  <= ${balance.limit} ms`,
      `  ${verdict(switched.ok)}  network switch click -> new network shown ${cell(switched.value)} ms  <= ${switched.limit} ms`,
      `  ${verdict(solana.ok)}  Solana wallet click -> connected ${cell(solana.value)} ms  <= ${solana.limit} ms`,
    )
  }
  for (const [name, metrics] of [['floor', results.floor], ['latch', results.latch]] as const) {
    const errors = metrics?.extra.pageErrors ?? []
    if (errors.length > 0) {
      lines.push('', `${name} page logged ${errors.length} distinct error(s) (not fatal):`)
      for (const error of errors.slice(0, 3)) lines.push(`  ${error.length > 160 ? error.slice(0, 157) + '...' : error}`)
    }
  }
  lines.push(
    '',
    `${results.browser}, provider API: ${results.api ?? '-'}, commit ${results.commit ?? '-'}${results.commitDirty ? ' (+ uncommitted changes)' : ''}, ` +
      `${(results.durationMs / 1000).toFixed(1)} s; written to ${resultsPath}`,
  )
  return lines.join('\n')
}
