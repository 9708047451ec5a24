// Issue 34: the blockchain API (over seeded local chains) takes ≥ 200 malformed requests on every route without a
// 5xx, then still answers a balance lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../../../devstack/chain/devAccounts'
import { startLocalBlockchainApi, type LocalBlockchainApi } from '../../blockchainApi/localBlockchainApi'
import { fuzzServer } from './malformedRequests'

let local: LocalBlockchainApi
beforeAll(async () => {
  local = await startLocalBlockchainApi()
}, 60_000)
afterAll(async () => {
  await local?.close()
})

describe('the blockchain API under malformed requests', () => {
  it('answers every one below 500, then a balance lookup as before', { timeout: 120_000 }, async () => {
    await fuzzServer(local.api.url, { maxBodyBytes: 2 * 1024 * 1024 })
    const balance = await fetch(`${local.api.url}/v1/account/${DEV_ACCOUNTS[0]!.address}/balance?projectId=latch-local&currency=usd&chainId=eip155:31337`)
    expect(balance.status).toBe(200)
    expect(((await balance.json()) as { balances: unknown[] }).balances.length).toBeGreaterThan(0)
  })
})
