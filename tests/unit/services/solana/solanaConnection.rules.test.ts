// The Solana connection port against Wallet Standard wallets built here feature by feature: declines against other
// failures, only Solana accounts, the cluster chosen (a requested one the account or wallet serves, else the first
// requested, else the first Solana chain served), what connect stores, restore without a wallet, a connect feature
// or a silent answer, disconnect without the feature, signMessage without the feature, the account or an output,
// latch.request's Solana methods (base58 messages, base64 transactions, the chain as solana:<reference>), and watch.
// Error texts are SPEC §8's, written out.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaConnection } from '../../../../src/services/solana/solanaConnection'
import { createSolanaWallets } from '../../../../src/services/solana/solanaWallets'
import { createLatchStorage } from '../../../../src/services/storage'
import { memoryStorage } from '../../storage/fakeStorage'
import { fakeRegistry, ICON, keyFromByte, LOCAL_CLUSTER, MAINNET } from './fakeSolanaWallet'

type Network = `${string}:${string}`
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MAINNET_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const LOCAL_REF = '5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
const DEVNET_REF = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
const KEY = keyFromByte(1)
const OTHER_KEY = keyFromByte(2)
const NAME = 'Test Wallet'
const CONNECTOR_ID = 'wallet-standard:Test Wallet'
const request = { connectorId: CONNECTOR_ID, walletName: NAME }
const session = (address = KEY.address, chainId = MAINNET_REF) => ({ ...request, namespace: 'solana' as const, address, chainId })

const accountOn = (address: string, chains: Network[] = [MAINNET, LOCAL_CLUSTER]): WalletAccount => ({ address, publicKey: KEY.publicKey, chains, features: [] })

/**
 * A Wallet Standard wallet with the features a test gives (replacing or, as undefined, removing the defaults):
 * standard:connect answers `accounts`, solana:signMessage signs with KEY, standard:events keeps listeners per event.
 */
function testWallet(options: { chains?: Network[]; accounts?: WalletAccount[]; features?: Record<string, unknown> } = {}) {
  const accounts = options.accounts ?? [accountOn(KEY.address)]
  const listeners = new Map<string, Set<ChangeListener>>()
  const connect = vi.fn(async (_input?: { silent?: boolean }) => ({ accounts }))
  const signMessage = vi.fn(async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, KEY.seed) })))
  const features: Record<string, unknown> = {
    'standard:connect': { version: '1.0.0', connect },
    'solana:signMessage': { version: '1.1.0', signMessage },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: ChangeListener) => {
        const set = listeners.get(event) ?? new Set()
        listeners.set(event, set.add(listener))
        return () => set.delete(listener)
      },
    },
  }
  for (const [name, value] of Object.entries(options.features ?? {})) {
    if (value === undefined) delete features[name]
    else features[name] = value
  }
  const wallet = { version: '1.0.0', name: NAME, icon: ICON, chains: options.chains ?? [MAINNET, LOCAL_CLUSTER], accounts, features }
  return {
    wallet: wallet as unknown as Wallet,
    connect,
    signMessage,
    emit: (event: string, properties: { accounts?: readonly WalletAccount[] }) => listeners.get(event)?.forEach((listener) => listener(properties)),
  }
}

async function port(wallet: Wallet | undefined, networks: Network[] = [MAINNET, LOCAL_CLUSTER]) {
  const wallets = createSolanaWallets(async () => fakeRegistry(wallet ? [wallet] : []).registry)
  await wallets.start()
  const storage = createLatchStorage(memoryStorage())
  return { storage, connection: createSolanaConnection(wallets, storage, networks) }
}

const chainOf = async (wallet: Wallet, networks: Network[]) => {
  const outcome = await (await port(wallet, networks)).connection.connect(request)
  return outcome.ok ? outcome.session.chainId : outcome
}

describe('a declined wallet against other failures (R-ERR-3, R-ERR-4)', () => {
  it('R-ERR-3: code 4001 is a decline whatever the message says: connect is rejected, signMessage declined', async () => {
    const refusal = { code: 4001, message: 'Request not allowed by the user' }
    const { connection } = await port(testWallet({ features: { 'standard:connect': { connect: () => Promise.reject(refusal) } } }).wallet)
    expect(await connection.connect(request)).toEqual({ ok: false, error: { reason: 'rejected' } })
    const signing = await port(testWallet({ features: { 'solana:signMessage': { signMessage: () => Promise.reject(refusal) } } }).wallet)
    expect(await signing.connection.signMessage(session(), 'hi')).toEqual({ ok: false, declined: true, error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } })
  })

  it('R-ERR-3: a message saying reject, denied, declined or cancel is a decline', async () => {
    for (const message of ['User rejected the request.', 'Access DENIED', 'The user declined', 'Cancelled by the user']) {
      const { connection } = await port(testWallet({ features: { 'standard:connect': { connect: () => Promise.reject(new Error(message)) } } }).wallet)
      expect(await connection.connect(request)).toEqual({ ok: false, error: { reason: 'rejected' } })
    }
  })

  it('R-ERR-4: any other failure is an error, "Something went wrong"; a message that is no text is not read', async () => {
    for (const failure of [new Error('Internal wallet error'), { message: ['User rejected the request.'] }]) {
      const { connection } = await port(testWallet({ features: { 'standard:connect': { connect: () => Promise.reject(failure) } } }).wallet)
      expect(await connection.connect(request)).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    }
  })
})

describe('connect: only Solana accounts, and what is stored (R-VAL-4, R-CONN-1)', () => {
  it('R-VAL-4: accounts that are no Solana address are passed over for the first Solana one', async () => {
    const { connection } = await port(testWallet({ accounts: [accountOn(EVM_ADDRESS), accountOn('not-base58-0OIl'), accountOn(KEY.address)] }).wallet)
    expect(await connection.connect(request)).toEqual({ ok: true, session: session() })
  })

  it('R-VAL-4: a wallet giving no Solana account is a refusal, and nothing is stored', async () => {
    for (const accounts of [[], [accountOn(EVM_ADDRESS)]]) {
      const { connection, storage } = await port(testWallet({ accounts }).wallet)
      expect(await connection.connect(request)).toEqual({ ok: false, error: { reason: 'rejected' } })
      expect(storage.getConnection('solana')).toBeUndefined()
      expect(storage.getConnectionStatus()).toBeUndefined()
    }
  })

  it('R-CONN-1: connect stores the connection, the connected connector of the solana namespace and the status connected', async () => {
    const { connection, storage } = await port(testWallet().wallet)
    await connection.connect(request)
    expect(storage.getConnection('solana')).toEqual({ connectorId: CONNECTOR_ID, address: KEY.address, chainId: MAINNET_REF })
    expect(storage.getConnectedConnectorId('solana')).toBe(CONNECTOR_ID)
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
    expect(storage.getConnectionStatus()).toBe('connected')
  })

  it('R-ERR-4: an unknown wallet, or one without standard:connect, is "Something went wrong"', async () => {
    const { connection } = await port(testWallet().wallet)
    expect(await connection.connect({ ...request, connectorId: 'wallet-standard:Nobody' })).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    const without = await port(testWallet({ features: { 'standard:connect': null } }).wallet)
    expect(await without.connection.connect(request)).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
  })
})

describe('the cluster a connection is on (R-VAL-13: a requested network)', () => {
  it('the first requested network the account serves, though the wallet serves an earlier one', async () => {
    const { wallet } = testWallet({ chains: [MAINNET, LOCAL_CLUSTER], accounts: [accountOn(KEY.address, [LOCAL_CLUSTER])] })
    expect(await chainOf(wallet, [MAINNET, LOCAL_CLUSTER])).toBe(LOCAL_REF)
  })

  it("an account naming no chains is served by the wallet's chains", async () => {
    const { wallet } = testWallet({ chains: [LOCAL_CLUSTER], accounts: [accountOn(KEY.address, [])] })
    expect(await chainOf(wallet, [MAINNET, LOCAL_CLUSTER])).toBe(LOCAL_REF)
  })

  it('none served: the first requested Solana network, never a requested network of another namespace', async () => {
    const { wallet } = testWallet({ chains: [LOCAL_CLUSTER], accounts: [accountOn(KEY.address, [LOCAL_CLUSTER])] })
    expect(await chainOf(wallet, ['eip155:1', DEVNET])).toBe(DEVNET_REF)
  })

  it('no Solana network requested: the first Solana chain the account serves', async () => {
    const { wallet } = testWallet({ chains: ['eip155:1', LOCAL_CLUSTER], accounts: [accountOn(KEY.address, ['eip155:1', LOCAL_CLUSTER])] })
    expect(await chainOf(wallet, ['eip155:1'])).toBe(LOCAL_REF)
  })

  it('no Solana network requested nor served by the account: not connected, "Network not found", nothing stored', async () => {
    const { wallet } = testWallet({ chains: [LOCAL_CLUSTER], accounts: [accountOn(KEY.address, ['eip155:1'])] })
    const { connection, storage } = await port(wallet, [])
    expect(await connection.connect(request)).toEqual({ ok: false, error: { reason: 'error', error: { code: 'NETWORK_NOT_FOUND_THROWN', message: 'Network not found' } } })
    expect([storage.getConnection('solana'), storage.getConnectedConnectorId('solana'), storage.getConnectionStatus()]).toEqual([undefined, undefined, undefined])
  })
})

describe('restore (R-CONN-1)', () => {
  const stored = { connectorId: CONNECTOR_ID, address: KEY.address, chainId: MAINNET_REF }

  it('a stored wallet that is not there when the signal gives up: no session, nothing asked', async () => {
    const { connection, storage } = await port(undefined)
    storage.setConnection('solana', stored)
    expect(await connection.restore(AbortSignal.abort())).toEqual({ ok: true, session: null })
  })

  it('a wallet without a connect feature: no session', async () => {
    const { connection, storage } = await port(testWallet({ features: { 'standard:connect': null } }).wallet)
    storage.setConnection('solana', stored)
    expect(await connection.restore(new AbortController().signal)).toEqual({ ok: true, session: null })
  })

  it('the silent connect is asked silently and its account is the session', async () => {
    const fake = testWallet()
    const { connection, storage } = await port(fake.wallet)
    storage.setConnection('solana', stored)
    expect(await connection.restore(new AbortController().signal)).toEqual({ ok: true, session: { ...session(), walletImageUrl: ICON } })
    expect(fake.connect).toHaveBeenCalledWith({ silent: true })
  })

  it('R-ERR-4: a silent connect that fails is "Something went wrong", never a throw', async () => {
    const { connection, storage } = await port(testWallet({ features: { 'standard:connect': { connect: () => Promise.reject(new Error('locked')) } } }).wallet)
    storage.setConnection('solana', stored)
    expect(await connection.restore(new AbortController().signal)).toEqual({ ok: false, error: SOMETHING_WENT_WRONG })
  })
})

describe('disconnect (R-CONN-1, R-ERR-3)', () => {
  it('a wallet without standard:disconnect, or one gone, has nothing to release: forgotten and ok', async () => {
    const { connection, storage } = await port(testWallet().wallet)
    await connection.connect(request)
    expect(await connection.disconnect(session())).toEqual({ ok: true })
    expect(storage.getConnection('solana')).toBeUndefined()
    expect(storage.getConnectionStatus()).toBe('disconnected')
    expect(await connection.disconnect({ ...session(), connectorId: 'wallet-standard:Nobody' })).toEqual({ ok: true })
  })
})

describe('signMessage without what it needs (R-ERR-4)', () => {
  it("a session address the wallet does not hold is never signed for: \"Something went wrong\", not declined", async () => {
    const fake = testWallet()
    const { connection } = await port(fake.wallet)
    expect(await connection.signMessage(session(OTHER_KEY.address), 'hi')).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
    expect(fake.signMessage).not.toHaveBeenCalled()
  })

  it('a wallet gone or without solana:signMessage: "Something went wrong", not declined', async () => {
    const { connection } = await port(testWallet({ features: { 'solana:signMessage': undefined } }).wallet)
    expect(await connection.signMessage(session(), 'hi')).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
    expect(await connection.signMessage({ ...session(), connectorId: 'wallet-standard:Nobody' }, 'hi')).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
  })

  it('a wallet answering no output: "Something went wrong", not declined', async () => {
    const { connection } = await port(testWallet({ features: { 'solana:signMessage': { signMessage: async () => [] } } }).wallet)
    expect(await connection.signMessage(session(), 'hi')).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
  })
})

describe("latch.request's Solana methods on a Wallet Standard wallet (R-PERM-3)", () => {
  const signedTransaction = new Uint8Array([4, 5, 6])
  const sentSignature = new Uint8Array(64).fill(7)
  function signer() {
    const signTransaction = vi.fn(async (..._inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]) => [{ signedTransaction }])
    const signAndSendTransaction = vi.fn(async (..._inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]) => [{ signature: sentSignature }])
    const fake = testWallet({ features: { 'solana:signTransaction': { version: '1.0.0', signTransaction }, 'solana:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction } } })
    return { fake, signTransaction, signAndSendTransaction }
  }

  it('solana_signTransaction: the base64 transaction as bytes on solana:<reference>; the signed one back in base64', async () => {
    const { fake, signTransaction } = signer()
    const { connection } = await port(fake.wallet)
    expect(await connection.request(session(KEY.address, LOCAL_REF), 'solana_signTransaction', { transaction: 'AQID' })).toEqual({ transaction: 'BAUG' })
    expect(signTransaction).toHaveBeenCalledWith({ account: accountOn(KEY.address), transaction: new Uint8Array([1, 2, 3]), chain: 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL' })
  })

  it('solana_signAndSendTransaction: the same input; the signature back in base58', async () => {
    const { fake, signAndSendTransaction, signTransaction } = signer()
    const { connection } = await port(fake.wallet)
    expect(await connection.request(session(), 'solana_signAndSendTransaction', { transaction: 'AQID' })).toEqual({ signature: base58.encode(sentSignature) })
    expect(signAndSendTransaction).toHaveBeenCalledWith({ account: accountOn(KEY.address), transaction: new Uint8Array([1, 2, 3]), chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(signTransaction).not.toHaveBeenCalled()
  })

  it('solana_signMessage: the base58 message given as bytes to the account', async () => {
    const fake = testWallet()
    const { connection } = await port(fake.wallet)
    const answer = (await connection.request(session(), 'solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' })) as { signature: string }
    const bytes = new TextEncoder().encode('Hello World!')
    expect(fake.signMessage).toHaveBeenCalledWith({ account: accountOn(KEY.address), message: bytes })
    expect(ed25519.verify(base58.decode(answer.signature), bytes, KEY.publicKey)).toBe(true)
  })

  it('params without the message or the transaction: -32602 with what was expected, the wallet not asked', async () => {
    const { fake, signTransaction, signAndSendTransaction } = signer()
    const { connection } = await port(fake.wallet)
    await expect(connection.request(session(), 'solana_signMessage', { message: [1, 2] })).rejects.toEqual({ code: -32602, message: 'message: base58 bytes' })
    await expect(connection.request(session(), 'solana_signMessage', undefined)).rejects.toEqual({ code: -32602, message: 'message: base58 bytes' })
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction']) {
      await expect(connection.request(session(), method, {})).rejects.toEqual({ code: -32602, message: 'transaction: a base64 wire transaction' })
    }
    expect([fake.signMessage, signTransaction, signAndSendTransaction].map((call) => call.mock.calls.length)).toEqual([0, 0, 0])
  })

  // A wallet is listed with standard:connect alone: a method it lacks, or no output, gets SPEC §8's words, not a TypeError.
  it.each([
    ['solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' }, 'solana:signMessage'],
    ['solana_signTransaction', { transaction: 'AQID' }, 'solana:signTransaction'],
    ['solana_signAndSendTransaction', { transaction: 'AQID' }, 'solana:signAndSendTransaction'],
  ])('R-PERM-4: %s on a wallet without %s is "Requested RPC call is not allowed"', async (method, params, name) => {
    const fake = testWallet({ features: { [name]: undefined } })
    const { connection } = await port(fake.wallet)
    await expect(connection.request(session(), method, params)).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED', message: `Requested RPC call is not allowed: Test Wallet has no ${name}` })
  })

  it.each([
    ['solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' }, { 'solana:signMessage': { version: '1.1.0', signMessage: async () => [] } }],
    ['solana_signTransaction', { transaction: 'AQID' }, { 'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] } }],
    ['solana_signAndSendTransaction', { transaction: 'AQID' }, { 'solana:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction: async () => [] } }],
  ])('R-ERR-4: %s answered with no output is "Something went wrong"', async (method, params, features) => {
    const fake = testWallet({ features })
    const { connection } = await port(fake.wallet)
    const feature = method.replace('solana_', 'solana:')
    await expect(connection.request(session(), method, params)).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG', message: `Something went wrong: ${feature} answered no output` })
  })

  it('R-ERR-4: a wallet gone, or an address it does not hold, is "No ActiveCaipAddress found"', async () => {
    const { fake } = signer()
    const { connection } = await port(fake.wallet)
    for (const stale of [{ ...session(), connectorId: 'wallet-standard:Nobody' }, session(OTHER_KEY.address)]) {
      await expect(connection.request(stale, 'solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' })).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' })
      await expect(connection.request(stale, 'solana_signTransaction', { transaction: 'AQID' })).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' })
    }
    expect(fake.signMessage).not.toHaveBeenCalled()
  })
})

describe("watch: the wallet's own account changes (R-CONN-1)", () => {
  it('a wallet gone or without standard:events: nothing to hear, and stopping is harmless', async () => {
    const { connection } = await port(testWallet({ features: { 'standard:events': undefined } }).wallet)
    const facts: unknown[] = []
    expect(() => connection.watch(session(), (fact) => facts.push(fact))()).not.toThrow()
    expect(() => connection.watch({ ...session(), connectorId: 'wallet-standard:Nobody' }, (fact) => facts.push(fact))()).not.toThrow()
    expect(facts).toEqual([])
  })

  it("it listens to the wallet's change event; a change without accounts (chains, features) is no fact", async () => {
    const fake = testWallet()
    const { connection, storage } = await port(fake.wallet)
    await connection.connect(request)
    const facts: unknown[] = []
    connection.watch(session(), (fact) => facts.push(fact))
    fake.emit('change', {})
    expect(facts).toEqual([])
    fake.emit('change', { accounts: [accountOn(OTHER_KEY.address)] })
    expect(facts).toEqual([{ type: 'provider.accountsChanged', accounts: [OTHER_KEY.address] }])
    expect(storage.getConnection('solana')).toEqual({ connectorId: CONNECTOR_ID, address: OTHER_KEY.address, chainId: MAINNET_REF })
  })

  it('R-VAL-4: accounts left with no Solana address are a disconnect, and the stored account is not rewritten', async () => {
    const fake = testWallet()
    const { connection, storage } = await port(fake.wallet)
    await connection.connect(request)
    const setConnection = vi.spyOn(storage, 'setConnection')
    const facts: unknown[] = []
    connection.watch(session(), (fact) => facts.push(fact))
    fake.emit('change', { accounts: [accountOn(EVM_ADDRESS)] })
    fake.emit('change', { accounts: [] })
    expect(facts).toEqual([{ type: 'provider.disconnected' }, { type: 'provider.disconnected' }])
    expect(setConnection).not.toHaveBeenCalled()
    expect(storage.getConnection('solana')).toEqual({ connectorId: CONNECTOR_ID, address: KEY.address, chainId: MAINNET_REF })
  })
})
