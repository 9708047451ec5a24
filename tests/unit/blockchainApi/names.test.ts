// The blockchain API's names (ENS-like profile names) over real local chains: register with a signed message, then
// look the name up, reverse-resolve the address, read its identity and avatar, and see it taken among suggestions;
// every refusal of POST /v1/profile/account in the contract's order (body, message, age, coin type, signature, taken);
// the path rules of the GET routes; the fault switch on '/v1/profile/*'; DELETE /__admin/names.
import { hashMessage, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from '../../../devstack/chain/smartAccountDeployment'
import { createSmartAccounts } from '../../../devstack/frame/smartAccounts'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from './localBlockchainApi'

const [DEV_0, DEV_1, DEV_2] = DEV_ACCOUNTS as [(typeof DEV_ACCOUNTS)[0], (typeof DEV_ACCOUNTS)[0], (typeof DEV_ACCOUNTS)[0]]
/** (0x80000000 | 31337) >>> 0 and (0x80000000 | 31338) >>> 0, ENSIP-11. */
const COIN_TYPE_A = 2147514985
const COIN_TYPE_B = 2147514986

let local: LocalBlockchainApi
beforeAll(async () => {
  local = await startLocalBlockchainApi()
  // Chain A as devstack/start.ts has it: EntryPoint and the smart-account factory, for the ERC-6492 case.
  await deploySmartAccountContracts({ url: local.chains.a.url, chainId: 31337 })
}, 60_000)
afterEach(async () => {
  await fetch(`${local.api.url}/__faults`, { method: 'DELETE' })
  await fetch(`${local.api.url}/__admin/names`, { method: 'DELETE' })
})
afterAll(async () => {
  await local?.close()
})

const nowS = () => Math.floor(Date.now() / 1000)
const messageText = (name: string, timestamp = nowS()) => JSON.stringify({ name, attributes: {}, timestamp })
const get = (path: string) => getJson(`${local.api.url}${path}`)

async function post(body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${local.api.url}/v1/profile/account?projectId=latch-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** The body the app sends: `signer` signs `message` for `address` (the signer's own unless given). */
async function signed(message: string, options: { key?: Hex; address?: Address; coinType?: number } = {}) {
  const signer = privateKeyToAccount(options.key ?? DEV_0.privateKey)
  return { coin_type: options.coinType ?? COIN_TYPE_A, address: options.address ?? signer.address, message, signature: await signer.signMessage({ message }) }
}

const register = async (name: string, key: Hex = DEV_0.privateKey, coinType = COIN_TYPE_A) => post(await signed(messageText(name), { key, coinType }))

describe('names on the blockchain API', { timeout: 15_000 }, () => {
  it('registers a name, then finds it by name, by address and by identity, draws its avatar and shows it taken among suggestions', async () => {
    const before = nowS()
    const created = await register('Alice')
    const after = nowS()
    expect(created.status).toBe(200)
    const record = created.body as { registered: number; updated: number; addresses: Record<string, { created: number }> }
    expect(record).toEqual({
      name: 'alice',
      registered: expect.any(Number),
      updated: record.registered,
      addresses: { '2147514985': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', created: record.registered } },
      attributes: {},
    })
    expect(record.registered).toBeGreaterThanOrEqual(before)
    expect(record.registered).toBeLessThanOrEqual(after)

    // Names are compared lowercase, whatever case the path uses.
    const lookup = await get('/v1/profile/account/ALICE?projectId=latch-local')
    expect(lookup).toMatchObject({ status: 200, body: record })
    expect(lookup.headers.get('access-control-allow-origin')).toBe('*')

    // A second name for the same account, on chain B: the reverse lookup lists both, newest first, whatever the case.
    const second = await register('alice-b', DEV_0.privateKey, COIN_TYPE_B)
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ name: 'alice-b', addresses: { '2147514986': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } } })
    const reverse = await get('/v1/profile/reverse/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266?projectId=latch-local')
    expect(reverse.status).toBe(200)
    expect(reverse.body).toEqual([second.body, record])
    expect((await get(`/v1/profile/reverse/${DEV_1.address}?projectId=latch-local`)).body).toEqual([])

    const identity = await get(`/v1/identity/${DEV_0.address}?projectId=latch-local&chainId=eip155:31337`)
    expect(identity).toMatchObject({ status: 200, body: { name: 'alice-b', avatar: `${local.api.url}/v1/profile/avatar/alice-b` } })
    const avatar = await fetch((identity.body as { avatar: string }).avatar)
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=300')
    const svg = await avatar.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64"/)
    expect(svg).toContain('>A</text>')
    expect(await (await fetch(`${local.api.url}/v1/profile/avatar/alice-b`)).text()).toBe(svg) // deterministic
    expect(await get(`/v1/identity/${DEV_1.address}?projectId=latch-local`)).toMatchObject({ status: 200, body: { name: null, avatar: null } })

    // alice1 taken too: the suggestions skip it and still offer at least 3 free, valid names.
    expect((await register('alice1', DEV_1.privateKey)).status).toBe(200)
    const suggested = await get('/v1/profile/suggestions/Alice?projectId=latch-local')
    expect(suggested.status).toBe(200)
    const suggestions = (suggested.body as { suggestions: { name: string; registered: boolean }[] }).suggestions
    expect(suggestions[0]).toEqual({ name: 'alice', registered: true })
    const offered = suggestions.slice(1)
    expect(offered.length).toBeGreaterThanOrEqual(3)
    for (const suggestion of offered) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(/^[a-z0-9-]{4,}$/)
      expect(['alice', 'alice1', 'alice-b']).not.toContain(suggestion.name)
      expect((await get(`/v1/profile/account/${suggestion.name}?projectId=latch-local`)).status).toBe(404)
    }
    expect(new Set(offered.map((suggestion) => suggestion.name)).size).toBe(offered.length)
    expect((await get('/v1/profile/suggestions/Alice?projectId=latch-local')).body).toEqual(suggested.body) // deterministic
    const fresh = (await get('/v1/profile/suggestions/newcomer?projectId=latch-local')).body as { suggestions: unknown[] }
    expect(fresh.suggestions[0]).toEqual({ name: 'newcomer', registered: false })
  })

  it('refuses a taken name (409), whoever asks and in whatever case', async () => {
    expect((await register('carol')).status).toBe(200)
    expect(await register('carol', DEV_1.privateKey)).toEqual({ status: 409, body: { message: 'name already registered' } })
    expect(await register('CAROL')).toEqual({ status: 409, body: { message: 'name already registered' } })
  })

  it("refuses a signature by another key than the address's (401), before looking at whether the name is taken", async () => {
    const text = messageText('mallory')
    const forged = await signed(text, { key: DEV_1.privateKey, address: DEV_0.address })
    expect(await post(forged)).toEqual({ status: 401, body: { message: 'The signature does not match the address' } })
    expect((await register('mallory')).status).toBe(200)
    expect(await post(await signed(messageText('mallory'), { key: DEV_1.privateKey, address: DEV_0.address }))).toEqual({
      status: 401,
      body: { message: 'The signature does not match the address' },
    })
    // A signature over another text than the one sent.
    const other = await signed(messageText('mallory2'))
    expect((await post({ ...other, message: messageText('mallory3') })).status).toBe(401)
    expect((await get('/v1/profile/account/mallory2?projectId=latch-local')).status).toBe(404)
  })

  it('accepts a smart account’s signature through the chain (ERC-6492, account not deployed yet)', async () => {
    const key = generatePrivateKey()
    const accounts = createSmartAccounts({ chainUrl: local.chains.a.url, chainId: 31337, entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS })
    const smart = await accounts.address(privateKeyToAccount(key).address)
    const text = messageText('smarty')
    const response = await post({ coin_type: COIN_TYPE_A, address: smart, message: text, signature: await accounts.signHash(key, hashMessage(text)) })
    expect(response).toMatchObject({ status: 200, body: { name: 'smarty', addresses: { '2147514985': { address: smart } } } })
    expect((await get(`/v1/identity/${smart}?projectId=latch-local`)).body).toMatchObject({ name: 'smarty' })
  })

  it('refuses, with 400 and a sentence, a malformed body, message, name or coin type and a stale or future timestamp', async () => {
    const refusal = async (body: unknown) => {
      const answer = await post(body)
      expect(answer.status).toBe(400)
      return (answer.body as { message: string }).message
    }
    const good = await signed(messageText('validname'))
    // The body's shape.
    expect(await refusal('{ not json')).toBe('The body is not JSON')
    expect(await refusal({ ...good, signature: undefined })).toMatch(/^signature: /)
    expect(await refusal({ ...good, address: '0x1234' })).toMatch(/^address: /)
    expect(await refusal({ ...good, coin_type: '2147514985' })).toMatch(/^coin_type: /)
    expect(await refusal({ ...good, coin_type: 2147514985.5 })).toMatch(/^coin_type: /)
    expect(await refusal({ ...good, signature: 'not hex' })).toMatch(/^signature: /)
    // The message: JSON with exactly a valid name, empty attributes and an integer timestamp — each signed properly.
    const sign = async (message: string) => signed(message)
    expect(await refusal(await sign('alice registers'))).toBe('The message is not JSON')
    for (const name of ['abc', 'al ice', 'аlice', 'ali_ce', 'alicé', '', 42]) {
      expect(await refusal(await sign(JSON.stringify({ name, attributes: {}, timestamp: nowS() })))).toMatch(/^The message must be JSON with exactly a name, empty attributes and a timestamp \(name: /)
    }
    expect(await refusal(await sign(JSON.stringify({ name: 'validname', attributes: {}, timestamp: nowS(), extra: 1 })))).toMatch(/^The message must be JSON with exactly/)
    expect(await refusal(await sign(JSON.stringify({ name: 'validname', timestamp: nowS() })))).toMatch(/^The message must be JSON with exactly/)
    expect(await refusal(await sign(JSON.stringify({ name: 'validname', attributes: { bio: 'hi' }, timestamp: nowS() })))).toMatch(/\(attributes: /)
    expect(await refusal(await sign(JSON.stringify({ name: 'validname', attributes: {}, timestamp: nowS() + 0.5 })))).toMatch(/\(timestamp: /)
    expect(await refusal(await sign(JSON.stringify({ name: 'validname', attributes: {}, timestamp: String(nowS()) })))).toMatch(/\(timestamp: /)
    expect(await refusal(await sign(JSON.stringify(['validname', {}, nowS()])))).toMatch(/^The message must be JSON with exactly/)
    // Its age: at most 10 minutes old, at most 1 minute ahead. A stale message is refused before its signature is read.
    expect(await refusal(await sign(messageText('validname', nowS() - 660)))).toBe('The message timestamp is more than 10 minutes old')
    expect(await refusal(await signed(messageText('validname', nowS() - 660), { key: DEV_1.privateKey, address: DEV_0.address }))).toBe(
      'The message timestamp is more than 10 minutes old',
    )
    expect(await refusal(await sign(messageText('validname', nowS() + 120)))).toBe('The message timestamp is more than 1 minute in the future')
    expect((await post(await sign(messageText('fresh-enough', nowS() - 540)))).status).toBe(200)
    // The coin type: ENSIP-11 for a chain this server serves.
    const text = messageText('validname')
    expect(await refusal(await signed(text, { coinType: 2147483649 }))).toBe('unknown coin type') // chain 1, not served here
    expect(await refusal(await signed(text, { coinType: 60 }))).toBe('unknown coin type') // SLIP-44 ETH, below 0x80000000
    expect(await refusal(await signed(text, { coinType: 31337 }))).toBe('unknown coin type') // the bare chain id
    expect(await refusal(await signed(text, { coinType: 2147483648 }))).toBe('unknown coin type') // chain 0
    expect((await get('/v1/profile/account/validname?projectId=latch-local')).status).toBe(404)
    expect((await register('validname')).status).toBe(200)
  })

  it('answers 404 for a free name and 400 for a path that breaks the name or address rule', async () => {
    expect(await get('/v1/profile/account/nobody-here?projectId=latch-local')).toMatchObject({ status: 404, body: { message: 'name not registered' } })
    expect(await get('/v1/profile/avatar/nobody-here?projectId=latch-local')).toMatchObject({ status: 404, body: { message: 'name not registered' } })
    for (const name of ['abc', 'al%20ice', encodeURIComponent('аlice'), 'ali_ce', 'ali.ce', '%E0%A4%A']) {
      for (const route of ['account', 'suggestions', 'avatar']) {
        expect(await get(`/v1/profile/${route}/${name}?projectId=latch-local`)).toMatchObject({
          status: 400,
          body: { message: 'name: a name is at least 4 characters: ASCII letters, digits and hyphens only' },
        })
      }
    }
    for (const address of ['0x1234', 'alice', `${DEV_0.address}00`, DEV_0.address.slice(2)]) {
      expect(await get(`/v1/profile/reverse/${address}?projectId=latch-local`)).toMatchObject({ status: 400, body: { message: 'address: an EVM address (0x and 40 hex digits)' } })
      expect(await get(`/v1/identity/${address}?projectId=latch-local`)).toMatchObject({ status: 400, body: { message: 'address: an EVM address (0x and 40 hex digits)' } })
    }
    expect((await get(`/v1/identity/${DEV_0.address}?projectId=latch-local&chainId=31337`)).status).toBe(400)
    // projectId is taken and ignored: absent or empty is fine.
    expect((await get('/v1/profile/suggestions/anyone')).status).toBe(200)
    expect((await get(`/v1/identity/${DEV_2.address}?projectId=`)).status).toBe(200)
    // Methods.
    expect((await fetch(`${local.api.url}/v1/profile/account?projectId=latch-local`)).status).toBe(405)
    expect((await fetch(`${local.api.url}/v1/profile/account/alice?projectId=latch-local`, { method: 'POST', body: '{}' })).status).toBe(405)
    expect((await fetch(`${local.api.url}/__admin/names`)).status).toBe(405)
  })

  it("fails the profile routes with a fault on '/v1/profile/*' until DELETE /__faults clears it", async () => {
    expect((await register('faulty')).status).toBe(200)
    const added = await fetch(`${local.api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: '/v1/profile/*', mode: 'status', status: 503 }) })
    expect(added.status).toBe(201)
    expect(await get('/v1/profile/account/faulty?projectId=latch-local')).toMatchObject({ status: 503, body: { message: 'injected fault: status 503' } })
    expect((await get('/v1/profile/suggestions/faulty?projectId=latch-local')).status).toBe(503)
    expect((await register('faulty2')).status).toBe(503)
    expect((await get(`/v1/identity/${DEV_0.address}?projectId=latch-local`)).status).toBe(200) // not under /v1/profile/
    expect((await (await fetch(`${local.api.url}/__faults`, { method: 'DELETE' })).json()) as unknown).toEqual({ cleared: 1 })
    expect((await get('/v1/profile/account/faulty?projectId=latch-local')).status).toBe(200)
    expect((await get('/v1/profile/account/faulty2?projectId=latch-local')).status).toBe(404) // the faulted POST stored nothing
  })

  it('forgets every registration on DELETE /__admin/names', async () => {
    expect((await register('dave')).status).toBe(200)
    expect((await register('dave2', DEV_1.privateKey)).status).toBe(200)
    expect((await (await fetch(`${local.api.url}/__admin/names`, { method: 'DELETE' })).json()) as unknown).toEqual({ cleared: 2 })
    expect((await get('/v1/profile/account/dave?projectId=latch-local')).status).toBe(404)
    expect((await get(`/v1/profile/reverse/${DEV_1.address}?projectId=latch-local`)).body).toEqual([])
    expect((await register('dave', DEV_1.privateKey)).status).toBe(200)
  })
})
