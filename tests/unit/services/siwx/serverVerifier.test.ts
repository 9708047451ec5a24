// The default sign-in verifier against the devstack's sign-in server, in-process (issue 15): the message it creates
// (the page's domain and URI, a server nonce, a 24 h lifetime), a signed one verified into a session, listed and
// revoked; the server's refusal comes back as its own sentence, a server that cannot be reached as the catalogue's.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiwxServer, type SiwxServer } from '../../../../devstack/siwx'
import { createServerVerifier } from '../../../../src/services/siwx/serverVerifier'
import { formatSignInMessage } from '../../../../src/services/siwx/signInMessage'

let server: SiwxServer
const NOW = Date.parse('2026-11-25T12:00:00.000Z')
// The page's origin is what the browser would send; the server checks the message's domain against it.
const pageFetch: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: 'http://localhost:5173' } })

beforeAll(async () => {
  // No chain is needed for a refused or Solana-free flow; EOA signatures verify by recovery.
  server = await startSiwxServer({ port: 0, evmChains: { 'eip155:31337': 'http://127.0.0.1:9' }, now: () => NOW })
})
afterAll(() => server?.close())

describe('the server verifier', () => {
  const verifier = () => createServerVerifier({ url: server.url, fetch: pageFetch, page: { host: 'localhost:5173', origin: 'http://localhost:5173' }, statement: 'Sign in to Latch.', now: () => NOW })

  it('creates the message for the page with a server nonce, and verifies, lists and revokes its session', async () => {
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
    expect(await verifier().getSessions('eip155:31337', account.address)).toEqual([session])
    await verifier().revoke(session)
    expect(await verifier().getSessions('eip155:31337', account.address)).toEqual([])
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
