// WalletConnect loads only when it is needed (a pairing starts, a stored session is restored, a request is made):
// until then the WALLET_CONNECT provider and the pairing port are stand-ins that answer without it, and once it is
// loaded everything reaches the real ones. The loaded module (./walletConnect) is a stand-in here, so these tests
// see what is asked of it and can make its loading fail. R-PAIR-1 (pairing), R-PERM-3 (requests to the wallet),
// R-CONN-1 and R-ERR-3 (ending the session), SPEC §3 approvedCaipNetworkIds.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectOptions } from '../../../src/services/walletconnect/walletConnect'
import { createLazyWalletConnect } from '../../../src/services/walletconnect/lazyWalletConnect'

type Loaded = ReturnType<typeof loadedWalletConnect>

const module = vi.hoisted(() => ({ failures: 0, loads: [] as Array<{ options: unknown; loaded: unknown }> }))

vi.mock('../../../src/services/walletconnect/walletConnect', () => ({
  createWalletConnect: (options: unknown) => {
    if (module.failures > 0) {
      module.failures -= 1
      throw new Error('Failed to fetch dynamically imported module')
    }
    const loaded = loadedWalletConnect()
    module.loads.push({ options, loaded })
    return loaded
  },
}))

function loadedWalletConnect() {
  return {
    provider: {
      request: vi.fn(async (_args: unknown): Promise<unknown> => ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']),
      endSession: vi.fn(async () => undefined),
      approvedChains: vi.fn(() => ['eip155:31337', 'eip155:10']),
      on: vi.fn(),
      removeListener: vi.fn(),
    },
    pairing: {
      createPairing: vi.fn(async (_signal: AbortSignal) => ({ ok: true as const, pairing: { uri: 'wc:abc@2?relay-protocol=irn&symKey=def', topic: 'pairing-topic', ttlMs: 240_000 } })),
      awaitApproval: vi.fn(async (_topic: string, _signal: AbortSignal) => ({ ok: false as const, failure: { reason: 'rejected' as const } })),
    },
  }
}

const OPTIONS = { projectId: 'latch-test', offline: true, chains: ['eip155:31337'] } as unknown as WalletConnectOptions

const loads = () => module.loads.length
const lastLoaded = () => module.loads.at(-1)?.loaded as Loaded

beforeEach(() => {
  module.failures = 0
  module.loads = []
})

describe('before WalletConnect is loaded', () => {
  it('SPEC §3 approvedCaipNetworkIds: no session yet means no approved chains and no Solana side, and nothing is loaded for asking', async () => {
    const { provider } = createLazyWalletConnect(OPTIONS)
    expect(provider.approvedChains?.()).toEqual([])
    expect(provider.solanaSide()).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads()).toBe(0)
  })
})

describe('once WalletConnect is loaded', () => {
  it('R-PERM-3: a request loads it (once, with the app\'s options) and is answered by the loaded provider', async () => {
    const { provider } = createLazyWalletConnect(OPTIONS)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    await provider.request({ method: 'personal_sign', params: ['0x68', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
    expect(loads()).toBe(1)
    expect(module.loads[0]!.options).toBe(OPTIONS)
    expect(lastLoaded().provider.request.mock.calls).toEqual([[{ method: 'eth_accounts' }], [{ method: 'personal_sign', params: ['0x68', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }]])
  })

  it('SPEC §3 approvedCaipNetworkIds: the approved chains and the Solana side are the loaded provider\'s', async () => {
    const { provider } = createLazyWalletConnect(OPTIONS)
    await provider.request({ method: 'eth_accounts' })
    expect(provider.approvedChains?.()).toEqual(['eip155:31337', 'eip155:10'])
    expect(provider.solanaSide()).toBe(lastLoaded().provider)
  })

  it('R-CONN-1: ending the session ends it in the loaded provider', async () => {
    const { provider } = createLazyWalletConnect(OPTIONS)
    await expect(provider.endSession()).resolves.toBeUndefined()
    expect(lastLoaded().provider.endSession).toHaveBeenCalledOnce()
  })

  it('R-CONN-1: listeners added and removed before loading reach the loaded provider, in that order', async () => {
    const { provider } = createLazyWalletConnect(OPTIONS)
    const listener = vi.fn()
    provider.on('accountsChanged', listener)
    provider.removeListener('accountsChanged', listener)
    await vi.waitFor(() => expect(lastLoaded()?.provider.removeListener).toHaveBeenCalled())
    const { on, removeListener } = lastLoaded().provider
    expect(on).toHaveBeenCalledExactlyOnceWith('accountsChanged', listener)
    expect(removeListener).toHaveBeenCalledExactlyOnceWith('accountsChanged', listener)
    expect(on.mock.invocationCallOrder[0]!).toBeLessThan(removeListener.mock.invocationCallOrder[0]!)
    expect(loads()).toBe(1)
  })

  it('R-PAIR-1: a pairing is created and awaited by the loaded pairing service, with the caller\'s topic and signal', async () => {
    const { pairing } = createLazyWalletConnect(OPTIONS)
    const signal = new AbortController().signal
    expect(await pairing.createPairing(signal)).toEqual({ ok: true, pairing: { uri: 'wc:abc@2?relay-protocol=irn&symKey=def', topic: 'pairing-topic', ttlMs: 240_000 } })
    expect(await pairing.awaitApproval('pairing-topic', signal)).toEqual({ ok: false, failure: { reason: 'rejected' } })
    const loaded = lastLoaded()
    expect(loaded.pairing.createPairing).toHaveBeenCalledExactlyOnceWith(signal)
    expect(loaded.pairing.awaitApproval).toHaveBeenCalledExactlyOnceWith('pairing-topic', signal)
    expect(loads()).toBe(1)
  })

  it('R-PAIR-1: preloading fetches WalletConnect before the pairing asks for it', async () => {
    const { provider, preload } = createLazyWalletConnect(OPTIONS)
    preload()
    await vi.waitFor(() => expect(loads()).toBe(1))
    await vi.waitFor(() => expect(provider.solanaSide()).toBe(lastLoaded().provider))
    expect(provider.approvedChains?.()).toEqual(['eip155:31337', 'eip155:10'])
  })
})

describe('when WalletConnect cannot load', () => {
  it('R-PAIR-1: a pairing reads as unreachable (nothing can reach the relay); the next pairing tries the load again', async () => {
    module.failures = 1
    const { pairing } = createLazyWalletConnect(OPTIONS)
    const signal = new AbortController().signal
    expect(await pairing.createPairing(signal)).toEqual({ ok: false, failure: { reason: 'unreachable' } })
    expect(await pairing.createPairing(signal)).toMatchObject({ ok: true })
    expect(loads()).toBe(1)
  })

  it('R-ERR-3: ending the session rejects, like a delete that did not reach the wallet', async () => {
    module.failures = 1
    const { provider } = createLazyWalletConnect(OPTIONS)
    await expect(provider.endSession()).rejects.toThrow('Failed to fetch dynamically imported module')
  })

  it('R-PERM-3: a request rejects; a failed preload or listener is not kept, and a later request loads it', async () => {
    module.failures = 2
    const { provider, preload } = createLazyWalletConnect(OPTIONS)
    // Both share the one load under way, which fails.
    preload()
    provider.on('chainChanged', vi.fn())
    await vi.waitFor(() => expect(module.failures).toBe(1))
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(provider.approvedChains?.()).toEqual([])
    expect(provider.solanaSide()).toBeUndefined()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(loads()).toBe(1)
  })
})
