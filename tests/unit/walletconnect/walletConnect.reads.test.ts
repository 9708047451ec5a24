// R-PERM-3: through the assembled WalletConnect module, a session's safe reads go to the RPC of the session's own
// chain among the app's networks, never to another network's; a chain the app has no network for has no RPC, and
// the provider answers EIP-1193's 4901 (not connected to that chain) without calling anyone. No sign client starts:
// reads never need the wallet.
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnect } from '../../../src/services/walletconnect/walletConnect'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function walletConnectOn(chainId: string) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x2a' })))
  const walletConnect = createWalletConnect({
    projectId: 'project-1',
    relayUrl: 'ws://127.0.0.1:9',
    metadata: { name: 'Latch', description: 'Latch test', url: 'http://127.0.0.1/latch', icons: [] },
    offline: true,
    chains: ['eip155:1', 'eip155:10'],
    networks: {
      networkEntries: [
        { caipNetworkId: 'eip155:1', name: 'First chain', nativeCurrency: ETHER, rpcUrl: 'http://127.0.0.1:8001/' },
        { caipNetworkId: 'eip155:10', name: 'Second chain', nativeCurrency: ETHER, rpcUrl: 'http://127.0.0.1:8010/' },
      ],
      projectId: 'project-1',
      services: { apiUrl: 'http://127.0.0.1:9' },
    },
    fetch,
    now: () => 0,
  })
  const adopted = walletConnect.provider.adopt({ topic: 'session-topic', namespaces: { eip155: { accounts: [`eip155:${chainId}:${ADDRESS}`] } }, peer: { metadata: { name: 'Phone Wallet' } } })
  expect(adopted).toBeDefined()
  return { provider: walletConnect.provider, fetch }
}

describe('WalletConnect reads', () => {
  it('R-PERM-3: a session on the second network reads from the second network’s RPC', async () => {
    const { provider, fetch } = walletConnectOn('10')
    expect(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x2a')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]![0])).toBe('http://127.0.0.1:8010/')
  })

  it('R-PERM-3: a session on a chain the app has no network for cannot read: 4901, and no RPC is called', async () => {
    const { provider, fetch } = walletConnectOn('137')
    await expect(provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toEqual({ code: 4901, message: 'Chain not connected' })
    expect(fetch).not.toHaveBeenCalled()
  })
})
