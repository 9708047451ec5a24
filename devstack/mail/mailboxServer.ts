// The mailbox over HTTP (node:http, loopback only), for tests, the lab page and people: what the SMTP server caught,
// as JSON (GET /messages, /messages/latest, /messages/<id>) and as a page (GET /), plus DELETE /messages and the
// fault switch (POST /__faults). Every answer allows any origin, so pages and browser tests on other local origins
// can read the codes and links that were "mailed".
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod/mini'
import { issueText } from '../blockchainApi/schemas'
import { BodyTooLarge, CORS_HEADERS, readJson, send, sendError, sendJson } from '../providerApi/http'
import { mailFaultInputSchema, type MailFaultSwitch } from './faults'
import { MAILBOX_PAGE_CSP, mailboxPage } from './mailboxPage'
import type { MailStore } from './mailStore'

export type MailboxServerOptions = { host: string; port: number; store: MailStore; faults: MailFaultSwitch }

export type MailboxServer = { port: number; close(): Promise<void> }

const addressSchema = z.string({ error: 'an email address is required' }).check(z.maxLength(320), z.regex(/^[^\s@]+@[^\s@]+$/, 'an email address'))
const listQuerySchema = z.object({ to: z.optional(addressSchema) })
const latestQuerySchema = z.object({ to: addressSchema })
/** A message id: a positive integer in plain digits (so '1e3' or '0x10' name no message). */
const idSchema = z.string().check(z.regex(/^[1-9]\d{0,14}$/))

const MESSAGE_PATH = /^\/messages\/([^/]+)$/

export async function startMailboxServer(options: MailboxServerOptions): Promise<MailboxServer> {
  const { store, faults } = options

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devstack')
    const method = req.method ?? 'GET'
    const query = Object.fromEntries(url.searchParams)
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    if (url.pathname === '/') {
      if (method !== 'GET') return sendError(res, 405, `${method} not allowed on /`)
      const parsed = z.safeParse(listQuerySchema, query)
      if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
      return send(res, 200, mailboxPage(store.list(parsed.data.to), parsed.data.to), {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': MAILBOX_PAGE_CSP,
      })
    }
    if (url.pathname === '/__health') return sendJson(res, 200, { ok: true, faults: faults.get() })
    if (url.pathname === '/__faults') {
      if (method === 'GET') return sendJson(res, 200, faults.get())
      if (method !== 'POST') return sendError(res, 405, `${method} not allowed on /__faults`)
      const parsed = z.safeParse(mailFaultInputSchema, await readJson(req))
      if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
      return sendJson(res, 200, faults.set(parsed.data))
    }
    if (url.pathname === '/messages') {
      if (method === 'DELETE') return sendJson(res, 200, { cleared: store.clear() })
      if (method !== 'GET') return sendError(res, 405, `${method} not allowed on /messages`)
      const parsed = z.safeParse(listQuerySchema, query)
      if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
      return sendJson(res, 200, store.list(parsed.data.to))
    }
    if (url.pathname === '/messages/latest') {
      if (method !== 'GET') return sendError(res, 405, `${method} not allowed on /messages/latest`)
      const parsed = z.safeParse(latestQuerySchema, query)
      if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
      const message = store.latest(parsed.data.to)
      return message ? sendJson(res, 200, message) : sendError(res, 404, `no mail for ${parsed.data.to}`)
    }
    const byId = MESSAGE_PATH.exec(url.pathname)
    if (byId) {
      if (method !== 'GET') return sendError(res, 405, `${method} not allowed on ${url.pathname}`)
      const id = z.safeParse(idSchema, byId[1])
      const message = id.success ? store.get(Number(id.data)) : undefined
      return message ? sendJson(res, 200, message) : sendError(res, 404, `no message ${byId[1] ?? ''}`)
    }
    sendError(res, 404, `no route ${method} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return sendError(res, 413, 'the body is too large')
      sendError(res, 500, `devstack error: ${error instanceof Error ? error.message : String(error)}`)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  let closed: Promise<void> | undefined
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closed
    },
  }
}
