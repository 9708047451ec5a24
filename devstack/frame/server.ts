// startFrame: the embedded wallet's frame (issue 14) on its own origin, on loopback, on the devstack's HTTP base
// (devstack/http, issue 34) so that its body limit, error answers and fault switch are every other server's.
// GET /frame is the page the app's hidden iframe loads, with the SPEC §9 allowed ancestors in its
// frame-ancestors policy; GET /frame.js its script (page.ts, bundled in the background at start). The page is a thin
// relay: every app request goes to POST /api/request here, where the wallet lives — users, devices, codes and
// sessions in SQLite, keys and signing with viem, mail through the devstack's SMTP — so all of it runs, and is
// tested, in Node. GET /verify-device is the approval link's target (in the app's theme when the link carries it,
// issue 35). Two fault switches: the base's on /__faults (HTTP faults on any route: POST /api/request answering 503,
// say) and the page's own on /__faults/frame (what the page script does with READY and its answers, faults.ts), both
// put back by DELETE /__faults. Nothing throws across HTTP: every failure is an answer (an _ERROR message for the app,
// or a JSON { message } with a 4xx/5xx).
// Unlike the other servers this one's API allows no other origin (no CORS headers): only the frame page, on this
// origin, calls it. The fault switches alone are open to any origin, so tests and the laboratory page can flip them.
import type { MiddlewareHandler } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod/mini'
import { createDevApp, errorAnswer, jsonBody, limitBody, startDevServer, type DevEnv, type DevServer } from '../http/devServer'
import { createMailSender } from '../mail/sendMail'
import { allowedAncestors, allowedOriginSchema, frameAncestorsCsp } from './ancestors'
import { createApprovalDesk } from './approvalDesk'
import { createApprovals } from './approvals'
import { API_PATH, apiRequestSchema, FRAME_FAULTS_PATH, NO_SUCH_APPROVAL } from './apiSchemas'
import { buildFrameScript } from './build'
import { createDeviceWaits, DEVICE_WAIT_MS } from './deviceWait'
import { createFrameFaults, frameFaultPatchSchema } from './faults'
import { framePage, PLAIN_PAGE_CSP, verifyDevicePage } from './framePages'
import { themeFromQuery, themeQuery } from './frameTheme'
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
import { assertLoopback } from '../http/loopback'

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

/** Typed data and contract creations can be large; nothing the page relays is bigger. */
export const MAX_API_BODY_BYTES = 1024 * 1024
/** The page's fault switch takes a couple of words: a body much bigger is a mistake, refused before it is read. */
export const MAX_FAULT_BODY_BYTES = 4 * 1024
const tokenQuerySchema = z.object({ token: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })
const HTML = 'text/html; charset=utf-8'

export async function startFrame(options: FrameOptions): Promise<FrameServer> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the frame devstack')
  const extra = z.safeParse(z.array(allowedOriginSchema), [...(options.allowedOrigins ?? [])].map((origin) => origin.trim().toLowerCase()))
  if (!extra.success) {
    const issue = extra.error.issues[0]
    throw new Error(`frame: allowed origins: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'} (LATCH_FRAME_ALLOWED_ORIGINS is comma separated)`)
  }
  const ancestors = allowedAncestors(extra.data)
  const csp = frameAncestorsCsp(ancestors)

  // Bundled while the rest starts; GET /frame.js waits for it (and answers 500 if it failed).
  const script = options.script ? options.script() : buildFrameScript()
  script.catch(() => undefined)

  const now = options.now ?? Date.now
  const store = await createWalletStore()
  const sender = createMailSender({ smtpUrl: options.smtpUrl, timeoutMs: 5_000 })
  const waits = createDeviceWaits()
  const pageFaults = createFrameFaults()
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
    // The token first: the link still reads as before, the theme's few short parameters after it (issue 35).
    deviceLinkUrl: (token, theme) => `${baseUrl}/verify-device?token=${token}${theme ? `&${themeQuery(theme)}` : ''}`,
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

  // No origin is admitted by the base's CORS: the page calls the API from this very origin, which needs none.
  const { app } = createDevApp({ origin: () => false, maxBodyBytes: MAX_API_BODY_BYTES, onClearFaults: () => void pageFaults.reset() })
  // Nothing here may be cached: a cached page or switch state would hide the next test's.
  app.use(async (c, next) => {
    await next()
    c.header('cache-control', 'no-store')
  })

  app.get('/frame', (c) => c.body(framePage(ancestors), 200, { 'content-type': HTML, 'content-security-policy': csp }))
  app.get('/frame.js', async (c) => {
    let text: string
    try {
      text = await script
    } catch (error) {
      return errorAnswer(c, 500, `the frame page's bundle failed to build: ${error instanceof Error ? error.message : String(error)}`)
    }
    return c.body(text, 200, { 'content-type': 'text/javascript; charset=utf-8' })
  })
  // Read by hand, not with queryOf: a person who opens a bad link gets the page that says so, not a JSON 400. The
  // theme is read apart from the token: a missing or bad one is the default look, never the reason for a 400.
  app.get('/verify-device', (c) => {
    const query = z.safeParse(tokenQuerySchema, c.req.query())
    const approved = query.success && login.approveDevice(query.data.token)
    const page = verifyDevicePage(approved, themeFromQuery(c.req.query()))
    return c.body(page, approved ? 200 : 400, { 'content-type': HTML, 'content-security-policy': PLAIN_PAGE_CSP })
  })
  app.get('/__health', (c) => c.json({ ok: true, faults: pageFaults.get() }))

  app.get(FRAME_FAULTS_PATH, (c) => c.json(pageFaults.get()))
  app.post(
    FRAME_FAULTS_PATH,
    limitBody(MAX_FAULT_BODY_BYTES),
    jsonBody(frameFaultPatchSchema),
    (c) => c.json(pageFaults.set(c.req.valid('json'))),
  )

  app.post(API_PATH, onlyThisPage, jsonBody(apiRequestSchema), async (c) => {
    const request = c.req.valid('json')
    // The request's signal ends when the page goes away, and a long poll (CONNECT_DEVICE) stops waiting with it.
    const answer = await requests.answer(request, c.req.raw.signal)
    if (!answer) return errorAnswer(c, 400, 'decide' in request ? NO_SUCH_APPROVAL : 'request: not a message of the frame protocol')
    return c.json(answer)
  })

  let server: DevServer
  try {
    server = await startDevServer(app, { host, port: options.port ?? 0 })
  } catch (error) {
    sender.close()
    store.close()
    throw new Error(`frame: cannot listen on ${host}:${options.port ?? 0} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${server.port}`
  let closed: Promise<void> | undefined

  return {
    url: baseUrl,
    port: server.port,
    close() {
      closed ??= (async () => {
        waits.close()
        await server.close()
        sender.close()
        store.close()
      })()
      return closed
    },
  }
}

/** Only the frame page itself, and only JSON: a browser names the calling page's origin, and it must be this server's. */
const onlyThisPage: MiddlewareHandler<DevEnv> = async (c, next) => {
  const origin = c.req.header('origin')
  if (origin !== undefined && origin !== `http://${c.req.header('host') ?? ''}`) return errorAnswer(c, 403, 'only the frame page may call this API')
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return errorAnswer(c, 415, 'the body must be application/json')
  return next()
}
