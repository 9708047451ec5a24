// The blockchain API's routes behind the devstack's one fault switch (POST/GET/DELETE /__faults, devstack/http), with
// routes fit for paths that carry an address: e2e tests make the balance lookup or the history fail on purpose.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { routeMatcher } from '../../../devstack/http/faultSwitch'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from './localBlockchainApi'
import { balanceAnswerShape, historyAnswerShape } from './specShapes'

const ACCOUNT_0 = DEV_ACCOUNTS[0]!.address

describe('routeMatcher', () => {
  it("reads '*' as one path segment, a trailing '$' as the whole path, and never matches the switch itself", () => {
    const balance = routeMatcher('/v1/account/*/balance')
    expect(balance(`/v1/account/${ACCOUNT_0}/balance`)).toBe(true)
    expect(balance(`/v1/account/${ACCOUNT_0}/history`)).toBe(false)
    expect(balance('/v1/account//balance')).toBe(false)
    const account = routeMatcher('/v1/account/')
    expect(account(`/v1/account/${ACCOUNT_0}/history`)).toBe(true)
    const rpcOnly = routeMatcher('/v1/$')
    expect(rpcOnly('/v1/')).toBe(true)
    expect(rpcOnly(`/v1/account/${ACCOUNT_0}/balance`)).toBe(false)
    const everything = routeMatcher('*')
    expect(everything('/v1/')).toBe(true)
    expect(everything('/__health')).toBe(false)
    expect(routeMatcher('/')('/__faults')).toBe(false)
    expect(routeMatcher('/v1.x')('/v1/x')).toBe(false) // a dot is a dot
  })
})

describe('POST /__faults', () => {
  let local: LocalBlockchainApi
  beforeAll(async () => {
    local = await startLocalBlockchainApi()
  })
  afterEach(async () => {
    await fetch(`${local.api.url}/__faults`, { method: 'DELETE' })
  })
  afterAll(async () => {
    await local.close()
  })

  const balanceUrl = () => `${local.api.url}/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&currency=usd&chainId=eip155:31337`
  const historyUrl = () => `${local.api.url}/v1/account/${ACCOUNT_0}/history?projectId=latch-local&chainId=eip155:31337`
  const addFault = async (fault: unknown) => {
    const response = await fetch(`${local.api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('fails the balance lookup with the status and message asked for, `times` times, leaving history alone', async () => {
    expect(await addFault({ route: '/v1/account/*/balance', mode: 'status', status: 503, message: 'balances are down', times: 2 })).toMatchObject({ status: 201, body: { id: 1, route: '/v1/account/*/balance', hits: 0 } })
    expect(await getJson(balanceUrl())).toMatchObject({ status: 503, body: { message: 'balances are down' } })
    historyAnswerShape.parse((await getJson(historyUrl())).body)
    expect((await getJson(balanceUrl())).status).toBe(503)
    balanceAnswerShape.parse((await getJson(balanceUrl())).body) // used up
  })

  it('answers a 200 with a malformed body, or with text that is not JSON', async () => {
    await addFault({ route: '/v1/account/*/history', mode: 'wrong-shape', times: 1 })
    const malformed = await getJson(historyUrl())
    expect(malformed.status).toBe(200)
    expect(historyAnswerShape.safeParse(malformed.body).success).toBe(false)
    await addFault({ route: '/v1/account/*/history', mode: 'malformed' })
    const notJson = await getJson(historyUrl())
    expect(notJson.status).toBe(200)
    expect(typeof notJson.body).toBe('string')
  })

  it('lists and clears faults, refuses a malformed one, and keeps working whatever the route', async () => {
    await addFault({ route: '*', mode: 'status', status: 500 })
    expect((await getJson(balanceUrl())).status).toBe(500)
    expect((await fetch(`${local.api.url}/v1/?chainId=eip155:31337&projectId=x`, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' })).status).toBe(500)
    expect((await getJson(`${local.api.url}/__health`)).body).toEqual({ ok: true, chains: ['eip155:31337', 'eip155:31338'] })
    expect((await getJson(`${local.api.url}/__faults`)).body).toEqual([expect.objectContaining({ route: '*', mode: 'status', status: 500, hits: 2 })])
    expect((await (await fetch(`${local.api.url}/__faults`, { method: 'DELETE' })).json()) as unknown).toEqual({ cleared: 1 })
    expect((await getJson(balanceUrl())).status).toBe(200)
    expect((await addFault({ route: '', mode: 'status', status: 500 })).status).toBe(400)
    expect((await addFault({ route: '*', mode: 'status', status: 99 })).status).toBe(400)
  })

  it('delays an answer', async () => {
    await addFault({ route: '/v1/account/*/balance', mode: 'slow', delayMs: 300, times: 1 })
    const started = Date.now()
    expect((await getJson(balanceUrl())).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})
