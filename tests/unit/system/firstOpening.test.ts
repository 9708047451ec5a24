// Issue 33, no silent cloud: with the provider API pointed elsewhere, each service left at its cloud default is
// named once in the console, at the first opening (before any of them is called), with what it would send there.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseLatchConfig } from '../../../src/core/config'
import { firstOpening } from '../../../src/system/firstOpening'

const api = { getConfig: () => Promise.resolve({ features: [] }), getOrigins: () => Promise.resolve([]) } as never
const warnings = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]))

afterEach(() => vi.restoreAllMocks())

describe('the console warning for services left to the cloud (issue 33)', () => {
  it('names each service still at its cloud default when services.apiUrl is the devstack', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await firstOpening(parseLatchConfig({ networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:5174' } }), { api, origin: undefined })
    expect(warnings()).toEqual([
      [
        "Latch: services.apiUrl is http://127.0.0.1:5174, but some services are still the cloud's:",
        "- services.rpcUrl is not set: balances, activity, names and identity lookups (with the account's address) go to https://rpc.walletconnect.org.",
        "- services.relayUrl is not set: WalletConnect pairing goes to WalletConnect's relay and its Verify service.",
        'Set each one (the devstack: README, "Test your own app against the devstack").',
      ].join('\n'),
    ])
  })

  it('names only the one left out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await firstOpening(parseLatchConfig({ networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:5174', relayUrl: 'ws://127.0.0.1:5175' } }), { api, origin: undefined })
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toContain('- services.rpcUrl is not set')
    expect(warnings()[0]).not.toContain('relayUrl')
  })

  it('says nothing when every service is set, or when the API itself is the cloud', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await firstOpening(parseLatchConfig({ networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:5174', rpcUrl: 'http://127.0.0.1:5176', relayUrl: 'ws://127.0.0.1:5175' } }), { api, origin: undefined })
    await firstOpening(parseLatchConfig({ networks: ['eip155:1'], projectId: 'p' }), { api, origin: undefined })
    expect(warnings()).toEqual([])
  })
})
