// The app's sign-in server in the devstack (issue 15), on its own origin like a real app's backend: single-use nonces
// (POST /nonce), sessions from signed sign-in messages (POST /sessions, verifySignIn.ts), listed per chain and address
// (GET /sessions?chainId=&address=) and revoked one by one (DELETE /sessions/<id>).
// A session belongs to the client that signed it in: POST /sessions answers the session with a bearer token (a new
// one, or the one the client already sent), and only a request carrying that token in `Authorization: Bearer …`
// sees or revokes that client's sessions. A request without it lists none — a fresh browser must sign in again,
// even for an address someone signed in elsewhere. Tokens are 256 random bits, session ids 128 (base64url): nothing
// to count through. A bearer token rather than a cookie: the app and this server are different origins (and the
// devstack app answers on both 127.0.0.1 and localhost, which are different sites), cookies on 127.0.0.1 are not
// kept apart by port, and Node's fetch has no cookie jar; a header works the same everywhere.
// The message's domain and URI must be the app's origin (`appOrigins`, told at start) whether or not the request
// carries an Origin header. CORS answers only those origins.
// Fault switch POST /__faults { "verify": "normal" | "fail" | "slow" | "down" }: every verification refused, every
// answer 3 s late, or every route a 503; POST /__faults/reset.
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod/mini'
import { issueText } from '../blockchainApi/schemas'
import { BodyTooLarge, readJson } from '../providerApi/http'
import { createSessionStore, type StoredSignIn } from './sessionStore'
import { NONCE_MAX_AGE_MS, verifySignIn } from './verifySignIn'

export const SIWX_FAULTS = ['normal', 'fail', 'slow', 'down'] as const
export const FAULT_REFUSAL = 'Sign-in verification failed'
export const NO_CLIENT = 'This client holds no sign-in session'
export const SLOW_MS = 3_000

export type SiwxServerOptions = {
  host?: string
  port?: number
  /** CAIP-2 eip155 id → RPC URL of each chain whose signatures it verifies. */
  evmChains: Record<string, string>
  /** The app's origins ('http://127.0.0.1:5173'): a message's URI must be one of them and its domain that origin's
   * host. Without them the server takes only a loopback page's message (http, 127.x.x.x / localhost / [::1], any
   * port) — the devstack listens on loopback only, and the bench starts its page after this server. */
  appOrigins?: readonly string[]
  now?: () => number
}
export type SiwxServer = { url: string; port: number; close(): Promise<void> }

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/
const LOOPBACK_ORIGIN = /^http:\/\/(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const accountQuery = z.object({ chainId: caip2, address: z.string().check(z.regex(/^[0-9a-zA-Z]{32,44}$/)) })
const signInBody = z.object({ chainId: caip2, message: z.string().check(z.maxLength(4096)), signature: z.string().check(z.regex(/^(0x)?[0-9a-zA-Z]{64,4096}$/)) })
const faultBody = z.strictObject({ verify: z.enum(SIWX_FAULTS, { error: `verify: one of ${SIWX_FAULTS.join(', ')}` }) })
/** An origin exactly as a browser sends it: scheme, host, optional port, nothing after. */
const originSchema = z.string().check(z.refine((value) => URL.canParse(value) && new URL(value).origin === value && /^https?:$/.test(new URL(value).protocol)))
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/
const SESSION_PATH = /^\/sessions\/([A-Za-z0-9_-]{22})$/

/** One key per account: EVM addresses compare without case. */
const accountKey = (chainId: string, address: string) => (chainId.startsWith('eip155:') ? address.toLowerCase() : address)
const shown = ({ id, chainId, address, message, signature, data, createdAt }: StoredSignIn) => ({ id, chainId, address, message, signature, data: JSON.parse(data) as unknown, createdAt })
const newNonce = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)
/** 128 random bits: ids of other people's sessions cannot be guessed from one's own. */
const newSessionId = () => randomBytes(16).toString('base64url')
const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

function send(res: ServerResponse, status: number, value: unknown, cors: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(value))
}

export async function startSiwxServer(options: SiwxServerOptions): Promise<SiwxServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the sign-in server listens on loopback only, not ${host}`)
  for (const origin of options.appOrigins ?? []) {
    if (!z.safeParse(originSchema, origin).success) throw new Error(`not an http(s) origin: ${origin}`)
  }
  const appOrigins = options.appOrigins && new Set(options.appOrigins)
  const isAppOrigin = (origin: string) => (appOrigins ? appOrigins.has(origin) : LOOPBACK_ORIGIN.test(origin))
  // Only the app's pages may read answers in a browser (and send the Authorization header at all).
  const corsFor = (origin: string | undefined): Record<string, string> =>
    origin && isAppOrigin(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS', 'access-control-allow-headers': 'content-type, authorization', 'access-control-max-age': '600', vary: 'origin' }
      : { vary: 'origin' }
  const now = options.now ?? Date.now
  const store = await createSessionStore()
  let fault: (typeof SIWX_FAULTS)[number] = 'normal'

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devstack')
    const method = req.method ?? 'GET'
    const origin = req.headers.origin
    const cors = corsFor(origin)
    const sendJson = (status: number, value: unknown) => send(res, status, value, cors)
    const sendError = (status: number, message: string) => sendJson(status, { message })
    // The client a request speaks for: the hash of a token this server issued, else none.
    const client = (): string | undefined => {
      const token = BEARER.exec(req.headers.authorization ?? '')?.[1]
      const hash = token && hashOf(token)
      return hash && store.hasClient(hash) ? hash : undefined
    }

    if (method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    if (url.pathname === '/__faults') {
      if (method === 'GET') return sendJson(200, { verify: fault })
      if (method !== 'POST') return sendError(405, `${method} not allowed on /__faults`)
      const parsed = z.safeParse(faultBody, await readJson(req))
      if (!parsed.success) return sendError(400, issueText(parsed.error))
      fault = parsed.data.verify
      return sendJson(200, { verify: fault })
    }
    if (url.pathname === '/__faults/reset' && method === 'POST') {
      fault = 'normal'
      return sendJson(200, { verify: fault })
    }
    if (fault === 'down') return sendError(503, 'Service unavailable')
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS))

    if (url.pathname === '/nonce') {
      if (method !== 'POST') return sendError(405, `${method} not allowed on /nonce`)
      const nonce = newNonce()
      store.addNonce(nonce, now())
      return sendJson(200, { nonce })
    }
    if (url.pathname === '/sessions') {
      if (method === 'GET') {
        const parsed = z.safeParse(accountQuery, Object.fromEntries(url.searchParams))
        if (!parsed.success) return sendError(400, issueText(parsed.error))
        // A client this server does not know holds no session here, whoever else signed the address in.
        const holder = client()
        return sendJson(200, holder ? store.sessions(holder, parsed.data.chainId, accountKey(parsed.data.chainId, parsed.data.address)).map(shown) : [])
      }
      if (method !== 'POST') return sendError(405, `${method} not allowed on /sessions`)
      const parsed = z.safeParse(signInBody, await readJson(req))
      if (!parsed.success) return sendError(400, issueText(parsed.error))
      if (fault === 'fail') return sendError(401, FAULT_REFUSAL)
      const verdict = await verifySignIn(
        { evmChains: options.evmChains, now, isAppOrigin, useNonce: (nonce) => store.useNonce(nonce, now(), NONCE_MAX_AGE_MS) },
        { ...parsed.data, origin },
      )
      if (!verdict.ok) return sendError(401, verdict.message)
      // The client keeps its token across sign-ins (one browser, many accounts); a first sign-in, or a token this
      // server no longer knows (it keeps nothing across a restart), gets a new one.
      const presented = BEARER.exec(req.headers.authorization ?? '')?.[1]
      const known = presented !== undefined && store.hasClient(hashOf(presented))
      const token = known ? presented : newToken()
      if (!known) store.addClient(hashOf(token), now())
      const session = store.addSession(hashOf(token), {
        id: newSessionId(),
        chainId: verdict.fields.chainId,
        address: accountKey(verdict.fields.chainId, verdict.fields.accountAddress),
        message: parsed.data.message,
        signature: parsed.data.signature,
        data: JSON.stringify(verdict.fields),
        createdAt: now(),
      })
      return sendJson(201, { ...shown(session), token })
    }
    const byId = SESSION_PATH.exec(url.pathname)
    if (byId?.[1]) {
      if (method !== 'DELETE') return sendError(405, `${method} not allowed on ${url.pathname}`)
      const holder = client()
      if (!holder) return sendError(401, NO_CLIENT)
      // Another client's session answers as one that does not exist: ids cannot be probed.
      return store.dropSession(holder, byId[1]) ? sendJson(200, { revoked: true }) : sendError(404, `no session ${byId[1]}`)
    }
    sendError(404, `no route ${method} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof BodyTooLarge ? 'the body is too large' : error instanceof Error ? error.message : String(error)
      send(res, error instanceof BodyTooLarge ? 413 : 500, { message }, corsFor(req.headers.origin))
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
