// How Latch starts its WalletConnect sign client (STACK-NOTES, WalletConnect with no internet): once per page, on the
// configured relay, with telemetry off, under a storage prefix of its own (so it never shares a store with another
// sign client on the page), and, on a relay of our own, with the internet-only Verify service switched off. The
// sign-client package is a stand-in here: its real start needs a relay (walletConnect.system.test.ts runs one).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSignClientLoader } from '../../../src/services/walletconnect/signClient'

const started = vi.hoisted(() => ({ clients: [] as { core: { verify: { isDevEnv: boolean } } }[], init: [] as Record<string, unknown>[] }))

vi.mock('@walletconnect/sign-client', () => ({
  SignClient: {
    init: async (options: Record<string, unknown>) => {
      started.init.push(options)
      const client = { core: { verify: { isDevEnv: false } } }
      started.clients.push(client)
      return client
    },
  },
}))

const METADATA = { name: 'Latch', description: 'Latch test', url: 'http://127.0.0.1/latch', icons: [] }

beforeEach(() => {
  started.clients.length = 0
  started.init.length = 0
})

describe('sign client start', () => {
  it('starts once on the configured relay, with telemetry off and a storage prefix of Latch’s own', async () => {
    const load = createSignClientLoader({ projectId: 'project-1', relayUrl: 'ws://127.0.0.1:5555', metadata: METADATA, offline: false })
    const [first, second] = await Promise.all([load(), load()])
    expect(first).toBe(second)
    expect(started.init).toHaveLength(1)
    expect(started.init[0]).toEqual({
      projectId: 'project-1',
      relayUrl: 'ws://127.0.0.1:5555',
      metadata: METADATA,
      telemetryEnabled: false,
      customStoragePrefix: expect.stringMatching(/^latch/i),
    })
  })

  it('on a relay of our own (offline), Verify is switched off (its dev-environment switch is set)', async () => {
    const client = (await createSignClientLoader({ projectId: 'p', relayUrl: 'ws://127.0.0.1:5555', metadata: METADATA, offline: true })()) as unknown as { core: { verify: { isDevEnv: boolean } } }
    expect(client.core.verify.isDevEnv).toBe(true)
  })

  it('on WalletConnect’s relay (not offline), Verify is left on', async () => {
    const client = (await createSignClientLoader({ projectId: 'p', metadata: METADATA, offline: false })()) as unknown as { core: { verify: { isDevEnv: boolean } } }
    expect(client.core.verify.isDevEnv).toBe(false)
  })
})
