// The embedded-wallet frame's protocol (SPEC §7, R-FRAME-3), one zod schema per message in each direction with the
// §5 rules (R-VAL-2). Both sides parse: the app what the frame says and what it is about to post, the frame page what
// the app asks. A request carries an unpredictable id; the frame answers `<NAME>_SUCCESS` or `<NAME>_ERROR` (with a
// message) under the same id. Shared by the app's bridge and the devstack's frame page, so neither can drift.
import * as z from '../../core/zod'

export const APP_PREFIX = '@latch-app/'
export const FRAME_PREFIX = '@latch-frame/'

// §5: the social providers the frame knows; connect-email and update-email actions; theme modes; commitments.
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const CONNECT_EMAIL_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
export const UPDATE_EMAIL_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const
export const SOLANA_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

// Request ids come from crypto.randomUUID: a page that guesses ids cannot answer for the frame.
function requestId() {
  return z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))
}

// An email as a person types it: something@domain.tld, no spaces, at most 254 characters.
const email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email'))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(80)), z.number().check(z.int(), z.gte(0))])
const accountType = z.enum(ACCOUNT_TYPES)
export type AccountType = (typeof ACCOUNT_TYPES)[number]
const empty = z.optional(z.object({}))

// §5: a batched call's target and data start with 0x; a Solana request's commitment is one of the known levels.
const batchedCall = z.looseObject({ to: hex, data: z.optional(hex), value: z.optional(z.union([hex, z.string(), z.number()])) })
const rpcParams = z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]))
const rpcRequest = z
  .object({ method: z.string().check(z.minLength(1), z.maxLength(100)), params: rpcParams, chainId: z.optional(chainId) })
  .check(
    z.refine((request) => request.method !== 'wallet_sendCalls' || sendCallsValid(request.params), 'Invalid batched call'),
    z.refine((request) => commitmentValid(request.params), 'Invalid commitment'),
  )

function sendCallsValid(params: unknown): boolean {
  const [first] = Array.isArray(params) ? params : []
  const calls = (first as { calls?: unknown } | undefined)?.calls
  return Array.isArray(calls) && calls.every((call) => z.safeParse(batchedCall, call).success)
}

function commitmentValid(params: unknown): boolean {
  const options = Array.isArray(params) ? params.find((param) => typeof param === 'object' && param !== null && 'commitment' in param) : undefined
  const commitment = (options as { commitment?: unknown } | undefined)?.commitment
  return commitment === undefined || (SOLANA_COMMITMENTS as readonly unknown[]).includes(commitment)
}

/** What the app may ask, by name, with its payload (SPEC §7 "messages from page"). */
export const REQUEST_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.object({ otp: z.string().check(z.minLength(1), z.maxLength(64)) }),
  CONNECT_SOCIAL: z.object({ uri: z.string().check(z.minLength(1)), preferredAccountType: z.optional(accountType), chainId: z.optional(chainId) }),
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: z.optional(z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType), socialUri: z.optional(z.string()) })),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.optional(z.object({ token: z.optional(z.string()) })),
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  RPC_REQUEST: rpcRequest,
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: z.string().check(z.minLength(1), z.maxLength(64)) }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: z.string().check(z.minLength(1), z.maxLength(64)) }),
  SYNC_THEME: z.object({ themeMode: z.enum(['light', 'dark']), themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(z.object({ name: z.string(), description: z.optional(z.string()), url: z.optional(z.string()), icons: z.optional(z.array(z.string())) })),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
  }),
  RELOAD: empty,
  // The frame's life (SPEC §9 heartbeat every 5 s): a frame that stops answering is no longer ready.
  HEARTBEAT: empty,
  // The person left the approval some other way (Close, Back, Escape in the modal): the frame drops it and answers
  // that RPC_REQUEST as rejected. The app can only withdraw a request this way, never approve one (issue 31).
  CANCEL_APPROVAL: z.object({ requestId: requestId() }),
} as const

export type RequestName = keyof typeof REQUEST_PAYLOADS
export type RequestPayload<N extends RequestName> = z.output<(typeof REQUEST_PAYLOADS)[N]>

const address = z.string().check(z.minLength(1), z.maxLength(64))
/** SPEC §3 embedded-login user. */
export const userSchema = z.object({
  email: z.optional(email),
  address,
  chainId,
  accounts: z.optional(z.array(z.object({ address, type: accountType }))),
  userName: z.optional(z.string()),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type EmbeddedUser = z.output<typeof userSchema>

/** What each answer carries on success. */
export const SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(CONNECT_EMAIL_ACTIONS) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  CONNECT_SOCIAL: userSchema,
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  CONNECT_FARCASTER: userSchema,
  GET_USER: userSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.gte(0))) }),
  INIT_SMART_ACCOUNT: z.object({ address, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address }),
  RPC_REQUEST: z.optional(z.unknown()),
  UPDATE_EMAIL: z.object({ action: z.enum(UPDATE_EMAIL_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: empty,
  UPDATE_EMAIL_SECONDARY_OTP: z.optional(z.object({ newEmail: z.optional(email) })),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
  HEARTBEAT: empty,
  CANCEL_APPROVAL: empty,
} as const satisfies Record<RequestName, unknown>

export type SuccessPayload<N extends RequestName> = z.output<(typeof SUCCESS_PAYLOADS)[N]>

const id = requestId()
const REQUEST_NAMES = Object.keys(REQUEST_PAYLOADS) as RequestName[]

/** A request as posted to the frame: `{ type: '@latch-app/NAME', id, payload }`. */
export type AppRequest = { [N in RequestName]: { type: `${typeof APP_PREFIX}${N}`; id: string; payload?: RequestPayload<N> } }[RequestName]

/** What the frame says: an answer to a request, or one of its own events (ready, a changed account). */
export type FrameMessage =
  | { kind: 'success'; name: RequestName; id: string; payload: unknown }
  | { kind: 'error'; name: RequestName; id: string; message: string }
  | { kind: 'ready' }
  | { kind: 'accountsChanged'; user: EmbeddedUser | null }
  | { kind: 'approval'; requestId: string; height: number }

const envelope = z.object({ type: z.string().check(z.maxLength(100)), id: z.optional(id), payload: z.optional(z.unknown()) })
const errorPayload = z.object({ message: z.string().check(z.maxLength(2000)) })
/** The frame shows the approval of request `id` and needs this many CSS pixels of the modal's body (issue 31). */
export const MAX_APPROVAL_HEIGHT = 4000
const approvalPayload = z.object({ height: z.number().check(z.int(), z.gte(0), z.lte(MAX_APPROVAL_HEIGHT)) })

/** The frame page's side: parses what the app posted, or says it is not a request. */
export function parseAppRequest(data: unknown): AppRequest | undefined {
  const parsed = z.safeParse(envelope, data)
  if (!parsed.success || !parsed.data.type.startsWith(APP_PREFIX) || parsed.data.id === undefined) return undefined
  const name = parsed.data.type.slice(APP_PREFIX.length) as RequestName
  if (!REQUEST_NAMES.includes(name)) return undefined
  const payload = z.safeParse(REQUEST_PAYLOADS[name], parsed.data.payload)
  return payload.success ? ({ type: parsed.data.type, id: parsed.data.id, payload: payload.data } as AppRequest) : undefined
}

/** The app's side: parses what the frame posted, or says it is not one of its messages. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const parsed = z.safeParse(envelope, data)
  if (!parsed.success || !parsed.data.type.startsWith(FRAME_PREFIX)) return undefined
  const type = parsed.data.type.slice(FRAME_PREFIX.length)
  if (type === 'READY') return { kind: 'ready' }
  if (type === 'ACCOUNTS_CHANGED') {
    const user = z.safeParse(z.nullable(userSchema), parsed.data.payload)
    return user.success ? { kind: 'accountsChanged', user: user.data } : undefined
  }
  if (type === 'APPROVAL') {
    const approval = z.safeParse(approvalPayload, parsed.data.payload)
    return approval.success && parsed.data.id !== undefined ? { kind: 'approval', requestId: parsed.data.id, height: approval.data.height } : undefined
  }
  const answer = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  const name = answer?.[1] as RequestName | undefined
  if (!answer || !name || !REQUEST_NAMES.includes(name) || parsed.data.id === undefined) return undefined
  if (answer[2] === 'ERROR') {
    const error = z.safeParse(errorPayload, parsed.data.payload)
    return error.success ? { kind: 'error', name, id: parsed.data.id, message: error.data.message } : undefined
  }
  const payload = z.safeParse(SUCCESS_PAYLOADS[name], parsed.data.payload)
  return payload.success ? { kind: 'success', name, id: parsed.data.id, payload: payload.data } : undefined
}

/** A request ready to post, checked as the frame will check it: the app never sends what the frame must refuse. */
export function appRequest<N extends RequestName>(name: N, id: string, payload?: RequestPayload<N>): AppRequest | undefined {
  return parseAppRequest({ type: `${APP_PREFIX}${name}`, id, payload })
}

/** The frame page's answers. */
export const frameSuccess = <N extends RequestName>(name: N, id: string, payload?: SuccessPayload<N>) => ({ type: `${FRAME_PREFIX}${name}_SUCCESS`, id, payload })
export const frameError = (name: RequestName, id: string, message: string) => ({ type: `${FRAME_PREFIX}${name}_ERROR`, id, payload: { message } })
/** The frame page asks its parent to show it, `height` pixels tall, for the approval of request `id`. */
export const frameApproval = (id: string, height: number) => ({ type: `${FRAME_PREFIX}APPROVAL`, id, payload: { height } })
