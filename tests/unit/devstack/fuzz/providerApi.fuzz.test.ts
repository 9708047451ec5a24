// Issue 34: the provider API takes ≥ 200 malformed requests on every route without a 5xx, then still answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProviderApi, type ProviderApiServer } from '../../../../devstack/providerApi'
import { fuzzServer, REQUESTS_PER_ROUTE } from './malformedRequests'

let server: ProviderApiServer
beforeAll(async () => {
  server = await startProviderApi({ port: 0 })
})
afterAll(async () => {
  await server.close()
})

describe('the provider API under malformed requests', () => {
  it('answers every one below 500, then a good request as before', { timeout: 120_000 }, async () => {
    const { routes, requests } = await fuzzServer(server.url, { maxBodyBytes: 64 * 1024 })
    expect(requests).toBe(routes * REQUESTS_PER_ROUTE)
    const wallets = await fetch(`${server.url}/getWallets?projectId=&st=appkit&sv=html-wagmi-4.2.0&page=1&entries=2`)
    expect(wallets.status).toBe(200)
    expect(((await wallets.json()) as { data: unknown[] }).data).toHaveLength(2)
  })
})
