// The devstack's sign-in server (issue 15) on a real anvil: single-use nonces, sessions from signed EIP-4361 and
// CAIP-122 Solana messages (EOA by ecrecover, smart account through the chain, Solana ed25519), listed per account
// and revoked one by one by the client that signed them in (its bearer token); a replayed nonce, another domain,
// expired or future messages, a wrong signer refused; the fault switch. siwxClients.test.ts holds what a real server
// promises beyond that: the app's origin checked with or without an Origin header, sessions private to their
// client, ids nobody can guess.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hashMessage, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from '../../../devstack/chain/smartAccountDeployment'
import { createSmartAccounts } from '../../../devstack/frame/smartAccounts'
import { startSiwxServer, type SiwxServer } from '../../../devstack/siwx'
import { formatSignInMessage, type SignInMessage } from '../../../src/services/siwx/signInMessage'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
let chain: Chain
let server: SiwxServer

beforeAll(async () => {
  chain = await startChain({ port: 0 })
  await deploySmartAccountContracts({ url: chain.url, chainId: chain.chainId })
  server = await startSiwxServer({ port: 0, evmChains: { 'eip155:31337': chain.url }, appOrigins: ['http://localhost:5173'] })
}, 60_000)
afterEach(() => fetch(`${server.url}/__faults`, { method: 'DELETE' }))
afterAll(async () => {
  await Promise.allSettled([server?.close(), chain?.close()])
})

const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const post = (path: string, body: unknown, origin = 'http://localhost:5173', token?: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin, ...bearer(token) }, body: JSON.stringify(body) })
async function nonce(): Promise<string> {
  const response = await post('/nonce', {})
  expect(response.status).toBe(200)
  return ((await response.json()) as { nonce: string }).nonce
}
const message = async (chainId: string, accountAddress: string, extra: Partial<SignInMessage> = {}): Promise<SignInMessage> => ({
  chainId,
  accountAddress,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: await nonce(),
  issuedAt: new Date().toISOString(),
  statement: 'Sign in to the Latch laboratory.',
  ...extra,
})
type Created = { id: string; data: SignInMessage; token: string }
const sessions = async (chainId: string, address: string, token: string) =>
  (await (await fetch(`${server.url}/sessions?chainId=${chainId}&address=${address}`, { headers: bearer(token) })).json()) as { id: string; data: SignInMessage }[]
const revoke = (id: string, token: string) => fetch(`${server.url}/sessions/${id}`, { method: 'DELETE', headers: bearer(token) })

describe('devstack sign-in server', { timeout: 20_000 }, () => {
  it('issues nonces of at least 8 letters and digits, each different', async () => {
    const nonces = await Promise.all([nonce(), nonce(), nonce()])
    for (const value of nonces) expect(value).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(new Set(nonces).size).toBe(3)
  })

  it('verifies an EOA’s EIP-4361 signature into a session, lists it, refuses the same nonce again, revokes exactly one', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = formatSignInMessage(await message('eip155:31337', account.address))
    const created = await post('/sessions', { chainId: 'eip155:31337', message: first, signature: await account.signMessage({ message: first }) })
    expect(created.status).toBe(201)
    const session = (await created.json()) as Created
    expect(session.data.accountAddress).toBe(account.address)
    // A replay: the very same signed message, its nonce already spent.
    const replay = await post('/sessions', { chainId: 'eip155:31337', message: first, signature: await account.signMessage({ message: first }) })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ message: 'The sign-in nonce is unknown or was already used' })

    const second = formatSignInMessage(await message('eip155:31337', account.address))
    // The same client signs in again with its token: one client, two sessions.
    expect((await post('/sessions', { chainId: 'eip155:31337', message: second, signature: await account.signMessage({ message: second }) }, undefined, session.token)).status).toBe(201)
    const listed = await sessions('eip155:31337', account.address.toLowerCase(), session.token)
    expect(listed).toHaveLength(2)
    expect((await revoke(session.id, session.token)).status).toBe(200)
    expect((await sessions('eip155:31337', account.address, session.token)).map((s) => s.id)).toEqual([listed[1]!.id])
    expect((await revoke(session.id, session.token)).status).toBe(404)
  })

  it('refuses another signer, another domain, an expired or not-yet-valid message, a made-up nonce, a malformed text', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const stranger = privateKeyToAccount(generatePrivateKey())
    const refusal = async (fields: SignInMessage, signer = account, origin?: string) => {
      const text = formatSignInMessage(fields)
      const response = await post('/sessions', { chainId: fields.chainId, message: text, signature: await signer.signMessage({ message: text }) }, origin)
      expect(response.status).toBe(401)
      return ((await response.json()) as { message: string }).message
    }
    expect(await refusal(await message('eip155:31337', account.address), stranger)).toBe('The signature does not match the account')
    expect(await refusal(await message('eip155:31337', account.address), account, 'http://evil.example')).toBe('The sign-in message is for another domain')
    expect(await refusal(await message('eip155:31337', account.address, { expirationTime: new Date(Date.now() - 1000).toISOString() }))).toBe('The sign-in message has expired')
    expect(await refusal(await message('eip155:31337', account.address, { notBefore: new Date(Date.now() + 60_000).toISOString() }))).toBe('The sign-in message is not valid yet')
    expect(await refusal({ ...(await message('eip155:31337', account.address)), nonce: 'MadeUpNonce1' })).toBe('The sign-in nonce is unknown or was already used')
    const bad = await post('/sessions', { chainId: 'eip155:31337', message: 'hello', signature: await account.signMessage({ message: 'hello' }) })
    expect(await bad.json()).toEqual({ message: 'The sign-in message is not a valid sign-in message' })
  })

  it('verifies a smart account through the chain (ERC-6492, not deployed)', async () => {
    const key = generatePrivateKey()
    const accounts = createSmartAccounts({ chainUrl: chain.url, chainId: 31337, entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS })
    const smart = await accounts.address(privateKeyToAccount(key).address)
    const text = formatSignInMessage(await message('eip155:31337', smart as Address))
    const response = await post('/sessions', { chainId: 'eip155:31337', message: text, signature: await accounts.signHash(key, hashMessage(text)) })
    expect(response.status).toBe(201)
  })

  it('verifies a Solana ed25519 signature over the CAIP-122 text', async () => {
    const seed = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(seed))
    const text = formatSignInMessage(await message(SOLANA, address))
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), seed))
    const created = await post('/sessions', { chainId: SOLANA, message: text, signature })
    expect(created.status).toBe(201)
    expect(await sessions(SOLANA, address, ((await created.json()) as Created).token)).toHaveLength(1)
    const forged = formatSignInMessage(await message(SOLANA, address))
    const wrong = await post('/sessions', { chainId: SOLANA, message: forged, signature })
    expect(await wrong.json()).toEqual({ message: 'The signature does not match the account' })
  })

  it('the fault switch on /__faults: a 401 on POST /sessions refuses every verification, a 503 on every route is down, slow answers after 3 s', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    expect((await post('/__faults', { route: '/sessions$', method: 'POST', mode: 'status', status: 401, message: 'Sign-in verification failed' })).status).toBe(201)
    const text = formatSignInMessage(await message('eip155:31337', account.address))
    const failed = await post('/sessions', { chainId: 'eip155:31337', message: text, signature: (await account.signMessage({ message: text })) as Hex })
    expect([failed.status, await failed.json()]).toEqual([401, { message: 'Sign-in verification failed' }])
    // Only the sign-in is refused: listing still answers.
    expect((await fetch(`${server.url}/sessions?chainId=eip155:31337&address=${account.address}`)).status).toBe(200)
    await fetch(`${server.url}/__faults`, { method: 'DELETE' })
    await post('/__faults', { route: '*', mode: 'status', status: 503, message: 'Service unavailable' })
    const down = await post('/nonce', {})
    expect([down.status, await down.json()]).toEqual([503, { message: 'Service unavailable' }])
    await fetch(`${server.url}/__faults`, { method: 'DELETE' })
    await post('/__faults', { route: '*', mode: 'slow', delayMs: 3_000 })
    const started = Date.now()
    expect((await post('/nonce', {})).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000)
    expect((await post('/__faults', { route: '*', mode: 'sometimes' })).status).toBe(400)
    expect(await (await fetch(`${server.url}/__faults`, { method: 'DELETE' })).json()).toEqual({ cleared: 1 })
    expect((await post('/nonce', {})).status).toBe(200)
  })
})
