// The WalletConnect test wallet's Solana side, as WalletConnect's Solana RPC reference shapes it: base58 messages
// and signatures, base64 transactions, signed with the first Solana dev key (verified here with Ed25519).
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { createSolanaSigner } from '../../../devstack/wcWallet/solanaSigner'

const DEV_KEY = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const OTHER_KEY = 'DMxWd7YfKg8TnRpyCmV7Sc9778FC5aQUoAEtYgCKjCby'
const signer = createSolanaSigner('http://127.0.0.1:9')

describe('WalletConnect test wallet, Solana methods', () => {
  it('accounts: the first dev key on each approved Solana chain (CAIP-10)', () => {
    expect(signer.accounts(['solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'])).toEqual([`solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL:${DEV_KEY}`])
  })

  it('solana_signMessage: { message, pubkey } in base58 → { signature } in base58, by the dev key', async () => {
    const message = new TextEncoder().encode('Welcome to the Latch laboratory')
    const outcome = await signer.request('solana_signMessage', { message: base58.encode(message), pubkey: DEV_KEY })
    if (!outcome.ok) throw new Error(outcome.error.message)
    const { signature } = outcome.result as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(DEV_KEY))).toBe(true)
    expect(await signer.request('solana_signMessage', { message: base58.encode(message), pubkey: 'DMxWd7YfKg8TnRpyCmV7Sc9778FC5aQUoAEtYgCKjCby' })).toMatchObject({ ok: false, error: { code: -32602 } })
  })

  it('solana_signTransaction: { transaction } base64 → the signed transaction and its signature, which verifies over the message', async () => {
    const payer = createNoopSigner(address(DEV_KEY))
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 100n }, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: address('DMxWd7YfKg8TnRpyCmV7Sc9778FC5aQUoAEtYgCKjCby'), amount: lamports(1n) }), m),
    )
    const compiled = compileTransaction(message)
    const wire = new Uint8Array(getTransactionEncoder().encode(compiled))
    const outcome = await signer.request('solana_signTransaction', { transaction: base64.encode(wire) })
    if (!outcome.ok) throw new Error(outcome.error.message)
    const { signature, transaction } = outcome.result as { signature: string; transaction: string }
    expect(ed25519.verify(base58.decode(signature), new Uint8Array(compiled.messageBytes), base58.decode(DEV_KEY))).toBe(true)
    expect(base64.decode(transaction).subarray(1, 65)).toEqual(base58.decode(signature))
  })

  it('solana_signTransaction: the signature goes in the slot of the dev key, the fee payer\'s slot left for it', async () => {
    // Another key pays the fee, so the dev key (the transfer's source) is the second of the two signers.
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(OTHER_KEY), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 100n }, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(address(DEV_KEY)), destination: address(OTHER_KEY), amount: lamports(5000n) }), m),
    )
    const compiled = compileTransaction(message)
    const wire = new Uint8Array(getTransactionEncoder().encode(compiled))
    expect(wire[0]).toBe(2)
    const outcome = await signer.request('solana_signTransaction', { transaction: base64.encode(wire) })
    if (!outcome.ok) throw new Error(outcome.error.message)
    const { signature, transaction } = outcome.result as { signature: string; transaction: string }
    const signed = base64.decode(transaction)
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64))
    expect(signed.subarray(65, 129)).toEqual(base58.decode(signature))
    expect(signed.subarray(129)).toEqual(new Uint8Array(compiled.messageBytes))
    expect(ed25519.verify(base58.decode(signature), new Uint8Array(compiled.messageBytes), base58.decode(DEV_KEY))).toBe(true)

    // A transaction the dev key does not sign is refused, not signed.
    const notOurs = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(OTHER_KEY), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 100n }, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(address(OTHER_KEY)), destination: address(DEV_KEY), amount: lamports(1n) }), m),
    )
    const foreign = base64.encode(new Uint8Array(getTransactionEncoder().encode(compileTransaction(notOurs))))
    expect(await signer.request('solana_signTransaction', { transaction: foreign })).toEqual({ ok: false, error: { code: -32602, message: 'transaction: this wallet is not a signer of the transaction' } })
  })

  it('malformed params are answered with -32602, never thrown: no base58 message, the older JSON transaction', async () => {
    expect(await signer.request('solana_signMessage', { message: '0OIl', pubkey: DEV_KEY })).toMatchObject({ ok: false, error: { code: -32602 } })
    expect(await signer.request('solana_signMessage', {})).toEqual({ ok: false, error: { code: -32602, message: 'message: base58 bytes' } })
    expect(await signer.request('solana_signTransaction', { transaction: { feePayer: DEV_KEY, instructions: [] } })).toEqual({
      ok: false,
      error: { code: -32602, message: 'transaction: this wallet takes the base64 wire transaction, not the older JSON form' },
    })
    expect(await signer.request('solana_signTransaction', undefined)).toEqual({ ok: false, error: { code: -32602, message: 'transaction: a base64 wire transaction' } })
  })

  it('anything else, or a transaction that is not base64 of one, is refused', async () => {
    expect(await signer.request('solana_signAllTransactions', {})).toMatchObject({ ok: false, error: { code: -32601 } })
    expect(await signer.request('solana_signTransaction', { transaction: 'AAAA' })).toMatchObject({ ok: false, error: { code: -32602 } })
  })
})
