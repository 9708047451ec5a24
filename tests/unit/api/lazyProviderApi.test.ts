// The lazy provider API is the one the system uses: the same answers as the client it loads, against the real
// devstack, and image URLs without loading anything.
import { describe, expect, it } from 'vitest'
import { createLazyProviderApi } from '../../../src/services/api/lazyProviderApi'
import { FAST_TRANSPORT, uniqueProjectId, useProviderApiServer } from './testServer'

const server = useProviderApiServer()

describe('createLazyProviderApi', () => {
  it('R-API-1, R-API-3: image URLs are the loaded client’s, identity included', () => {
    const options = { baseUrl: server.url, projectId: uniqueProjectId(), sdkType: 'latch-test', sdkVersion: '9.9.9' }
    const lazy = createLazyProviderApi(options)
    const eager = server.api(options)
    for (const kind of ['wallet', 'asset', 'currency', 'token'] as const) {
      expect(lazy.imageUrl(kind, 'eip155:1/x')).toBe(eager.imageUrl(kind, 'eip155:1/x'))
    }
  })

  it('answers requests through the loaded client: wallets, their images, the project config', async () => {
    const api = createLazyProviderApi({ baseUrl: server.url, projectId: uniqueProjectId(), transport: FAST_TRANSPORT })
    const page = await api.getWallets({ page: 1, entries: 3 })
    expect(page.data).toHaveLength(3)
    expect(page.count).toBeGreaterThan(3)
    const image = await api.fetchImage('wallet', page.data[0]?.image_id ?? '')
    expect(image.type).toBe('image/svg+xml')
    expect(await api.getOrigins()).toEqual(expect.any(Array))
  })

  it('R-API-7: events reach the API through the loaded client; with analytics off none are sent', async () => {
    const projectId = uniqueProjectId()
    const on = createLazyProviderApi({ baseUrl: server.url, projectId, transport: FAST_TRANSPORT, page: () => ({ url: 'http://127.0.0.1/lab', domain: '127.0.0.1' }) })
    await on.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect((await server.events(projectId)).map((event) => event.event)).toContain('MODAL_OPEN')
    const offProject = uniqueProjectId()
    const off = createLazyProviderApi({ baseUrl: server.url, projectId: offProject, transport: FAST_TRANSPORT, analytics: false })
    await off.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(await server.events(offProject)).toEqual([])
  })

  it('R-API-6: the analytics config is read through the loaded client, on and off', async () => {
    const api = createLazyProviderApi({ baseUrl: server.url, projectId: uniqueProjectId(), transport: FAST_TRANSPORT })
    await expect(api.getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: true })
    await server.admin('/__admin/project', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ isAnalyticsEnabled: false }) })
    await expect(api.getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
  })

  it('R-API-7, R-ERR-7: error reports reach the sink through the loaded client as ERROR events', async () => {
    const projectId = uniqueProjectId()
    const api = createLazyProviderApi({ baseUrl: server.url, projectId, transport: FAST_TRANSPORT, page: () => ({ url: 'http://127.0.0.1/lab', domain: '127.0.0.1' }) })
    await api.reportError({ errorType: 'TypeError', errorMessage: 'x is undefined' })
    const [stored, ...rest] = await server.events(projectId)
    expect(rest).toEqual([])
    expect(stored).toMatchObject({ type: 'error', event: 'ERROR', props: { errorType: 'TypeError', errorMessage: 'x is undefined' } })
  })
})
