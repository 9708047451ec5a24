// R-API-4, R-API-5, R-VAL-12 against the real devstack: the project's remote features apply on top of the local
// ones, and a page whose origin is not on the project's allow-list (wildcards included) gets the
// 'Invalid App Configuration' / 'verify the domain is allowed' alert. A failed origins call is an empty list and no
// alert; so is an empty list the server answers (nothing configured).
import { describe, expect, it, vi } from 'vitest'
import { loadRemoteConfig } from '../../../src/services/api/remoteConfig'
import { useProviderApiServer } from './testServer'

const server = useProviderApiServer()

/** The local features of a dapp that left every default on (R-PROD-2, R-PROD-3). */
const LOCAL = {
  connectMethodsOrder: ['wallet', 'email', 'social'] as ('wallet' | 'email' | 'social')[],
  email: true,
  socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as ('google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook')[],
  onramp: true,
  swaps: true,
  receive: true,
  send: true,
  analytics: true,
}

function project(patch: Record<string, unknown>) {
  return server.admin('/__admin/project', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) })
}

const load = (origin: string | undefined, api = server.api()) => loadRemoteConfig({ api, origin, local: LOCAL })

describe('remote features (R-API-4)', () => {
  it('apply on top of the local ones; what the server does not speak of stays local', async () => {
    await project({
      features: [
        { id: 'email', isEnabled: false, config: null },
        { id: 'social_login', isEnabled: true, config: ['github', 'google'] },
        { id: 'onramp', isEnabled: true, config: ['meld'] },
      ],
    })
    const { features } = await load('http://127.0.0.1:5173')
    expect(features).toEqual({ ...LOCAL, email: false, socials: ['github', 'google'], onramp: true, swaps: false })
  })

  it('the devstack defaults (every feature on) leave the local defaults as they are', async () => {
    expect((await load('http://127.0.0.1:5173')).features).toEqual(LOCAL)
  })

  it('a failed config call keeps the local features', async () => {
    await server.fault({ route: '/appkit/v1/config', mode: 'status', status: 500 })
    expect((await load('http://127.0.0.1:5173')).features).toEqual(LOCAL)
    await server.fault({ route: '/appkit/v1/config', mode: 'wrong-shape' })
    expect((await load('http://127.0.0.1:5173')).features).toEqual(LOCAL)
  })
})

describe('origin allow-list (R-API-5, R-VAL-12)', () => {
  it.each(['http://127.0.0.1:5173', 'http://localhost:4000', 'https://app.example.com', 'https://a.b.example.com'])(
    'R-VAL-12: %s matches the default list (wildcards) and gets no alert',
    async (origin) => {
      expect((await load(origin)).alert).toBeUndefined()
    },
  )

  it.each(['https://evil.test', 'https://example.com', 'http://app.example.com', 'null'])('%s is not on the list: verify the domain is allowed', async (origin) => {
    expect((await load(origin)).alert).toBe('DOMAIN_NOT_ALLOWED')
  })

  it('a list the project set: an exact origin and a wildcard port', async () => {
    await project({ allowedOrigins: ['https://dapp.test', 'http://127.0.0.1:*'] })
    expect((await load('https://dapp.test')).alert).toBeUndefined()
    expect((await load('http://127.0.0.1:9999')).alert).toBeUndefined()
    expect((await load('https://other.test')).alert).toBe('DOMAIN_NOT_ALLOWED')
  })

  it('R-API-5: a failed origins call is an empty list, and an empty list from a failure shows no alert', async () => {
    await server.fault({ route: '/projects/v1/origins', mode: 'status', status: 500 })
    expect((await load('https://evil.test')).alert).toBeUndefined()
    await server.admin('/__faults', { method: 'DELETE' })
    await server.fault({ route: '/projects/v1/origins', mode: 'malformed' })
    expect((await load('https://evil.test')).alert).toBeUndefined()
    const unreachable = server.api({ baseUrl: 'http://127.0.0.1:9', transport: { retries: 0 } })
    expect(await load('https://evil.test', unreachable)).toEqual({ features: LOCAL, alert: undefined })
  })

  it('R-API-5: an origins call that rejects (an abort, a client that did not load) is no list: no alert, never a throw', async () => {
    const failing = { getConfig: () => Promise.reject(new Error('chunk failed to load')), getOrigins: () => Promise.reject(new Error('chunk failed to load')) }
    await expect(loadRemoteConfig({ api: failing, origin: 'https://evil.test', local: LOCAL })).resolves.toEqual({ features: LOCAL, alert: undefined })
  })

  it('an empty list the server answers means nothing is configured: no alert', async () => {
    await project({ allowedOrigins: [] })
    expect((await load('https://evil.test')).alert).toBeUndefined()
  })

  it('outside a browser (no page origin) there is nothing to check', async () => {
    expect((await load(undefined)).alert).toBeUndefined()
  })

  it('asks each route once', async () => {
    const seen: string[] = []
    const api = server.api({ fetch: vi.fn((input: RequestInfo | URL, init?: RequestInit) => (seen.push(new URL(String(input)).pathname), fetch(input, init))) })
    await load('https://evil.test', api)
    expect(seen.sort()).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
  })
})
