// One connection over EVM and Solana wallets: each connector goes to its namespace's port, each session back to it,
// and restore finds a stored Solana session when there is no EVM one.
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

const SOLANA_REQUEST = { namespace: 'eip155' as const, connectorId: 'wallet-standard:Latch Test Wallet', walletName: 'Latch Test Wallet' }
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

  it('restore: with no EVM session, a stored Solana one restores; with nothing stored, neither wallet is asked', async () => {
    const { port, solanaWallets, signal, evm } = setup()
    expect(await port.restore('eip155', signal)).toEqual({ ok: true, session: null })
    expect(evm.calls).toEqual([])
    await solanaWallets.start()
    await port.connect(SOLANA_REQUEST, signal)
    expect(await port.restore('eip155', signal)).toMatchObject({ ok: true, session: { namespace: 'solana', connectorId: 'wallet-standard:Latch Test Wallet' } })
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

  it('a session that approved only Solana connects on its Solana account, signs over the session and restores', async () => {
    const { port, storage } = phone([])
    const signal = new AbortController().signal
    const connected = await port.connect(WC_REQUEST, signal)
    expect(connected).toMatchObject({ ok: true, session: { namespace: 'solana', address: key.address, connectorId: 'walletConnect' } })
    if (!connected.ok) throw new Error('not connected')
    expect(await port.signMessage(connected.session, 'hi', signal)).toMatchObject({ ok: true })
    expect(await port.restore('eip155', signal)).toMatchObject({ ok: true, session: { namespace: 'solana', address: key.address } })
    expect(await port.disconnect(connected.session)).toEqual({ ok: true })
    expect(storage.getConnection('solana')).toBeUndefined()
  })

  it('a session with an EVM account connects on it, as before', async () => {
    const { port } = phone([EVM_ADDRESS])
    expect(await port.connect(WC_REQUEST, new AbortController().signal)).toMatchObject({ ok: true, session: { namespace: 'eip155', address: EVM_ADDRESS } })
  })
})
