// The default sign-in verifier against a fake fetch that records every request: what it sends for each step of
// R-SIWX-2 (a nonce, the signed message checked into a session, the sessions listed, one revoked), the client's
// token (kept from the sign-in's answer, sent as `Authorization: Bearer` with every /sessions request and nowhere
// else), and R-SIWX-3's failures: the server's own sentence for a refusal, and SPEC §8's 'Something went wrong'
// (R-ERR-4) for any answer that fails its shape, a server out of reach, or a session without an id. Every expected
// value is written out.
import { describe, expect, it } from 'vitest'
import type { SiwxSession } from '../../../../src/core/signIn'
import { createServerVerifier, type SiwxTokenPort } from '../../../../src/services/siwx/serverVerifier'

const URL_BASE = 'https://siwx.example.test'
const NOW = Date.parse('2026-11-25T12:00:00.000Z')
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOMETHING_WENT_WRONG = /^Something went wrong$/

type Seen = { url: string; init: RequestInit | undefined }

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function verifierAnswering(answer: (url: string) => Response | Promise<Response>, statement?: string, token?: SiwxTokenPort) {
  const seen: Seen[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push({ url: String(input), init })
    return answer(String(input))
  }
  const verifier = createServerVerifier({ url: URL_BASE, fetch, page: { host: 'app.example.test', origin: 'https://app.example.test' }, now: () => NOW, ...(statement ? { statement } : {}), ...(token ? { token } : {}) })
  return { seen, verifier }
}
const authorizationOf = (seen: Seen | undefined) => new Headers(seen?.init?.headers).get('authorization')
/** A token port over one variable, as the app's storage is over one key. */
function heldToken(initial?: string): SiwxTokenPort & { held: string | undefined } {
  const port = { held: initial, get: () => port.held, set: (token: string) => void (port.held = token) }
  return port
}

const DATA = {
  chainId: 'eip155:31337',
  accountAddress: ADDRESS,
  domain: 'app.example.test',
  uri: 'https://app.example.test',
  version: '1' as const,
  nonce: 'a1B2c3D4e5',
  issuedAt: '2026-11-25T12:00:00.000Z',
  expirationTime: '2026-11-26T12:00:00.000Z',
}
const SESSION_ID = 'k3Jq9XwB2mT7vLp0sR4yZg'
const TOKEN = 'T0k3n_of-the-client_43-characters-long_abcd'
const SESSION_ANSWER = { id: SESSION_ID, data: DATA, message: 'app.example.test wants you to sign in with your Ethereum account: …', signature: '0xsig' }

describe('createMessage (R-SIWX-2: a fresh nonce from the server)', () => {
  it('R-SIWX-2: POSTs {} as JSON to /nonce, with a deadline signal', async () => {
    const { seen, verifier } = verifierAnswering(() => json({ nonce: 'a1B2c3D4e5' }))
    await verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('https://siwx.example.test/nonce')
    expect(seen[0]?.init?.method).toBe('POST')
    expect(seen[0]?.init?.body).toBe('{}')
    expect(new Headers(seen[0]?.init?.headers).get('content-type')).toBe('application/json')
    expect(seen[0]?.init?.signal).toBeInstanceOf(AbortSignal)
    expect(seen[0]?.init?.signal?.aborted).toBe(false)
  })

  it("R-SIWX-2: the message is the page's domain and URI, the server's nonce, issued now and good for 24 hours", async () => {
    const { verifier } = verifierAnswering(() => json({ nonce: 'Abcd1234' }), 'Sign in to Latch.')
    expect(await verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })).toStrictEqual({
      chainId: 'eip155:31337',
      accountAddress: ADDRESS,
      domain: 'app.example.test',
      uri: 'https://app.example.test',
      version: '1',
      nonce: 'Abcd1234',
      issuedAt: '2026-11-25T12:00:00.000Z',
      expirationTime: '2026-11-26T12:00:00.000Z',
      statement: 'Sign in to Latch.',
    })
  })

  it('R-SIWX-2: without a configured statement the message has no statement key', async () => {
    const { verifier } = verifierAnswering(() => json({ nonce: 'Abcd1234' }))
    expect(Object.keys(await verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS }))).not.toContain('statement')
  })

  it.each([
    ['7 characters', { nonce: 'abc1234' }],
    ['junk after it', { nonce: 'abc12345!' }],
    ['junk before it', { nonce: '!abc12345' }],
    ['a number', { nonce: 12345678 }],
    ['no nonce', {}],
  ])("R-SIWX-3, R-ERR-4: a nonce answer with %s is 'Something went wrong'", async (_what, body) => {
    const { verifier } = verifierAnswering(() => json(body))
    await expect(verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })).rejects.toThrow(SOMETHING_WENT_WRONG)
  })

  it("R-SIWX-3, R-ERR-4: a nonce answer that is not JSON is 'Something went wrong'", async () => {
    const { verifier } = verifierAnswering(() => new Response('<html>', { status: 200 }))
    await expect(verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })).rejects.toThrow(SOMETHING_WENT_WRONG)
  })

  it("R-SIWX-3, R-ERR-4: a server out of reach is 'Something went wrong'", async () => {
    const { verifier } = verifierAnswering(() => Promise.reject(new TypeError('fetch failed')))
    await expect(verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })).rejects.toThrow(SOMETHING_WENT_WRONG)
  })
})

describe("refusals (R-SIWX-3: the server's sentence, else 'Something went wrong')", () => {
  it("R-SIWX-3: a refusal with a { message } of 300 characters rejects with that sentence", async () => {
    const sentence = 'x'.repeat(300)
    const { verifier } = verifierAnswering(() => json({ message: sentence }, 400))
    await expect(verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })).rejects.toThrow(new Error(sentence))
  })

  it("R-SIWX-3: the server's sentence for a refused signature", async () => {
    const { verifier } = verifierAnswering(() => json({ message: 'The signature does not match the account' }, 401))
    await expect(verifier.verify({ data: DATA, message: 'text', signature: '0xsig' })).rejects.toThrow(new Error('The signature does not match the account'))
  })

  it.each([
    ['a body that is not JSON', () => new Response('Bad Gateway', { status: 502 })],
    ['a sentence of 301 characters', () => json({ message: 'x'.repeat(301) }, 400)],
    ['no message field', () => json({ error: 'nope' }, 400)],
  ])("R-SIWX-3, R-ERR-4: a refusal with %s is 'Something went wrong'", async (_what, answer) => {
    const { verifier } = verifierAnswering(answer)
    await expect(verifier.verify({ data: DATA, message: 'text', signature: '0xsig' })).rejects.toThrow(SOMETHING_WENT_WRONG)
  })
})

describe('verify, getSessions, revoke (R-SIWX-2)', () => {
  it('R-SIWX-2: verify POSTs the chain, the text and the signature to /sessions and answers the session (without the token), its id a string', async () => {
    const { seen, verifier } = verifierAnswering(() => json({ ...SESSION_ANSWER, token: TOKEN }))
    const session = await verifier.verify({ data: DATA, message: 'the text', signature: '0xsig' })
    expect(session).toStrictEqual(SESSION_ANSWER)
    expect(seen[0]?.url).toBe('https://siwx.example.test/sessions')
    expect(seen[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(seen[0]?.init?.body))).toStrictEqual({ chainId: 'eip155:31337', message: 'the text', signature: '0xsig' })
    expect(new Headers(seen[0]?.init?.headers).get('content-type')).toBe('application/json')
    // A first sign-in holds no token yet.
    expect(authorizationOf(seen[0])).toBeNull()
  })

  it('R-SIWX-2: getSessions asks /sessions for the chain and address and answers the sessions', async () => {
    const { seen, verifier } = verifierAnswering(() => json([SESSION_ANSWER]))
    expect(await verifier.getSessions('eip155:31337', ADDRESS)).toStrictEqual([SESSION_ANSWER])
    const url = new URL(seen[0]?.url ?? '')
    expect(url.origin + url.pathname).toBe('https://siwx.example.test/sessions')
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('address')).toBe(ADDRESS)
    expect(seen[0]?.init?.method ?? 'GET').toBe('GET')
  })

  it.each([
    ['a nonce with junk after it', { ...SESSION_ANSWER, data: { ...DATA, nonce: 'abc12345!' } }],
    ['a nonce with junk before it', { ...SESSION_ANSWER, data: { ...DATA, nonce: '!abc12345' } }],
    ['a nonce of 7 characters', { ...SESSION_ANSWER, data: { ...DATA, nonce: 'abc1234' } }],
    ['version 2', { ...SESSION_ANSWER, data: { ...DATA, version: '2' } }],
    ['a numeric id (a counter)', { ...SESSION_ANSWER, id: 7 }],
    ['an id of 15 characters', { ...SESSION_ANSWER, id: 'k3Jq9XwB2mT7vLp' }],
    ['an id with a slash', { ...SESSION_ANSWER, id: 'k3Jq9XwB2mT7vLp0sR4y/g' }],
    ['no signature', { id: SESSION_ID, data: DATA, message: 'text' }],
  ])("R-SIWX-3, R-ERR-4: a listed session with %s is 'Something went wrong'", async (_what, body) => {
    const { verifier } = verifierAnswering(() => json([body]))
    await expect(verifier.getSessions('eip155:31337', ADDRESS)).rejects.toThrow(SOMETHING_WENT_WRONG)
  })

  it("R-SIWX-3, R-ERR-4: a verified session with a nonce with junk after it is 'Something went wrong'", async () => {
    const { verifier } = verifierAnswering(() => json({ ...SESSION_ANSWER, data: { ...DATA, nonce: 'abc12345!' }, token: TOKEN }))
    await expect(verifier.verify({ data: DATA, message: 'text', signature: '0xsig' })).rejects.toThrow(SOMETHING_WENT_WRONG)
  })

  it.each([
    ['no token', SESSION_ANSWER],
    ['a token of 15 characters', { ...SESSION_ANSWER, token: 'T0k3n_of-the-cl' }],
    ['a token with a space', { ...SESSION_ANSWER, token: 'T0k3n of-the-client_43-characters-long_abcd' }],
    ['a token with a line break', { ...SESSION_ANSWER, token: 'T0k3n_of-the-client\r\nX-Evil: 1-long_abcdef' }],
  ])("R-SIWX-3, R-ERR-4: a sign-in answered with %s is 'Something went wrong', and nothing is kept", async (_what, body) => {
    const token = heldToken()
    const { verifier } = verifierAnswering(() => json(body), undefined, token)
    await expect(verifier.verify({ data: DATA, message: 'text', signature: '0xsig' })).rejects.toThrow(SOMETHING_WENT_WRONG)
    expect(token.held).toBeUndefined()
  })
})

describe("the client's token (R-SIWX-1: the server shows a client only its own sessions)", () => {
  it("R-SIWX-1: the sign-in's token is kept through the port and sent as a Bearer token to list, sign in again and revoke", async () => {
    const token = heldToken()
    const { seen, verifier } = verifierAnswering((url) => (url.includes('?') ? json([SESSION_ANSWER]) : url.endsWith('/nonce') ? json({ nonce: 'Abcd1234' }) : json({ ...SESSION_ANSWER, token: TOKEN })), undefined, token)
    await verifier.verify({ data: DATA, message: 'the text', signature: '0xsig' })
    expect(token.held).toBe('T0k3n_of-the-client_43-characters-long_abcd')
    await verifier.getSessions('eip155:31337', ADDRESS)
    await verifier.verify({ data: DATA, message: 'the text', signature: '0xsig' })
    await verifier.revoke(SESSION_ANSWER)
    expect(seen.slice(1).map((request) => [request.init?.method ?? 'GET', authorizationOf(request)])).toEqual([
      ['GET', 'Bearer T0k3n_of-the-client_43-characters-long_abcd'],
      ['POST', 'Bearer T0k3n_of-the-client_43-characters-long_abcd'],
      ['DELETE', 'Bearer T0k3n_of-the-client_43-characters-long_abcd'],
    ])
    // The nonce is anyone's to ask for: the token does not go there.
    await verifier.createMessage({ chainId: 'eip155:31337', accountAddress: ADDRESS })
    expect(seen.at(-1)?.url).toBe('https://siwx.example.test/nonce')
    expect(authorizationOf(seen.at(-1))).toBeNull()
  })

  it('R-SIWX-1: a token the server replaces (it forgot ours) is the one kept', async () => {
    const token = heldToken('0ld-t0ken_the-server-no-longer-knows_abcdef')
    const { seen, verifier } = verifierAnswering(() => json({ ...SESSION_ANSWER, token: TOKEN }), undefined, token)
    await verifier.verify({ data: DATA, message: 'the text', signature: '0xsig' })
    expect(authorizationOf(seen[0])).toBe('Bearer 0ld-t0ken_the-server-no-longer-knows_abcdef')
    expect(token.held).toBe('T0k3n_of-the-client_43-characters-long_abcd')
  })

  it('R-SIWX-1: without a token a client lists with no Authorization header (the server then shows none)', async () => {
    const { seen, verifier } = verifierAnswering(() => json([]))
    expect(await verifier.getSessions('eip155:31337', ADDRESS)).toEqual([])
    expect(authorizationOf(seen[0])).toBeNull()
  })

  it('R-SIWX-2: revoke DELETEs exactly that session, its id encoded', async () => {
    const { seen, verifier } = verifierAnswering(() => new Response(null, { status: 204 }))
    await verifier.revoke({ ...SESSION_ANSWER, id: 'a/7' })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('https://siwx.example.test/sessions/a%2F7')
    expect(seen[0]?.init?.method).toBe('DELETE')
  })

  it.each([
    ['no id', { data: DATA, message: 'text', signature: '0xsig' }],
    ['an empty id', { id: '', data: DATA, message: 'text', signature: '0xsig' }],
  ])("R-ERR-4: revoking a session with %s is 'Something went wrong' and asks nothing", async (_what, session: SiwxSession) => {
    const { seen, verifier } = verifierAnswering(() => new Response(null, { status: 204 }))
    await expect(verifier.revoke(session)).rejects.toThrow(SOMETHING_WENT_WRONG)
    expect(seen).toHaveLength(0)
  })
})
