// The WalletConnect test wallet's Solana side, as WalletConnect's Solana RPC reference shapes it: base58 messages
// and signatures, base64 transactions, signed with the first Solana dev key (verified here with Ed25519).
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { address, appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, getTransactionEncoder, lamports, pipe, setTransactionMessageFeePayerSigner, setTransactionMessageLifetimeUsingBlockhash, type Blockhash } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { createSolanaSigner } from '../../../devstack/wcWallet/solanaSigner'

const DEV_KEY = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
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

  it('anything else, or a transaction that is not base64 of one, is refused', async () => {
    expect(await signer.request('solana_signAllTransactions', {})).toMatchObject({ ok: false, error: { code: -32601 } })
    expect(await signer.request('solana_signTransaction', { transaction: 'AAAA' })).toMatchObject({ ok: false, error: { code: -32602 } })
  })
})
