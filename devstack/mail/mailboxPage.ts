// GET / on the mailbox server: the caught mail as a page a person can read while trying the email login. Every
// field came over SMTP from whoever sent it, so all of it is escaped and shown as text: a message's HTML body is
// never put into the page (it is only served as JSON by GET /messages/<id>), and the text body sits in a <pre>.
import { escapeHtml } from '../providerApi/eventsPage'
import type { MessageSummary } from './mailStore'

/** The page's own policy: no script runs on it at all, whatever slipped through. */
export const MAILBOX_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'"

function messageHtml(message: MessageSummary): string {
  return `<article id="message-${message.id}">
<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from || '(unknown)')}</dd>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(new Date(message.receivedAt).toISOString())}">${escapeHtml(new Date(message.receivedAt).toISOString())}</time></dd>
</dl>
<pre>${escapeHtml(message.text)}</pre>
</article>`
}

export function mailboxPage(messages: readonly MessageSummary[], to?: string): string {
  const title = to === undefined ? 'all addresses' : to
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch devstack: mailbox</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem;max-width:60rem}article{border:1px solid #ccc;padding:.5rem 1rem;margin:.5rem 0}h2{font-size:1.1rem;margin:.25rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:0 1rem;margin:.25rem 0}dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head>
<body>
<h1>Mailbox: ${escapeHtml(title)} (${messages.length})</h1>
${messages.map(messageHtml).join('\n') || '<p>No mail yet.</p>'}
</body>
</html>`
}
