// The WALLET_CONNECT connector's EIP-1193 face over a sign client (a stand-in here; the e2e suite runs the real
// one against the devstack relay): what goes to the wallet, what goes to the RPC, and sessions ending either way.
import { describe, expect, it, vi } from 'vitest'
import type { SignClient } from '../../../src/services/walletconnect/signClient'
import { createWalletConnectProvider } from '../../../src/services/walletconnect/walletConnectProvider'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SESSION = { topic: 'topic-1', namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`] } }, peer: { metadata: { name: 'Phone Wallet' } } }

function fakeClient(initial: unknown[] = []) {
  const handlers = new Map<string, (payload: unknown) => void>()
  let sessions = [...initial]
  const client = {
    session: {
      getAll: () => sessions,
      get keys() {
        return sessions.map((s) => (s as { topic: string }).topic)
      },
      delete: vi.fn(async (topic: string) => void (sessions = sessions.filter((s) => (s as { topic: string }).topic !== topic))),
    },
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    request: vi.fn(async () => '0xsigned'),
    disconnect: vi.fn(async () => undefined),
  }
  return { client: client as unknown as SignClient, raw: client, fire: (event: string, payload: unknown) => handlers.get(event)?.(payload) }
}

function provider(sessions: unknown[] = []) {
  const fake = fakeClient(sessions)
  const fetch = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' })))
  const wc = createWalletConnectProvider({ loadClient: async () => fake.client, rpcUrl: () => 'http://127.0.0.1:8545', fetch })
  return { wc, fake, fetch }
}

describe('WalletConnect provider', () => {
  it('after a reload, the stored session answers eth_accounts and eth_chainId', async () => {
    const { wc } = provider([SESSION])
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('with no session: no accounts, and eth_requestAccounts is unauthorised (4100)', async () => {
    const { wc } = provider()
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([])
    await expect(wc.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
  })

  it('personal_sign goes to the wallet over the session; eth_getBalance goes to the RPC', async () => {
    const { wc, fake, fetch } = provider([SESSION])
    expect(await wc.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe('0xsigned')
    expect(fake.raw.request).toHaveBeenCalledWith({ topic: 'topic-1', chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x68', ADDRESS] } })
    expect(await wc.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x10')
    expect(fetch).toHaveBeenCalledOnce()
    expect(fake.raw.request).toHaveBeenCalledOnce()
  })

  // R-PERM-3 (SPEC §6): the methods that need the person's approval, and wallet_getCallsStatus; SPEC §7: capabilities
  // and wallet_getAssets are answered by the wallet. None of them is a read the chain's RPC could answer.
  it.each([
    ['personal_sign', ['0x68', ADDRESS]],
    ['eth_signTypedData_v4', [ADDRESS, '{}']],
    ['eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: '0x0' }]],
    ['wallet_sendCalls', [{ version: '2.0.0', from: ADDRESS, chainId: '0x7a69', atomicRequired: false, calls: [{ to: ADDRESS, value: '0x0' }] }]],
    ['wallet_getCallsStatus', ['0xbatch']],
    ['wallet_grantPermissions', [{ chainId: '0x7a69', expiry: 1_900_000_000, signer: { type: 'key', data: { id: 'k' } }, permissions: [] }]],
    ['wallet_revokePermissions', [{ permissionsContext: '0xctx' }]],
    ['eth_sendUserOperation', [{ sender: ADDRESS }, '0x0000000071727De22E5E9d8BAf0edAc6f37da032']],
    ['wallet_getCapabilities', [ADDRESS, ['0x7a69']]],
    ['wallet_getAssets', [{ account: ADDRESS, chainFilter: ['0x7a69'] }]],
  ])('R-PERM-3: %s goes to the wallet over the session, never to the RPC', async (method, params) => {
    const { wc, fake, fetch } = provider([SESSION])
    expect(await wc.request({ method, params })).toBe('0xsigned')
    expect(fake.raw.request).toHaveBeenCalledWith({ topic: 'topic-1', chainId: 'eip155:31337', request: { method, params } })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a session deleted or expired on the wallet side reaches listeners as disconnect', async () => {
    const { wc, fake } = provider([SESSION])
    const disconnected = vi.fn()
    wc.on('disconnect', disconnected)
    await wc.request({ method: 'eth_accounts' })
    fake.fire('session_delete', { topic: 'other-topic' })
    expect(disconnected).not.toHaveBeenCalled()
    fake.fire('session_delete', { topic: 'topic-1' })
    expect(disconnected).toHaveBeenCalledOnce()
  })

  it('accountsChanged from the wallet is reported as plain addresses', async () => {
    const { wc, fake } = provider([SESSION])
    const changed = vi.fn()
    wc.on('accountsChanged', changed)
    await wc.request({ method: 'eth_accounts' })
    fake.fire('session_event', { topic: 'topic-1', params: { event: { name: 'accountsChanged', data: ['eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }, chainId: 'eip155:31337' } })
    expect(changed).toHaveBeenCalledWith(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
  })

  it('disconnecting from the app ends the session in the wallet', async () => {
    const { wc, fake } = provider([SESSION])
    await wc.endSession()
    expect(fake.raw.disconnect).toHaveBeenCalledWith({ topic: 'topic-1', reason: { code: 6000, message: 'User disconnected.' } })
  })

  it('R-ERR-3: a session delete that fails rejects (the app says Failed to disconnect), and the session ends here all the same', async () => {
    const { wc, fake } = provider([SESSION])
    fake.raw.disconnect.mockRejectedValueOnce(new Error('Failed to publish payload'))
    await expect(wc.endSession()).rejects.toThrow('Failed to publish payload')
    // Not restored from the sign client's store either: a reload would otherwise bring the account back.
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('a malformed session from the wallet is not adopted', () => {
    const { wc } = provider()
    expect(wc.adopt({ topic: 'x', namespaces: { eip155: { accounts: ['not-caip'] } }, peer: { metadata: { name: 'x' } } })).toBeUndefined()
  })

describe('switching within the session (SPEC §3 approvedCaipNetworkIds, R-NAV-11)', () => {
  const TWO_CHAINS = { ...SESSION, namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`], chains: ['eip155:31337', 'eip155:31338', 'eip155:1'] } } }

  it('names the chains the session approved: its chains and its accounts\' chains', async () => {
    const { wc } = provider([TWO_CHAINS])
    await wc.request({ method: 'eth_accounts' })
    expect(wc.approvedChains()).toEqual(['eip155:31337', 'eip155:31338', 'eip155:1'])
    const single = provider([SESSION])
    await single.wc.request({ method: 'eth_accounts' })
    expect(single.wc.approvedChains()).toEqual(['eip155:31337'])
  })

  it('an approved chain is switched to on this side: chainChanged, reads and requests follow it, the wallet is not asked', async () => {
    const { wc, fake } = provider([TWO_CHAINS])
    const changed: unknown[] = []
    wc.on('chainChanged', (chain) => changed.push(chain))
    expect(await wc.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(changed).toEqual(['0x7a6a'])
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await wc.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    expect(fake.raw.request).toHaveBeenCalledWith(expect.objectContaining({ chainId: 'eip155:31338' }))
    expect(fake.raw.request).toHaveBeenCalledOnce()
    // The chain already on: nothing to announce.
    await wc.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changed).toEqual(['0x7a6a'])
  })

  it('a chain the session did not approve is unknown to it (4902); so is a malformed chain id', async () => {
    const { wc } = provider([SESSION])
    await expect(wc.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({ code: 4902 })
    await expect(wc.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'base' }] })).rejects.toMatchObject({ code: 4902 })
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('with no session there is nothing to switch: unauthorised (4100)', async () => {
    const { wc } = provider()
    await expect(wc.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).rejects.toMatchObject({ code: 4100 })
    expect(wc.approvedChains()).toEqual([])
  })
})
})

describe('WalletConnect provider, Solana side', () => {
  const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
  const SOLANA_SESSION = { topic: 'topic-sol', namespaces: { solana: { accounts: [`solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL:${SOLANA_ADDRESS}`] } }, peer: { metadata: { name: 'Phone Wallet' } } }

  it('a stored session with only a Solana account is the active one: no EVM accounts, its Solana account', async () => {
    const { wc } = provider([SOLANA_SESSION])
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wc.solanaAccount()).toEqual({ namespace: 'solana', chainId: '5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL', address: SOLANA_ADDRESS })
  })

  it('solana_signMessage goes to the wallet on the session cluster; with no Solana account it is unauthorised (4100)', async () => {
    const { wc, fake } = provider([SOLANA_SESSION])
    await wc.solanaRequest('solana_signMessage', { message: 'abc', pubkey: SOLANA_ADDRESS })
    expect(fake.raw.request).toHaveBeenCalledWith({ topic: 'topic-sol', chainId: 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL', request: { method: 'solana_signMessage', params: { message: 'abc', pubkey: SOLANA_ADDRESS } } })
    const evmOnly = provider([SESSION])
    await expect(evmOnly.wc.solanaRequest('solana_signMessage', {})).rejects.toMatchObject({ code: 4100 })
  })
})
