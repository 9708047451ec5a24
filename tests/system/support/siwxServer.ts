// The app's sign-in server (config.services.siwxUrl, issue 15) in memory, as devstack/siwx speaks it:
//   POST   /nonce                          { nonce }, single use, 10 minutes
//   POST   /sessions { chainId, message, signature }   201 the session and the client's bearer token, or 401 why not
//   GET    /sessions?chainId=&address=     the sessions of the client whose token comes in Authorization
//   DELETE /sessions/{id}                  that client's session, 401 without a client, 404 for another's
// A message is good when it reads back exactly as itself (the app's own parser, as the server uses it), names the app's
// origin, is within its times, carries an unused nonce of this server, and is signed by its account (EIP-191 on
// eip155, a smart account through its owner; ed25519 on Solana). contracts/siwx.contract.test.ts holds it to the devstack.
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { recoverMessageAddress, type Hex } from 'viem'
import { parseSignInMessage, type SignInMessage } from '../../../src/services/siwx/signInMessage'
import type { FakeAnswer, Service } from './http'

export const SIWX_REFUSALS = {
  malformed: 'The sign-in message is not a valid sign-in message',
  nonce: 'The sign-in nonce is unknown or was already used',
  domain: 'The sign-in message is for another domain',
  expired: 'The sign-in message has expired',
  notYet: 'The sign-in message is not valid yet',
  signature: 'The signature does not match the account',
  chain: 'This server does not know that chain',
  noClient: 'This client holds no sign-in session',
} as const
const NONCE_MAX_AGE_MS = 10 * 60_000
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/
const SESSION_PATH = /^\/sessions\/([A-Za-z0-9_-]{22})$/

type Session = { id: string; chainId: string; address: string; message: string; signature: string; data: SignInMessage; createdAt: number; client: string }

const error = (status: number, message: string): FakeAnswer => ({ status, json: { message } })
const accountKey = (chainId: string, address: string) => (chainId.startsWith('eip155:') ? address.toLowerCase() : address)

export function createSiwxServerFake(options: {
  /** The app's origins: a message's URI must be one of them and its domain that origin's host. */
  appOrigins: readonly string[]
  /** CAIP-2 eip155 ids whose signatures it verifies. */
  evmChains: readonly string[]
  now: () => number
  /** The owner EOA of a smart account (its ERC-1271 check on a real chain), if the address is one. */
  smartAccountOwner?: (address: string) => string | undefined
  /** Deterministic randomness for nonces, ids and tokens (the world seeds it). */
  random?: (bytes: number) => Buffer
}) {
  const random = options.random ?? ((bytes: number) => randomBytes(bytes))
  const nonces = new Map<string, { issuedAt: number; used: boolean }>()
  const sessions: Session[] = []
  const clients = new Set<string>()
  let fault: 'normal' | 'fail' = 'normal'

  const shown = (session: Session) => ({ id: session.id, chainId: session.chainId, address: session.address, message: session.message, signature: session.signature, data: session.data, createdAt: session.createdAt })

  async function signedBy(fields: SignInMessage, message: string, signature: string): Promise<boolean> {
    if (fields.chainId.startsWith('solana:')) {
      try {
        return ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(fields.accountAddress))
      } catch {
        return false
      }
    }
    if (!/^0x[0-9a-fA-F]+$/.test(signature)) return false
    try {
      const signer = (await recoverMessageAddress({ message, signature: signature as Hex })).toLowerCase()
      const owner = options.smartAccountOwner?.(fields.accountAddress)?.toLowerCase()
      return signer === fields.accountAddress.toLowerCase() || (owner !== undefined && signer === owner)
    } catch {
      return false
    }
  }

  async function verify(chainId: string, message: string, signature: string): Promise<{ ok: true; fields: SignInMessage } | { ok: false; message: string }> {
    const fields = parseSignInMessage(message, chainId)
    if (!fields) return { ok: false, message: SIWX_REFUSALS.malformed }
    let site: URL | undefined
    try {
      site = new URL(fields.uri)
    } catch {
      site = undefined
    }
    if (!site || !options.appOrigins.includes(site.origin) || fields.domain !== site.host) return { ok: false, message: SIWX_REFUSALS.domain }
    const now = options.now()
    if (fields.expirationTime && Date.parse(fields.expirationTime) <= now) return { ok: false, message: SIWX_REFUSALS.expired }
    if (fields.notBefore && Date.parse(fields.notBefore) > now) return { ok: false, message: SIWX_REFUSALS.notYet }
    const nonce = nonces.get(fields.nonce)
    const fresh = nonce !== undefined && !nonce.used && now - nonce.issuedAt <= NONCE_MAX_AGE_MS
    if (nonce) nonce.used = true
    if (!fresh) return { ok: false, message: SIWX_REFUSALS.nonce }
    if (!chainId.startsWith('solana:') && !options.evmChains.includes(chainId)) return { ok: false, message: SIWX_REFUSALS.chain }
    return (await signedBy(fields, message, signature)) ? { ok: true, fields } : { ok: false, message: SIWX_REFUSALS.signature }
  }

  const service: Service = {
    async handle(request) {
      const { pathname, searchParams } = request.url
      const method = request.method
      if (method === 'OPTIONS') return { status: 204 }
      const presented = BEARER.exec(request.headers['authorization'] ?? '')?.[1]
      const client = presented !== undefined && clients.has(presented) ? presented : undefined
      if (pathname === '/nonce') {
        if (method !== 'POST') return error(405, `${method} not allowed on /nonce`)
        const nonce = random(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)
        nonces.set(nonce, { issuedAt: options.now(), used: false })
        return { status: 200, json: { nonce } }
      }
      if (pathname === '/sessions') {
        if (method === 'GET') {
          const chainId = searchParams.get('chainId') ?? ''
          const address = searchParams.get('address') ?? ''
          if (!CAIP2.test(chainId)) return error(400, 'chainId: Invalid string: must match pattern')
          if (!/^[0-9a-zA-Z]{32,44}$/.test(address)) return error(400, 'address: Invalid string: must match pattern')
          const key = accountKey(chainId, address)
          return { status: 200, json: client ? sessions.filter((s) => s.client === client && s.chainId === chainId && s.address === key).map(shown) : [] }
        }
        if (method !== 'POST') return error(405, `${method} not allowed on /sessions`)
        let body: { chainId?: unknown; message?: unknown; signature?: unknown }
        try {
          body = JSON.parse(request.body ?? '') as typeof body
        } catch {
          body = {}
        }
        if (typeof body.chainId !== 'string' || !CAIP2.test(body.chainId)) return error(400, 'chainId: Invalid input')
        if (typeof body.message !== 'string' || body.message.length > 4096) return error(400, 'message: Invalid input')
        if (typeof body.signature !== 'string' || !/^(0x)?[0-9a-zA-Z]{64,4096}$/.test(body.signature)) return error(400, 'signature: Invalid input')
        if (fault === 'fail') return error(401, 'Sign-in verification failed')
        const verdict = await verify(body.chainId, body.message, body.signature)
        if (!verdict.ok) return error(401, verdict.message)
        const token = client ?? random(32).toString('base64url')
        clients.add(token)
        const session: Session = {
          id: random(16).toString('base64url'),
          chainId: verdict.fields.chainId,
          address: accountKey(verdict.fields.chainId, verdict.fields.accountAddress),
          message: body.message,
          signature: body.signature,
          data: verdict.fields,
          createdAt: options.now(),
          client: token,
        }
        sessions.push(session)
        return { status: 201, json: { ...shown(session), token } }
      }
      const byId = SESSION_PATH.exec(pathname)
      if (byId) {
        if (method !== 'DELETE') return error(405, `${method} not allowed on ${pathname}`)
        if (!client) return error(401, SIWX_REFUSALS.noClient)
        const index = sessions.findIndex((s) => s.client === client && s.id === byId[1])
        if (index < 0) return error(404, `no session ${byId[1]}`)
        sessions.splice(index, 1)
        return { status: 200, json: { revoked: true } }
      }
      return error(404, `no route ${method} ${pathname}`)
    },
  }

  return {
    service,
    /** Every session the server keeps. */
    sessions: () => sessions.map(shown),
    /** Every verification refused ('fail'), as the devstack's fault switch does. */
    setFault(next: 'normal' | 'fail') {
      fault = next
    },
    /** Sessions end on the server's side (an admin revoked them, the server lost its store). */
    dropAll() {
      sessions.length = 0
    },
  }
}

export type SiwxServerFake = ReturnType<typeof createSiwxServerFake>
