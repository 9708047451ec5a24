// @vitest-environment jsdom
// R-API-4, R-API-5, R-VAL-12 through createLatch against the real devstack: the config and origins calls go out
// once, after the first opening (never before the first click), the remote features land in latch.config.features,
// and a page origin the project does not allow shows 'Invalid App Configuration' / 'verify the domain is allowed'
// exactly once. A failed origins call shows nothing. (jsdom's page origin is http://localhost:3000.)
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { useProviderApiServer } from './testServer'

const server = useProviderApiServer()
let latch: Latch | undefined

afterEach(() => latch?.stop())

const REMOTE_CONFIG_ROUTES = ['/appkit/v1/config', '/projects/v1/origins']

function project(patch: Record<string, unknown>) {
  return server.admin('/__admin/project', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) })
}

function start() {
  const seen: string[] = []
  const recording: typeof fetch = (input, init) => {
    seen.push(new URL(String(input)).pathname)
    return fetch(input, init)
  }
  // Analytics off on the dapp's side: a 403 from /e would raise the other Invalid App Configuration alert (R-PERM-2).
  latch = createLatch({ projectId: 'remote-config', networks: ['eip155:1'], services: { apiUrl: server.url }, features: { analytics: false } }, { fetch: recording })
  const remoteCalls = () => seen.filter((path) => REMOTE_CONFIG_ROUTES.includes(path)).sort()
  return { latch, remoteCalls }
}

/** Past the step after which Latch asks for the remote configuration: the next frame painted and the task after it
 * run (what afterPaint waits for), and the code the ask runs loaded (src/system/firstOpening.ts and what it imports). An ask started at that step (or any earlier)
 * has reached fetch by then: the first opening below shows it (calibrated), so its absence elsewhere means
 * nothing was asked, not that it was merely slower than a fixed sleep. */
async function pastThePaint() {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  await import('../../../src/system/later')
  await import('../../../src/system/firstOpening')
  await import('../../../src/services/api/remoteConfig')
  // The API client loads through the services' own gateway (lazyProviderApi.ts), a module of its own to load first.
  await import('../../../src/services/later')
  await import('../../../src/services/api/providerApi')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

async function openAndSettle(latch: Latch) {
  latch.open()
  await waitFor(latch.modal, (s) => s.matches('open'), { timeout: 8_000 })
}

// The remote features are applied in the same step that raises the alert: once they are in, the alert was decided.
const EMAIL_OFF = [{ id: 'email', isEnabled: false, config: null }]

describe('remote configuration through createLatch', () => {
  it('R-API-5, R-VAL-12: an origin not on the list shows verify the domain is allowed, once; nothing is asked before the first opening', async () => {
    await project({ allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'], features: EMAIL_OFF })
    const { latch, remoteCalls } = start()
    await pastThePaint()
    expect(remoteCalls(), 'nothing asked before the first opening').toEqual([])
    await openAndSettle(latch)
    await pastThePaint()
    expect(remoteCalls(), 'asked once the opening is painted').toEqual(REMOTE_CONFIG_ROUTES)
    await expect.poll(() => latch.config.features.email, { timeout: 5_000 }).toBe(false)
    expect(latch.alert.getSnapshot().context.alert).toEqual({ code: 'DOMAIN_NOT_ALLOWED', title: 'Invalid App Configuration' })

    // Exactly once: dismissed, it does not come back on the next opening, and nothing is asked again.
    latch.alert.send({ type: 'alert.dismiss' })
    latch.close()
    await waitFor(latch.modal, (s) => s.matches('closed'), { timeout: 5_000 })
    await openAndSettle(latch)
    await pastThePaint()
    expect(latch.alert.getSnapshot().context.alert).toBeUndefined()
    expect(remoteCalls()).toEqual(REMOTE_CONFIG_ROUTES)
  }, 20_000)

  it('R-VAL-12: an origin the list allows by wildcard: no alert, the remote features apply', async () => {
    await project({ allowedOrigins: ['http://localhost:*'], features: EMAIL_OFF })
    const { latch } = start()
    expect(latch.config.features.email).toBe(true)
    await openAndSettle(latch)
    await expect.poll(() => latch.config.features.email, { timeout: 5_000 }).toBe(false)
    expect(latch.config.features.socials).toEqual([])
    expect(latch.alert.getSnapshot().context.alert).toBeUndefined()
  }, 20_000)

  it('R-API-5: a failed origins call is an empty list: no alert', async () => {
    await project({ allowedOrigins: ['https://app.example.com'], features: EMAIL_OFF })
    await server.fault({ route: '/projects/v1/origins', mode: 'status', status: 500 })
    const { latch, remoteCalls } = start()
    await openAndSettle(latch)
    await expect.poll(() => latch.config.features.email, { timeout: 5_000 }).toBe(false)
    expect(remoteCalls()).toContain('/projects/v1/origins')
    expect(latch.alert.getSnapshot().context.alert).toBeUndefined()
  }, 20_000)
})
