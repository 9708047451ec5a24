// One app request, relayed by the page (POST /api/request), to its answer: the session the page's token names (if
// it is still good and this device's), the chain in force (the session's, else the page's), then the handler for
// the request's name. Every answer is checked against the protocol's own schema before it leaves, so the frame
// never says what the app would have to drop; a handler that throws becomes an error answer. Smart accounts and
// social logins are a later step: they answer 'Not supported by this frame yet'.
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
import { embeddedUser } from './users'
import type { StoredSession, WalletStore } from './walletStore'

export const NOT_SIGNED_IN = 'Not signed in'
export const NOT_SUPPORTED = 'Not supported by this frame yet'

const LATER: readonly RequestName[] = [
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
]
const ALWAYS_FINE: readonly RequestName[] = ['SYNC_THEME', 'SYNC_DAPP_DATA', 'RELOAD', 'HEARTBEAT']

export type FrameRequestsDeps = { store: WalletStore; login: Login; updateEmail: UpdateEmail; signer: Signer; frameChainId: ChainId }

type Context = { deviceId: string; chainId: ChainId; session: StoredSession | undefined; signal?: AbortSignal }

function payloadOf<N extends RequestName>(request: AppRequest, _name: N): RequestPayload<N> {
  return request.payload as RequestPayload<N>
}

export function createFrameRequests(deps: FrameRequestsDeps) {
  const { store, login, updateEmail, signer } = deps

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
        if (ctx.session) store.setSessionChain(ctx.session.token, chainId)
        return success({ chainId }, { chainId })
      }
      case 'GET_USER':
        return signedIn(ctx, (session) => {
          const user = store.userById(session.userId)
          if (!user) return failure(NOT_SIGNED_IN)
          const asked = payloadOf(request, name)?.chainId
          const chainId = asked === undefined ? ctx.chainId : normalizeChainId(asked)
          if (asked !== undefined) store.setSessionChain(session.token, chainId)
          return success(embeddedUser(user, chainId), asked === undefined ? undefined : { chainId })
        })
      case 'UPDATE_EMAIL':
        return signedIn(ctx, (session) => updateEmail.start(payloadOf(request, name).email, session))
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        return signedIn(ctx, (session) => updateEmail.primaryOtp(payloadOf(request, name).otp, session))
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return signedIn(ctx, (session) => updateEmail.secondaryOtp(payloadOf(request, name).otp, session))
      case 'RPC_REQUEST':
        return signedIn(ctx, (session) => {
          const user = store.userById(session.userId)
          return user ? signer.request(user, ctx.chainId, payloadOf(request, name)) : failure(NOT_SIGNED_IN)
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
