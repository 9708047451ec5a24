// The connection flow's port for browser wallets (R-CONN-1, R-ERR-3, R-ERR-5): restore against what the wallet
// still grants, connect with eth_requestAccounts and remember the session in @appkit/ storage, sign, watch the
// wallet's events. A fake EIP-1193 wallet announced through EIP-6963 answers; disconnect.test.ts covers leaving.
import { describe, expect, it } from 'vitest'
import { CONNECTION_STORAGE_KEYS as STORAGE_KEYS } from '../../../src/core/storageKeys'
import { createBrowserConnection } from '../../../src/services/connection/browserConnection'
import { createBrowserWallets } from '../../../src/services/connection/browserWallets'
import { createLatchStorage } from '../../../src/services/storage'
import type { RequestArguments } from '../../../src/services/connectors/provider'
import { memoryStorage } from '../storage/fakeStorage'
import { announcement, FakeProvider, FakeWindow, ICON } from './fakes'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RDNS = 'dev.latch.fake'
const signal = new AbortController().signal

type Answers = Partial<Record<string, unknown | (() => unknown)>>

/** A wallet answering each method from `answers` (a value, or a function that may throw). */
function wallet(answers: Answers) {
  return new FakeProvider(({ method }: RequestArguments) => {
    const answer = answers[method]
    return typeof answer === 'function' ? (answer as () => unknown)() : (answer ?? null)
  })
}

function setup(provider: FakeProvider | undefined, stored?: { address: string; chainId: string; connectorId?: string }) {
  const raw = memoryStorage()
  const storage = createLatchStorage(raw)
  if (stored) storage.setConnection('eip155', { connectorId: stored.connectorId ?? RDNS, address: stored.address, chainId: stored.chainId })
  const win = new FakeWindow()
  const wallets = createBrowserWallets(win as unknown as Window)
  const stop = wallets.watch(() => {})
  if (provider) win.announce(announcement(RDNS, { name: 'Fake Wallet', provider }))
  return { connection: createBrowserConnection(wallets, storage), storage, raw, stop }
}

const rejected = () => {
  throw { code: 4001, message: 'User rejected the request.' }
}

describe('restore (R-CONN-1)', () => {
  it('with nothing stored, there is no session and the wallet is not asked', async () => {
    const provider = wallet({ eth_accounts: [ADDRESS] })
    const { connection } = setup(provider)
    expect(await connection.restore('eip155', signal)).toEqual({ ok: true, session: null })
    expect(provider.calls).toEqual([])
  })

  it('the wallet still granting the stored address (any letter case) restores it, checksummed, on the chain it is on now', async () => {
    const provider = wallet({ eth_accounts: [OTHER, ADDRESS], eth_chainId: '0xa' })
    const { connection } = setup(provider, { address: ADDRESS.toLowerCase(), chainId: '1' })
    expect(await connection.restore('eip155', signal)).toEqual({
      ok: true,
      session: { connectorId: RDNS, namespace: 'eip155', address: ADDRESS, chainId: '10', walletName: 'Fake Wallet', walletImageUrl: ICON },
    })
  })

  it('a chain id the wallet will not tell keeps the stored one', async () => {
    const provider = wallet({ eth_accounts: [ADDRESS], eth_chainId: () => Promise.reject({ code: 4100, message: 'Unauthorized' }) })
    const { connection } = setup(provider, { address: ADDRESS, chainId: '8453' })
    const restored = await connection.restore('eip155', signal)
    expect(restored.ok && restored.session?.chainId).toBe('8453')
  })

  it.each([
    ['another account', { eth_accounts: [OTHER] }],
    ['no account (locked)', { eth_accounts: [] }],
    ['an error for eth_accounts', { eth_accounts: () => Promise.reject({ code: 4100, message: 'Unauthorized' }) }],
  ])('a wallet granting %s has no session', async (_name, answers) => {
    const { connection } = setup(wallet({ eth_chainId: '0x1', ...answers }), { address: ADDRESS, chainId: '1' })
    expect(await connection.restore('eip155', signal)).toEqual({ ok: true, session: null })
  })

  it('a wallet no longer in the page has no session (once the wait is aborted)', async () => {
    const { connection } = setup(undefined, { address: ADDRESS, chainId: '1' })
    const controller = new AbortController()
    const restoring = connection.restore('eip155', controller.signal)
    controller.abort()
    expect(await restoring).toEqual({ ok: true, session: null })
  })

  it('a malformed answer is an error with its catalogue text, not a crash', async () => {
    const { connection } = setup(wallet({ eth_accounts: 'not a list' }), { address: ADDRESS, chainId: '1' })
    expect(await connection.restore('eip155', signal)).toEqual({ ok: false, error: { code: 'SOMETHING_WENT_WRONG', message: expect.stringContaining('Something went wrong') } })
  })
})

describe('connect (R-CONN-1)', () => {
  const request = { namespace: 'eip155' as const, connectorId: RDNS, walletName: 'Fake Wallet', walletImageUrl: ICON }

  it('asks for accounts, takes the first and the chain, and remembers the session in storage', async () => {
    const provider = wallet({ eth_requestAccounts: [ADDRESS.toLowerCase(), OTHER], eth_chainId: '0x2105' })
    const { connection, storage, raw } = setup(provider)
    expect(await connection.connect(request, signal)).toEqual({ ok: true, session: { ...request, address: ADDRESS, chainId: '8453' } })
    expect(storage.getConnection('eip155')).toEqual({ connectorId: RDNS, address: ADDRESS, chainId: '8453' })
    expect(storage.getConnectedConnectorId('eip155')).toBe(RDNS)
    expect(storage.getConnectedNamespaces()).toEqual(['eip155'])
    expect(raw.entries.get(STORAGE_KEYS.CONNECTION_STATUS)).toBe('connected')
  })

  it('a refusal is "rejected", an empty grant too; nothing is remembered', async () => {
    for (const answers of [{ eth_requestAccounts: rejected }, { eth_requestAccounts: [] }]) {
      const { connection, storage } = setup(wallet({ eth_chainId: '0x1', ...answers }))
      expect(await connection.connect(request, signal)).toEqual({ ok: false, error: { reason: 'rejected' } })
      expect(storage.getConnection('eip155')).toBeUndefined()
    }
  })

  it('R-ERR-5: another wallet error keeps its code and the catalogue text', async () => {
    const { connection } = setup(wallet({ eth_requestAccounts: () => Promise.reject({ code: -32002, message: 'Request already pending' }) }))
    const result = await connection.connect(request, signal)
    expect(result).toMatchObject({ ok: false, error: { reason: 'error', error: { code: '-32002' } } })
  })

  it('a chain id the wallet refuses fails the connection with its code', async () => {
    const { connection, storage } = setup(wallet({ eth_requestAccounts: [ADDRESS], eth_chainId: () => Promise.reject({ code: 4900, message: 'Disconnected' }) }))
    expect(await connection.connect(request, signal)).toMatchObject({ ok: false, error: { reason: 'error', error: { code: '4900' } } })
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it('a wallet not in the page, or answering garbage, is an error with catalogue text', async () => {
    const missing = setup(undefined)
    expect(await missing.connection.connect(request, signal)).toEqual({ ok: false, error: { reason: 'error', error: { code: 'SOMETHING_WENT_WRONG', message: expect.stringContaining('Something went wrong') } } })
    const garbage = setup(wallet({ eth_requestAccounts: [ADDRESS], eth_chainId: '0xffffffffff' }))
    expect(await garbage.connection.connect(request, signal)).toMatchObject({ ok: false, error: { reason: 'error', error: { code: 'INVALID_CHAIN_ID' } } })
  })
})

describe('signMessage (R-ERR-3)', () => {
  const session = { connectorId: RDNS, namespace: 'eip155' as const, address: ADDRESS, chainId: '1', walletName: 'Fake Wallet' }
  const SIGNATURE = `0x${'ab'.repeat(65)}`

  it('signs with the connected account', async () => {
    const provider = wallet({ personal_sign: SIGNATURE })
    const { connection } = setup(provider)
    expect(await connection.signMessage(session, 'hello', signal)).toEqual({ ok: true, signature: SIGNATURE })
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] })
  })

  it('a refusal reads "Signature declined" and says declined; another error is not declined', async () => {
    const refusing = setup(wallet({ personal_sign: rejected }))
    expect(await refusing.connection.signMessage(session, 'hello', signal)).toEqual({ ok: false, declined: true, error: { code: '4001', message: 'Signature declined' } })
    const failing = setup(wallet({ personal_sign: () => Promise.reject({ code: -32603, message: 'Internal' }) }))
    expect(await failing.connection.signMessage(session, 'hello', signal)).toMatchObject({ ok: false, declined: false, error: { code: '-32603' } })
  })

  it('a wallet gone from the page, or a signature that is not one, is an error, not declined', async () => {
    const gone = setup(undefined)
    expect(await gone.connection.signMessage(session, 'hello', signal)).toMatchObject({ ok: false, declined: false, error: { code: 'SOMETHING_WENT_WRONG' } })
    const garbage = setup(wallet({ personal_sign: 42 }))
    expect(await garbage.connection.signMessage(session, 'hello', signal)).toMatchObject({ ok: false, declined: false, error: { code: 'SOMETHING_WENT_WRONG' } })
  })
})

describe('watch and forget', () => {
  const session = { connectorId: RDNS, namespace: 'eip155' as const, address: ADDRESS, chainId: '1', walletName: 'Fake Wallet' }

  it("reports the wallet's events as facts, stores the new account and chain (a reload restores them), and stops on unsubscribe", async () => {
    const provider = wallet({})
    const { connection, storage } = setup(provider)
    const facts: unknown[] = []
    const stop = connection.watch(session, (fact) => facts.push(fact))
    provider.emit('accountsChanged', [OTHER])
    provider.emit('accountsChanged', [])
    provider.emit('chainChanged', '0x89')
    provider.emit('disconnect', { code: 4900, message: 'gone' })
    expect(facts).toEqual([
      { type: 'provider.accountsChanged', accounts: [OTHER] },
      { type: 'provider.accountsChanged', accounts: [] },
      { type: 'provider.chainChanged', chainId: '137' },
      { type: 'provider.disconnected' },
    ])
    expect(storage.getConnection('eip155')).toEqual({ connectorId: RDNS, address: OTHER, chainId: '137' })
    stop()
    expect(provider.listenerCount()).toBe(0)
  })

  it('watching a wallet gone from the page does nothing; forget clears the stored session', () => {
    const { connection, storage } = setup(undefined, { address: ADDRESS, chainId: '1' })
    expect(() => connection.watch(session, () => {})()).not.toThrow()
    connection.forget('eip155')
    expect(storage.getConnection('eip155')).toBeUndefined()
  })
})

describe('switching network (R-NAV-11)', () => {
  const target = { id: '31338', name: 'Local chain B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'http://127.0.0.1:8546' }

  it('asks wallet_switchEthereumChain with the hex id, and the stored session follows', async () => {
    const provider = wallet({ wallet_switchEthereumChain: null })
    const { connection, storage } = setup(provider, { address: ADDRESS, chainId: '31337' })
    expect(await connection.switchNetwork('eip155', target, signal)).toEqual({ ok: true })
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }])
    expect(storage.getConnection('eip155')?.chainId).toBe('31338')
  })

  it('a wallet that does not know the chain (4902) is given it with wallet_addEthereumChain, then asked again', async () => {
    let known = false
    const provider = wallet({
      wallet_switchEthereumChain: () => {
        if (!known) throw { code: 4902, message: 'Unrecognized chain ID "0x7a6a".' }
        return null
      },
      wallet_addEthereumChain: () => {
        known = true
        return null
      },
    })
    const { connection } = setup(provider, { address: ADDRESS, chainId: '31337' })
    expect(await connection.switchNetwork('eip155', { ...target, explorerUrl: 'https://explorer.local' }, signal)).toEqual({ ok: true })
    expect(provider.calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Local chain B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8546'],
        blockExplorerUrls: ['https://explorer.local'],
      },
    ])
  })

  it('a refusal (4001) of the switch or of the add is "rejected", and the stored chain stays', async () => {
    for (const answers of [{ wallet_switchEthereumChain: rejected }, { wallet_switchEthereumChain: () => { throw { code: 4902, message: 'unknown' } }, wallet_addEthereumChain: rejected }]) {
      const { connection, storage } = setup(wallet(answers), { address: ADDRESS, chainId: '31337' })
      expect(await connection.switchNetwork('eip155', target, signal)).toEqual({ ok: false, failure: { reason: 'rejected' } })
      expect(storage.getConnection('eip155')?.chainId).toBe('31337')
    }
  })

  it("R-ERR-5: another code keeps the catalogue's text for it; a wallet that throws nonsense is 'Something went wrong'", async () => {
    const coded = setup(wallet({ wallet_switchEthereumChain: () => { throw { code: 5000, message: 'the wallet says' } } }), { address: ADDRESS, chainId: '1' })
    expect(await coded.connection.switchNetwork('eip155', target, signal)).toEqual({ ok: false, failure: { reason: 'error', error: { code: '5000', message: 'Unknown error' } } })
    const odd = setup(wallet({ wallet_switchEthereumChain: () => { throw 'nonsense' } }), { address: ADDRESS, chainId: '1' })
    expect(await odd.connection.switchNetwork('eip155', target, signal)).toEqual({ ok: false, failure: { reason: 'error', error: { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' } } })
  })

  it("without a connected wallet there is nothing to switch: 'No ActiveCaipAddress found'", async () => {
    const { connection } = setup(undefined)
    expect(await connection.switchNetwork('eip155', target, signal)).toEqual({ ok: false, failure: { reason: 'error', error: { code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' } } })
  })
})
