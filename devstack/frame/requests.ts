// One app request, relayed by the page (POST /api/request), to its answer: the session the page's token names (if
// it is still good and this device's), the chain in force (the session's, else the page's), then the handler for
// the request's name. Every answer is checked against the protocol's own schema before it leaves, so the frame
// never says what the app would have to drop; a handler that throws becomes an error answer. Which account answers
// (the EOA or the smart account) is userAccounts.ts's rule. Social logins are a later step: they answer 'Not supported
// by this frame yet'.
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
import type { ApiAnswer, ApiRequest } from './apiSchemas'
import { normalizeChainId, type ChainId } from './chainIds'
import type { Login } from './login'
import { errorText, failure, success, type Reply } from './reply'
import type { Signer } from './signer'
import type { UpdateEmail } from './updateEmail'
import { SMART_ACCOUNTS_NOT_ENABLED, type UserAccounts } from './userAccounts'
import type { SmartAccounts } from './smartAccounts'
import type { StoredSession, WalletStore } from './walletStore'

export const NOT_SIGNED_IN = 'Not signed in'
export const NOT_SUPPORTED = 'Not supported by this frame yet'

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
}

type Context = { deviceId: string; chainId: ChainId; session: StoredSession | undefined; signal?: AbortSignal }

function payloadOf<N extends RequestName>(request: AppRequest, _name: N): RequestPayload<N> {
  return request.payload as RequestPayload<N>
}

export function createFrameRequests(deps: FrameRequestsDeps) {
  const { store, login, updateEmail, signer, accounts } = deps
  const userOf = (session: StoredSession) => store.userById(session.userId)

  function signedIn(ctx: Context, then: (session: StoredSession) => Reply | Promise<Reply>): Reply | Promise<Reply> {
    return ctx.session ? then(ctx.session) : failure(NOT_SIGNED_IN)
  }

  async function handle(name: RequestName, request: AppRequest, ctx: Context): Promise<Reply> {
    if (LATER.includes(name)) return failure(NOT_SUPPORTED)
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
      case 'RPC_REQUEST':
        return signedIn(ctx, async (session) => {
          const user = userOf(session)
          if (!user) return failure(NOT_SIGNED_IN)
          const rpc = payloadOf(request, name)
          const active = await accounts.active(user, session.preferredAccountType, rpc.chainId ?? ctx.chainId)
          return signer.request(user, ctx.chainId, rpc, active)
        })
      default:
        return failure(NOT_SUPPORTED)
    }
  }

  return {
    /** undefined when the body's request is not one the protocol knows (the server answers 400). */
    async answer(body: ApiRequest, signal?: AbortSignal): Promise<ApiAnswer | undefined> {
      const request = parseAppRequest(body.request)
      if (!request) return undefined
      const name = request.type.slice(APP_PREFIX.length) as RequestName
      const found = body.session ? store.session(body.session) : undefined
      const session = found && found.deviceId === body.deviceId ? found : undefined
      const chainId = session?.chainId ?? normalizeChainId(body.chainId ?? deps.frameChainId)
      let reply: Reply
      try {
        reply = await handle(name, request, { deviceId: body.deviceId, chainId, session, ...(signal ? { signal } : {}) })
      } catch (error) {
        reply = failure(errorText(error))
      }
      // A token that names no session here (the devstack restarted, or it was signed out) is forgotten.
      const effects = { ...(body.session && !session ? { session: null } : {}), ...reply.effects }
      if (!reply.ok) return { answer: frameError(name, request.id, reply.message), ...effects }
      const payload = z.safeParse(SUCCESS_PAYLOADS[name], reply.payload)
      if (!payload.success) return { answer: frameError(name, request.id, `frame: bad ${name} answer (${payload.error.issues[0]?.message ?? 'invalid'})`), ...effects }
      return { answer: frameSuccess(name, request.id, payload.data as never), ...effects }
    },
  }
}

export type FrameRequests = ReturnType<typeof createFrameRequests>
