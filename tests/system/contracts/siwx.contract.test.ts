// @vitest-environment node
// The sign-in server fake (support/siwxServer.ts) against the devstack's sign-in server (devstack/siwx) over a real
// anvil: Latch's own verifier (createServerVerifier, what `siwx: true` uses) signs in, lists and revokes on both with
// the same outcomes, and every refusal (a reused nonce, another domain, an expired message, another signer, another
// client's session) comes back with the same status and the same sentence. EVM (EIP-191 by a dev key) and Solana
// (ed25519).
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { startSiwxServer, type SiwxServer } from '../../../devstack/siwx'
import type { SignInMessage } from '../../../src/core/signIn'
import { createServerVerifier } from '../../../src/services/siwx/serverVerifier'
import { formatSignInMessage } from '../../../src/services/siwx/signInMessage'
import { ask, fakeFetch, json, shape } from '../support/contract'
import { createSiwxServerFake } from '../support/siwxServer'

const FAKE = 'http://siwx.latch.test'
const APP = { host: 'localhost:3000', origin: 'http://localhost:3000' }
const EVM = 'eip155:31337'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const alice = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const solanaSeed = new Uint8Array(32).fill(42)
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSeed))
let chain: Chain
let server: SiwxServer
const fake = createSiwxServerFake({ appOrigins: [APP.origin], evmChains: [EVM], now: () => Date.now() })
const fakeFetcher = fakeFetch('siwx', FAKE, fake.service)

beforeAll(async () => {
  chain = await startChain({ port: 0 })
  server = await startSiwxServer({ port: 0, evmChains: { [EVM]: chain.url }, appOrigins: [APP.origin] })
}, 30_000)
afterAll(async () => {
  await server?.close()
  await chain?.close()
})

const sides = () => [
  { name: 'devstack', url: server.url, fetch: globalThis.fetch },
  { name: 'fake', url: FAKE, fetch: fakeFetcher },
]
const verifier = (side: { url: string; fetch: typeof fetch }, page = APP, now?: () => number) =>
  createServerVerifier({ url: side.url, fetch: side.fetch, page, statement: 'Sign in to World App.', ...(now ? { now } : {}) })
const sign = async (fields: SignInMessage) => {
  const message = formatSignInMessage(fields)
  const signature = fields.chainId.startsWith('solana:') ? base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaSeed)) : await alice.signMessage({ message })
  return { data: fields, message, signature }
}
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof Error ? error.message : String(error)))

/** Runs `scenario` against each server; its results must be equal. */
async function same<T>(scenario: (side: ReturnType<typeof sides>[number]) => Promise<T>): Promise<T> {
  const [real, faked] = await Promise.all(sides().map(scenario))
  expect(faked).toEqual(real)
  return faked!
}

describe('sign-in server fake ≡ devstack sign-in server', () => {
  it('signs in (EVM and Solana), lists the client its sessions, revokes exactly one', async () => {
    const outcome = await same(async (side) => {
      const client = verifier(side)
      const evm = await client.verify(await sign(await client.createMessage({ chainId: EVM, accountAddress: alice.address })))
      const solana = await client.verify(await sign(await client.createMessage({ chainId: SOLANA, accountAddress: solanaAddress })))
      const listed = await client.getSessions(EVM, alice.address)
      const stranger = await verifier(side).getSessions(EVM, alice.address)
      await client.revoke(evm)
      const after = await client.getSessions(EVM, alice.address)
      const again = (await refusal(client.revoke(evm))).replace(evm.id ?? '', '<id>')
      return { evm: shape(evm), solana: shape(solana), listed: listed.length, stranger: stranger.length, after: after.length, again, solanaStill: (await client.getSessions(SOLANA, solanaAddress)).length }
    })
    expect(outcome).toMatchObject({ listed: 1, stranger: 0, after: 0, solanaStill: 1 })
  })

  it('refuses alike: a reused nonce, another domain, an expired message, another signer', async () => {
    await same(async (side) => {
      const client = verifier(side)
      const signed = await sign(await client.createMessage({ chainId: EVM, accountAddress: alice.address }))
      await client.verify(signed)
      const reused = await refusal(client.verify(signed))
      const elsewhere = verifier(side, { host: 'evil.example', origin: 'https://evil.example' })
      const otherDomain = await refusal(elsewhere.verify(await sign(await elsewhere.createMessage({ chainId: EVM, accountAddress: alice.address }))))
      const past = verifier(side, APP, () => Date.now() - 2 * 24 * 60 * 60_000)
      const expired = await refusal(past.verify(await sign(await past.createMessage({ chainId: EVM, accountAddress: alice.address }))))
      const bob = DEV_ACCOUNTS[1]!.address
      const claimed = await client.createMessage({ chainId: EVM, accountAddress: bob })
      const otherSigner = await refusal(client.verify(await sign(claimed)))
      return { reused, otherDomain, expired, otherSigner }
    })
  })

  it('the raw routes: the same statuses and words for what is not a sign-in', async () => {
    const nonce = await Promise.all(sides().map((side) => ask(side.fetch, side.url, '/nonce', json({}))))
    expect(nonce.map((answer) => [answer.status, shape(answer.body)])).toEqual([
      [200, { nonce: 'string' }],
      [200, { nonce: 'string' }],
    ])
    for (const [path, init] of [
      ['/nonce', undefined],
      ['/nope', undefined],
      ['/sessions/AAAAAAAAAAAAAAAAAAAAAA', { method: 'DELETE' }],
      ['/sessions/AAAAAAAAAAAAAAAAAAAAAA', undefined],
      [`/sessions?chainId=${EVM}&address=${alice.address}`, undefined],
    ] as const) {
      const [real, faked] = await Promise.all(sides().map((side) => ask(side.fetch, side.url, path, init)))
      expect(faked, `${init?.method ?? 'GET'} ${path}`).toEqual(real)
    }
    for (const body of [{ chainId: EVM, message: 'hello', signature: 'nope' }, { chainId: 'eip155', message: 'x', signature: `0x${'1'.repeat(130)}` }, {}]) {
      const [real, faked] = await Promise.all(sides().map((side) => ask(side.fetch, side.url, '/sessions', json(body))))
      expect(faked?.status, JSON.stringify(body)).toBe(real?.status)
    }
    const malformed = await Promise.all(sides().map((side) => ask(side.fetch, side.url, '/sessions', json({ chainId: EVM, message: 'not a sign-in message', signature: `0x${'1'.repeat(130)}` }))))
    expect(malformed[1]).toEqual(malformed[0])
    const missing = await Promise.all(sides().map((side) => ask(side.fetch, side.url, '/sessions?chainId=eip155:31337')))
    expect(missing[1]?.status).toBe(missing[0]?.status)
  })
})
