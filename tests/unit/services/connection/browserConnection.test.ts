// The browser-wallet port (browserConnection.ts) where the connectors tests leave gaps: which wallet's name a restored
// session carries, the chains a WalletConnect session approved (SPEC §3 approvedCaipNetworkIds), the connected
// wallet's own reads (SPEC §7 wallet RPC), a wallet gone from the page (R-ERR-4 texts), and what the wallet's
// events may write to storage (R-NET-1, R-VAL-3/4).
import { describe, expect, it } from 'vitest'
import { createBrowserConnection } from '../../../../src/services/connection/browserConnection'
import { createBrowserWallets } from '../../../../src/services/connection/browserWallets'
import type { Eip1193Provider, RequestArguments } from '../../../../src/services/connectors/provider'
import { createLatchStorage, type LatchStorage } from '../../../../src/services/storage'
import { announcement, FakeProvider, FakeWindow } from '../../connectors/fakes'
import { memoryStorage } from '../../storage/fakeStorage'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FIRST = 'dev.latch.first'
const SECOND = 'dev.latch.second'
const SECOND_ICON = 'data:image/svg+xml;base64,c2Vjb25k'

type Answers = Partial<Record<string, unknown>>
const wallet = (answers: Answers = {}) => new FakeProvider(({ method }: RequestArguments) => answers[method] ?? null)

/** A LatchStorage that writes through to a real one and keeps every setConnection it was asked for. */
function recordingStorage() {
  const storage = createLatchStorage(memoryStorage())
  const writes: unknown[][] = []
  const recorded: LatchStorage = {
    ...storage,
    setConnection: (...args) => {
      writes.push(args)
      return storage.setConnection(...args)
    },
  }
  return { storage: recorded, writes }
}

/** Two announced wallets (FIRST, SECOND) plus `others` found by id (WalletConnect); storage records its writes. */
function setup(options: { first?: FakeProvider; second?: FakeProvider; others?: Record<string, Eip1193Provider>; stored?: { connectorId: string; address: string; chainId: string } } = {}) {
  const { storage, writes } = recordingStorage()
  if (options.stored) storage.setConnection('eip155', options.stored)
  writes.length = 0
  const win = new FakeWindow()
  const wallets = createBrowserWallets(win as unknown as Window, options.others)
  wallets.watch(() => {})
  if (options.first) win.announce(announcement(FIRST, { name: 'First Wallet', provider: options.first }))
  if (options.second) {
    const detail = announcement(SECOND, { name: 'Second Wallet', provider: options.second })
    win.announce({ ...detail, info: { ...detail.info, icon: SECOND_ICON } })
  }
  return { connection: createBrowserConnection(wallets, storage), storage, writes }
}

const signal = new AbortController().signal
const abortedSignal = () => {
  const controller = new AbortController()
  controller.abort()
  return controller.signal
}

describe('restore names the stored wallet (R-CONN-1, R-ENT-2)', () => {
  it('R-CONN-1: the restored session carries the name and image of the wallet it was stored with, not of another announced wallet', async () => {
    const { connection } = setup({
      first: wallet({ eth_accounts: [OTHER], eth_chainId: '0x1' }),
      second: wallet({ eth_accounts: [ADDRESS], eth_chainId: '0x1' }),
      stored: { connectorId: SECOND, address: ADDRESS, chainId: '1' },
    })
    expect(await connection.restore('eip155', signal)).toEqual({
      ok: true,
      session: { connectorId: SECOND, namespace: 'eip155', address: ADDRESS, chainId: '1', walletName: 'Second Wallet', walletImageUrl: SECOND_ICON },
    })
  })
})

describe('approved chains (SPEC §3 approvedCaipNetworkIds)', () => {
  const sessionWallet = () =>
    Object.assign(wallet({ eth_requestAccounts: [ADDRESS], eth_accounts: [ADDRESS], eth_chainId: '0xa' }), {
      endSession: async () => undefined,
      approvedChains: () => ['eip155:1', 'eip155:10'],
    })
  const request = { namespace: 'eip155' as const, connectorId: 'walletConnect', walletName: 'Phone Wallet' }

  it('a WalletConnect session connects and restores with the chains it approved', async () => {
    const { connection } = setup({ others: { walletConnect: sessionWallet() } })
    const connected = await connection.connect(request, signal)
    expect(connected).toEqual({ ok: true, session: { ...request, address: ADDRESS, chainId: '10', approvedChains: ['eip155:1', 'eip155:10'] } })
    const restored = await connection.restore('eip155', signal)
    expect(restored.ok && restored.session?.approvedChains).toEqual(['eip155:1', 'eip155:10'])
  })

  it('a browser wallet (no session of its own) can be asked for any chain: no approved list, whatever it offers', async () => {
    const browser = Object.assign(wallet({ eth_requestAccounts: [ADDRESS], eth_chainId: '0x1' }), { approvedChains: () => ['eip155:1'] })
    const { connection } = setup({ first: browser })
    const connected = await connection.connect({ namespace: 'eip155', connectorId: FIRST, walletName: 'First Wallet' }, signal)
    expect(connected.ok && connected.session.approvedChains).toBeUndefined()
  })
})

describe("the connected wallet's own reads (SPEC §7 wallet RPC)", () => {
  it('a request goes to the connected wallet as { method, params }, and its answer comes back', async () => {
    const first = wallet({ wallet_getCapabilities: { '0x1': { assetDiscovery: { supported: true } } } })
    const { connection } = setup({ first, stored: { connectorId: FIRST, address: ADDRESS, chainId: '1' } })
    const request = connection.walletRequest('eip155')
    expect(request).toBeTypeOf('function')
    expect(await request?.('wallet_getCapabilities', [ADDRESS])).toEqual({ '0x1': { assetDiscovery: { supported: true } } })
    expect(first.calls).toEqual([{ method: 'wallet_getCapabilities', params: [ADDRESS] }])
  })

  it('the stored wallet is asked, not another announced one', async () => {
    const first = wallet({ wallet_getAssets: ['first'] })
    const second = wallet({ wallet_getAssets: ['second'] })
    const { connection } = setup({ first, second, stored: { connectorId: SECOND, address: ADDRESS, chainId: '1' } })
    expect(await connection.walletRequest('eip155')?.('wallet_getAssets', [{ account: ADDRESS }])).toEqual(['second'])
    expect(first.calls).toEqual([])
  })

  it('with nothing stored, or the stored wallet gone from the page, there is no wallet to ask', () => {
    expect(setup({ first: wallet() }).connection.walletRequest('eip155')).toBeUndefined()
    expect(setup({ stored: { connectorId: FIRST, address: ADDRESS, chainId: '1' } }).connection.walletRequest('eip155')).toBeUndefined()
  })
})

describe('a wallet gone from the page (R-ERR-4)', () => {
  const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
  const session = { connectorId: FIRST, namespace: 'eip155' as const, address: ADDRESS, chainId: '1', walletName: 'First Wallet' }
  const target = { id: '10', name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'https://mainnet.optimism.io' }

  it("connect and sign fail with 'Something went wrong' (the wallet is missing), also when the attempt was already called off", async () => {
    const { connection } = setup()
    const request = { namespace: 'eip155' as const, connectorId: FIRST, walletName: 'First Wallet' }
    expect(await connection.connect(request, abortedSignal())).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    expect(await connection.signMessage(session, 'hello', abortedSignal())).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
  })

  it("R-ERR-4: a stored session whose wallet left the page has nothing to switch: 'No ActiveCaipAddress found', storage untouched", async () => {
    const { connection, storage } = setup({ stored: { connectorId: FIRST, address: ADDRESS, chainId: '1' } })
    expect(await connection.switchNetwork('eip155', target, signal)).toEqual({
      ok: false,
      failure: { reason: 'error', error: { code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' } },
    })
    expect(storage.getConnection('eip155')).toEqual({ connectorId: FIRST, address: ADDRESS, chainId: '1' })
  })
})

describe("the wallet's events and storage (R-NET-1, R-VAL-3, R-VAL-4)", () => {
  const session = { connectorId: FIRST, namespace: 'eip155' as const, address: ADDRESS, chainId: '1', walletName: 'First Wallet' }

  it('an account change with no account (a locked wallet) is reported but asks storage to keep nothing', () => {
    const first = wallet()
    const { connection, storage, writes } = setup({ first, stored: { connectorId: FIRST, address: ADDRESS, chainId: '1' } })
    const facts: unknown[] = []
    connection.watch(session, (fact) => facts.push(fact))
    first.emit('accountsChanged', [])
    expect(facts).toEqual([{ type: 'provider.accountsChanged', accounts: [] }])
    expect(writes).toEqual([])
    expect(storage.getConnection('eip155')).toEqual({ connectorId: FIRST, address: ADDRESS, chainId: '1' })
    first.emit('accountsChanged', [OTHER])
    expect(writes).toEqual([['eip155', { connectorId: FIRST, address: OTHER, chainId: '1' }]])
  })

  it('R-NET-1: a chain change is stored only over a stored session; with none it is reported and nothing is written', () => {
    const first = wallet()
    const { connection, storage, writes } = setup({ first })
    const facts: unknown[] = []
    connection.watch(session, (fact) => facts.push(fact))
    first.emit('chainChanged', '0x89')
    expect(facts).toEqual([{ type: 'provider.chainChanged', chainId: '137' }])
    expect(writes).toEqual([])
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it('R-NET-1: over a stored session, the chain change is stored', () => {
    const first = wallet()
    const { connection, storage } = setup({ first, stored: { connectorId: FIRST, address: ADDRESS, chainId: '1' } })
    connection.watch(session, () => {})
    first.emit('chainChanged', '0xa')
    expect(storage.getConnection('eip155')).toEqual({ connectorId: FIRST, address: ADDRESS, chainId: '10' })
  })
})
