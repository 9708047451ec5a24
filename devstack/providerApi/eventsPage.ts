// GET /__events.html: the event sink as a table a person can read while clicking through the lab page. Every
// value comes from the network, so every value is escaped: an event named <script> must show as text.
import type { StoredEvent } from './eventStore'

export function escapeHtml(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const COLUMNS: readonly [string, (event: StoredEvent) => unknown][] = [
  ['#', (event) => String(event.id)],
  ['received', (event) => new Date(event.receivedAt).toISOString()],
  ['origin', (event) => event.origin ?? '(none)'],
  ['project', (event) => event.projectId],
  ['st / sv', (event) => `${event.sdkType} / ${event.sdkVersion}`],
  ['type', (event) => event.type],
  ['event', (event) => event.event],
  ['url', (event) => event.url],
  ['domain', (event) => event.domain],
  ['props', (event) => event.props],
]

export function eventsPage(events: readonly StoredEvent[]): string {
  const head = COLUMNS.map(([title]) => `<th scope="col">${escapeHtml(title)}</th>`).join('')
  const rows = events
    .map((event) => `<tr>${COLUMNS.map(([, cell]) => `<td>${escapeHtml(cell(event))}</td>`).join('')}</tr>`)
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch devstack: events</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}td:last-child{font-family:monospace;white-space:pre-wrap}</style>
</head>
<body>
<h1>Events (${events.length})</h1>
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${rows || `<tr><td colspan="${COLUMNS.length}">No events yet.</td></tr>`}
</tbody>
</table>
</body>
</html>`
}
