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
// On the devstack's HTTP base (devstack/http, issue 34): its fault switch on /__faults stands in for a server that
// refuses every sign-in (a 401 fault on POST /sessions$), is down (503 on '*') or slow.
import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod/mini'
import { createDevApp, errorAnswer, jsonBody, queryOf, startDevServer } from '../http/devServer'
import { createSessionStore, type StoredSignIn } from './sessionStore'
import { NONCE_MAX_AGE_MS, verifySignIn } from './verifySignIn'
import { assertLoopback } from '../http/loopback'

export const NO_CLIENT = 'This client holds no sign-in session'
/** A sign-in is a few kilobytes at most (the message and signature are capped below). */
const MAX_BODY_BYTES = 64 * 1024

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

const LOOPBACK_ORIGIN = /^http:\/\/(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const accountQuery = z.object({ chainId: caip2, address: z.string().check(z.regex(/^[0-9a-zA-Z]{32,44}$/)) })
const signInBody = z.object({ chainId: caip2, message: z.string().check(z.maxLength(4096)), signature: z.string().check(z.regex(/^(0x)?[0-9a-zA-Z]{64,4096}$/)) })
/** An origin exactly as a browser sends it: scheme, host, optional port, nothing after. */
const originSchema = z.string().check(z.refine((value) => URL.canParse(value) && new URL(value).origin === value && /^https?:$/.test(new URL(value).protocol)))
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/
/** In the route itself, so an id of any other shape (the old small numbers) names no route at all, not a session. */
const SESSION_PATH = '/sessions/:id{[A-Za-z0-9_-]{22}}'

/** One key per account: EVM addresses compare without case. */
const accountKey = (chainId: string, address: string) => (chainId.startsWith('eip155:') ? address.toLowerCase() : address)
const shown = ({ id, chainId, address, message, signature, data, createdAt }: StoredSignIn) => ({ id, chainId, address, message, signature, data: JSON.parse(data) as unknown, createdAt })
const newNonce = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)
/** 128 random bits: ids of other people's sessions cannot be guessed from one's own. */
const newSessionId = () => randomBytes(16).toString('base64url')
const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const presentedToken = (authorization: string | undefined) => BEARER.exec(authorization ?? '')?.[1]

export async function startSiwxServer(options: SiwxServerOptions): Promise<SiwxServer> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the sign-in server')
  for (const origin of options.appOrigins ?? []) {
    if (!z.safeParse(originSchema, origin).success) throw new Error(`not an http(s) origin: ${origin}`)
  }
  const appOrigins = options.appOrigins && new Set(options.appOrigins)
  const isAppOrigin = (origin: string) => (appOrigins ? appOrigins.has(origin) : LOOPBACK_ORIGIN.test(origin))
  const now = options.now ?? Date.now
  const store = await createSessionStore()
  // Only the app's pages may read answers in a browser (and send the Authorization header at all).
  const { app } = createDevApp({ origin: isAppOrigin, allowHeaders: ['authorization'], maxBodyBytes: MAX_BODY_BYTES })
  // The client a request speaks for: the hash of a token this server issued, else none.
  const clientOf = (authorization: string | undefined): string | undefined => {
    const token = presentedToken(authorization)
    const hash = token && hashOf(token)
    return hash && store.hasClient(hash) ? hash : undefined
  }

  app.post('/nonce', (c) => {
    const nonce = newNonce()
    store.addNonce(nonce, now())
    return c.json({ nonce })
  })
  app.get('/sessions', queryOf(accountQuery), (c) => {
    const { chainId, address } = c.req.valid('query')
    // A client this server does not know holds no session here, whoever else signed the address in.
    const holder = clientOf(c.req.header('authorization'))
    return c.json(holder ? store.sessions(holder, chainId, accountKey(chainId, address)).map(shown) : [])
  })
  app.post('/sessions', jsonBody(signInBody), async (c) => {
    const body = c.req.valid('json')
    const verdict = await verifySignIn(
      { evmChains: options.evmChains, now, isAppOrigin, useNonce: (nonce) => store.useNonce(nonce, now(), NONCE_MAX_AGE_MS) },
      { ...body, origin: c.req.header('origin') },
    )
    if (!verdict.ok) return errorAnswer(c, 401, verdict.message)
    // The client keeps its token across sign-ins (one browser, many accounts); a first sign-in, or a token this
    // server no longer knows (it keeps nothing across a restart), gets a new one.
    const presented = presentedToken(c.req.header('authorization'))
    const known = presented !== undefined && store.hasClient(hashOf(presented))
    const token = known ? presented : newToken()
    if (!known) store.addClient(hashOf(token), now())
    const session = store.addSession(hashOf(token), {
      id: newSessionId(),
      chainId: verdict.fields.chainId,
      address: accountKey(verdict.fields.chainId, verdict.fields.accountAddress),
      message: body.message,
      signature: body.signature,
      data: JSON.stringify(verdict.fields),
      createdAt: now(),
    })
    return c.json({ ...shown(session), token }, 201)
  })
  app.delete(SESSION_PATH, (c) => {
    const id = c.req.param('id')
    const holder = clientOf(c.req.header('authorization'))
    if (!holder) return errorAnswer(c, 401, NO_CLIENT)
    // Another client's session answers as one that does not exist: ids cannot be probed.
    return store.dropSession(holder, id) ? c.json({ revoked: true }) : errorAnswer(c, 404, `no session ${id}`)
  })

  const server = await startDevServer(app, { host, port: options.port ?? 0 }).catch((error: unknown) => {
    store.close()
    throw error
  })
  return {
    url: server.url,
    port: server.port,
    close: async () => {
      await server.close()
      store.close()
    },
  }
}
