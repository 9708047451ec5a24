// Issue 36, Send on Solana: a transfer as the wallet signs and sends it (solana_signAndSendTransaction, its
// base64 wire form): SOL with the System program's transfer; an SPL token with TransferChecked between the owners'
// associated token accounts, the receiver's created first when missing (CreateIdempotent, paid by the sender). Its
// fee is the cluster's fee for the message; its end is the signature's status reaching 'confirmed'. Amounts are
// bigint all the way.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getAddressEncoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type IInstruction,
} from '@solana/web3.js'
import * as z from '../../core/zod'
import { rpcCall } from '../rpc/rpcCall'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const ASSOCIATED_TOKEN_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

export type SolanaTransfer = { from: string; to: string; amount: bigint; token: { native: true } | { native: false; mint: string; decimals: number } }

const blockhashAnswer = z.object({ value: z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() }) })
const ownerAnswer = z.object({ value: z.nullable(z.object({ owner: z.string() })) })
const feeAnswer = z.object({ value: z.nullable(z.number()) })
const statusAnswer = z.object({ value: z.array(z.nullable(z.object({ err: z.unknown(), confirmationStatus: z.nullable(z.string()) }))) })

function littleEndian(value: bigint, bytes: number): number[] {
  return Array.from({ length: bytes }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
}

async function associatedAccount(owner: Address, mint: Address, tokenProgram: Address): Promise<Address> {
  const encoder = getAddressEncoder()
  const [found] = await getProgramDerivedAddress({ programAddress: ASSOCIATED_TOKEN_PROGRAM, seeds: [encoder.encode(owner), encoder.encode(tokenProgram), encoder.encode(mint)] })
  return found
}

async function instructionsOf(transfer: SolanaTransfer, rpcUrl: string, fetcher: typeof fetch, signal?: AbortSignal): Promise<IInstruction[]> {
  const from = address(transfer.from)
  const to = address(transfer.to)
  if (transfer.token.native) {
    // System program instruction 2 (Transfer): u32 index, u64 lamports.
    return [{ programAddress: SYSTEM_PROGRAM, accounts: [{ address: from, role: AccountRole.WRITABLE_SIGNER }, { address: to, role: AccountRole.WRITABLE }], data: new Uint8Array([...littleEndian(2n, 4), ...littleEndian(transfer.amount, 8)]) }]
  }
  const mint = address(transfer.token.mint)
  // The token program the mint belongs to (the Token program, or Token-2022): its accounts are derived with it.
  const owner = ownerAnswer.parse(await rpcCall(rpcUrl, 'getAccountInfo', [mint, { encoding: 'base64' }], fetcher, signal)).value?.owner
  if (!owner) throw new Error(`No mint ${mint} on this cluster`)
  const tokenProgram = address(owner)
  const [source, destination] = await Promise.all([associatedAccount(from, mint, tokenProgram), associatedAccount(to, mint, tokenProgram)])
  return [
    // Associated Token Account program, CreateIdempotent (1): a no-op when the receiver's account exists.
    {
      programAddress: ASSOCIATED_TOKEN_PROGRAM,
      accounts: [
        { address: from, role: AccountRole.WRITABLE_SIGNER },
        { address: destination, role: AccountRole.WRITABLE },
        { address: to, role: AccountRole.READONLY },
        { address: mint, role: AccountRole.READONLY },
        { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
        { address: tokenProgram, role: AccountRole.READONLY },
      ],
      data: new Uint8Array([1]),
    },
    // Token program, TransferChecked (12): u64 amount, u8 decimals (the mint's, checked on chain).
    {
      programAddress: tokenProgram,
      accounts: [
        { address: source, role: AccountRole.WRITABLE },
        { address: mint, role: AccountRole.READONLY },
        { address: destination, role: AccountRole.WRITABLE },
        { address: from, role: AccountRole.READONLY_SIGNER },
      ],
      data: new Uint8Array([12, ...littleEndian(transfer.amount, 8), transfer.token.decimals]),
    },
  ]
}

/** The unsigned transaction in its base64 wire form (solana_signAndSendTransaction's `transaction`), and its message
 * (getFeeForMessage's). */
export async function solanaTransaction(transfer: SolanaTransfer, rpcUrl: string, fetcher: typeof fetch, signal?: AbortSignal): Promise<{ transaction: string; message: string }> {
  const [instructions, latest] = await Promise.all([
    instructionsOf(transfer, rpcUrl, fetcher, signal),
    rpcCall(rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }], fetcher, signal).then((answer) => blockhashAnswer.parse(answer).value),
  ])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(transfer.from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: latest.blockhash as Blockhash, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) }, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const compiled = compileTransaction(message)
  return { transaction: getBase64EncodedWireTransaction(compiled), message: getBase64Decoder().decode(compiled.messageBytes) }
}

/** The cluster's fee for the message, in lamports. */
export async function estimateSolanaFee(rpcUrl: string, message: string, fetcher: typeof fetch, signal?: AbortSignal): Promise<bigint> {
  const fee = feeAnswer.parse(await rpcCall(rpcUrl, 'getFeeForMessage', [message, { commitment: 'confirmed' }], fetcher, signal)).value
  if (fee === null) throw new Error('The cluster gave no fee for this transfer')
  return BigInt(fee)
}

/** Polls the signature's status until 'confirmed' (or 'finalized'); a failed transaction says why. */
export async function waitForSolanaSignature(rpcUrl: string, signature: string, fetcher: typeof fetch, options: { signal?: AbortSignal; pollMs?: number } = {}): Promise<{ ok: true } | { ok: false; reason: string }> {
  for (;;) {
    const [status] = statusAnswer.parse(await rpcCall(rpcUrl, 'getSignatureStatuses', [[signature]], fetcher, options.signal)).value
    if (status?.err) return { ok: false, reason: `Transaction failed: ${JSON.stringify(status.err)}` }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return { ok: true }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, options.pollMs ?? 500)
      options.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(options.signal?.reason)), { once: true })
    })
  }
}
