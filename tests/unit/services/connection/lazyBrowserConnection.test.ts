// The lazy connection port (lazyBrowserConnection.ts): once the connection code has loaded, the connected wallet's
// own reads (SPEC §7 wallet RPC) and a network switch (R-NAV-11, R-NET-1) reach the wallet through it.
import { describe, expect, it } from 'vitest'
import { createBrowserWallets } from '../../../../src/services/connection/browserWallets'
import { createLazyBrowserConnection } from '../../../../src/services/connection/lazyBrowserConnection'
import { createLazySolanaWallets } from '../../../../src/services/solana/lazySolanaWallets'
import { createLatchStorage } from '../../../../src/services/storage'
import { announcement, FakeProvider, FakeWindow } from '../../connectors/fakes'
import { memoryStorage } from '../../storage/fakeStorage'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RDNS = 'dev.latch.lazy'
const CAPABILITIES = { '0x1': { assetDiscovery: { supported: true } } }
const signal = new AbortController().signal

function setup() {
  const win = new FakeWindow()
  const wallets = createBrowserWallets(win as unknown as Window)
  wallets.watch(() => {})
  const provider = new FakeProvider(({ method }) => {
    if (method === 'eth_accounts') return [ADDRESS]
    if (method === 'eth_chainId') return '0x1'
    if (method === 'wallet_getCapabilities') return CAPABILITIES
    return null
  })
  win.announce(announcement(RDNS, { name: 'Lazy Wallet', provider }))
  const storage = createLatchStorage(memoryStorage())
  storage.setConnection('eip155', { connectorId: RDNS, address: ADDRESS, chainId: '1' })
  return { provider, storage, connection: createLazyBrowserConnection(wallets, storage, createLazySolanaWallets(), ['eip155:1', 'eip155:10']) }
}

describe('the lazy connection, once loaded', () => {
  it("SPEC §7: before the connection code loaded there is no wallet to ask; after a restore, a read reaches the connected wallet and answers its value", async () => {
    const { connection, provider } = setup()
    expect(connection.walletRequest('eip155')).toBeUndefined()
    expect(await connection.restore('eip155', signal)).toMatchObject({ ok: true, session: { connectorId: RDNS, address: ADDRESS } })
    const request = connection.walletRequest('eip155')
    expect(request).toBeTypeOf('function')
    expect(await request?.('wallet_getCapabilities', [ADDRESS])).toEqual(CAPABILITIES)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_getCapabilities', params: [ADDRESS] })
  })

  it('issue 32: a request asked when the namespace has no wallet (the session forgotten) is refused, never answered undefined as if signed', async () => {
    const { connection, provider } = setup()
    await connection.restore('eip155', signal)
    const request = connection.walletRequest('eip155')
    connection.forget('eip155')
    const asked = provider.calls.length
    await expect(request?.('personal_sign', ['0x6869', ADDRESS])).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' })
    expect(provider.calls).toHaveLength(asked)
  })

  it('R-NAV-11, R-NET-1: a network switch is the connected wallet\'s, and the stored session follows it', async () => {
    const { connection, provider, storage } = setup()
    const target = { id: '10', name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'https://mainnet.optimism.io' }
    expect(await connection.switchNetwork('eip155', target, signal)).toEqual({ ok: true })
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }])
    expect(storage.getConnection('eip155')).toEqual({ connectorId: RDNS, address: ADDRESS, chainId: '10' })
  })
})
