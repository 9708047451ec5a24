// The devstack's Solana cluster: one in-process LiteSVM (litesvm, real Solana runtime and programs) holding the
// dev keys' SOL, the LSD mint and each dev key's LSD account, the USDC mint (issue 36: no supply at start), plus what
// an RPC node remembers that the runtime does not: the slot each transaction landed in and its outcome. Accounts are
// written as the SPL Token program lays them out (its own encoders), so transfers through the real program work on
// them from the first block. The on-ramp stand-ins (devstack/onRamp) buy through mintUsdc and airdrop: each lands as
// a transaction in a slot of its own, as a wallet's would.
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  none,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  some,
  type Address,
  type Blockhash,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintEncoder,
  getMintToInstruction,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { base58 } from '@scure/base'
import {
  DEV_SOLANA_KEYS,
  DEV_SOLANA_LAMPORTS,
  DEV_SPL_AMOUNT,
  DEV_SPL_MINT_AUTHORITY_KEY,
  DEV_SPL_MINT_KEY,
  DEV_SPL_TOKEN,
  DEV_USDC_MINT_AUTHORITY_KEY,
  DEV_USDC_SPL_TOKEN,
  SOLANA_USDC_MINT,
} from './devKeys'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const MINT_SPACE = 82
export const TOKEN_ACCOUNT_SPACE = 165
/** What every signature costs here, as on mainnet. */
export const LAMPORTS_PER_SIGNATURE = 5000

/** What the USDC mint authority holds to pay its transactions' fees and its buyers' token accounts' rent (about
 * 0.002 SOL each); topped up when it runs low. */
const USDC_AUTHORITY_LAMPORTS = 10n * 1_000_000_000n
const U64_MAX = (1n << 64n) - 1n

export type Landed = { slot: number; blockTime: number; ok: true; logs: string[]; unitsConsumed: bigint; wire: Uint8Array } | { slot: number; blockTime: number; ok: false; err: unknown; logs: string[]; unitsConsumed: bigint; wire: Uint8Array }

export async function createCluster() {
  // Blockhash checks off: a wallet's blockhash stays good while other transactions land (a node keeps 150 of them).
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(10_000n)
  const landed = new Map<string, Landed>()
  const recentBlockhashes = new Set<string>()
  const mint = address(DEV_SPL_MINT_KEY.address)

  for (const key of DEV_SOLANA_KEYS) svm.airdrop(address(key.address), lamports(DEV_SOLANA_LAMPORTS))
  /** A token mint written straight into the cluster's state: its authority, supply and decimals, no freeze authority. */
  const setMint = (at: Address, authority: string, supply: bigint, decimals: number) =>
    svm.setAccount({
      address: at,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(MINT_SPACE))),
      space: BigInt(MINT_SPACE),
      data: new Uint8Array(getMintEncoder().encode({ mintAuthority: some(address(authority)), supply, decimals, isInitialized: true, freezeAuthority: none() })),
    })
  setMint(mint, DEV_SPL_MINT_AUTHORITY_KEY.address, DEV_SPL_AMOUNT * BigInt(DEV_SOLANA_KEYS.length), DEV_SPL_TOKEN.decimals)
  // The USDC mint: no supply, the devstack's key as its authority; that key holds SOL for the fees it pays.
  const usdcMint = address(SOLANA_USDC_MINT)
  setMint(usdcMint, DEV_USDC_MINT_AUTHORITY_KEY.address, 0n, DEV_USDC_SPL_TOKEN.decimals)
  svm.airdrop(address(DEV_USDC_MINT_AUTHORITY_KEY.address), lamports(USDC_AUTHORITY_LAMPORTS))
  let usdcAuthority: Promise<KeyPairSigner> | undefined
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

  /** A wire transaction, run for real; a failure lands nowhere (a node's preflight refuses it). */
  function send(wire: Uint8Array): { signature: string; outcome: Landed } {
    const transaction: Transaction = getTransactionDecoder().decode(wire)
    const [firstSignature] = Object.values(transaction.signatures)
    const signature = base58.encode(firstSignature ?? new Uint8Array(64))
    // A node's preflight: a transaction whose simulation fails is refused, so it charges no fee and lands nowhere.
    const preflight = svm.simulateTransaction(transaction)
    if (preflight instanceof FailedTransactionMetadata) return { signature, outcome: record(signature, preflight, wire) }
    return { signature, outcome: record(signature, svm.sendTransaction(transaction), wire) }
  }

  /** SOL from nowhere, as a test validator's faucet gives it: a transaction of its own in a slot of its own. */
  function airdrop(to: Address, amount: bigint): string {
    // litesvm signs each airdrop with the latest blockhash: the same amount to the same address twice would be the
    // same transaction, refused as already processed, unless the blockhash moves on (none given out expires here).
    svm.expireBlockhash()
    const outcome = svm.airdrop(to, lamports(amount))
    if (!outcome || outcome instanceof FailedTransactionMetadata) throw new Error(`airdrop to ${to} failed`)
    const signature = base58.encode(outcome.signature())
    landed.set(signature, { slot: slot(), blockTime: blockTime(), ok: true, logs: outcome.logs(), unitsConsumed: outcome.computeUnitsConsumed(), wire: new Uint8Array() })
    nextSlot()
    return signature
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
    send,
    simulate(wire: Uint8Array) {
      const result = svm.simulateTransaction(getTransactionDecoder().decode(wire))
      if (result instanceof FailedTransactionMetadata) return { ok: false as const, err: result.err(), logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
      return { ok: true as const, logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
    },
    airdrop,
    /** Mints `amount` base units of the local USDC to `owner`, creating the owner's associated token account when it
     * has none: one real transaction, signed by the mint authority (who pays the fee and the account's rent), landed
     * in a slot of its own. Resolves to its signature; rejects, with the program's logs, if it failed. */
    async mintUsdc(owner: Address, amount: bigint): Promise<string> {
      if (amount <= 0n || amount > U64_MAX) throw new RangeError(`mintUsdc: ${amount} is not a token amount (1 to 2^64 - 1 base units)`)
      usdcAuthority ??= createKeyPairSignerFromPrivateKeyBytes(DEV_USDC_MINT_AUTHORITY_KEY.seed)
      const authority = await usdcAuthority
      if ((svm.getBalance(authority.address) ?? 0n) < USDC_AUTHORITY_LAMPORTS / 10n) svm.airdrop(authority.address, lamports(USDC_AUTHORITY_LAMPORTS))
      const [tokenAccount] = await findAssociatedTokenPda({ owner, mint: usdcMint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
      // A fresh blockhash for each: two mints of the same amount to the same owner are two transactions, not one sent
      // twice (the runtime refuses a signature it has seen). Blockhashes are not checked here, so none given out expires.
      svm.expireBlockhash()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(authority, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: svm.latestBlockhash() as Blockhash, lastValidBlockHeight: BigInt(slot() + 150) }, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata: tokenAccount, owner, mint: usdcMint }),
              getMintToInstruction({ mint: usdcMint, token: tokenAccount, mintAuthority: authority, amount }),
            ],
            m,
          ),
      )
      const wire = new Uint8Array(getTransactionEncoder().encode(await signTransactionMessageWithSigners(message)))
      const { signature, outcome } = send(wire)
      if (!outcome.ok) throw new Error(`mintUsdc to ${owner} failed: ${JSON.stringify(outcome.err, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))} ${outcome.logs.join(' | ')}`)
      return signature
    },
    landed: (signature: string) => landed.get(signature),
  }
}

export type Cluster = Awaited<ReturnType<typeof createCluster>>
