// The Solana connection port against Wallet Standard wallets: discovery (the real @wallet-standard/app registry
// too), connect on the cluster the app asked for, R-CONN-1 restore by silent connect, signMessage verified with
// Ed25519, declines, disconnect and the wallet's own account changes.
// @vitest-environment jsdom
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createSolanaConnection } from '../../../../src/services/solana/solanaConnection'
import { createSolanaWallets, isSolanaWallet } from '../../../../src/services/solana/solanaWallets'
import { createLatchStorage } from '../../../../src/services/storage'
import { memoryStorage } from '../../storage/fakeStorage'
import { fakeRegistry, fakeSolanaWallet, ICON, keyFromByte, LOCAL_CLUSTER, MAINNET } from './fakeSolanaWallet'

const CONNECTOR_ID = 'wallet-standard:Fake Solana Wallet'
const request = { connectorId: CONNECTOR_ID, walletName: 'Fake Solana Wallet' }

function setup(options: { networks?: `${string}:${string}`[]; raw?: ReturnType<typeof memoryStorage> } = {}) {
  const fake = fakeSolanaWallet({ keys: [keyFromByte(1), keyFromByte(2)] })
  const { registry } = fakeRegistry([fake.wallet])
  const wallets = createSolanaWallets(async () => registry)
  const raw = options.raw ?? memoryStorage()
  const storage = createLatchStorage(raw)
  const connection = createSolanaConnection(wallets, storage, options.networks ?? ['eip155:1', MAINNET, LOCAL_CLUSTER])
  return { fake, wallets, storage, raw, connection, signal: new AbortController().signal }
}

describe('Solana wallets of the Wallet Standard', () => {
  it('only objects with the standard fields, a solana chain and standard:connect count', () => {
    const { wallet } = fakeSolanaWallet()
    expect(isSolanaWallet(wallet)).toBe(true)
    expect(isSolanaWallet({ ...wallet, chains: ['eip155:1'] })).toBe(false)
    expect(isSolanaWallet({ ...wallet, icon: 'https://evil.example/icon.svg' })).toBe(false)
    expect(isSolanaWallet({ ...wallet, features: {} })).toBe(false)
    const hostile = Object.defineProperty({}, 'name', {
      get() {
        throw new Error('trap')
      },
    })
    expect(isSolanaWallet(hostile)).toBe(false)
  })

  it('lists a wallet registered before or after discovery starts, once per name', async () => {
    const first = fakeSolanaWallet({ name: 'Alpha' })
    const { registry, register } = fakeRegistry([first.wallet, fakeSolanaWallet({ name: 'Alpha' }).wallet])
    const wallets = createSolanaWallets(async () => registry)
    const seen: string[][] = []
    wallets.watch((connectors) => seen.push(connectors.map((connector) => connector.connectorId)))
    await wallets.start()
    register(fakeSolanaWallet({ name: 'Beta' }).wallet)
    expect(seen).toEqual([[], ['wallet-standard:Alpha'], ['wallet-standard:Alpha', 'wallet-standard:Beta']])
    expect(wallets.connectors()[0]).toEqual({ connectorId: 'wallet-standard:Alpha', name: 'Alpha', imageUrl: ICON })
  })

  it('hears a wallet through the real registry of @wallet-standard/app (register-wallet event)', async () => {
    const wallets = createSolanaWallets()
    await wallets.start()
    const { wallet } = fakeSolanaWallet({ name: 'Registered by event' })
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: unknown): void }) => register(wallet) }))
    expect(wallets.connectors().map((connector) => connector.name)).toContain('Registered by event')
  })

  it('a registry that does not load leaves no Solana wallets, never a crash', async () => {
    const wallets = createSolanaWallets(() => Promise.reject(new Error('chunk failed')))
    await wallets.start()
    expect(wallets.connectors()).toEqual([])
  })
})

describe('the Solana connection port', () => {
  it('connects on the first requested cluster the wallet serves and stores the session (R-CONN-1)', async () => {
    const { wallets, connection, storage, fake } = setup()
    await wallets.start()
    const outcome = await connection.connect(request)
    expect(outcome).toEqual({ ok: true, session: { ...request, namespace: 'solana', address: fake.keys[0]!.address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    expect(storage.getConnection('solana')).toEqual({ connectorId: CONNECTOR_ID, address: fake.keys[0]!.address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
  })

  it('issue 32: an approval that comes after the person gave up (the connect aborted) is no session, and nothing is stored', async () => {
    const { wallets, connection, storage } = setup()
    await wallets.start()
    const abandoned = new AbortController()
    const outcome = connection.connect(request, abandoned.signal)
    abandoned.abort()
    expect(await outcome).toEqual({ ok: false, error: { reason: 'rejected' } })
    expect(storage.getConnection('solana')).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual([])
  })

  it('an app asking only for the local cluster gets it', async () => {
    const { wallets, connection } = setup({ networks: [LOCAL_CLUSTER] })
    await wallets.start()
    const outcome = await connection.connect(request)
    expect(outcome.ok && outcome.session.chainId).toBe('5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL')
  })

  it('a refusal is "rejected"; any other failure an error; an unknown wallet an error', async () => {
    const { wallets, connection, fake } = setup()
    await wallets.start()
    fake.knobs.connect = 'reject'
    expect(await connection.connect(request)).toEqual({ ok: false, error: { reason: 'rejected' } })
    fake.knobs.connect = 'fail'
    expect((await connection.connect(request)).ok).toBe(false)
    expect(await connection.connect({ ...request, connectorId: 'wallet-standard:Nobody' })).toMatchObject({ ok: false, error: { reason: 'error' } })
  })

  it('restore: a silent connect that gives back the stored address is the session; another address is none', async () => {
    const raw = memoryStorage()
    const first = setup({ raw })
    await first.wallets.start()
    await first.connection.connect(request)
    // A reload: new services over the same storage; the wallet still authorizes this site.
    const again = setup({ raw })
    await again.wallets.start()
    expect(await again.connection.restore(again.signal)).toEqual({ ok: true, session: null }) // the new wallet object never authorized
    await again.connection.connect(request)
    expect(await again.connection.restore(again.signal)).toMatchObject({ ok: true, session: { address: again.fake.keys[0]!.address, namespace: 'solana' } })
    again.fake.switchAccount(1)
    expect(await again.connection.restore(again.signal)).toEqual({ ok: true, session: null })
  })

  it('restore with nothing stored asks no wallet', async () => {
    const { connection, signal } = setup()
    expect(await connection.restore(signal)).toEqual({ ok: true, session: null })
  })

  it('signMessage: the UTF-8 bytes signed with Ed25519, the signature base58; a refusal is declined', async () => {
    const { wallets, connection, fake } = setup()
    await wallets.start()
    const connected = await connection.connect(request)
    if (!connected.ok) throw new Error('not connected')
    const signed = await connection.signMessage(connected.session, 'Sign in to Latch')
    if (!signed.ok) throw new Error('not signed')
    expect(ed25519.verify(base58.decode(signed.signature), new TextEncoder().encode('Sign in to Latch'), fake.keys[0]!.publicKey)).toBe(true)
    fake.knobs.sign = 'reject'
    expect(await connection.signMessage(connected.session, 'again')).toEqual({ ok: false, declined: true, error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } })
    fake.knobs.sign = 'fail'
    expect(await connection.signMessage(connected.session, 'again')).toMatchObject({ ok: false, declined: false })
  })

  it('watch: an account change follows into storage; the wallet letting go is a disconnect', async () => {
    const { wallets, connection, fake, storage } = setup()
    await wallets.start()
    const connected = await connection.connect(request)
    if (!connected.ok) throw new Error('not connected')
    const facts: unknown[] = []
    const stop = connection.watch(connected.session, (fact) => facts.push(fact))
    fake.switchAccount(1)
    expect(storage.getConnection('solana')?.address).toBe(fake.keys[1]!.address)
    fake.letGo()
    stop()
    fake.switchAccount(0)
    expect(facts).toEqual([{ type: 'provider.accountsChanged', accounts: [fake.keys[1]!.address] }, { type: 'provider.disconnected' }])
  })

  it('disconnect forgets the session whatever the wallet says; a wallet that could not let go is "Failed to disconnect" (R-ERR-3)', async () => {
    const { wallets, connection, fake, storage } = setup()
    await wallets.start()
    const connected = await connection.connect(request)
    if (!connected.ok) throw new Error('not connected')
    expect(await connection.disconnect(connected.session)).toEqual({ ok: true })
    expect(storage.getConnection('solana')).toBeUndefined()
    await connection.connect(request)
    fake.knobs.disconnect = 'fail'
    expect(await connection.disconnect(connected.session)).toEqual({ ok: false, error: { code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' } })
    expect(storage.getConnection('solana')).toBeUndefined()
  })
})

describe("latch.request's Solana methods on a Wallet Standard wallet", () => {
  it('solana_signMessage takes and gives base58 (WalletConnect Solana RPC shapes); other methods are refused', async () => {
    const { wallets, connection, fake } = setup()
    await wallets.start()
    const connected = await connection.connect(request)
    if (!connected.ok) throw new Error('not connected')
    const message = new TextEncoder().encode('gm')
    const answer = (await connection.request(connected.session, 'solana_signMessage', { message: base58.encode(message) })) as { signature: string }
    expect(ed25519.verify(base58.decode(answer.signature), message, fake.keys[0]!.publicKey)).toBe(true)
    await expect(connection.request(connected.session, 'solana_signAllTransactions', { transaction: 'AA==' })).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' })
    await expect(connection.request(connected.session, 'solana_signTransaction', {})).rejects.toMatchObject({ code: -32602 })
  })
})
