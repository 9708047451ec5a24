// The default sign-in verifier: the app's sign-in server over HTTP (the devstack's, devstack/siwx) — a nonce, then the
// signed message checked and kept as a session, listed per account and revoked one by one. Every answer is read
// through zod; a refusal rejects with the server's own sentence, anything unreadable with 'Something went wrong'.
import { z } from 'zod/mini'
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
const sessionSchema = z.object({ id: z.number().check(z.int()), data: fieldsSchema, message: z.string(), signature: z.string() })
const nonceSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/)) })
const refusalSchema = z.object({ message: z.string().check(z.maxLength(300)) })

export type ServerVerifierOptions = {
  url: string
  fetch: typeof fetch
  /** The page's host and origin: the message's domain and URI. */
  page: { host: string; origin: string }
  statement?: string
  now?: () => number
}

export function createServerVerifier(options: ServerVerifierOptions): SiwxVerifier {
  const now = options.now ?? Date.now
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
  const toSession = (raw: z.infer<typeof sessionSchema>): SiwxSession => ({ ...raw, id: String(raw.id), data: raw.data as SignInMessage })
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
      return toSession(read(sessionSchema, await call('/sessions', { method: 'POST', body: JSON.stringify({ chainId: data.chainId, message, signature }) })))
    },
    async getSessions(chainId, accountAddress) {
      const query = new URLSearchParams({ chainId, address: accountAddress })
      return read(z.array(sessionSchema), await call(`/sessions?${query}`)).map(toSession)
    },
    async revoke(session) {
      if (!session.id) throw new Error(errorText('SOMETHING_WENT_WRONG'))
      await call(`/sessions/${encodeURIComponent(session.id)}`, { method: 'DELETE' })
    },
  }
}
