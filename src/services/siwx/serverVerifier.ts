// The default sign-in verifier: the app's sign-in server over HTTP (the devstack's, devstack/siwx) — a nonce, then the
// signed message checked and kept as a session, listed per account and revoked one by one. Every answer is read
// through zod; a refusal rejects with the server's own sentence, anything unreadable with 'Something went wrong'.
// The server gives the client a bearer token with its first session and shows or revokes only the sessions of the
// client that sends it (R-SIWX-1: a browser without it has no session, and signs in again); the token is kept
// through the `token` port (local storage in the app) and sent with every /sessions request.
import * as z from '../../core/zod'
import { errorText } from '../../core/errors'
import type { SignInMessage } from './signInFields'
import type { SiwxSession, SiwxVerifier } from '../../core/signIn'

/** How long a sign-in is good for (the message's expiration time). */
export const SIGN_IN_LIFETIME_MS = 24 * 60 * 60_000
const TIMEOUT_MS = 15_000

const fieldsSchema = z.object({
  chainId: z.string(),
  accountAddress: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  issuedAt: z.string(),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  statement: z.optional(z.string()),
})
// The server's ids are random strings (128 bits in base64url in the devstack's), never a counter.
const sessionShape = { id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/)), data: fieldsSchema, message: z.string(), signature: z.string() }
const sessionSchema = z.object(sessionShape)
// The sign-in's answer also carries the client's token (RFC 6750's b64token: nothing that could break the
// Authorization header). A spread shape, not z.extend: every zod function Latch uses anywhere ships in the first chunk.
const signedInSchema = z.object({ ...sessionShape, token: z.string().check(z.regex(/^[A-Za-z0-9\-._~+/]{16,2048}=*$/)) })
const nonceSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/)) })
const refusalSchema = z.object({ message: z.string().check(z.maxLength(300)) })

/** Where the client keeps the server's token between page loads. */
export type SiwxTokenPort = { get(): string | undefined; set(token: string): void }

export type ServerVerifierOptions = {
  url: string
  fetch: typeof fetch
  /** The server's token for this client; without one, it lives as long as the verifier. */
  token?: SiwxTokenPort
  /** The page's host and origin: the message's domain and URI. */
  page: { host: string; origin: string }
  statement?: string
  now?: () => number
}

export function createServerVerifier(options: ServerVerifierOptions): SiwxVerifier {
  const now = options.now ?? Date.now
  const token = options.token ?? memoryToken()
  /** The client's own sessions: the token goes with every /sessions request, and nowhere else. */
  const asClient = (): Record<string, string> => {
    const held = token.get()
    return held ? { authorization: `Bearer ${held}` } : {}
  }
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response
    try {
      response = await options.fetch(`${options.url}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { 'content-type': 'application/json', ...init.headers } })
    } catch {
      throw new Error(errorText('SOMETHING_WENT_WRONG'))
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.ok) return body
    const refusal = z.safeParse(refusalSchema, body)
    throw new Error(refusal.success ? refusal.data.message : errorText('SOMETHING_WENT_WRONG'))
  }
  const toSession = (raw: z.infer<typeof sessionSchema>): SiwxSession => ({ id: raw.id, data: raw.data as SignInMessage, message: raw.message, signature: raw.signature })
  const read = <T>(schema: z.ZodMiniType<T>, value: unknown): T => {
    const parsed = z.safeParse(schema, value)
    if (!parsed.success) throw new Error(errorText('SOMETHING_WENT_WRONG'))
    return parsed.data
  }

  return {
    async createMessage({ chainId, accountAddress }) {
      const { nonce } = read(nonceSchema, await call('/nonce', { method: 'POST', body: '{}' }))
      const issued = now()
      return {
        chainId,
        accountAddress,
        domain: options.page.host,
        uri: options.page.origin,
        version: '1',
        nonce,
        issuedAt: new Date(issued).toISOString(),
        expirationTime: new Date(issued + SIGN_IN_LIFETIME_MS).toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
      }
    },
    async verify({ data, message, signature }) {
      const signedIn = read(signedInSchema, await call('/sessions', { method: 'POST', headers: asClient(), body: JSON.stringify({ chainId: data.chainId, message, signature }) }))
      // The same token again, or a new one where the server did not know ours: either way, the one to keep.
      token.set(signedIn.token)
      return toSession(signedIn)
    },
    async getSessions(chainId, accountAddress) {
      const query = new URLSearchParams({ chainId, address: accountAddress })
      return read(z.array(sessionSchema), await call(`/sessions?${query}`, { headers: asClient() })).map(toSession)
    },
    async revoke(session) {
      if (!session.id) throw new Error(errorText('SOMETHING_WENT_WRONG'))
      await call(`/sessions/${encodeURIComponent(session.id)}`, { method: 'DELETE', headers: asClient() })
    },
  }
}

function memoryToken(): SiwxTokenPort {
  let held: string | undefined
  return {
    get: () => held,
    set: (token) => void (held = token),
  }
}
