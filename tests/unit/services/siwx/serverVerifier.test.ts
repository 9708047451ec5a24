// The default sign-in verifier against the devstack's sign-in server, in-process (issue 15): the message it creates
// (the page's domain and URI, a server nonce, a 24 h lifetime), a signed one verified into a session, listed and
// revoked by the browser that signed in (its token kept in its storage), while another browser sees none (R-SIWX-1:
// it must sign in again); the server's refusal comes back as its own sentence, a server that cannot be reached as
// the catalogue's.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiwxServer, type SiwxServer } from '../../../../devstack/siwx'
import { createServerVerifier } from '../../../../src/services/siwx/serverVerifier'
import { formatSignInMessage } from '../../../../src/services/siwx/signInMessage'
import type { StorageLike } from '../../../../src/services/storage'
import { createSiwxTokenStore } from '../../../../src/services/storage/siwxSessions'
import { memoryStorage } from '../../storage/fakeStorage'

let server: SiwxServer
const NOW = Date.parse('2026-11-25T12:00:00.000Z')
// The page's origin is what the browser would send; the server checks the message's domain against it.
const pageFetch: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: 'http://localhost:5173' } })

beforeAll(async () => {
  // No chain is needed for a refused or Solana-free flow; EOA signatures verify by recovery.
  server = await startSiwxServer({ port: 0, evmChains: { 'eip155:31337': 'http://127.0.0.1:9' }, appOrigins: ['http://localhost:5173'], now: () => NOW })
})
afterAll(() => server?.close())

describe('the server verifier', () => {
  // One browser's storage: every verifier made on it is the same client to the server.
  let browser: StorageLike & { entries: Map<string, string> } = memoryStorage()
  const verifier = (storage: StorageLike = browser) =>
    createServerVerifier({ url: server.url, fetch: pageFetch, token: createSiwxTokenStore(storage), page: { host: 'localhost:5173', origin: 'http://localhost:5173' }, statement: 'Sign in to Latch.', now: () => NOW })

  it('creates the message for the page with a server nonce, and verifies, lists and revokes its session', async () => {
    browser = memoryStorage()
    const account = privateKeyToAccount(generatePrivateKey())
    const fields = await verifier().createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    expect(fields).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: account.address,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      statement: 'Sign in to Latch.',
      issuedAt: '2026-11-25T12:00:00.000Z',
      expirationTime: '2026-11-26T12:00:00.000Z',
    })
    expect(fields.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const message = formatSignInMessage(fields)
    const session = await verifier().verify({ data: fields, message, signature: await account.signMessage({ message }) })
    expect(session).toMatchObject({ message, data: { nonce: fields.nonce } })
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(browser.entries.get('@appkit/siwx-auth-token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await verifier().getSessions('eip155:31337', account.address)).toEqual([session])
    await verifier().revoke(session)
    expect(await verifier().getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('R-SIWX-1: a browser with fresh storage sees no session for the same address, cannot revoke it, and signs in again', async () => {
    browser = memoryStorage()
    const account = privateKeyToAccount(generatePrivateKey())
    const fields = await verifier().createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    const message = formatSignInMessage(fields)
    const session = await verifier().verify({ data: fields, message, signature: await account.signMessage({ message }) })
    const fresh = memoryStorage()
    expect(await verifier(fresh).getSessions('eip155:31337', account.address)).toEqual([])
    await expect(verifier(fresh).revoke(session)).rejects.toThrow(new Error('This client holds no sign-in session'))
    expect(await verifier().getSessions('eip155:31337', account.address)).toEqual([session])
    // Its own sign-in gives the fresh browser its own token and only its own session.
    const again = await verifier(fresh).createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    const text = formatSignInMessage(again)
    const own = await verifier(fresh).verify({ data: again, message: text, signature: await account.signMessage({ message: text }) })
    expect(fresh.entries.get('@appkit/siwx-auth-token')).not.toBe(browser.entries.get('@appkit/siwx-auth-token'))
    expect(await verifier(fresh).getSessions('eip155:31337', account.address)).toEqual([own])
    expect(await verifier().getSessions('eip155:31337', account.address)).toEqual([session])
  })

  it("rejects with the server's sentence, or 'Something went wrong' when nothing answers", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const stranger = privateKeyToAccount(generatePrivateKey())
    const fields = await verifier().createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    const message = formatSignInMessage(fields)
    await expect(verifier().verify({ data: fields, message, signature: await stranger.signMessage({ message }) })).rejects.toThrow('The signature does not match the account')
    const offline = createServerVerifier({ url: 'http://127.0.0.1:9', fetch, page: { host: 'localhost', origin: 'http://localhost' } })
    await expect(offline.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })).rejects.toThrow('Something went wrong')
  })
})
