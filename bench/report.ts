// The human-readable side of the results: a compact table and the targets' pass/fail.
import type { PageMetrics, Results, Targets } from './results'

type Row = [label: string, pick: (metrics: PageMetrics) => number]

const ROWS: Row[] = [
  ['JS before click, gzip -9 (KiB)', (m) => m.jsBeforeClickGzipKiB],
  ['JS before click, raw (KiB)', (m) => m.jsBeforeClickRawKiB],
  ['JS files before click', (m) => m.chunksBeforeClick],
  ['button visible (ms)', (m) => m.buttonVisibleMs],
  ['click -> dialog, asap (ms)', (m) => m.clickToDialogMs.asap],
  ['click -> dialog, idle (ms)', (m) => m.clickToDialogMs.idle],
  ['  (visible -> click, asap) (ms)', (m) => m.extra.clickAfterVisibleMs],
  ['  (JS after 2 s idle, gzip) (KiB)', (m) => m.extra.jsBeforeIdleClickGzipKiB],
  ['  (JS once dialog open, gzip) (KiB)', (m) => m.extra.jsAfterDialogGzipKiB],
  ['  (JS files once dialog open)', (m) => m.extra.chunksAfterDialog],
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

export function formatReport(results: Results, resultsPath: string): string {
  const width = Math.max(...ROWS.map(([label]) => label.length)) + 2
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
  lines.push('', 'targets:', ...targetLines(results.targets))
  if (results.inspectorFiles.length > 0) {
    for (const file of results.inspectorFiles) lines.push(`        ${file.path} (${file.bytes} B): ${file.needles.join(', ')}`)
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
