// The connection port under every namespace's flow: the Solana flow's requests go to the Solana wallet, the EVM
// flow's to the browser wallet, each session back to its port; each namespace restores its own stored session, so
// an EVM and a Solana account can both be connected and both come back after a reload.
// @vitest-environment jsdom
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createBrowserWallets } from '../../../../src/services/connection/browserWallets'
import { createNamespacedConnection } from '../../../../src/services/connection/namespacedConnection'
import { createSolanaWallets } from '../../../../src/services/solana/solanaWallets'
import { createLatchStorage } from '../../../../src/services/storage'
import { announcement, FakeProvider, FakeWindow } from '../../connectors/fakes'
import { memoryStorage } from '../../storage/fakeStorage'
import { fakeRegistry, fakeSolanaWallet, keyFromByte, MAINNET } from './fakeSolanaWallet'

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup() {
  const win = new FakeWindow()
  const evm = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [EVM_ADDRESS]
    if (method === 'eth_chainId') return '0x7a69'
    if (method === 'personal_sign') return '0xsigned'
    return null
  })
  const browserWallets = createBrowserWallets(win as unknown as Window)
  browserWallets.watch(() => {})
  win.announce(announcement('dev.latch.evm', { provider: evm }))
  const fake = fakeSolanaWallet({ name: 'Latch Test Wallet', keys: [keyFromByte(7)] })
  const solanaWallets = createSolanaWallets(async () => fakeRegistry([fake.wallet]).registry)
  const storage = createLatchStorage(memoryStorage())
  const port = createNamespacedConnection(browserWallets, { load: async () => solanaWallets, start: solanaWallets.start, watch: solanaWallets.watch }, storage, [MAINNET])
  return { evm, fake, solanaWallets, storage, port, signal: new AbortController().signal }
}

const SOLANA_REQUEST = { namespace: 'solana' as const, connectorId: 'wallet-standard:Latch Test Wallet', walletName: 'Latch Test Wallet' }
const EVM_REQUEST = { namespace: 'eip155' as const, connectorId: 'dev.latch.evm', walletName: 'EVM wallet' }

describe('the namespaced connection', () => {
  it('an EIP-6963 connector goes to the browser wallet; a Wallet Standard one to the Solana wallet', async () => {
    const { evm, port, solanaWallets, fake, signal } = setup()
    await solanaWallets.start()
    expect(await port.connect(EVM_REQUEST, signal)).toMatchObject({ ok: true, session: { namespace: 'eip155', address: EVM_ADDRESS, chainId: '31337' } })
    const requests = evm.calls.length
    expect(await port.connect(SOLANA_REQUEST, signal)).toMatchObject({ ok: true, session: { namespace: 'solana', address: fake.keys[0]!.address } })
    expect(evm.calls.length).toBe(requests)
  })

  it('sessions go back to their own port: signing a Solana session never reaches the browser wallet', async () => {
    const { evm, port, solanaWallets, signal } = setup()
    await solanaWallets.start()
    const connected = await port.connect(SOLANA_REQUEST, signal)
    if (!connected.ok) throw new Error('not connected')
    const signed = await port.signMessage(connected.session, 'hello', signal)
    expect(signed.ok && /^[1-9A-HJ-NP-Za-km-z]{86,88}$/.test(signed.signature)).toBe(true)
    expect(evm.calls.filter((call) => call.method === 'personal_sign')).toEqual([])
    expect(await port.disconnect(connected.session)).toEqual({ ok: true })
    expect(evm.calls.filter((call) => call.method === 'wallet_revokePermissions')).toEqual([])
  })

  it('R-NET-1, issue 32: choosing another requested cluster moves the Solana session there, without asking the wallet; the flow hears it as a chain change; a cluster the app does not request is "Network not found"', async () => {
    const { port, solanaWallets, storage, signal } = setup()
    const devnet = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const twoClusters = createNamespacedConnection(createBrowserWallets(new FakeWindow() as unknown as Window), { load: async () => solanaWallets, start: solanaWallets.start, watch: solanaWallets.watch }, storage, [MAINNET, `solana:${devnet}`])
    await solanaWallets.start()
    const connected = await port.connect(SOLANA_REQUEST, signal)
    if (!connected.ok) throw new Error('not connected')
    const facts: unknown[] = []
    const stop = twoClusters.watch(connected.session, (fact) => facts.push(fact))
    const target = { id: devnet, name: 'Solana Devnet', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrl: 'http://127.0.0.1:9' }
    expect(await twoClusters.switchNetwork('solana', target, signal)).toEqual({ ok: true })
    expect(storage.getConnection('solana')?.chainId).toBe(devnet)
    expect(facts).toEqual([{ type: 'provider.chainChanged', chainId: devnet }])
    expect(await twoClusters.switchNetwork('solana', { ...target, id: 'unrequested' }, signal)).toEqual({ ok: false, failure: { reason: 'error', error: { code: 'NETWORK_NOT_FOUND_THROWN', message: 'Network not found' } } })
    stop()
  })

  it('restore: each namespace restores its own session, both when both are stored; with nothing stored, no wallet is asked', async () => {
    const { port, solanaWallets, signal, evm, fake } = setup()
    expect(await port.restore('eip155', signal)).toEqual({ ok: true, session: null })
    expect(await port.restore('solana', signal)).toEqual({ ok: true, session: null })
    expect(evm.calls).toEqual([])
    await solanaWallets.start()
    await port.connect(SOLANA_REQUEST, signal)
    // The EVM flow finds no EVM session: a stored Solana one is not its to restore.
    expect(await port.restore('eip155', signal)).toEqual({ ok: true, session: null })
    await port.connect(EVM_REQUEST, signal)
    expect(await port.restore('eip155', signal)).toMatchObject({ ok: true, session: { namespace: 'eip155', address: EVM_ADDRESS } })
    expect(await port.restore('solana', signal)).toMatchObject({ ok: true, session: { namespace: 'solana', connectorId: 'wallet-standard:Latch Test Wallet', address: fake.keys[0]!.address } })
  })
})

describe('the namespaced connection, WalletConnect', () => {
  const key = keyFromByte(4)
  function phone(evmAccounts: string[]) {
    const solanaRequest = async () => ({ signature: base58.encode(new Uint8Array(64).fill(1)) })
    const loaded = {
      request: async ({ method }: { method: string }) => (method === 'eth_accounts' || method === 'eth_requestAccounts' ? evmAccounts : method === 'eth_chainId' ? '0x1' : null),
      on: () => undefined,
      removeListener: () => undefined,
      endSession: async () => undefined,
      solanaAccount: async () => ({ chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: key.address }),
      solanaRequest,
    }
    // The WALLET_CONNECT connector as system.ts has it: a stand-in that hands out the loaded provider.
    const provider = { ...loaded, solanaSide: () => loaded }
    const browserWallets = createBrowserWallets(undefined, { walletConnect: provider })
    const solanaWallets = createSolanaWallets(async () => fakeRegistry([]).registry)
    const storage = createLatchStorage(memoryStorage())
    return { storage, port: createNamespacedConnection(browserWallets, { load: async () => solanaWallets, start: solanaWallets.start, watch: solanaWallets.watch }, storage, [MAINNET]) }
  }
  const WC_REQUEST = { namespace: 'eip155' as const, connectorId: 'walletConnect', walletName: 'Phone Wallet' }

  it("the Solana flow connects a session's Solana account, signs over the session and restores it", async () => {
    const { port, storage } = phone([])
    const signal = new AbortController().signal
    const connected = await port.connect({ ...WC_REQUEST, namespace: 'solana' }, signal)
    expect(connected).toMatchObject({ ok: true, session: { namespace: 'solana', address: key.address, connectorId: 'walletConnect' } })
    if (!connected.ok) throw new Error('not connected')
    expect(await port.signMessage(connected.session, 'hi', signal)).toMatchObject({ ok: true })
    expect(await port.restore('solana', signal)).toMatchObject({ ok: true, session: { namespace: 'solana', address: key.address } })
    expect(await port.disconnect(connected.session)).toEqual({ ok: true })
    expect(storage.getConnection('solana')).toBeUndefined()
  })

  it('one session with accounts in both namespaces: each flow connects its own, and both restore', async () => {
    const { port } = phone([EVM_ADDRESS])
    const signal = new AbortController().signal
    expect(await port.connect(WC_REQUEST, signal)).toMatchObject({ ok: true, session: { namespace: 'eip155', address: EVM_ADDRESS } })
    expect(await port.connect({ ...WC_REQUEST, namespace: 'solana' }, signal)).toMatchObject({ ok: true, session: { namespace: 'solana', address: key.address } })
    expect(await port.restore('eip155', signal)).toMatchObject({ ok: true, session: { namespace: 'eip155', address: EVM_ADDRESS } })
    expect(await port.restore('solana', signal)).toMatchObject({ ok: true, session: { namespace: 'solana', address: key.address } })
  })
})
