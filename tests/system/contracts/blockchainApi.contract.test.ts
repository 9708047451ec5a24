// @vitest-environment node
// The blockchain API fake (support/blockchainApi.ts over support/ledger.ts) against the devstack's blockchain API
// (devstack/blockchainApi) over a real anvil: balances, history, the chains' JSON-RPC in the SPEC §7 shape with SPEC
// §6's refusals, and the names routes with a real signed registration. Same statuses, same refusals in the same words,
// bodies that Latch's schemas parse alike, and Latch's own clients (createBlockchainApi, createNamesApi) getting the same
// outcomes. The fake's ledger holds what the fresh chain holds (dev account 0: 10 000 ETH, no history).
import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlockchainApi, type BlockchainApiServer } from '../../../devstack/blockchainApi'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { coinTypeOf, nameRegistrationMessage } from '../../../src/core/names'
import { LatchError } from '../../../src/core/errors'
import { createBlockchainApi } from '../../../src/services/blockchain/blockchainApi'
import { balanceResponseSchema, historyResponseSchema } from '../../../src/services/blockchain/schemas'
import { createNamesApi } from '../../../src/services/names/namesApi'
import { identitySchema, nameRecordSchema, reverseLookupSchema, suggestionsSchema } from '../../../src/services/names/nameSchemas'
import { createBlockchainApiFake } from '../support/blockchainApi'
import { ask, fakeFetch, json, shape, type Answer } from '../support/contract'
import { createLedger } from '../support/ledger'

const FAKE = 'http://rpc.latch.test'
const CHAIN = 'eip155:31337'
const ALICE = DEV_ACCOUNTS[0]!
const BOB = DEV_ACCOUNTS[1]!
let chain: Chain
let server: BlockchainApiServer
const ledger = createLedger([CHAIN])
ledger.setNative(CHAIN, ALICE.address, 10_000n * 10n ** 18n)
const fake = createBlockchainApiFake({ ledger, origin: FAKE, now: () => Date.now() })
const fakeFetcher = fakeFetch('rpc', FAKE, fake.service)

beforeAll(async () => {
  chain = await startChain({ port: 0 })
  server = await startBlockchainApi({ port: 0, chains: { [CHAIN]: chain.url } })
}, 30_000)
afterAll(async () => {
  await server?.close()
  await chain?.close()
})

async function both(path: string, init?: RequestInit): Promise<{ real: Answer; fake: Answer }> {
  const [real, faked] = await Promise.all([ask(fetch, server.url, path, init), ask(fakeFetcher, FAKE, path, init)])
  return { real, fake: faked }
}
const rpc = (body: unknown, query = `chainId=${CHAIN}&projectId=p`) => both(`/v1/?${query}`, json(body))

describe('blockchain API fake ≡ devstack blockchain API', () => {
  it('balances: the native balance in the same entry, parsed by the same schema; refusals in the same words', async () => {
    const { real, fake: faked } = await both(`/v1/account/${ALICE.address}/balance?projectId=p&currency=usd&chainId=${CHAIN}`)
    expect([real.status, faked.status]).toEqual([200, 200])
    const [r, f] = [balanceResponseSchema.parse(real.body), balanceResponseSchema.parse(faked.body)]
    const native = (list: typeof r.balances) => list.find((token) => token.address === undefined)
    expect({ ...native(f.balances), iconUrl: '' }).toEqual({ ...native(r.balances), iconUrl: '' })
    for (const path of [
      `/v1/account/0x123/balance?projectId=p&chainId=${CHAIN}`,
      `/v1/account/${ALICE.address}/balance?projectId=p&chainId=eip155:5`,
      `/v1/account/${ALICE.address}/balance?projectId=p&currency=eur&chainId=${CHAIN}`,
      `/v1/account/${ALICE.address}/history?projectId=p&chainId=${CHAIN}&cursor=nope`,
    ]) {
      const answer = await both(path)
      expect(answer.fake, path).toEqual(answer.real)
    }
    const noProject = await both(`/v1/account/${ALICE.address}/balance?chainId=${CHAIN}`)
    expect([noProject.fake.status, noProject.real.status]).toEqual([400, 400])
  })

  it('history: a page that parses alike (a fresh chain has none)', async () => {
    const { real, fake: faked } = await both(`/v1/account/${BOB.address}/history?projectId=p&chainId=${CHAIN}`)
    expect(faked).toEqual(real)
    expect(historyResponseSchema.safeParse(faked.body).success).toBe(true)
  })

  it('the JSON-RPC: the same answers to the safe reads, the same refusals of everything else', async () => {
    for (const body of [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 'a', method: 'eth_getBalance', params: [ALICE.address, 'latest'] },
      { jsonrpc: '2.0', id: 2, method: 'anvil_mine', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{}] },
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'debug_traceCall' },
      ],
      [{ jsonrpc: '2.0', id: 9, method: 'evm_mine' }],
    ]) {
      const { real, fake: faked } = await rpc(body)
      expect(faked, JSON.stringify(body)).toEqual(real)
    }
    const block = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })
    expect([block.fake.status, shape(block.fake.body)]).toEqual([block.real.status, shape(block.real.body)])
    for (const [body, query] of [
      [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'chainId=eip155:5&projectId=p'],
      [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, `chainId=${CHAIN}`],
    ] as const) {
      const { real, fake: faked } = await rpc(body, query)
      expect(faked.status, query).toBe(real.status)
    }
    const notJson = await both(`/v1/?chainId=${CHAIN}&projectId=p`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' })
    expect(notJson.fake).toEqual(notJson.real)
    const invalid = await rpc({ id: 1, method: 'eth_chainId' })
    expect([invalid.fake.status, (invalid.fake.body as { error: { code: number } }).error.code]).toEqual([invalid.real.status, (invalid.real.body as { error: { code: number } }).error.code])
    const get = await both(`/v1/?chainId=${CHAIN}&projectId=p`)
    expect(get.fake).toEqual(get.real)
  })

  it('names: lookups, suggestions, a signed registration, and its refusals, alike', async () => {
    const name = `world${Date.now().toString(36)}`
    for (const path of [`/v1/profile/account/${name}?projectId=p`, `/v1/profile/account/ab?projectId=p`, `/v1/profile/reverse/${BOB.address}?projectId=p`, `/v1/identity/${BOB.address}?projectId=p`, `/v1/identity/0xnope?projectId=p`]) {
      const answer = await both(path)
      expect(answer.fake, path).toEqual(answer.real)
    }
    const suggestions = await both(`/v1/profile/suggestions/${name}?projectId=p`)
    expect(suggestions.fake).toEqual(suggestions.real)
    expect(suggestionsSchema.safeParse(suggestions.fake.body).success).toBe(true)

    const bob = privateKeyToAccount(BOB.privateKey)
    const message = nameRegistrationMessage(name, Date.now())
    const signature = await bob.signMessage({ message })
    const body = { coin_type: coinTypeOf('31337'), address: BOB.address, message, signature }
    const registered = await both('/v1/profile/account?projectId=p', json(body))
    expect([registered.real.status, registered.fake.status]).toEqual([200, 200])
    const [r, f] = [nameRecordSchema.parse(registered.real.body), nameRecordSchema.parse(registered.fake.body)]
    expect({ ...f, registered: 0, updated: 0, addresses: {} }).toEqual({ ...r, registered: 0, updated: 0, addresses: {} })
    expect(Object.entries(f.addresses).map(([coin, entry]) => [coin, entry.address])).toEqual(Object.entries(r.addresses).map(([coin, entry]) => [coin, entry.address]))

    const again = await both('/v1/profile/account?projectId=p', json(body))
    expect(again.fake).toEqual(again.real)
    const wrongSigner = await both('/v1/profile/account?projectId=p', json({ ...body, address: ALICE.address, message: nameRegistrationMessage(`${name}-b`, Date.now()) }))
    expect(wrongSigner.fake).toEqual(wrongSigner.real)
    const stale = await both('/v1/profile/account?projectId=p', json({ ...body, message: nameRegistrationMessage(`${name}-c`, Date.now() - 3_600_000) }))
    expect(stale.fake).toEqual(stale.real)
    const coin = await both('/v1/profile/account?projectId=p', json({ ...body, coin_type: coinTypeOf('1') }))
    expect(coin.fake.status).toBe(coin.real.status)
    const notJson = await both('/v1/profile/account?projectId=p', { method: 'POST', body: 'nope' })
    expect(notJson.fake).toEqual(notJson.real)

    const lookup = await both(`/v1/profile/account/${name.toUpperCase()}?projectId=p`)
    expect([lookup.fake.status, lookup.real.status]).toEqual([200, 200])
    const reverse = await both(`/v1/profile/reverse/${BOB.address.toLowerCase()}?projectId=p`)
    expect(reverseLookupSchema.parse(reverse.fake.body).map((record) => record.name)).toEqual(reverseLookupSchema.parse(reverse.real.body).map((record) => record.name))
    const identity = await both(`/v1/identity/${BOB.address}?projectId=p`)
    const [ri, fi] = [identitySchema.parse(identity.real.body), identitySchema.parse(identity.fake.body)]
    expect(fi.name).toBe(ri.name)
    expect([new URL(ri.avatar!).pathname, new URL(fi.avatar!).pathname]).toEqual([`/v1/profile/avatar/${name}`, `/v1/profile/avatar/${name}`])
  })

  it("Latch's own clients get the same outcomes from both", async () => {
    const blockchain = (baseUrl: string, fetcher: typeof fetch) => createBlockchainApi({ baseUrl, projectId: 'p', fetch: fetcher })
    const [real, faked] = [blockchain(server.url, fetch), blockchain(FAKE, fakeFetcher)]
    const native = async (api: typeof real) => (await api.getBalances(ALICE.address, CHAIN)).find((token) => token.symbol === 'ETH')?.quantity
    expect(await native(faked)).toEqual(await native(real))
    expect(await faked.getHistory(BOB.address, CHAIN, undefined)).toEqual(await real.getHistory(BOB.address, CHAIN, undefined))
    const code = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof LatchError ? [error.code, error.status] : error))
    expect(await code(faked.getBalances(ALICE.address, 'eip155:5'))).toEqual(await code(real.getBalances(ALICE.address, 'eip155:5')))
    const names = (baseUrl: string, fetcher: typeof fetch) => createNamesApi({ baseUrl, projectId: 'p', fetch: fetcher })
    const [realNames, fakeNames] = [names(server.url, fetch), names(FAKE, fakeFetcher)]
    expect(await fakeNames.lookup('nobody-here')).toEqual(await realNames.lookup('nobody-here'))
    expect(await fakeNames.suggestions('nobody-here')).toEqual(await realNames.suggestions('nobody-here'))
    expect(await fakeNames.identity(getAddress(ALICE.address))).toEqual(await realNames.identity(getAddress(ALICE.address)))
  })
})
