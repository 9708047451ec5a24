// What a real sign-in server promises, held by the devstack's (issue 15, R-SIWX-1, R-SIWX-2): the message's domain
// and URI must be the app's origin, told to the server at start, whether or not the request carries an Origin header;
// a session is seen and revoked only by the client that signed it in (the bearer token POST /sessions answers), so a
// client without it — a fresh browser — sees none and must sign in again; session ids and tokens are random, not a
// counter. No chain: EOA signatures verify by recovery.
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiwxServer, type SiwxServer } from '../../../devstack/siwx'
import { formatSignInMessage, type SignInMessage } from '../../../src/services/siwx/signInMessage'

const APP = 'http://127.0.0.1:5173'
const CHAIN = 'eip155:31337'
let server: SiwxServer

beforeAll(async () => {
  server = await startSiwxServer({ port: 0, evmChains: { [CHAIN]: 'http://127.0.0.1:9' }, appOrigins: [APP, 'http://localhost:5173'] })
})
afterAll(() => server?.close())

type Created = { id: string; chainId: string; address: string; message: string; signature: string; data: SignInMessage; token: string }
type Listed = Omit<Created, 'token'>
type Request = { origin?: string; token?: string }

const headersOf = ({ origin, token }: Request): Record<string, string> => ({ ...(origin ? { origin } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) })
async function nonce(): Promise<string> {
  return ((await (await fetch(`${server.url}/nonce`, { method: 'POST' })).json()) as { nonce: string }).nonce
}
const fields = async (account: PrivateKeyAccount, site: Partial<SignInMessage> = {}): Promise<SignInMessage> => ({
  chainId: CHAIN,
  accountAddress: account.address,
  domain: '127.0.0.1:5173',
  uri: APP,
  version: '1',
  nonce: await nonce(),
  issuedAt: new Date().toISOString(),
  ...site,
})
/** POST /sessions with a freshly signed message for `site`. */
async function signIn(account: PrivateKeyAccount, site: Partial<SignInMessage> = {}, request: Request = {}): Promise<Response> {
  const message = formatSignInMessage(await fields(account, site))
  return fetch(`${server.url}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersOf(request) },
    body: JSON.stringify({ chainId: CHAIN, message, signature: await account.signMessage({ message }) }),
  })
}
async function signedIn(account: PrivateKeyAccount, request: Request = {}): Promise<Created> {
  const response = await signIn(account, {}, request)
  expect(response.status).toBe(201)
  return (await response.json()) as Created
}
async function list(account: PrivateKeyAccount, request: Request = {}): Promise<Listed[]> {
  const response = await fetch(`${server.url}/sessions?chainId=${CHAIN}&address=${account.address}`, { headers: headersOf(request) })
  expect(response.status).toBe(200)
  return (await response.json()) as Listed[]
}
const revoke = (id: string, request: Request = {}) => fetch(`${server.url}/sessions/${id}`, { method: 'DELETE', headers: headersOf(request) })
const refusal = async (response: Response) => [response.status, await response.json()]
const ANOTHER_DOMAIN = [401, { message: 'The sign-in message is for another domain' }]
/** A made-up token of the right shape: 43 base64url characters. */
const FORGED_TOKEN = 'A'.repeat(43)

describe("R-SIWX-2: the message must name the app's origin, with or without an Origin header", () => {
  it('without an Origin header (a script, not a page): a message for another site is refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    expect(await refusal(await signIn(account, { domain: 'evil.example', uri: 'https://evil.example' }))).toEqual(ANOTHER_DOMAIN)
    // The app's host but another port, or the app's domain with another site's URI, or the reverse: not the app.
    expect(await refusal(await signIn(account, { domain: '127.0.0.1:5174', uri: 'http://127.0.0.1:5174' }))).toEqual(ANOTHER_DOMAIN)
    expect(await refusal(await signIn(account, { uri: 'https://evil.example' }))).toEqual(ANOTHER_DOMAIN)
    expect(await refusal(await signIn(account, { domain: 'evil.example' }))).toEqual(ANOTHER_DOMAIN)
    expect(await refusal(await signIn(account, { uri: 'https://127.0.0.1:5173' }))).toEqual(ANOTHER_DOMAIN)
  })

  it("with an Origin header: the app's own page sending another site's message is refused, and so is another page sending the app's", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    expect(await refusal(await signIn(account, { domain: 'evil.example', uri: 'https://evil.example' }, { origin: APP }))).toEqual(ANOTHER_DOMAIN)
    expect(await refusal(await signIn(account, { domain: 'evil.example', uri: 'https://evil.example' }, { origin: 'https://evil.example' }))).toEqual(ANOTHER_DOMAIN)
    expect(await refusal(await signIn(account, {}, { origin: 'https://evil.example' }))).toEqual(ANOTHER_DOMAIN)
    // An opaque page (sandboxed frame, file:) is not the app either.
    expect(await refusal(await signIn(account, {}, { origin: 'null' }))).toEqual(ANOTHER_DOMAIN)
    // The app's page at localhost sending its 127.0.0.1 message: the two disagree.
    expect(await refusal(await signIn(account, {}, { origin: 'http://localhost:5173' }))).toEqual(ANOTHER_DOMAIN)
  })

  it("the app's message is taken from the app's page, from a script without Origin, at either origin the app answers on, and with a path in its URI", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    expect((await signIn(account, {}, { origin: APP })).status).toBe(201)
    expect((await signIn(account)).status).toBe(201)
    expect((await signIn(account, { domain: 'localhost:5173', uri: 'http://localhost:5173' }, { origin: 'http://localhost:5173' })).status).toBe(201)
    expect((await signIn(account, { uri: 'http://127.0.0.1:5173/account?tab=1' }, { origin: APP })).status).toBe(201)
  })

  it('refuses to start with an app origin that is not an origin', async () => {
    await expect(startSiwxServer({ port: 0, evmChains: {}, appOrigins: ['http://127.0.0.1:5173/'] })).rejects.toThrow('not an http(s) origin: http://127.0.0.1:5173/')
    await expect(startSiwxServer({ port: 0, evmChains: {}, appOrigins: ['127.0.0.1:5173'] })).rejects.toThrow('not an http(s) origin: 127.0.0.1:5173')
  })

  it('told no app origin, it takes only a loopback page’s message', async () => {
    const loose = await startSiwxServer({ port: 0, evmChains: { [CHAIN]: 'http://127.0.0.1:9' } })
    try {
      const account = privateKeyToAccount(generatePrivateKey())
      const post = async (site: Partial<SignInMessage>) => {
        const message = formatSignInMessage({ ...(await fields(account, site)), nonce: ((await (await fetch(`${loose.url}/nonce`, { method: 'POST' })).json()) as { nonce: string }).nonce })
        const body = JSON.stringify({ chainId: CHAIN, message, signature: await account.signMessage({ message }) })
        return fetch(`${loose.url}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      }
      expect((await post({ domain: '127.0.0.1:4173', uri: 'http://127.0.0.1:4173' })).status).toBe(201)
      expect(await refusal(await post({ domain: 'evil.example', uri: 'http://evil.example' }))).toEqual(ANOTHER_DOMAIN)
    } finally {
      await loose.close()
    }
  })
})

describe('R-SIWX-1: sessions belong to the client that signed them in', () => {
  it('the happy path: sign in, the token comes back, the client lists its session and revokes it', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const created = await signedIn(account, { origin: APP })
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.data).toMatchObject({ accountAddress: account.address, domain: '127.0.0.1:5173', uri: APP })
    const { token, ...session } = created
    expect(await list(account, { token })).toEqual([session])
    expect(await refusal(await revoke(created.id, { token }))).toEqual([200, { revoked: true }])
    expect(await list(account, { token })).toEqual([])
  })

  it('a client without the token — a fresh browser — sees none of the address’s sessions, and must sign in again', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = await signedIn(account)
    expect(await list(account)).toEqual([])
    expect(await list(account, { token: FORGED_TOKEN })).toEqual([])
    // Signing in again makes it a client of its own, with its own token and only its own session.
    const second = await signedIn(account)
    expect(second.token).not.toBe(first.token)
    expect((await list(account, { token: second.token })).map(({ id }) => id)).toEqual([second.id])
    expect((await list(account, { token: first.token })).map(({ id }) => id)).toEqual([first.id])
  })

  it("another client — even one holding a good token of its own — can neither list nor revoke someone else's session", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const owner = await signedIn(account)
    const other = await signedIn(privateKeyToAccount(generatePrivateKey()))
    expect(await list(account, { token: other.token })).toEqual([])
    // Another's session answers as one that does not exist, so ids cannot be probed; no token at all is a 401.
    expect(await refusal(await revoke(owner.id, { token: other.token }))).toEqual([404, { message: `no session ${owner.id}` }])
    expect(await refusal(await revoke(owner.id))).toEqual([401, { message: 'This client holds no sign-in session' }])
    expect(await refusal(await revoke(owner.id, { token: FORGED_TOKEN }))).toEqual([401, { message: 'This client holds no sign-in session' }])
    expect((await list(account, { token: owner.token })).map(({ id }) => id)).toEqual([owner.id])
  })

  it('one client keeps its token across sign-ins (another account, the same account again); a token the server never issued gets a new one', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = await signedIn(account)
    const again = await signedIn(account, { token: first.token })
    const elsewhere = await signedIn(privateKeyToAccount(generatePrivateKey()), { token: first.token })
    expect([again.token, elsewhere.token]).toEqual([first.token, first.token])
    expect((await list(account, { token: first.token })).map(({ id }) => id)).toEqual([first.id, again.id])
    const stranger = await signedIn(account, { token: FORGED_TOKEN })
    expect(stranger.token).not.toBe(FORGED_TOKEN)
    expect(stranger.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('ids and tokens cannot be guessed', () => {
  it('session ids are 128 random bits in base64url: no counter, no common step between one and the next', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const created = [await signedIn(account)]
    for (let i = 0; i < 3; i++) created.push(await signedIn(account, { token: created[0]!.token }))
    const ids = created.map(({ id }) => id)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(new Set(ids).size).toBe(4)
    const values = ids.map((id) => BigInt(`0x${Buffer.from(id, 'base64url').toString('hex')}`))
    const steps = values.slice(1).map((value, index) => value - values[index]!)
    // Sequential or strided ids would repeat one step; random ones differ by huge, unrelated amounts.
    expect(new Set(steps).size).toBe(3)
    for (const step of steps) expect(step < 0n ? -step : step).toBeGreaterThan(2n ** 64n)
    // The old route shape, a small number, names nothing.
    expect(await refusal(await revoke('1', { token: created[0]!.token }))).toEqual([404, { message: 'no route DELETE /sessions/1' }])
  })

  it('tokens are 256 random bits: two clients never share one', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await signedIn(privateKeyToAccount(generatePrivateKey()))).token))
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(new Set(tokens).size).toBe(3)
  })
})

describe("CORS: only the app's pages may read answers and send the token", () => {
  it("a preflight from the app's origin is answered for that origin with the Authorization header allowed; another origin's is not", async () => {
    const preflight = (origin: string) => fetch(`${server.url}/sessions`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } })
    const app = await preflight(APP)
    expect(app.status).toBe(204)
    expect(app.headers.get('access-control-allow-origin')).toBe(APP)
    expect(app.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('authorization')
    expect(app.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(expect.arrayContaining(['GET', 'POST', 'DELETE']))
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
  })
})
