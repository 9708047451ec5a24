// startFrame: the embedded wallet's frame (issue 14) on its own origin, one node:http server on loopback. GET /frame
// is the page the app's hidden iframe loads, with the SPEC §9 allowed ancestors in its frame-ancestors policy;
// GET /frame.js its script (page.ts, bundled in the background at start). The page is a thin relay: every app
// request goes to POST /api/request here, where the wallet lives — users, devices, codes and sessions in SQLite,
// keys and signing with viem, mail through the devstack's SMTP — so all of it runs, and is tested, in Node.
// GET /verify-device is the approval link's target; /__faults the fault switch. Nothing throws across HTTP: every
// failure is an answer (an _ERROR message for the app, or a JSON { message } with a 4xx/5xx for anything else).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address } from 'viem'
import { z } from 'zod/mini'
import { BodyTooLarge, readText } from '../blockchainApi/requestBody'
import { issueText } from '../blockchainApi/schemas'
import { createMailSender } from '../mail/sendMail'
import { allowedAncestors, allowedOriginSchema, frameAncestorsCsp } from './ancestors'
import { createApprovalDesk } from './approvalDesk'
import { createApprovals } from './approvals'
import { API_PATH, apiRequestSchema, FAULTS_PATH, NO_SUCH_APPROVAL } from './apiSchemas'
import { buildFrameScript } from './build'
import { createDeviceWaits, DEVICE_WAIT_MS } from './deviceWait'
import { createFrameFaults, frameFaultPatchSchema } from './faults'
import { framePage, PLAIN_PAGE_CSP, verifyDevicePage } from './framePages'
import { OPEN_CORS, send, sendError, sendJson } from './http'
import { createLogin } from './login'
import { createLoginMail } from './loginMail'
import { createOneTimeCodes } from './oneTimeCodes'
import { createFrameRequests } from './requests'
import { createSigner } from './signer'
import { createSmartAccounts } from './smartAccounts'
import { createUpdateEmail } from './updateEmail'
import { createUserAccounts } from './userAccounts'
import { createUsers } from './users'
import { createWalletStore } from './walletStore'

export type FrameOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** The local EVM chain the frame signs for (anvil: new users are funded with anvil_setBalance). */
  chainUrl: string
  chainId: number
  /** EntryPoint v0.8 and LatchSimpleAccountFactory on `chainUrl` (smartAccountDeployment.ts); without them users
   * have only their EOA. */
  smartAccounts?: { entryPoint: Address; factory: Address }
  /** Where codes and approval links are mailed (LATCH_SMTP_URL). */
  smtpUrl: string
  /** Origins (or patterns) allowed to embed the frame besides SPEC §9's (LATCH_FRAME_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[]
  /** Tests: the clock codes and links expire by, and how long CONNECT_DEVICE waits (25 s). */
  now?: () => number
  deviceWaitMs?: number
  /** Tests: the script served at /frame.js instead of bundling page.ts. */
  script?: () => Promise<string>
}

export type FrameServer = {
  /** http://host:port; the page is at `${url}/frame`. */
  url: string
  port: number
  close(): Promise<void>
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/
/** Typed data and contract creations can be large; nothing the page relays is bigger. */
const MAX_API_BODY_BYTES = 1024 * 1024
/** The fault switch's body is a couple of words. */
const MAX_FAULT_BODY_BYTES = 4 * 1024
const tokenQuerySchema = z.object({ token: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })

export async function startFrame(options: FrameOptions): Promise<FrameServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the frame devstack listens on loopback only, not ${host}`)
  const extra = z.safeParse(z.array(allowedOriginSchema), [...(options.allowedOrigins ?? [])].map((origin) => origin.trim().toLowerCase()))
  if (!extra.success) throw new Error(`frame: allowed origins: ${issueText(extra.error)} (LATCH_FRAME_ALLOWED_ORIGINS is comma separated)`)
  const ancestors = allowedAncestors(extra.data)
  const csp = frameAncestorsCsp(ancestors)

  // Bundled while the rest starts; GET /frame.js waits for it (and answers 500 if it failed).
  const script = options.script ? options.script() : buildFrameScript()
  script.catch(() => undefined)

  const now = options.now ?? Date.now
  const store = await createWalletStore()
  const sender = createMailSender({ smtpUrl: options.smtpUrl, timeoutMs: 5_000 })
  const waits = createDeviceWaits()
  const faults = createFrameFaults()
  const codes = createOneTimeCodes(store, now)
  const mail = createLoginMail(sender)
  const smartAccounts = options.smartAccounts && createSmartAccounts({ chainUrl: options.chainUrl, chainId: options.chainId, ...options.smartAccounts })
  const accounts = createUserAccounts(smartAccounts)
  let baseUrl = ''
  const login = createLogin({
    store,
    codes,
    mail,
    users: createUsers(store, options.chainUrl, now, smartAccounts?.address),
    accounts,
    waits,
    now,
    deviceLinkUrl: (token) => `${baseUrl}/verify-device?token=${token}`,
    deviceWaitMs: options.deviceWaitMs ?? DEVICE_WAIT_MS,
  })
  const requests = createFrameRequests({
    store,
    login,
    updateEmail: createUpdateEmail({ store, codes, mail, accounts }),
    signer: createSigner({ chainUrl: options.chainUrl, chainId: options.chainId, ...(smartAccounts ? { smartAccounts } : {}) }),
    accounts,
    ...(smartAccounts ? { smartAccounts } : {}),
    frameChainId: options.chainId,
    approvals: createApprovals(),
    approval: createApprovalDesk({ chainUrl: options.chainUrl, chainId: options.chainId }),
  })

  async function api(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendError(res, 405, `${req.method ?? ''} not allowed on ${API_PATH}`)
    // Only the frame page itself: a browser names the calling page's origin, and it must be this server's.
    const origin = req.headers.origin
    if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) return sendError(res, 403, 'only the frame page may call this API')
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return sendError(res, 415, 'the body must be application/json')
    const read = await jsonBody(req, res, MAX_API_BODY_BYTES)
    if (!read) return
    const parsed = z.safeParse(apiRequestSchema, read.body)
    if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
    // A long poll (CONNECT_DEVICE) stops waiting when the page goes away.
    const gone = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) gone.abort()
    })
    const answer = await requests.answer(parsed.data, gone.signal)
    if (!answer) return sendError(res, 400, 'decide' in parsed.data ? NO_SUCH_APPROVAL : 'request: not a message of the frame protocol')
    sendJson(res, 200, answer)
  }

  /** JSON within `limit` bytes; 413 or 400 answered here (undefined: already answered). */
  async function jsonBody(req: IncomingMessage, res: ServerResponse, limit: number, headers: Record<string, string> = {}): Promise<{ body: unknown } | undefined> {
    try {
      return { body: JSON.parse(await readText(req, limit)) as unknown }
    } catch (error) {
      if (error instanceof BodyTooLarge) sendError(res, 413, 'the body is too large', headers)
      else sendError(res, 400, 'the body is not JSON', headers)
      return undefined
    }
  }

  async function faultSwitch(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') return send(res, 204, '', OPEN_CORS)
    if (pathname === `${FAULTS_PATH}/reset`) {
      return method === 'POST' ? sendJson(res, 200, faults.reset(), OPEN_CORS) : sendError(res, 405, `${method} not allowed on ${pathname}`, OPEN_CORS)
    }
    if (method === 'GET') return sendJson(res, 200, faults.get(), OPEN_CORS)
    if (method !== 'POST') return sendError(res, 405, `${method} not allowed on ${pathname}`, OPEN_CORS)
    const read = await jsonBody(req, res, MAX_FAULT_BODY_BYTES, OPEN_CORS)
    if (!read) return
    const parsed = z.safeParse(frameFaultPatchSchema, read.body)
    if (!parsed.success) return sendError(res, 400, issueText(parsed.error), OPEN_CORS)
    sendJson(res, 200, faults.set(parsed.data), OPEN_CORS)
  }

  async function frameScript(res: ServerResponse): Promise<void> {
    let text: string
    try {
      text = await script
    } catch (error) {
      return sendError(res, 500, `the frame page's bundle failed to build: ${error instanceof Error ? error.message : String(error)}`)
    }
    send(res, 200, text, { 'content-type': 'text/javascript; charset=utf-8' })
  }

  function verifyDevice(res: ServerResponse, url: URL): void {
    const query = z.safeParse(tokenQuerySchema, Object.fromEntries(url.searchParams))
    const approved = query.success && login.approveDevice(query.data.token)
    send(res, approved ? 200 : 400, verifyDevicePage(approved), { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PLAIN_PAGE_CSP })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devstack')
    const method = req.method ?? 'GET'
    if (url.pathname === FAULTS_PATH || url.pathname === `${FAULTS_PATH}/reset`) return faultSwitch(req, res, url.pathname)
    if (url.pathname === API_PATH) return api(req, res)
    if (method !== 'GET' && method !== 'HEAD') return sendError(res, 405, `${method} not allowed on ${url.pathname}`)
    if (url.pathname === '/frame') return send(res, 200, framePage(ancestors), { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp })
    if (url.pathname === '/frame.js') return frameScript(res)
    if (url.pathname === '/verify-device') return verifyDevice(res, url)
    if (url.pathname === '/__health') return sendJson(res, 200, { ok: true, faults: faults.get() })
    sendError(res, 404, `no route ${method} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return sendError(res, 413, 'the body is too large')
      sendError(res, 500, `devstack error: ${error instanceof Error ? error.message : String(error)}`)
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    sender.close()
    store.close()
    throw new Error(`frame: cannot listen on ${host}:${options.port ?? 0} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  const port = (server.address() as AddressInfo).port
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let closed: Promise<void> | undefined

  return {
    url: baseUrl,
    port,
    close() {
      closed ??= (async () => {
        waits.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        sender.close()
        store.close()
      })()
      return closed
    },
  }
}
