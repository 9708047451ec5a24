// The namespaced connection port (namespacedConnection.ts) on the paths the Solana tests leave open: the wallet's
// own requests per namespace (SPEC §6 approval methods, §7 wallet RPC), watching a Solana session and stopping
// before its code loaded, leaving through the side that made the session (R-CONN-1, R-ERR-3), a WalletConnect
// session's Solana side, and a Solana connector that has no side at all (R-ERR-4 texts, never a crash).
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBrowserWallets } from '../../../../src/services/connection/browserWallets'
import { createNamespacedConnection } from '../../../../src/services/connection/namespacedConnection'
import type { Eip1193Provider, RequestArguments } from '../../../../src/services/connectors/provider'
import { createSolanaWallets } from '../../../../src/services/solana/solanaWallets'
import { createLatchStorage } from '../../../../src/services/storage'
import { announcement, FakeProvider, FakeWindow } from '../../connectors/fakes'
import { memoryStorage } from '../../storage/fakeStorage'
import { fakeRegistry, fakeSolanaWallet, keyFromByte, MAINNET } from '../solana/fakeSolanaWallet'

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const MAINNET_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const CAPABILITIES = { '0x7a69': { atomic: { status: 'supported' } } }
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
const GONE = 'dev.latch.gone'
const signal = new AbortController().signal
/** Lets the Solana side's loading (already cached, or a dynamic import) finish its promise chain. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A phone wallet over WalletConnect, behind the WALLET_CONNECT stand-in: its Solana side is there once a read loaded the code. */
function phone() {
  const key = keyFromByte(4)
  const requests: RequestArguments[] = []
  const solanaCalls: unknown[][] = []
  const listeners = new Map<string, Set<() => void>>()
  const loaded = {
    request: async ({ method }: RequestArguments) => (method === 'eth_accounts' ? [] : null),
    on: (event: string, listener: () => void) => void listeners.set(event, new Set([...(listeners.get(event) ?? []), listener])),
    removeListener: (event: string, listener: () => void) => void listeners.get(event)?.delete(listener),
    endSession: async () => undefined,
    solanaAccount: async () => ({ chainId: MAINNET_REF, address: key.address }),
    solanaRequest: async (method: string, params: object) => {
      solanaCalls.push([method, params])
      return { signature: base58.encode(new Uint8Array(64).fill(1)) }
    },
  }
  let ready = false
  const standIn = {
    request: async (args: RequestArguments) => {
      requests.push(args)
      ready = true
      return loaded.request(args)
    },
    on: loaded.on,
    removeListener: loaded.removeListener,
    endSession: loaded.endSession,
    solanaSide: () => (ready ? loaded : undefined),
  }
  return { standIn: standIn as Eip1193Provider, key, requests, solanaCalls, emit: (event: string) => listeners.get(event)?.forEach((listener) => listener()) }
}

async function setup(options: { walletConnect?: Eip1193Provider } = {}) {
  const win = new FakeWindow()
  const evm = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [EVM_ADDRESS]
    if (method === 'eth_chainId') return '0x7a69'
    if (method === 'wallet_getCapabilities') return CAPABILITIES
    return null
  })
  const browserWallets = createBrowserWallets(win as unknown as Window, options.walletConnect ? { walletConnect: options.walletConnect } : {})
  browserWallets.watch(() => {})
  win.announce(announcement('dev.latch.evm', { provider: evm }))
  const fake = fakeSolanaWallet({ name: 'Latch Test Wallet', keys: [keyFromByte(7), keyFromByte(8)] })
  const solanaWallets = createSolanaWallets(async () => fakeRegistry([fake.wallet]).registry)
  await solanaWallets.start()
  const storage = createLatchStorage(memoryStorage())
  const port = createNamespacedConnection(browserWallets, { load: async () => solanaWallets, start: solanaWallets.start, watch: solanaWallets.watch }, storage, [MAINNET])
  return { evm, fake, storage, port }
}

const SOLANA_REQUEST = { namespace: 'solana' as const, connectorId: 'wallet-standard:Latch Test Wallet', walletName: 'Latch Test Wallet' }
const EVM_REQUEST = { namespace: 'eip155' as const, connectorId: 'dev.latch.evm', walletName: 'EVM wallet' }
const WC_SOLANA_REQUEST = { namespace: 'solana' as const, connectorId: 'walletConnect', walletName: 'Phone Wallet' }

async function connected<T extends { ok: boolean }>(result: Promise<T>) {
  const outcome = await result
  if (!outcome.ok || !('session' in outcome)) throw new Error('not connected')
  return outcome.session as { connectorId: string; namespace: 'eip155' | 'solana'; address: string; chainId: string; walletName: string }
}

describe("the wallet's own requests, per namespace (SPEC §6, §7)", () => {
  it('SPEC §7: an EVM read goes to the connected browser wallet as { method, params } and answers its value', async () => {
    const { port, evm } = await setup()
    await port.connect(EVM_REQUEST, signal)
    const request = port.walletRequest('eip155')
    expect(request).toBeTypeOf('function')
    expect(await request?.('wallet_getCapabilities', [EVM_ADDRESS])).toEqual(CAPABILITIES)
    expect(evm.calls.at(-1)).toEqual({ method: 'wallet_getCapabilities', params: [EVM_ADDRESS] })
  })

  it("SPEC §6: a Solana signing request goes to the connected Wallet Standard wallet, signed with the session's key", async () => {
    const { port, evm, fake } = await setup()
    await port.connect(SOLANA_REQUEST, signal)
    const asked = evm.calls.length
    const message = new TextEncoder().encode('sign in to latch')
    const request = port.walletRequest('solana')
    expect(request).toBeTypeOf('function')
    const answer = (await request?.('solana_signMessage', [{ message: base58.encode(message) }])) as { signature: string }
    expect(ed25519.verify(base58.decode(answer.signature), message, fake.keys[0]!.publicKey)).toBe(true)
    expect(evm.calls).toHaveLength(asked)
  })

  it("SPEC §6: a WalletConnect session's Solana request goes to the phone over the session, as asked", async () => {
    const wc = phone()
    const { port } = await setup({ walletConnect: wc.standIn })
    await port.connect(WC_SOLANA_REQUEST, signal)
    const answer = await port.walletRequest('solana')?.('solana_signMessage', [{ message: '3yZe7d', pubkey: wc.key.address }])
    expect(answer).toEqual({ signature: base58.encode(new Uint8Array(64).fill(1)) })
    expect(wc.solanaCalls).toEqual([['solana_signMessage', { message: '3yZe7d', pubkey: wc.key.address }]])
  })

  it("R-ERR-4: a stored Solana session that no side holds fails with 'No ActiveCaipAddress found'", async () => {
    const { port, storage, fake } = await setup()
    storage.setConnection('solana', { connectorId: GONE, address: fake.keys[0]!.address, chainId: MAINNET_REF })
    const request = port.walletRequest('solana')
    expect(request).toBeTypeOf('function')
    await expect(request?.('solana_signMessage', [{ message: '3yZe7d' }])).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' })
  })

  it('with no Solana session stored there is no wallet to ask', async () => {
    const { port } = await setup()
    await port.connect(EVM_REQUEST, signal)
    expect(port.walletRequest('solana')).toBeUndefined()
  })
})

describe('watching a Solana session', () => {
  it("reports the Wallet Standard wallet's account changes, and nothing once stopped", async () => {
    const { port, fake } = await setup()
    const session = await connected(port.connect(SOLANA_REQUEST, signal))
    const facts: unknown[] = []
    const stop = port.watch(session, (fact) => facts.push(fact))
    await settle()
    fake.switchAccount(1)
    expect(facts).toEqual([{ type: 'provider.accountsChanged', accounts: [fake.keys[1]!.address] }])
    stop()
    fake.switchAccount(0)
    expect(facts).toHaveLength(1)
  })

  it('a watch stopped before the Solana side loaded never starts watching (and stopping it does not throw)', async () => {
    const { port, fake, storage } = await setup()
    storage.setConnection('solana', { connectorId: SOLANA_REQUEST.connectorId, address: fake.keys[0]!.address, chainId: MAINNET_REF })
    const session = { ...SOLANA_REQUEST, address: fake.keys[0]!.address, chainId: MAINNET_REF }
    const stoppedFacts: unknown[] = []
    const stop = port.watch(session, (fact) => stoppedFacts.push(fact))
    expect(() => stop()).not.toThrow()
    const liveFacts: unknown[] = []
    port.watch(session, (fact) => liveFacts.push(fact))
    await port.restore('solana', signal)
    await settle()
    fake.letGo()
    expect(liveFacts).toEqual([{ type: 'provider.disconnected' }])
    expect(stoppedFacts).toEqual([])
  })

  it('a WalletConnect Solana session reports the session ending, and nothing once stopped', async () => {
    const wc = phone()
    const { port } = await setup({ walletConnect: wc.standIn })
    const session = await connected(port.connect(WC_SOLANA_REQUEST, signal))
    const facts: unknown[] = []
    const stop = port.watch(session, (fact) => facts.push(fact))
    await settle()
    wc.emit('disconnect')
    expect(facts).toEqual([{ type: 'provider.disconnected' }])
    stop()
    wc.emit('disconnect')
    expect(facts).toHaveLength(1)
  })

  describe('with no Solana side', () => {
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => void rejections.push(reason)
    beforeEach(() => {
      rejections.length = 0
      process.on('unhandledRejection', onRejection)
    })
    afterEach(() => void process.off('unhandledRejection', onRejection))

    it('watching a session no side holds reports nothing and breaks nothing', async () => {
      const { port, fake } = await setup()
      const facts: unknown[] = []
      const stop = port.watch({ connectorId: GONE, namespace: 'solana', address: fake.keys[0]!.address, chainId: MAINNET_REF, walletName: 'Gone' }, (fact) => facts.push(fact))
      await settle()
      await settle()
      expect(() => stop()).not.toThrow()
      expect(facts).toEqual([])
      expect(rejections).toEqual([])
    })
  })
})

describe('leaving a Solana session (R-CONN-1, R-ERR-3)', () => {
  it('R-CONN-1: a Wallet Standard session is left through the wallet: it lets go, the stored Solana session is forgotten', async () => {
    const { port, fake, storage, evm } = await setup()
    const session = await connected(port.connect(SOLANA_REQUEST, signal))
    expect(fake.wallet.accounts).toHaveLength(1)
    expect(await port.disconnect(session)).toEqual({ ok: true })
    expect(fake.wallet.accounts).toEqual([])
    expect(storage.getConnection('solana')).toBeUndefined()
    expect(evm.calls).toEqual([])
  })

  it("R-ERR-3: a Wallet Standard wallet that cannot let go is 'Failed to disconnect'; the stored session is forgotten all the same", async () => {
    const { port, fake, storage } = await setup()
    const session = await connected(port.connect(SOLANA_REQUEST, signal))
    fake.knobs.disconnect = 'fail'
    expect(await port.disconnect(session)).toEqual({ ok: false, error: { code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' } })
    expect(storage.getConnection('solana')).toBeUndefined()
  })

  it("R-CONN-1: a session no side holds ends cleanly: the stored 'solana' connection, its connector and namespace are forgotten", async () => {
    const { port, fake, storage } = await setup()
    await port.connect(EVM_REQUEST, signal)
    storage.setConnection('solana', { connectorId: GONE, address: fake.keys[0]!.address, chainId: MAINNET_REF })
    storage.setConnectedConnectorId('solana', GONE)
    storage.addConnectedNamespace('solana')
    const session = { connectorId: GONE, namespace: 'solana' as const, address: fake.keys[0]!.address, chainId: MAINNET_REF, walletName: 'Gone' }
    expect(await port.disconnect(session)).toEqual({ ok: true })
    expect(storage.getConnection('solana')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual(['eip155'])
    // The EVM session is another namespace's: it stays.
    expect(storage.getConnection('eip155')).toEqual({ connectorId: 'dev.latch.evm', address: EVM_ADDRESS, chainId: '31337' })
  })
})

describe('a Solana connector with no Solana side (R-ERR-4)', () => {
  it('restoring a stored session no side holds finds no session', async () => {
    const { port, storage, fake } = await setup()
    storage.setConnection('solana', { connectorId: GONE, address: fake.keys[0]!.address, chainId: MAINNET_REF })
    await expect(port.restore('solana', signal)).resolves.toEqual({ ok: true, session: null })
  })

  it.each([
    ['a browser wallet without a Solana side', 'dev.latch.evm'],
    ['a connector not in the page', GONE],
  ])("connecting the Solana flow through %s fails with 'Something went wrong', not a crash", async (_name, connectorId) => {
    const { port, storage } = await setup()
    await expect(port.connect({ namespace: 'solana', connectorId, walletName: 'No Solana' }, signal)).resolves.toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    expect(storage.getConnection('solana')).toBeUndefined()
  })

  it("signing with a session no side holds fails with 'Something went wrong', not declined", async () => {
    const { port, fake } = await setup()
    const session = { connectorId: GONE, namespace: 'solana' as const, address: fake.keys[0]!.address, chainId: MAINNET_REF, walletName: 'Gone' }
    expect(await port.signMessage(session, 'hello', signal)).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
  })
})

describe("a WalletConnect session's Solana side", () => {
  it("R-CONN-1: a stored WalletConnect Solana session restores under the name 'WalletConnect'; loading the side asks the phone only eth_accounts", async () => {
    const wc = phone()
    const { port } = await setup({ walletConnect: wc.standIn })
    await port.connect(WC_SOLANA_REQUEST, signal)
    expect(await port.restore('solana', signal)).toEqual({
      ok: true,
      session: { connectorId: 'walletConnect', namespace: 'solana', address: wc.key.address, chainId: MAINNET_REF, walletName: 'WalletConnect' },
    })
    expect(wc.requests.length).toBeGreaterThan(0)
    expect(wc.requests.every((request) => request.method === 'eth_accounts' && request.params === undefined)).toBe(true)
  })
})
