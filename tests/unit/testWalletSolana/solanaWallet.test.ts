// The test wallet's Solana side as a dapp meets it: discovered through @wallet-standard/app's registry, connecting
// (and declining) as told, signing messages and real @solana/kit transactions with the first dev key (Ed25519,
// verified here), sending to the local cluster, remembering the site across a reload.
// @vitest-environment jsdom
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolana, type SolanaServer } from '../../../devstack/solana'
import { createSolanaTestWallet, type SolanaBehaviour } from '../../../devstack/testWallet/solana/solanaWallet'
import { registerWallet } from '../../../devstack/testWallet/solana/registerWallet'
import { memoryStorage } from '../storage/fakeStorage'

const DEV_KEY = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const OTHER_KEY = 'DMxWd7YfKg8TnRpyCmV7Sc9778FC5aQUoAEtYgCKjCby'

type Features = {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
  'solana:signMessage': { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]> }
  'solana:signTransaction': { signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]): Promise<{ signedTransaction: Uint8Array }[]> }
  'solana:signAndSendTransaction': { signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]): Promise<{ signature: Uint8Array }[]> }
}
const features = (wallet: Wallet) => wallet.features as unknown as Features

describe('the test wallet, Solana side', () => {
  let solana: SolanaServer
  beforeAll(async () => {
    solana = await startSolana({ port: 0 })
  })
  afterAll(() => solana.close())
  const make = (storage = memoryStorage(), behaviour: SolanaBehaviour = { connect: 'approve', sign: 'approve' }) =>
    createSolanaTestWallet({ solanaUrl: solana.url, behaviour, storage })

  it('registers through the Wallet Standard: the app registry lists it, with a base64 icon and Solana chains', () => {
    const { wallet } = make()
    registerWallet(window, wallet)
    const found = getWallets().get().find((candidate) => candidate.name === 'Latch Test Wallet')
    expect(found).toBe(wallet)
    expect(found?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(found?.chains).toEqual(['solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })

  it('connect: approved gives the first dev key; rejected throws 4001; a silent connect answers only a remembered site', async () => {
    const storage = memoryStorage()
    const rejecting = make(storage, { connect: 'reject', sign: 'approve' })
    expect(await features(rejecting.wallet)['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    await expect(features(rejecting.wallet)['standard:connect'].connect()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const approving = make(storage)
    const { accounts } = await features(approving.wallet)['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([DEV_KEY])
    // A reload: a new wallet over the same storage still knows the site.
    const reloaded = make(storage)
    expect((await features(reloaded.wallet)['standard:connect'].connect({ silent: true })).accounts.map((account) => account.address)).toEqual([DEV_KEY])
  })

  it('signMessage: an Ed25519 signature of the bytes by the dev key; a switched account signs with its own', async () => {
    const test = make()
    const [account] = (await features(test.wallet)['standard:connect'].connect()).accounts
    const message = new TextEncoder().encode('Hello from Latch')
    const [{ signature }] = (await features(test.wallet)['solana:signMessage'].signMessage({ account: account!, message })) as [{ signature: Uint8Array }]
    expect(ed25519.verify(signature, message, base58.decode(DEV_KEY))).toBe(true)
    test.controls.switchAccount(1)
    const other = test.wallet.accounts[0]!
    expect(other.address).toBe(OTHER_KEY)
    const [{ signature: second }] = (await features(test.wallet)['solana:signMessage'].signMessage({ account: other, message })) as [{ signature: Uint8Array }]
    expect(ed25519.verify(second, message, base58.decode(OTHER_KEY))).toBe(true)
    await expect(features(test.wallet)['solana:signMessage'].signMessage({ account: account!, message })).rejects.toThrow(/not connected/)
  })

  async function transfer(lamportsToSend: bigint) {
    const { value: blockhash } = await createSolanaRpc(solana.url).getLatestBlockhash().send()
    const payer = createNoopSigner(address(DEV_KEY))
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: address(OTHER_KEY), amount: lamports(lamportsToSend) }), m),
    )
    const compiled = compileTransaction(message)
    return { wire: new Uint8Array(getTransactionEncoder().encode(compiled)), messageBytes: new Uint8Array(compiled.messageBytes) }
  }

  it('signTransaction: the dev key signature in its slot, over the message bytes', async () => {
    const test = make()
    const [account] = (await features(test.wallet)['standard:connect'].connect()).accounts
    const { wire, messageBytes } = await transfer(1_000n)
    const [{ signedTransaction }] = (await features(test.wallet)['solana:signTransaction'].signTransaction({ account: account!, transaction: wire })) as [{ signedTransaction: Uint8Array }]
    expect(signedTransaction[0]).toBe(1) // one signature slot
    expect(ed25519.verify(signedTransaction.subarray(1, 65), messageBytes, base58.decode(DEV_KEY))).toBe(true)
    expect(signedTransaction.subarray(65)).toEqual(messageBytes)
  })

  it('signAndSendTransaction: sent to the local cluster, where it lands and moves the lamports', async () => {
    const test = make()
    const [account] = (await features(test.wallet)['standard:connect'].connect()).accounts
    const rpc = createSolanaRpc(solana.url)
    const before = (await rpc.getBalance(address(OTHER_KEY)).send()).value
    const { wire } = await transfer(250_000_000n)
    const [{ signature }] = (await features(test.wallet)['solana:signAndSendTransaction'].signAndSendTransaction({ account: account!, transaction: wire, chain: 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL' })) as [{ signature: Uint8Array }]
    const { value: statuses } = await rpc.getSignatureStatuses([base58.encode(signature) as never]).send()
    expect(statuses[0]).not.toBeNull()
    expect((await rpc.getBalance(address(OTHER_KEY)).send()).value).toBe(before + 250_000_000n)
  })

  it('sign: reject throws 4001 and signs nothing', async () => {
    const test = make(memoryStorage(), { connect: 'approve', sign: 'reject' })
    const [account] = (await features(test.wallet)['standard:connect'].connect()).accounts
    await expect(features(test.wallet)['solana:signMessage'].signMessage({ account: account!, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4001 })
  })
})
