// What the frame page does, with the browser handed in (page.ts wires the real window), so it runs in Node tests
// too. It hears only its parent: a message counts when its source is the parent window, its origin the parent's
// (allowed) origin, and parseAppRequest accepts it; anything else is ignored. Each request goes to the frame
// server's API with the device id and session token kept in the frame's localStorage; the answer goes back to the
// parent's origin only (never '*'), bent first by the fault switch, read again before every answer. READY follows
// the switch too: at once, after 3 s, or never. No Node imports: bundled into the page.
// Issue 31: a request the person must approve comes back from the server as an approval to show, not an answer.
// The page shows it (ApprovalUi, approvalView.ts), asks its parent for room (APPROVAL with its height), and only
// the person's trusted click there sends the decision to the server, whose answer then goes to the parent. The
// parent can withdraw (CANCEL_APPROVAL: a reject) but has no way to approve.
// Issue 35: the app's theme (SYNC_THEME), checked once here, is the approval's, and goes with CONNECT_EMAIL so the
// device-approval link the server may mail opens a page in the same theme.
import {
  APP_PREFIX,
  FRAME_PREFIX,
  frameApproval,
  frameError,
  parseAppRequest,
  type AppRequest,
  type EmbeddedUser,
  type RequestName,
  type RequestPayload,
} from '../../src/services/frame/frameMessages'
import { z } from 'zod/mini'
import { needsApproval } from '../../src/services/rpc/rpcMethods'
import { apiAnswerSchema, apiErrorSchema, USER_REJECTED, type ApiRequest, type ApprovalView } from './apiSchemas'
import type { ChainId } from './chainIds'
import { frameFaultsSchema, NO_FAULTS, SLOW_READY_MS, type FrameFaults } from './faults'
import { frameThemeSchema, type FrameTheme, type FrameThemeVariables, type ThemeMode } from './frameTheme'
import { faultyAnswer, type FrameAnswer } from './replyFaults'

export const DEVICE_KEY = '@latch-frame/device-id'
/** One session per embedding origin (issue 31): another app's frame neither reads nor clears this one. */
export const sessionKey = (parentOrigin: string) => `@latch-frame/session:${parentOrigin}`

export type ApprovalDecision = 'approve' | 'reject'
/** The approval on screen in the frame (the page's DOM): `decide` once the person answered, `height` when it changes. */
export type ApprovalUi = {
  show(view: ApprovalView, on: { decide(decision: ApprovalDecision): void; height(px: number): void }): () => void
  /** SYNC_THEME: the approval takes the app's theme (the variables already checked: frameTheme.ts). */
  theme(mode: ThemeMode, variables?: FrameThemeVariables): void
}

type PostTarget = { postMessage(message: unknown, targetOrigin: string): void }
export type IncomingMessageEvent = { source: unknown; origin: string; data: unknown }

export type FrameRelayOptions = {
  /** The parent window: the only source heard, the only target posted to. */
  parent: PostTarget
  /** Its origin, already checked against the allowed ancestors. */
  parentOrigin: string
  /** Subscribes to the frame window's message events; returns the unsubscribe. */
  listen(handler: (event: IncomingMessageEvent) => void): () => void
  /** POST /api/request: the parsed JSON body of the answer, whatever its status; rejects when unreachable. */
  api(body: ApiRequest): Promise<unknown>
  /** GET /__faults/frame: the switch, or anything (checked here). */
  faults(): Promise<unknown>
  storage: { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void }
  /** The iframe's ?chainId=, if any. */
  chainId: ChainId | undefined
  /** Posts with targetOrigin '*' from a window that is not the frame's (the 'foreign' fault). */
  postForeign(message: unknown): void
  newDeviceId(): string
  wait(ms: number): Promise<void>
  approvals: ApprovalUi
  log?: (text: string) => void
}

export const UNREACHABLE = 'The embedded wallet server did not answer'

export function createFrameRelay(options: FrameRelayOptions) {
  const { parent, parentOrigin, storage } = options
  const SESSION_KEY = sessionKey(parentOrigin)
  let chainId = options.chainId
  /** The app's last SYNC_THEME, as kept (none before the first). */
  let theme: FrameTheme | undefined
  let stop: (() => void) | undefined
  let showing: { requestId: string; approvalId: string; remove(): void } | undefined

  function deviceId(): string {
    const known = storage.get(DEVICE_KEY)
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known
    const made = options.newDeviceId()
    storage.set(DEVICE_KEY, made)
    return made
  }

  async function currentFaults(): Promise<FrameFaults> {
    try {
      const parsed = z.safeParse(frameFaultsSchema, await options.faults())
      return parsed.success ? parsed.data : NO_FAULTS
    } catch {
      return NO_FAULTS
    }
  }

  const post = (message: unknown) => parent.postMessage(message, parentOrigin)

  type Asked = { answer: FrameAnswer; accountsChanged?: EmbeddedUser | null } | { approval: ApprovalView }

  /** One call to the server; `failed` is the answer when it cannot say anything the page can read. */
  async function call(body: Omit<ApiRequest, 'deviceId' | 'session' | 'parentOrigin'>, failed: (message: string) => FrameAnswer): Promise<Asked> {
    let raw: unknown
    try {
      raw = await options.api({ deviceId: deviceId(), session: storage.get(SESSION_KEY), parentOrigin, ...body } as ApiRequest)
    } catch {
      return { answer: failed(UNREACHABLE) }
    }
    const parsed = z.safeParse(apiAnswerSchema, raw)
    if (!parsed.success || (!parsed.data.answer && !parsed.data.approval)) {
      const error = z.safeParse(apiErrorSchema, raw)
      return { answer: failed(error.success ? error.data.message.slice(0, 500) : UNREACHABLE) }
    }
    const { answer, approval, session, accountsChanged } = parsed.data
    if (session === null) storage.remove(SESSION_KEY)
    else if (session !== undefined) storage.set(SESSION_KEY, session)
    if (parsed.data.chainId !== undefined) chainId = parsed.data.chainId
    if (approval) return { approval }
    return { answer: answer!, ...(accountsChanged === undefined ? {} : { accountsChanged }) }
  }

  /** Posts an answer as the fault switch bends it, then the changed user if any. */
  async function answerParent(name: RequestName, answer: FrameAnswer, accountsChanged?: EmbeddedUser | null): Promise<void> {
    const faults = await currentFaults()
    const bent = faultyAnswer(answer, name, faults.replies)
    options.log?.(`${name} → ${bent.answer.type}${bent.foreign ? ' (foreign)' : ''}`)
    if (bent.foreign) options.postForeign(bent.answer)
    else post(bent.answer)
    if (accountsChanged !== undefined) post({ type: `${FRAME_PREFIX}ACCOUNTS_CHANGED`, payload: accountsChanged })
  }

  /** The person's answer (or the parent's withdrawal, a reject): the approval leaves the screen, the server decides. */
  async function decide(decision: ApprovalDecision): Promise<void> {
    const shown = showing
    if (!shown) return
    showing = undefined
    shown.remove()
    // A reject stands even when the server cannot be told: nothing was signed, and the app must not wait.
    const failed = (message: string) => frameError('RPC_REQUEST', shown.requestId, decision === 'reject' ? USER_REJECTED : message)
    const asked = await call({ decide: { approval: shown.approvalId, decision } }, failed)
    if ('answer' in asked) await answerParent('RPC_REQUEST', asked.answer)
  }

  function show(requestId: string, view: ApprovalView): void {
    let decided = false
    const remove = options.approvals.show(view, {
      decide(decision) {
        if (decided) return
        decided = true
        void decide(decision)
      },
      height: (px) => post(frameApproval(requestId, px)),
    })
    showing = { requestId, approvalId: view.id, remove }
  }

  async function relay(request: AppRequest): Promise<void> {
    const name = request.type.slice(APP_PREFIX.length) as RequestName
    // RELOAD: start again from what the frame keeps (its storage and the iframe's chain id).
    if (name === 'RELOAD') chainId = options.chainId
    if (name === 'SYNC_THEME') {
      const { themeMode, themeVariables } = request.payload as RequestPayload<'SYNC_THEME'>
      theme = z.parse(frameThemeSchema, { mode: themeMode, variables: themeVariables })
      options.approvals.theme(theme.mode, theme.variables)
    }
    // The parent gave up on the request on screen: it is rejected, and said so, before the withdrawal's own answer.
    if (name === 'CANCEL_APPROVAL' && showing?.requestId === (request.payload as RequestPayload<'CANCEL_APPROVAL'>).requestId) await decide('reject')
    // One approval at a time: a new request the person must approve replaces the one on screen, which is rejected
    // (reads go on meanwhile: the app keeps reading balances while the person looks).
    if (name === 'RPC_REQUEST' && showing && needsApproval((request.payload as RequestPayload<'RPC_REQUEST'>).method)) await decide('reject')
    // The theme goes only where a page of the frame's may come of it: the device-approval mail (login.ts).
    const themed = name === 'CONNECT_EMAIL' && theme ? { theme } : {}
    const asked = await call({ ...(chainId === undefined ? {} : { chainId }), ...themed, request }, (message) => frameError(name, request.id, message))
    if ('approval' in asked) return show(request.id, asked.approval)
    await answerParent(name, asked.answer, asked.accountsChanged)
  }

  function onMessage(event: IncomingMessageEvent): void {
    if (event.source !== parent || event.origin !== parentOrigin) return
    const request = parseAppRequest(event.data)
    if (request) void relay(request)
  }

  return {
    /** Listens, then says READY as the fault switch says. Resolves once READY is posted (or never will be). */
    async start(): Promise<void> {
      deviceId()
      stop = options.listen(onMessage)
      const faults = await currentFaults()
      if (faults.ready === 'never') return
      if (faults.ready === 'slow') await options.wait(SLOW_READY_MS)
      post({ type: `${FRAME_PREFIX}READY` })
    },
    stop(): void {
      stop?.()
      stop = undefined
      showing?.remove()
      showing = undefined
    },
  }
}
