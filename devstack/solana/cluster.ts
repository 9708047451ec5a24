// The devstack's Solana cluster: one in-process LiteSVM (litesvm, real Solana runtime and programs) holding the
// dev keys' SOL, the LSD mint and each dev key's LSD account, plus what an RPC node remembers that the runtime does
// not: the slot each transaction landed in and its outcome. Accounts are written as the SPL Token program lays them
// out (its own encoders), so transfers through the real program work on them from the first block.
import { address, getTransactionDecoder, lamports, none, some, type Address, type Transaction } from '@solana/kit'
import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { base58 } from '@scure/base'
import { DEV_SOLANA_KEYS, DEV_SOLANA_LAMPORTS, DEV_SPL_AMOUNT, DEV_SPL_MINT_AUTHORITY_KEY, DEV_SPL_MINT_KEY, DEV_SPL_TOKEN } from './devKeys'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const MINT_SPACE = 82
export const TOKEN_ACCOUNT_SPACE = 165
/** What every signature costs here, as on mainnet. */
export const LAMPORTS_PER_SIGNATURE = 5000

export type Landed = { slot: number; blockTime: number; ok: true; logs: string[]; unitsConsumed: bigint; wire: Uint8Array } | { slot: number; blockTime: number; ok: false; err: unknown; logs: string[]; unitsConsumed: bigint; wire: Uint8Array }

export async function createCluster() {
  // Blockhash checks off: a wallet's blockhash stays good while other transactions land (a node keeps 150 of them).
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(10_000n)
  const landed = new Map<string, Landed>()
  const recentBlockhashes = new Set<string>()
  const mint = address(DEV_SPL_MINT_KEY.address)

  for (const key of DEV_SOLANA_KEYS) svm.airdrop(address(key.address), lamports(DEV_SOLANA_LAMPORTS))
  svm.setAccount({
    address: mint,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(MINT_SPACE))),
    space: BigInt(MINT_SPACE),
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: some(address(DEV_SPL_MINT_AUTHORITY_KEY.address)),
        supply: DEV_SPL_AMOUNT * BigInt(DEV_SOLANA_KEYS.length),
        decimals: DEV_SPL_TOKEN.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    ),
  })
  for (const key of DEV_SOLANA_KEYS) {
    const [tokenAccount] = await findAssociatedTokenPda({ owner: address(key.address), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    svm.setAccount({
      address: tokenAccount,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SPACE))),
      space: BigInt(TOKEN_ACCOUNT_SPACE),
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint,
          owner: address(key.address),
          amount: DEV_SPL_AMOUNT,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0,
          closeAuthority: none(),
        }),
      ),
    })
  }

  const slot = () => Number(svm.getClock().slot)
  const blockTime = () => Number(svm.getClock().unixTimestamp)
  // Each landed transaction is a new slot, so statuses and balances move the way a person sees them move.
  function nextSlot() {
    svm.warpToSlot(svm.getClock().slot + 1n)
  }
  function record(signature: string, outcome: TransactionMetadata | FailedTransactionMetadata, wire: Uint8Array): Landed {
    const failed = outcome instanceof FailedTransactionMetadata
    const meta = failed ? outcome.meta() : outcome
    const entry: Landed = failed
      ? { slot: slot(), blockTime: blockTime(), ok: false, err: outcome.err(), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), wire }
      : { slot: slot(), blockTime: blockTime(), ok: true, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), wire }
    if (!failed) {
      landed.set(signature, entry)
      nextSlot()
    }
    return entry
  }

  return {
    svm,
    slot,
    latestBlockhash(): string {
      const blockhash = svm.latestBlockhash()
      recentBlockhashes.add(blockhash)
      return blockhash
    },
    isRecentBlockhash: (blockhash: string) => recentBlockhashes.has(blockhash) || blockhash === svm.latestBlockhash(),
    balance: (owner: Address) => svm.getBalance(owner) ?? 0n,
    account: (owner: Address) => svm.getAccount(owner),
    tokenAccounts: () => svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS),
    rentExempt: (space: number) => svm.minimumBalanceForRentExemption(BigInt(space)),
    /** A wire transaction, run for real; a failure lands nowhere (a node's preflight refuses it). */
    send(wire: Uint8Array): { signature: string; outcome: Landed } {
      const transaction: Transaction = getTransactionDecoder().decode(wire)
      const [firstSignature] = Object.values(transaction.signatures)
      const signature = base58.encode(firstSignature ?? new Uint8Array(64))
      // A node's preflight: a transaction whose simulation fails is refused, so it charges no fee and lands nowhere.
      const preflight = svm.simulateTransaction(transaction)
      if (preflight instanceof FailedTransactionMetadata) return { signature, outcome: record(signature, preflight, wire) }
      return { signature, outcome: record(signature, svm.sendTransaction(transaction), wire) }
    },
    simulate(wire: Uint8Array) {
      const result = svm.simulateTransaction(getTransactionDecoder().decode(wire))
      if (result instanceof FailedTransactionMetadata) return { ok: false as const, err: result.err(), logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
      return { ok: true as const, logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
    },
    airdrop(to: Address, amount: bigint): string {
      const outcome = svm.airdrop(to, lamports(amount))
      if (!outcome || outcome instanceof FailedTransactionMetadata) throw new Error(`airdrop to ${to} failed`)
      const signature = base58.encode(outcome.signature())
      landed.set(signature, { slot: slot(), blockTime: blockTime(), ok: true, logs: outcome.logs(), unitsConsumed: outcome.computeUnitsConsumed(), wire: new Uint8Array() })
      nextSlot()
      return signature
    },
    landed: (signature: string) => landed.get(signature),
  }
}

export type Cluster = Awaited<ReturnType<typeof createCluster>>
