// The mailbox over HTTP (loopback only), for tests, the lab page and people: what the SMTP server caught, as JSON
// (GET /messages, /messages/latest, /messages/<id>) and as a page (GET /), plus DELETE /messages. On the devstack's
// HTTP base (devstack/http, issue 34), so /__faults fails these routes like any devstack server's; the SMTP server's
// own switch is not HTTP, so it sits beside it at /__faults/smtp, and DELETE /__faults puts it back up too. Every
// answer allows any origin, so pages and browser tests on other local origins can read the codes and links that
// were "mailed".
import { z } from 'zod/mini'
import { createDevApp, errorAnswer, jsonBody, queryOf, startDevServer } from '../http/devServer'
import { mailFaultInputSchema, type MailFaultSwitch } from './faults'
import { MAILBOX_PAGE_CSP, mailboxPage } from './mailboxPage'
import type { MailStore } from './mailStore'

export type MailboxServerOptions = { host: string; port: number; store: MailStore; faults: MailFaultSwitch }

export type MailboxServer = { port: number; close(): Promise<void> }

/** Nothing is posted here but the fault switch's few bytes. */
const MAX_BODY_BYTES = 64 * 1024

const addressSchema = z.string({ error: 'an email address is required' }).check(z.maxLength(320), z.regex(/^[^\s@]+@[^\s@]+$/, 'an email address'))
const listQuerySchema = z.object({ to: z.optional(addressSchema) })
const latestQuerySchema = z.object({ to: addressSchema })
/** A message id: a positive integer in plain digits (so '1e3' or '0x10' name no message). */
const idSchema = z.string().check(z.regex(/^[1-9]\d{0,14}$/))

export async function startMailboxServer(options: MailboxServerOptions): Promise<MailboxServer> {
  const { store, faults } = options
  const { app } = createDevApp({ origin: '*', maxBodyBytes: MAX_BODY_BYTES, onClearFaults: () => faults.set({ smtp: 'up' }) })

  app.get('/', queryOf(listQuerySchema), (c) => {
    const { to } = c.req.valid('query')
    return c.html(mailboxPage(store.list(to), to), 200, { 'content-security-policy': MAILBOX_PAGE_CSP })
  })
  app.get('/__health', (c) => c.json({ ok: true, faults: faults.get() }))
  app.get('/__faults/smtp', (c) => c.json(faults.get()))
  app.post('/__faults/smtp', jsonBody(mailFaultInputSchema), (c) => c.json(faults.set(c.req.valid('json'))))
  app.get('/messages', queryOf(listQuerySchema), (c) => c.json(store.list(c.req.valid('query').to)))
  app.delete('/messages', (c) => c.json({ cleared: store.clear() }))
  // Before /messages/:id, which 'latest' would otherwise be taken for.
  app.get('/messages/latest', queryOf(latestQuerySchema), (c) => {
    const { to } = c.req.valid('query')
    const message = store.latest(to)
    return message ? c.json(message) : errorAnswer(c, 404, `no mail for ${to}`)
  })
  app.get('/messages/:id', (c) => {
    const raw = c.req.param('id')
    const id = z.safeParse(idSchema, raw)
    const message = id.success ? store.get(Number(id.data)) : undefined
    return message ? c.json(message) : errorAnswer(c, 404, `no message ${raw}`)
  })

  const server = await startDevServer(app, { host: options.host, port: options.port })
  return { port: server.port, close: server.close }
}
