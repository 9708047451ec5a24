// @vitest-environment node
// The provider API fake (support/providerApi.ts) against the devstack's provider API (devstack/providerApi), the
// same requests to both: the same statuses, the same refusals in the same words, bodies that Latch's own schemas
// parse alike, and Latch's own client (createProviderApi) getting the same outcomes from either. The catalogues
// differ in size (538 wallets there, 7 here), so a page is compared by what every entry must satisfy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProviderApi, type ProviderApiServer } from '../../../devstack/providerApi'
import { METAMASK_WALLET_ID } from '../../../src/core/constants'
import { LatchError } from '../../../src/core/errors'
import { createProviderApi } from '../../../src/services/api'
import { analyticsConfigSchema, originsSchema, remoteConfigSchema, serverErrorSchema, walletsPageSchema } from '../../../src/services/api/schemas'
import { ask, fakeFetch, json, type Answer } from '../support/contract'
import { createProviderApiFake } from '../support/providerApi'

const FAKE = 'http://api.latch.test'
const IDENTITY = 'projectId=contract&st=appkit&sv=latch-react-0.1.0'
let server: ProviderApiServer
const fake = createProviderApiFake()
const fakeFetcher = fakeFetch('api', FAKE, fake.service)

beforeAll(async () => {
  server = await startProviderApi({ port: 0 })
})
afterAll(() => server?.close())

/** The same request to both. */
async function both(path: string, init?: RequestInit): Promise<{ real: Answer; fake: Answer }> {
  const [real, faked] = await Promise.all([ask(fetch, server.url, path, init), ask(fakeFetcher, FAKE, path, init)])
  return { real, fake: faked }
}

const walletsOf = (answer: Answer) => walletsPageSchema.parse(answer.body)

describe('provider API fake ≡ devstack provider API', () => {
  it('GET /getWallets: a page that parses, with count, paging and every filter honoured alike', async () => {
    const queries = [
      'page=1&entries=4',
      'page=1&entries=4&badge_type=certified',
      'page=1&entries=40&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      `page=1&entries=1&include=${METAMASK_WALLET_ID}`,
      `page=1&entries=40&exclude=${METAMASK_WALLET_ID}&chains=eip155:1`,
      'page=1&entries=100&search=%20%20meta%20',
      'page=9999&entries=4',
    ]
    for (const query of queries) {
      const { real, fake: faked } = await both(`/getWallets?${IDENTITY}&${query}`)
      expect([real.status, faked.status], query).toEqual([200, 200])
      const [r, f] = [walletsOf(real), walletsOf(faked)]
      const params = new URLSearchParams(query)
      for (const page of [r, f]) {
        expect(page.data.length).toBeLessThanOrEqual(Number(params.get('entries')))
        expect(page.count).toBeGreaterThanOrEqual(page.data.length)
        const chains = params.get('chains')
        if (chains) expect(page.data.every((wallet) => wallet.chains.includes(chains))).toBe(true)
        if (params.get('badge_type')) expect(page.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
        if (params.get('include')) expect(page.data.map((wallet) => wallet.id)).toEqual([METAMASK_WALLET_ID])
        if (params.get('exclude')) expect(page.data.some((wallet) => wallet.id === METAMASK_WALLET_ID)).toBe(false)
        if (params.get('search')) expect(page.data.every((wallet) => wallet.name.toLowerCase().includes('meta'))).toBe(true)
        if (params.get('page') === '9999') expect(page.data).toEqual([])
      }
      // The entry both catalogues hold is the same entry.
      if (params.get('include')) expect(f.data[0]).toMatchObject({ id: r.data[0]!.id, name: r.data[0]!.name, rdns: r.data[0]!.rdns, badge_type: r.data[0]!.badge_type })
    }
  })

  it('GET /getWallets refusals: the same status and the same words', async () => {
    for (const path of [
      `/getWallets?${IDENTITY}&page=0&entries=4`,
      `/getWallets?${IDENTITY}&page=1&entries=1001`,
      `/getWallets?${IDENTITY}&page=1&entries=4&badge_type=gold`,
      '/getWallets?projectId=contract&st=appkit&page=1&entries=4',
      '/getWallets?st=appkit&sv=1&page=1&entries=4',
    ]) {
      const { real, fake: faked } = await both(path)
      expect(faked.status, path).toBe(real.status)
      expect(faked.body, path).toEqual(real.body)
      expect(serverErrorSchema.safeParse(faked.body).success).toBe(true)
    }
    const wrongMethod = await both(`/getWallets?${IDENTITY}&page=1&entries=4`, { method: 'POST' })
    expect(wrongMethod.fake).toEqual(wrongMethod.real)
  })

  it('the image routes: an image for what the catalogue knows, a 404 in the same words for what it does not', async () => {
    const realImage = walletsOf((await both(`/getWallets?${IDENTITY}&page=1&entries=1`)).real).data[0]!.image_id
    const fakeImage = fake.state.wallets[0]!.image_id
    const pairs = [
      [`/getWalletImage/${realImage}`, `/getWalletImage/${fakeImage}`],
      ['/public/getAssetImage/eip155:1', '/public/getAssetImage/eip155:1'],
      ['/public/getCurrencyImage/USD', '/public/getCurrencyImage/USD'],
      ['/public/getTokenImage/ETH', '/public/getTokenImage/ETH'],
    ]
    for (const [realPath, fakePath] of pairs) {
      const [real, faked] = await Promise.all([ask(fetch, server.url, `${realPath}?${IDENTITY}`), ask(fakeFetcher, FAKE, `${fakePath}?${IDENTITY}`)])
      expect([real.status, real.contentType], realPath).toEqual([200, 'image/svg+xml'])
      expect([faked.status, faked.contentType], fakePath).toEqual([200, 'image/svg+xml'])
    }
    for (const path of ['/getWalletImage/nope', '/public/getAssetImage/eip155:5', '/public/getTokenImage/NOPE', '/getWalletImage/x']) {
      const { real, fake: faked } = await both(`${path}?${IDENTITY}`)
      expect(faked, path).toEqual(real)
    }
    const noIdentity = await both(`/public/getTokenImage/ETH`)
    expect(noIdentity.fake).toEqual(noIdentity.real)
  })

  it('config, origins and the analytics switch: the same answers (a fresh project)', async () => {
    for (const [path, schema] of [
      ['/appkit/v1/config', remoteConfigSchema],
      ['/projects/v1/origins', originsSchema],
      ['/getAnalyticsConfig', analyticsConfigSchema],
    ] as const) {
      const { real, fake: faked } = await both(`${path}?${IDENTITY}`)
      expect(faked, path).toEqual(real)
      expect(schema.safeParse(faked.body).success).toBe(true)
    }
  })

  it('POST /e: an event is taken (202), a bad one refused (400), an origin off the allow-list is a 403 in the cloud words', async () => {
    const event = { eventId: 'e-1', url: 'http://localhost:3000/', domain: 'localhost', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } }
    const ok = await both(`/e?${IDENTITY}`, json(event))
    expect(ok.fake).toEqual(ok.real)
    expect(ok.fake.status).toBe(202)
    const bad = await both(`/e?${IDENTITY}`, json({ ...event, props: { type: 'nope' } }))
    expect([bad.fake.status, bad.real.status]).toEqual([400, 400])
    expect(String((bad.fake.body as { message: string }).message)).toMatch(/^invalid event: props/)
    expect(String((bad.real.body as { message: string }).message)).toMatch(/^invalid event: props/)
    const foreign = { ...json(event), headers: { 'content-type': 'application/json', origin: 'https://evil.example.org' } }
    const refused = await both(`/e?${IDENTITY}`, foreign)
    expect(refused.fake).toEqual(refused.real)
    expect(refused.fake.status).toBe(403)
    const get = await both(`/e?${IDENTITY}`)
    expect(get.fake).toEqual(get.real)
  })

  it("Latch's own client gets the same outcomes from both", async () => {
    const client = (baseUrl: string, fetcher: typeof fetch) =>
      createProviderApi({ baseUrl, projectId: 'contract', fetch: fetcher, transport: { retries: 0, timeoutMs: 5_000 }, page: () => ({ url: 'http://localhost:3000/', domain: 'localhost' }) })
    const [real, faked] = [client(server.url, fetch), client(FAKE, fakeFetcher)]
    expect(await faked.getConfig()).toEqual(await real.getConfig())
    expect(await faked.getOrigins()).toEqual(await real.getOrigins())
    expect(await faked.getAnalyticsConfig()).toEqual(await real.getAnalyticsConfig())
    const [realPage, fakePage] = await Promise.all([real.getWallets({ page: 1, entries: 4, badge_type: 'certified', chains: ['eip155:1'] }), faked.getWallets({ page: 1, entries: 4, badge_type: 'certified', chains: ['eip155:1'] })])
    expect([realPage.data.length, fakePage.data.length]).toEqual([4, 4])
    const [realBlob, fakeBlob] = await Promise.all([real.fetchImage('token', 'ETH'), faked.fetchImage('token', 'ETH')])
    expect([realBlob.type, fakeBlob.type]).toEqual(['image/svg+xml', 'image/svg+xml'])
    const failure = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof LatchError ? { code: error.code, status: error.status } : error))
    expect(await failure(faked.fetchImage('wallet', 'nope'))).toEqual(await failure(real.fetchImage('wallet', 'nope')))
    expect(await failure(faked.getWallets({ page: 1, entries: 2000 }))).toEqual(await failure(real.getWallets({ page: 1, entries: 2000 })))
  })
})
