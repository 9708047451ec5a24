// @vitest-environment node
// The Solana wallet fake (support/solanaWallet.ts) against the devstack test wallet's Solana side
// (devstack/testWallet/solana/solanaWallet.ts), one script on both: the Wallet Standard shape Latch's discovery
// checks (solanaWallets.ts isSolanaWallet), silent and prompted connects, refusals thrown the same way (code 4001,
// the same words), change events with the same accounts, and signatures that verify under the account's own key
// (messages, and transactions in Solana's wire format). The keys differ (each side has its own), so accounts are
// compared by what they are, not by their bytes.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from '../../../devstack/testWallet/solana/solanaWallet'
import { isSolanaWallet } from '../../../src/services/solana/solanaWallets'
import { FakeSolanaWallet } from '../support/solanaWallet'

type Behaviour = 'approve' | 'reject' | 'never'
type Subject = { wallet: Wallet; set(kind: 'connect' | 'sign', answer: Behaviour): void; switchAccount(index: number): void; disconnect(): void; sent: () => Uint8Array[] }

function devstackWallet(): Subject {
  const sent: Uint8Array[] = []
  // The cluster takes the signed transaction and answers its signature, as a node does.
  const cluster: typeof fetch = async (_url, init) => {
    const wire = Uint8Array.from(atob((JSON.parse(String(init?.body)) as { params: [string] }).params[0]), (char) => char.charCodeAt(0))
    sent.push(wire)
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: base58.encode(wire.subarray(1, 65)) }))
  }
  const test = createSolanaTestWallet({ solanaUrl: 'http://solana.test', behaviour: { connect: 'approve', sign: 'approve' }, fetch: cluster })
  return { wallet: test.wallet, set: (kind, answer) => test.controls.setBehaviour({ [kind]: answer }), switchAccount: (index) => test.controls.switchAccount(index), disconnect: () => test.controls.disconnect(), sent: () => sent }
}

function fakeWallet(): Subject {
  const fake = new FakeSolanaWallet({ name: 'Latch Test Wallet', keys: [7, 8, 9] })
  return { wallet: fake.wallet, set: (kind, answer) => void (fake.answers[kind] = answer === 'never' ? 'hang' : answer), switchAccount: (index) => fake.switchAccount(index), disconnect: () => fake.disconnect(), sent: () => fake.sent }
}

const feature = <T>(wallet: Wallet, name: string) => (wallet.features as Record<string, T>)[name]!

/** A legacy transaction with one signer (`signer`) and an empty slot for its signature. */
function transactionFor(signer: string): Uint8Array {
  const program = new Uint8Array(32).fill(3)
  const blockhash = new Uint8Array(32).fill(5)
  const message = Uint8Array.from([1, 0, 1, 2, ...base58.decode(signer), ...program, ...blockhash, 0])
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}

const accountShape = (account: WalletAccount) => ({ chains: [...account.chains].length > 0, features: [...account.features].sort(), address: typeof account.address === 'string' && account.address.length >= 32, key: base58.encode(Uint8Array.from(account.publicKey)) === account.address })
const refusal = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'accepted',
      (error: { code?: unknown; message?: unknown }) => ({ code: error.code, message: error.message }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('no answer yet'), 30)),
  ])

async function script(subject: Subject): Promise<unknown[]> {
  const { wallet } = subject
  const seen: unknown[] = []
  feature<{ on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }>(wallet, 'standard:events').on('change', ({ accounts }) =>
    seen.push({ change: accounts?.map(accountShape) }),
  )
  const connect = feature<{ connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }>(wallet, 'standard:connect')
  const signMessage = feature<{ signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]> }>(wallet, 'solana:signMessage')
  const signTransaction = feature<{ signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]): Promise<readonly { signedTransaction: Uint8Array }[]> }>(wallet, 'solana:signTransaction')
  const signAndSend = feature<{ signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]): Promise<readonly { signature: Uint8Array }[]> }>(wallet, 'solana:signAndSendTransaction')
  seen.push({ discovered: isSolanaWallet(wallet), features: Object.keys(wallet.features).sort(), accounts: wallet.accounts.length })
  seen.push({ silent: (await connect.connect({ silent: true })).accounts.length })
  subject.set('connect', 'reject')
  seen.push({ refused: await refusal(connect.connect()) })
  subject.set('connect', 'never')
  seen.push({ leftOpen: await refusal(connect.connect()) })
  subject.set('connect', 'approve')
  const [account] = (await connect.connect()).accounts
  seen.push({ connected: accountShape(account!) })
  seen.push({ silentAfter: (await connect.connect({ silent: true })).accounts.map(accountShape) })
  const message = new TextEncoder().encode('Sign in to World App')
  const [signed] = await signMessage.signMessage({ account: account!, message })
  seen.push({ messageSignatureVerifies: ed25519.verify(signed!.signature, message, Uint8Array.from(account!.publicKey)) })
  const transaction = transactionFor(account!.address)
  const [signedTransaction] = await signTransaction.signTransaction({ account: account!, transaction, chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  const wire = signedTransaction!.signedTransaction
  seen.push({ transactionSignatureVerifies: ed25519.verify(wire.subarray(1, 65), wire.subarray(65), Uint8Array.from(account!.publicKey)), messageUntouched: base58.encode(wire.subarray(65)) === base58.encode(transaction.subarray(65)) })
  const [sent] = await signAndSend.signAndSendTransaction({ account: account!, transaction, chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  seen.push({ sentSignatureIsTheTransactions: base58.encode(sent!.signature) === base58.encode(subject.sent()[0]!.subarray(1, 65)) })
  subject.set('sign', 'reject')
  seen.push({ signRefused: await refusal(signMessage.signMessage({ account: account!, message })) })
  subject.set('sign', 'approve')
  const stranger = { ...account!, address: base58.encode(new Uint8Array(32).fill(1)) }
  seen.push({ signAsAnother: typeof (await refusal(signMessage.signMessage({ account: stranger, message }))) })
  subject.switchAccount(1)
  seen.push({ switched: wallet.accounts.map(accountShape) })
  subject.disconnect()
  seen.push({ afterLettingGo: wallet.accounts.length })
  return seen
}

describe('Solana wallet fake ≡ devstack test wallet (Solana side)', () => {
  it('the same Wallet Standard behaviour for the same script', async () => {
    const [real, faked] = [await script(devstackWallet()), await script(fakeWallet())]
    expect(faked).toEqual(real)
    expect(faked).toContainEqual({ refused: { code: 4001, message: 'User rejected the request.' } })
    expect(faked).toContainEqual({ messageSignatureVerifies: true })
  })
})
