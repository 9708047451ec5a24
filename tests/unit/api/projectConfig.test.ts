// R-API-4 (remote features), R-API-5 (origins, failure gives []), R-API-6 (analytics config, failure turns off).
import { describe, expect, it } from 'vitest'
import { SOCIALS } from '../../../src/core/config'
import { ONRAMP_PROVIDERS } from '../../../src/core/constants'
import { toRemoteFeatures } from '../../../src/services/api/remoteFeatures'
import { expectLatchError, rejection, SHORT_TIMEOUT, useProviderApiServer } from './testServer'

const server = useProviderApiServer()

const putProject = (body: unknown) =>
  server.admin('/__admin/project', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('getConfig (R-API-4)', () => {
  it('R-API-4: a fresh devstack has every feature on, with the default socials and on-ramp providers', async () => {
    expect(await server.api().getConfig()).toEqual({
      email: true,
      socials: [...SOCIALS],
      swaps: true,
      onramp: true,
      onrampProviders: [...ONRAMP_PROVIDERS],
      activity: true,
    })
  })

  it('R-API-4: features switched off on the server are off for the client', async () => {
    await putProject({
      features: [
        { id: 'email', isEnabled: false, config: null },
        { id: 'social_login', isEnabled: true, config: ['github', 'google'] },
        { id: 'onramp', isEnabled: false, config: ['meld'] },
      ],
    })
    expect(await server.api().getConfig()).toEqual({ email: false, socials: ['github', 'google'], swaps: false, onramp: false, onrampProviders: [], activity: false })
  })

  it('unknown feature ids and unknown social providers are ignored, not fatal', () => {
    const features = toRemoteFeatures([
      { id: 'social_login', isEnabled: true, config: ['google', 'myspace', 'x'] },
      { id: 'teleport', isEnabled: true, config: null },
      { id: 'swaps', isEnabled: true, config: null },
    ])
    expect(features).toEqual({ email: false, socials: ['google', 'x'], swaps: true, onramp: false, onrampProviders: [], activity: false })
  })

  it('social login switched off gives no socials, whatever its config lists', () => {
    expect(toRemoteFeatures([{ id: 'social_login', isEnabled: false, config: ['google'] }]).socials).toEqual([])
  })

  it('a config failure is thrown (the caller falls back to the local features)', async () => {
    await server.fault({ route: '/appkit/v1/config', mode: 'status', status: 500 })
    expectLatchError(await rejection(server.api().getConfig()), 'HTTP_STATUS', { status: 500 })
  })
})

describe('getOrigins (R-API-5)', () => {
  it('R-API-5: returns the allow-list', async () => {
    expect(await server.api().getOrigins()).toEqual(['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com'])
  })

  it.each([
    ['a 500', { mode: 'status' as const, status: 500 }],
    ['a 401', { mode: 'status' as const, status: 401, message: 'Unauthorized: invalid key' }],
    ['a malformed body', { mode: 'wrong-shape' as const }],
    ['a body that is not JSON', { mode: 'malformed' as const }],
    ['a timeout', { mode: 'slow' as const, delayMs: 1_000 }],
  ])('R-API-5: %s gives an empty list', async (_name, fault) => {
    await server.fault({ route: '/projects/v1/origins', ...fault })
    expect(await server.api({ transport: SHORT_TIMEOUT }).getOrigins()).toEqual([])
  })

  it('R-API-5: an unreachable server gives an empty list', async () => {
    const api = server.api({ baseUrl: 'http://127.0.0.1:9', transport: { retries: 0, timeoutMs: 500 } })
    expect(await api.getOrigins()).toEqual([])
  })
})

describe('getAnalyticsConfig (R-API-6)', () => {
  it('R-API-6: returns isAnalyticsEnabled', async () => {
    expect(await server.api().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    await putProject({ isAnalyticsEnabled: false })
    expect(await server.api().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })

  it.each([
    ['a 500', { mode: 'status' as const, status: 500 }],
    ['a malformed body', { mode: 'wrong-shape' as const }],
    ['a timeout', { mode: 'slow' as const, delayMs: 1_000 }],
  ])('R-API-6: %s turns analytics off', async (_name, fault) => {
    await server.fault({ route: '/getAnalyticsConfig', ...fault })
    expect(await server.api({ transport: SHORT_TIMEOUT }).getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })
})
