// One app request, relayed by the page (POST /api/request), to its answer: the session the page's token names (if
// it is still good and this device's), the chain in force (the session's, else the page's), then the handler for
// the request's name. Every answer is checked against the protocol's own schema before it leaves, so the frame
// never says what the app would have to drop; a handler that throws becomes an error answer. Which account answers
// (the EOA or the smart account) is userAccounts.ts's rule. Social logins are a later step: they answer 'Not supported
// by this frame yet'. Issue 31: an RPC_REQUEST that needs the person's approval (SPEC §6) is not signed here at
// once: it is normalised, summarised and kept (approvals.ts), the page shows it, and only the page's decision after
// a trusted click on its own Approve button (`decide`) signs that same normalised object. A session belongs to the
// origin that logged in: asked by a frame under any other parent, the frame is signed out.
import {
  APP_PREFIX,
  frameError,
  frameSuccess,
  parseAppRequest,
  SUCCESS_PAYLOADS,
  type AppRequest,
  type RequestName,
  type RequestPayload,
} from '../../src/services/frame/frameMessages'
import { z } from 'zod/mini'
import { needsApproval } from '../../src/services/rpc/rpcMethods'
import { USER_REJECTED, type ApiAnswer, type ApiRequest, type ApprovalView } from './apiSchemas'
import type { Approvals } from './approvals'
import type { NormalizedApproval } from './approval/normalize'
import { normalizeChainId, type ChainId } from './chainIds'
import type { Login, LoginContext } from './login'
import { errorText, failure, success, type Reply } from './reply'
import type { Signer } from './signer'
import { NOT_SUPPORTED_YET } from './signerErrors'
import type { ActiveAccount } from './userAccounts'
import type { UpdateEmail } from './updateEmail'
import { SMART_ACCOUNTS_NOT_ENABLED, type UserAccounts } from './userAccounts'
import type { SmartAccounts } from './smartAccounts'
import type { StoredSession, WalletStore } from './walletStore'

export const NOT_SIGNED_IN = 'Not signed in'

const LATER: readonly RequestName[] = [
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
]
const ALWAYS_FINE: readonly RequestName[] = ['SYNC_THEME', 'SYNC_DAPP_DATA', 'RELOAD', 'HEARTBEAT']

export type FrameRequestsDeps = {
  store: WalletStore
  login: Login
  updateEmail: UpdateEmail
  signer: Signer
  accounts: UserAccounts
  /** Where the account-abstraction contracts are (none: every user has only the EOA). */
  smartAccounts?: SmartAccounts
  frameChainId: ChainId
  approvals: Approvals
  /** The one decoder (approval/): the request read once, and what the person is shown of exactly that. */
  approval: {
    normalize(method: string, params: unknown): { ok: true; request: NormalizedApproval } | { ok: false; message: string }
    summarize(request: NormalizedApproval, account: ActiveAccount['type']): Promise<ApprovalView['summary']>
  }
}

/** What a handler knows of the request: the login's context (login.ts: the theme rides along for its mail). */
type Context = LoginContext
/** A handler's outcome: an answer now, or an approval for the page to show first. */
type Outcome = Reply | { approval: ApprovalView }

function payloadOf<N extends RequestName>(request: AppRequest, _name: N): RequestPayload<N> {
  return request.payload as RequestPayload<N>
}

/** The app's RPC_REQUEST `requestId`, answered as the person's no. */
const rejected = (requestId: string) => frameError('RPC_REQUEST', requestId, USER_REJECTED)

export function createFrameRequests(deps: FrameRequestsDeps) {
  const { store, login, updateEmail, signer, accounts } = deps
  const userOf = (session: StoredSession) => store.userById(session.userId)

  /** The session the page's token names, if it is this device's and this embedding origin's. */
  function sessionOf(body: ApiRequest): StoredSession | undefined {
    const found = body.session ? store.session(body.session) : undefined
    return found && found.deviceId === body.deviceId && found.parentOrigin === body.parentOrigin ? found : undefined
  }

  /** Issue 31: the page's word after a trusted click on its own button; the approval is decided once. */
  async function decide(body: Extract<ApiRequest, { decide: unknown }>, session: StoredSession | undefined): Promise<ApiAnswer | undefined> {
    const { approval: id, decision } = body.decide
    const pending = session && deps.approvals.take(id, session.token, body.parentOrigin)
    const user = session && userOf(session)
    if (!pending || !user) return undefined
    if (decision === 'reject') return { answer: rejected(pending.requestId) }
    let reply: Reply
    try {
      reply = await signer.signApproved(user, pending.chainId, pending.request, pending.active)
    } catch (error) {
      reply = failure(errorText(error))
    }
    return { answer: reply.ok ? frameSuccess('RPC_REQUEST', pending.requestId, reply.payload) : frameError('RPC_REQUEST', pending.requestId, reply.message) }
  }

  function signedIn(ctx: Context, then: (session: StoredSession) => Reply | Promise<Reply>): Reply | Promise<Reply> {
    return ctx.session ? then(ctx.session) : failure(NOT_SIGNED_IN)
  }

  async function handle(name: RequestName, request: AppRequest, ctx: Context): Promise<Outcome> {
    if (LATER.includes(name)) return failure(NOT_SUPPORTED_YET)
    if (ALWAYS_FINE.includes(name)) return success()
    switch (name) {
      case 'CONNECT_EMAIL':
        return login.connectEmail(payloadOf(request, name).email, ctx)
      case 'CONNECT_DEVICE':
        return login.connectDevice(ctx)
      case 'CONNECT_OTP':
        return login.connectOtp(payloadOf(request, name).otp, ctx)
      case 'IS_CONNECTED':
        return success({ isConnected: ctx.session !== undefined })
      case 'SIGN_OUT': {
        if (ctx.session) deps.approvals.dropSession(ctx.session.token)
        const ended = ctx.session ? store.dropSession(ctx.session.token) : false
        return success(undefined, { session: null, ...(ended ? { accountsChanged: null } : {}) })
      }
      case 'GET_CHAIN_ID':
        return success({ chainId: ctx.chainId })
      case 'SWITCH_NETWORK': {
        const chainId = normalizeChainId(payloadOf(request, name).chainId)
        const user = ctx.session && userOf(ctx.session)
        if (!ctx.session || !user) return success({ chainId }, { chainId })
        store.setSessionChain(ctx.session.token, chainId)
        // R-SA-2: off the smart accounts' chain the EOA answers, and back on it the smart account again.
        const before = await accounts.active(user, ctx.session.preferredAccountType, ctx.chainId)
        const after = await accounts.describe(user, ctx.session.preferredAccountType, chainId)
        return success({ chainId }, { chainId, ...(after.address === before.address ? {} : { accountsChanged: after }) })
      }
      case 'GET_USER':
        return signedIn(ctx, async (session) => {
          const user = userOf(session)
          if (!user) return failure(NOT_SIGNED_IN)
          const { chainId: asked, preferredAccountType } = payloadOf(request, name) ?? {}
          const chainId = asked === undefined ? ctx.chainId : normalizeChainId(asked)
          if (asked !== undefined) store.setSessionChain(session.token, chainId)
          if (preferredAccountType) store.setSessionAccountType(session.token, preferredAccountType)
          const described = await accounts.describe(user, preferredAccountType ?? session.preferredAccountType, chainId)
          return success(described, asked === undefined ? undefined : { chainId })
        })
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return success({ smartAccountEnabledNetworks: accounts.enabledNetworks() })
      case 'INIT_SMART_ACCOUNT':
        return signedIn(ctx, async (session) => {
          const user = userOf(session)
          if (!user) return failure(NOT_SIGNED_IN)
          if (!deps.smartAccounts || !accounts.enabledOn(ctx.chainId)) return failure(SMART_ACCOUNTS_NOT_ENABLED)
          return success(await deps.smartAccounts.deploy(user.privateKey))
        })
      case 'SET_PREFERRED_ACCOUNT':
        return signedIn(ctx, async (session) => {
          const user = userOf(session)
          if (!user) return failure(NOT_SIGNED_IN)
          const { type } = payloadOf(request, name)
          // Refused, not quietly the EOA: the app fails over itself and tells the person (R-SA-2).
          if (type === 'smartAccount' && !accounts.enabledOn(ctx.chainId)) return failure(SMART_ACCOUNTS_NOT_ENABLED)
          store.setSessionAccountType(session.token, type)
          const described = await accounts.describe(user, type, ctx.chainId)
          return success({ type, address: described.address }, { accountsChanged: described })
        })
      case 'UPDATE_EMAIL':
        return signedIn(ctx, (session) => updateEmail.start(payloadOf(request, name).email, session))
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        return signedIn(ctx, (session) => updateEmail.primaryOtp(payloadOf(request, name).otp, session))
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return signedIn(ctx, (session) => updateEmail.secondaryOtp(payloadOf(request, name).otp, session))
      case 'RPC_REQUEST': {
        const session = ctx.session
        const user = session && userOf(session)
        if (!session || !user) return failure(NOT_SIGNED_IN)
        const rpc = payloadOf(request, name)
        const chainId = rpc.chainId === undefined ? ctx.chainId : normalizeChainId(rpc.chainId)
        const active = await accounts.active(user, session.preferredAccountType, chainId)
        if (!needsApproval(rpc.method)) return signer.request(user, ctx.chainId, rpc, active)
        // SPEC §6: shown to the person first, in the frame; nothing is signed on this request alone.
        const normalized = deps.approval.normalize(rpc.method, rpc.params)
        if (!normalized.ok) return failure(normalized.message)
        // What could never be signed (another account, another chain) is answered now, not after the person's click.
        const refused = await signer.refusal(user, chainId, normalized.request, active)
        if (refused) return failure(refused)
        const summary = await deps.approval.summarize(normalized.request, active.type)
        const pending = deps.approvals.add({ requestId: request.id, sessionToken: session.token, parentOrigin: ctx.parentOrigin, chainId, active, request: normalized.request })
        return { approval: { id: pending.id, summary } }
      }
      // The page withdraws the approval it shows (a reject decision) before it relays this; nothing is left here.
      case 'CANCEL_APPROVAL':
        return success()
      default:
        return failure(NOT_SUPPORTED_YET)
    }
  }

  return {
    /** undefined when the body's request is not one the protocol knows (the server answers 400). */
    async answer(body: ApiRequest, signal?: AbortSignal): Promise<ApiAnswer | undefined> {
      const session = sessionOf(body)
      // A token that names no session here (the devstack restarted, it was signed out, or it is another origin's)
      // is forgotten.
      const forget = body.session && !session ? { session: null } : {}
      if ('decide' in body) {
        const decided = await decide(body, session)
        return decided && { ...decided, ...forget }
      }
      const request = parseAppRequest(body.request)
      if (!request) return undefined
      const name = request.type.slice(APP_PREFIX.length) as RequestName
      const chainId = session?.chainId ?? normalizeChainId(body.chainId ?? deps.frameChainId)
      const ctx: Context = { deviceId: body.deviceId, parentOrigin: body.parentOrigin, chainId, session, ...(signal ? { signal } : {}), ...(body.theme ? { theme: body.theme } : {}) }
      let outcome: Outcome
      try {
        outcome = await handle(name, request, ctx)
      } catch (error) {
        outcome = failure(errorText(error))
      }
      if ('approval' in outcome) return { approval: outcome.approval, ...forget }
      const reply = outcome
      const effects = { ...forget, ...reply.effects }
      if (!reply.ok) return { answer: frameError(name, request.id, reply.message), ...effects }
      const payload = z.safeParse(SUCCESS_PAYLOADS[name], reply.payload)
      if (!payload.success) return { answer: frameError(name, request.id, `frame: bad ${name} answer (${payload.error.issues[0]?.message ?? 'invalid'})`), ...effects }
      return { answer: frameSuccess(name, request.id, payload.data as never), ...effects }
    },
  }
}

export type FrameRequests = ReturnType<typeof createFrameRequests>
