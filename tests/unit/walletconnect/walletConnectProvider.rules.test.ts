// The WALLET_CONNECT provider's EIP-1193 face, rule by rule: what the wallet's own events do (accounts, chain,
// namespace updates, the session ending on its side), which session a reload restores, what is unauthorised without
// an account (EIP-1193 4100), the chain switch within the session (R-ERR-5 4902), reads that go to the chain's RPC
// (R-PERM-3) and how a bad RPC answer reads (R-ERR-5 32603), and disconnecting (R-CONN-1, R-ERR-3).
// The sign client is a stand-in that, like the real one (an event emitter), keeps every handler it is given.
import { describe, expect, it, vi } from 'vitest'
import type { SignClient } from '../../../src/services/walletconnect/signClient'
import { createWalletConnectProvider } from '../../../src/services/walletconnect/walletConnectProvider'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RPC = 'http://127.0.0.1:8545'
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const PEER = { metadata: { name: 'Phone Wallet' } }
const SESSION = { topic: 'topic-1', namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`] } }, peer: PEER }
const TWO_CHAINS = { ...SESSION, namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`] } } }
const SOLANA_ONLY = { topic: 'topic-sol', namespaces: { solana: { accounts: [`solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL:${SOLANA_ADDRESS}`] } }, peer: PEER }

const UNAUTHORIZED = { code: 4100, message: 'Unauthorized' }
const INVALID_ANSWER = { code: -32603, message: 'Invalid RPC answer' }

function fakeClient(initial: unknown[]) {
  const handlers = new Map<string, Array<(payload: unknown) => void>>()
  let sessions = [...initial]
  const client = {
    session: {
      getAll: () => sessions,
      get keys() {
        return sessions.map((s) => (s as { topic: string }).topic)
      },
      delete: vi.fn(async (topic: string) => void (sessions = sessions.filter((s) => (s as { topic: string }).topic !== topic))),
    },
    on: vi.fn((event: string, handler: (payload: unknown) => void) => void handlers.set(event, [...(handlers.get(event) ?? []), handler])),
    request: vi.fn(async (_args: unknown) => '0xsigned'),
    disconnect: vi.fn(async (_args: unknown) => undefined),
  }
  const fire = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload))
  return { client: client as unknown as SignClient, raw: client, fire }
}

type Answer = unknown
function provider(sessions: unknown[] = [], { answer = { jsonrpc: '2.0', id: 1, result: '0x10' } as Answer, rpcUrl = (_chainId: string): string | undefined => RPC } = {}) {
  const fake = fakeClient(sessions)
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(answer)))
  const wc = createWalletConnectProvider({ loadClient: async () => fake.client, rpcUrl, fetch })
  const heard = (event: string) => {
    const listener = vi.fn()
    wc.on(event, listener)
    return listener
  }
  return { wc, fake, fetch, heard }
}

const walletEvent = (topic: string, name: string, data: unknown) => ({ topic, params: { event: { name, data }, chainId: 'eip155:31337' } })

describe('the wallet\'s events', () => {
  it('R-NAV-11: chainChanged from the wallet moves the session\'s chain: listeners hear it, eth_chainId and wallet requests follow it', async () => {
    const { wc, fake, heard } = provider([TWO_CHAINS])
    await wc.request({ method: 'eth_accounts' })
    const chainChanged = heard('chainChanged')
    const accountsChanged = heard('accountsChanged')
    fake.fire('session_event', walletEvent('topic-1', 'chainChanged', 31338))
    expect(chainChanged).toHaveBeenCalledExactlyOnceWith(31338)
    expect(accountsChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await wc.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    expect(fake.raw.request).toHaveBeenCalledWith({ topic: 'topic-1', chainId: 'eip155:31338', request: { method: 'personal_sign', params: ['0x68', ADDRESS] } })
  })

  it.each([
    ['hex text', '0x7a6a'],
    ['decimal text', '31338'],
    ['a CAIP-2 id', 'eip155:31338'],
  ])('R-VAL-3: chainChanged carrying the chain as %s moves the session to that chain, heard as a number', async (_form, data) => {
    const { wc, fake, heard } = provider([TWO_CHAINS])
    await wc.request({ method: 'eth_accounts' })
    const chainChanged = heard('chainChanged')
    fake.fire('session_event', walletEvent('topic-1', 'chainChanged', data))
    expect(chainChanged).toHaveBeenCalledExactlyOnceWith(31338)
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it.each([
    ['a word', 'mainnet'],
    ['another namespace', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['nothing', undefined],
    ['zero', 0],
    ['an object', { chainId: 31338 }],
  ])('R-VAL-3: chainChanged carrying %s is no chain change: nothing heard, eth_chainId unchanged', async (_form, data) => {
    const { wc, fake, heard } = provider([TWO_CHAINS])
    await wc.request({ method: 'eth_accounts' })
    const chainChanged = heard('chainChanged')
    fake.fire('session_event', walletEvent('topic-1', 'chainChanged', data))
    expect(chainChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('R-ENT-1: another event carrying a chain number is no chain change', async () => {
    const { wc, fake, heard } = provider([TWO_CHAINS])
    await wc.request({ method: 'eth_accounts' })
    const chainChanged = heard('chainChanged')
    fake.fire('session_event', walletEvent('topic-1', 'message', 31338))
    expect(chainChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('R-ENT-1: accountsChanged from the wallet changes the accounts, never the chain', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const chainChanged = heard('chainChanged')
    const accountsChanged = heard('accountsChanged')
    fake.fire('session_event', walletEvent('topic-1', 'accountsChanged', [`eip155:31337:${OTHER}`]))
    expect(accountsChanged).toHaveBeenCalledExactlyOnceWith([OTHER])
    expect(chainChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('R-ENT-1: an accountsChanged whose data is no list, and other events carrying a list, change no accounts', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const accountsChanged = heard('accountsChanged')
    const chainChanged = heard('chainChanged')
    fake.fire('session_event', walletEvent('topic-1', 'accountsChanged', `eip155:31337:${OTHER}`))
    fake.fire('session_event', walletEvent('topic-1', 'message', [`eip155:31337:${OTHER}`]))
    expect(accountsChanged).not.toHaveBeenCalled()
    expect(chainChanged).not.toHaveBeenCalled()
  })

  it('R-ENT-1: events of another session are not this session\'s', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const accountsChanged = heard('accountsChanged')
    const chainChanged = heard('chainChanged')
    fake.fire('session_event', walletEvent('other-topic', 'accountsChanged', [`eip155:31337:${OTHER}`]))
    fake.fire('session_event', walletEvent('other-topic', 'chainChanged', 31338))
    expect(accountsChanged).not.toHaveBeenCalled()
    expect(chainChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('R-ENT-1: the wallet\'s events are listened to once per sign client, however many requests ran', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    await wc.request({ method: 'eth_chainId' })
    await wc.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    const accountsChanged = heard('accountsChanged')
    fake.fire('session_event', walletEvent('topic-1', 'accountsChanged', [`eip155:31337:${OTHER}`]))
    expect(accountsChanged).toHaveBeenCalledOnce()
    expect(fake.raw.on.mock.calls.map(([event]) => event).sort()).toEqual(['session_delete', 'session_event', 'session_expire', 'session_update'])
  })

  it('R-CONN-1: a session ended by the wallet (deleted) or by expiry reaches listeners as disconnect 4900', async () => {
    const deleted = provider([SESSION])
    await deleted.wc.request({ method: 'eth_accounts' })
    const onDelete = deleted.heard('disconnect')
    deleted.fake.fire('session_delete', { topic: 'topic-1' })
    expect(onDelete).toHaveBeenCalledExactlyOnceWith({ code: 4900, message: 'Disconnected' })

    const expired = provider([SESSION])
    await expired.wc.request({ method: 'eth_accounts' })
    const onExpire = expired.heard('disconnect')
    expired.fake.fire('session_expire', { topic: 'other-topic' })
    expect(onExpire).not.toHaveBeenCalled()
    expired.fake.fire('session_expire', { topic: 'topic-1' })
    expect(onExpire).toHaveBeenCalledExactlyOnceWith({ code: 4900, message: 'Disconnected' })
  })

  it('R-CONN-1: once the session has ended here, the wallet\'s late events for it change nothing', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    await wc.endSession()
    const listeners = ['disconnect', 'accountsChanged', 'chainChanged'].map(heard)
    expect(() => {
      fake.fire('session_event', walletEvent('topic-1', 'accountsChanged', [`eip155:31337:${OTHER}`]))
      fake.fire('session_event', walletEvent('topic-1', 'chainChanged', 31338))
      fake.fire('session_update', { topic: 'topic-1', params: { namespaces: { eip155: { accounts: [`eip155:31337:${OTHER}`] } } } })
      fake.fire('session_delete', { topic: 'topic-1' })
      fake.fire('session_expire', { topic: 'topic-1' })
    }).not.toThrow()
    for (const listener of listeners) expect(listener).not.toHaveBeenCalled()
  })
})

describe('the wallet updating the session\'s namespaces (session_update)', () => {
  const UPDATED = { eip155: { accounts: [`eip155:31337:${OTHER}`, `eip155:31337:${ADDRESS}`], chains: ['eip155:31337', 'eip155:10'] } }

  it('R-ENT-1: its new eip155 accounts are announced as plain addresses and answer eth_accounts; its chains are the approved ones', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const accountsChanged = heard('accountsChanged')
    fake.fire('session_update', { topic: 'topic-1', params: { namespaces: UPDATED } })
    expect(accountsChanged).toHaveBeenCalledExactlyOnceWith([OTHER, ADDRESS])
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([OTHER, ADDRESS])
    expect(wc.approvedChains()).toEqual(['eip155:31337', 'eip155:10'])
  })

  it('R-ENT-1: an update of another session changes nothing here', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const accountsChanged = heard('accountsChanged')
    fake.fire('session_update', { topic: 'other-topic', params: { namespaces: UPDATED } })
    expect(accountsChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  })

  it('R-VAL-3: an update whose accounts are not CAIP addresses is ignored: the session stays as it was', async () => {
    const { wc, fake, heard } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const accountsChanged = heard('accountsChanged')
    expect(() => fake.fire('session_update', { topic: 'topic-1', params: { namespaces: { eip155: { accounts: [OTHER] } } } })).not.toThrow()
    expect(accountsChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  })
})

describe('the session after a reload', () => {
  const OLDER = { ...SESSION, topic: 'topic-old', namespaces: { eip155: { accounts: [`eip155:31337:${OTHER}`] } } }

  it('R-CONN-1: the newest stored session with an account is the active one', async () => {
    const { wc } = provider([OLDER, SESSION])
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  })

  it('R-VAL-3: a newer stored session that is malformed is passed over for the older valid one', async () => {
    const malformed = { topic: 'topic-bad', namespaces: { eip155: { accounts: ['not-caip'] } }, peer: PEER }
    const { wc } = provider([OLDER, malformed])
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([OTHER])
  })

  it('R-CONN-1: a newer stored session with neither an eip155 nor a solana account is passed over', async () => {
    const cosmos = { topic: 'topic-cosmos', namespaces: { cosmos: { accounts: ['cosmos:cosmoshub-4:cosmos1abc'] } }, peer: PEER }
    const { wc } = provider([OLDER, cosmos])
    expect(await wc.request({ method: 'eth_accounts' })).toEqual([OTHER])
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})

describe('what needs an account (R-CONN-1, EIP-1193 4100 Unauthorized)', () => {
  it('a stored session with no eip155 or solana account is never the active one, asked once or twice', async () => {
    const cosmos = { topic: 'topic-cosmos', namespaces: { cosmos: { accounts: ['cosmos:cosmoshub-4:cosmos1abc'] } }, peer: PEER }
    const { wc } = provider([cosmos])
    await expect(wc.request({ method: 'eth_requestAccounts' })).rejects.toEqual(UNAUTHORIZED)
    await expect(wc.request({ method: 'eth_requestAccounts' })).rejects.toEqual(UNAUTHORIZED)
  })

  it('eth_requestAccounts with a session answers its eip155 addresses; without one it is unauthorised', async () => {
    const { wc } = provider([TWO_CHAINS])
    expect(await wc.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    await expect(provider().wc.request({ method: 'eth_requestAccounts' })).rejects.toEqual(UNAUTHORIZED)
  })

  it('eth_chainId with no session, or with a session that has no eip155 account, is unauthorised', async () => {
    await expect(provider().wc.request({ method: 'eth_chainId' })).rejects.toEqual(UNAUTHORIZED)
    await expect(provider([SOLANA_ONLY]).wc.request({ method: 'eth_chainId' })).rejects.toEqual(UNAUTHORIZED)
  })

  it('R-PERM-3: a wallet method with no session, or with no eip155 account, is unauthorised and never reaches the wallet', async () => {
    const none = provider()
    await expect(none.wc.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).rejects.toEqual(UNAUTHORIZED)
    expect(none.fake.raw.request).not.toHaveBeenCalled()
    const solana = provider([SOLANA_ONLY])
    await expect(solana.wc.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).rejects.toEqual(UNAUTHORIZED)
    expect(solana.fake.raw.request).not.toHaveBeenCalled()
  })

  it('R-PERM-3: a wallet method sent without params goes to the wallet with empty params', async () => {
    const { wc, fake } = provider([SESSION])
    await wc.request({ method: 'wallet_getCapabilities' })
    expect(fake.raw.request).toHaveBeenCalledExactlyOnceWith({ topic: 'topic-1', chainId: 'eip155:31337', request: { method: 'wallet_getCapabilities', params: [] } })
  })
})

describe('switching chain within the session (R-NAV-11, R-ERR-5 4902)', () => {
  it.each([
    ['no params', undefined],
    ['empty params', []],
    ['params that are no list', { chainId: '0x7a6a' }],
    ['a chain id without 0x', [{ chainId: '7a6a' }]],
    ['a chain id as a number', [{ chainId: 31338 }]],
    ['a chain id inside a list', [{ chainId: ['0x7a6a'] }]],
    ['a chain id with a sign before it', [{ chainId: '+0x7a6a' }]],
    ['a chain id with a space before it', [{ chainId: ' 0x7a6a' }]],
    ['a chain id with junk after it', [{ chainId: '0x7a6az' }]],
  ])('R-ERR-5: %s is an unrecognized chain id (4902), and the chain stays', async (_what, params) => {
    const { wc, heard } = provider([TWO_CHAINS])
    const chainChanged = heard('chainChanged')
    const error = await wc.request({ method: 'wallet_switchEthereumChain', ...(params === undefined ? {} : { params }) }).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toMatchObject({ code: 4902, message: expect.stringMatching(/^unrecognized chain id$/i) })
    expect(chainChanged).not.toHaveBeenCalled()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('R-NAV-11: an approved chain id in upper-case hex is switched to', async () => {
    const { wc } = provider([TWO_CHAINS])
    expect(await wc.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0X7A6A' }] })).toBeNull()
    expect(await wc.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })
})

describe('reads go to the chain\'s RPC (R-PERM-3)', () => {
  // The app restores the session (eth_accounts) before it reads; a read names no session of its own.
  async function connected(sessions: unknown[], options: Parameters<typeof provider>[1] = {}) {
    const made = provider(sessions, options)
    await made.wc.request({ method: 'eth_accounts' })
    return made
  }

  it('a read is a JSON-RPC POST to the session chain\'s RPC, with empty params when none were given', async () => {
    const rpcUrl = vi.fn((_chainId: string): string | undefined => RPC)
    const { wc, fetch } = await connected([SESSION], { rpcUrl })
    expect(await wc.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(rpcUrl).toHaveBeenCalledWith('31337')
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(RPC)
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(String(init?.body))).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })
  })

  it('R-CONN-1: after a reload a read may come first: it goes to the stored session\'s chain', async () => {
    const rpcUrl = vi.fn((_chainId: string): string | undefined => RPC)
    const { wc, fetch } = provider([SESSION], { rpcUrl })
    expect(await wc.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x10')
    expect(rpcUrl).toHaveBeenCalledWith('31337')
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('EIP-1193 4901: with no stored session a read is "Chain not connected", and no RPC is called', async () => {
    const { wc, fetch } = provider([])
    await expect(wc.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toEqual({ code: 4901, message: 'Chain not connected' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a null result is the answer', async () => {
    const { wc } = await connected([SESSION], { answer: { jsonrpc: '2.0', id: 1, result: null } })
    expect(await wc.request({ method: 'eth_getTransactionReceipt', params: ['0xabc'] })).toBeNull()
  })

  it('EIP-1193 4901: with no RPC for the session\'s chain, or no eip155 chain at all, the chain is not connected and nothing is fetched', async () => {
    const unknownChain = await connected([SESSION], { rpcUrl: () => undefined })
    await expect(unknownChain.wc.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toEqual({ code: 4901, message: 'Chain not connected' })
    expect(unknownChain.fetch).not.toHaveBeenCalled()
    const solana = await connected([SOLANA_ONLY])
    await expect(solana.wc.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toEqual({ code: 4901, message: 'Chain not connected' })
    expect(solana.fetch).not.toHaveBeenCalled()
  })

  it('an error the RPC answers is the request\'s rejection', async () => {
    const { wc } = await connected([SESSION], { answer: { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'execution reverted' } } })
    await expect(wc.request({ method: 'eth_call', params: [{ to: ADDRESS }, 'latest'] })).rejects.toEqual({ code: -32000, message: 'execution reverted' })
  })

  it.each([
    ['null', null],
    ['text', 'ok'],
    ['a list', [1]],
    ['neither a result nor an error', { jsonrpc: '2.0', id: 1 }],
    ['an error that is text', { jsonrpc: '2.0', id: 1, error: 'boom' }],
    ['an error without a code', { jsonrpc: '2.0', id: 1, error: { message: 'boom' } }],
    ['an error without a message', { jsonrpc: '2.0', id: 1, error: { code: -32000 } }],
    ['both a result and an error', { jsonrpc: '2.0', id: 1, result: '0x10', error: { code: -32000, message: 'boom' } }],
  ])('R-ERR-5 32603: an RPC answer that is %s is an invalid answer', async (_what, answer) => {
    const { wc } = await connected([SESSION], { answer })
    await expect(wc.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toEqual(INVALID_ANSWER)
  })
})

describe('disconnecting from the app (R-CONN-1, R-ERR-3)', () => {
  it('R-CONN-1: ends the session in the wallet and tells listeners (6000 User disconnected.)', async () => {
    const { wc, fake, heard } = provider([SESSION])
    const disconnected = heard('disconnect')
    await wc.endSession()
    expect(fake.raw.disconnect).toHaveBeenCalledExactlyOnceWith({ topic: 'topic-1', reason: { code: 6000, message: 'User disconnected.' } })
    expect(disconnected).toHaveBeenCalledExactlyOnceWith({ code: 6000, message: 'User disconnected.' })
  })

  it('R-ERR-3: a delete that fails still tells listeners the session ended here, and drops it from the store', async () => {
    const { wc, fake, heard } = provider([SESSION])
    const disconnected = heard('disconnect')
    fake.raw.disconnect.mockRejectedValueOnce(new Error('Failed to publish payload'))
    await expect(wc.endSession()).rejects.toThrow('Failed to publish payload')
    expect(disconnected).toHaveBeenCalledExactlyOnceWith({ code: 6000, message: 'User disconnected.' })
    expect(fake.raw.session.delete).toHaveBeenCalledWith('topic-1', { code: 6000, message: 'User disconnected.' })
  })

  it('R-CONN-1: with no session there is nothing to end: it resolves, the wallet is not asked, no disconnect is announced', async () => {
    const { wc, fake, heard } = provider()
    const disconnected = heard('disconnect')
    await expect(wc.endSession()).resolves.toBeUndefined()
    expect(fake.raw.disconnect).not.toHaveBeenCalled()
    expect(fake.raw.session.delete).not.toHaveBeenCalled()
    expect(disconnected).not.toHaveBeenCalled()
  })
})

describe('listeners (R-CONN-1, R-ENT-1: EIP-1193 on / removeListener)', () => {
  it('every listener of an event hears it; a removed one no longer does', async () => {
    const { wc, fake } = provider([SESSION])
    await wc.request({ method: 'eth_accounts' })
    const first = vi.fn()
    const second = vi.fn()
    wc.on('accountsChanged', first)
    wc.on('accountsChanged', second)
    fake.fire('session_event', walletEvent('topic-1', 'accountsChanged', [`eip155:31337:${OTHER}`]))
    expect(first).toHaveBeenCalledExactlyOnceWith([OTHER])
    expect(second).toHaveBeenCalledExactlyOnceWith([OTHER])
    wc.removeListener('accountsChanged', first)
    fake.fire('session_event', walletEvent('topic-1', 'accountsChanged', [`eip155:31337:${ADDRESS}`]))
    expect(first).toHaveBeenCalledOnce()
    expect(second).toHaveBeenLastCalledWith([ADDRESS])
  })

  it('removing a listener of an event nobody listens to is harmless', () => {
    const { wc } = provider()
    expect(() => wc.removeListener('chainChanged', vi.fn())).not.toThrow()
  })
})
