// The app's sign-in server in the devstack (issue 15), on its own origin like a real app's backend: single-use nonces
// (POST /nonce), sessions from signed sign-in messages (POST /sessions, verifySignIn.ts), listed per chain and address
// (GET /sessions?chainId=&address=) and revoked one by one (DELETE /sessions/<id>). Every answer allows any origin.
// Fault switch POST /__faults { "verify": "normal" | "fail" | "slow" | "down" }: every verification refused, every
// answer 3 s late, or every route a 503; POST /__faults/reset.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod/mini'
import { issueText } from '../blockchainApi/schemas'
import { BodyTooLarge, CORS_HEADERS, readJson, sendError, sendJson } from '../providerApi/http'
import { createSessionStore, type StoredSignIn } from './sessionStore'
import { NONCE_MAX_AGE_MS, verifySignIn } from './verifySignIn'

export const SIWX_FAULTS = ['normal', 'fail', 'slow', 'down'] as const
export const FAULT_REFUSAL = 'Sign-in verification failed'
export const SLOW_MS = 3_000

export type SiwxServerOptions = {
  host?: string
  port?: number
  /** CAIP-2 eip155 id → RPC URL of each chain whose signatures it verifies. */
  evmChains: Record<string, string>
  now?: () => number
}
export type SiwxServer = { url: string; port: number; close(): Promise<void> }

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const accountQuery = z.object({ chainId: caip2, address: z.string().check(z.regex(/^[0-9a-zA-Z]{32,44}$/)) })
const signInBody = z.object({ chainId: caip2, message: z.string().check(z.maxLength(4096)), signature: z.string().check(z.regex(/^(0x)?[0-9a-zA-Z]{64,4096}$/)) })
const faultBody = z.strictObject({ verify: z.enum(SIWX_FAULTS, { error: `verify: one of ${SIWX_FAULTS.join(', ')}` }) })
const SESSION_PATH = /^\/sessions\/([1-9]\d{0,14})$/

/** One key per account: EVM addresses compare without case. */
const accountKey = (chainId: string, address: string) => (chainId.startsWith('eip155:') ? address.toLowerCase() : address)
const shown = (session: StoredSignIn) => ({ ...session, data: JSON.parse(session.data) as unknown })
const newNonce = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)

export async function startSiwxServer(options: SiwxServerOptions): Promise<SiwxServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the sign-in server listens on loopback only, not ${host}`)
  const now = options.now ?? Date.now
  const store = await createSessionStore()
  let fault: (typeof SIWX_FAULTS)[number] = 'normal'

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devstack')
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    if (url.pathname === '/__faults') {
      if (method === 'GET') return sendJson(res, 200, { verify: fault })
      if (method !== 'POST') return sendError(res, 405, `${method} not allowed on /__faults`)
      const parsed = z.safeParse(faultBody, await readJson(req))
      if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
      fault = parsed.data.verify
      return sendJson(res, 200, { verify: fault })
    }
    if (url.pathname === '/__faults/reset' && method === 'POST') {
      fault = 'normal'
      return sendJson(res, 200, { verify: fault })
    }
    if (fault === 'down') return sendError(res, 503, 'Service unavailable')
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS))

    if (url.pathname === '/nonce') {
      if (method !== 'POST') return sendError(res, 405, `${method} not allowed on /nonce`)
      const nonce = newNonce()
      store.addNonce(nonce, now())
      return sendJson(res, 200, { nonce })
    }
    if (url.pathname === '/sessions') {
      if (method === 'GET') {
        const parsed = z.safeParse(accountQuery, Object.fromEntries(url.searchParams))
        if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
        return sendJson(res, 200, store.sessions(parsed.data.chainId, accountKey(parsed.data.chainId, parsed.data.address)).map(shown))
      }
      if (method !== 'POST') return sendError(res, 405, `${method} not allowed on /sessions`)
      const parsed = z.safeParse(signInBody, await readJson(req))
      if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
      if (fault === 'fail') return sendError(res, 401, FAULT_REFUSAL)
      // The page that asks names its own host (Origin); a message for another domain is someone else's.
      const origin = req.headers.origin
      const domain = origin && origin !== 'null' ? new URL(origin).host : undefined
      const verdict = await verifySignIn({ evmChains: options.evmChains, now, useNonce: (nonce) => store.useNonce(nonce, now(), NONCE_MAX_AGE_MS) }, { ...parsed.data, domain })
      if (!verdict.ok) return sendError(res, 401, verdict.message)
      const session = store.addSession({
        chainId: verdict.fields.chainId,
        address: accountKey(verdict.fields.chainId, verdict.fields.accountAddress),
        message: parsed.data.message,
        signature: parsed.data.signature,
        data: JSON.stringify(verdict.fields),
        createdAt: now(),
      })
      return sendJson(res, 201, shown(session))
    }
    const byId = SESSION_PATH.exec(url.pathname)
    if (byId) {
      if (method !== 'DELETE') return sendError(res, 405, `${method} not allowed on ${url.pathname}`)
      return store.dropSession(Number(byId[1])) ? sendJson(res, 200, { revoked: true }) : sendError(res, 404, `no session ${byId[1] ?? ''}`)
    }
    sendError(res, 404, `no route ${method} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return sendError(res, 413, 'the body is too large')
      sendError(res, 500, error instanceof Error ? error.message : String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          store.close()
          resolve()
        })
      }),
  }
}
