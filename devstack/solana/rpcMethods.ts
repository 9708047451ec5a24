// The Solana JSON-RPC methods the functional client (@solana/web3.js 2 / @solana/kit) and wallets send, answered
// from the cluster in the shapes of the Solana RPC reference: reads wrapped in { context: { slot }, value }, a
// refused transaction as -32002 with { err, logs } (STACK-NOTES), signatures and hashes in base58.
import { address, getBase58Encoder, getBase64Encoder, type Address, type ReadonlyUint8Array } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { z } from 'zod/mini'
import type { Cluster } from './cluster'
import { LAMPORTS_PER_SIGNATURE } from './cluster'
import { DEV_SOLANA_GENESIS_HASH } from './devKeys'
import { transactionErrorJson } from './transactionError'

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const base58Address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const config = z.optional(z.nullable(z.looseObject({ encoding: z.optional(z.string()) })))
const invalid = (what: string) => new RpcFailure(-32602, `Invalid params: ${what}`)

function parse<S extends z.ZodMiniType>(schema: S, params: unknown): z.output<S> {
  const parsed = z.safeParse(schema, params ?? [])
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '))
  return parsed.data
}

function wireOf(encoded: string, encoding: string | undefined): Uint8Array {
  try {
    return new Uint8Array(encoding === 'base64' ? getBase64Encoder().encode(encoded) : getBase58Encoder().encode(encoded))
  } catch {
    throw invalid('the transaction is not valid ' + (encoding ?? 'base58'))
  }
}

const base64 = (bytes: ReadonlyUint8Array) => Buffer.from(bytes).toString('base64')

export function createRpcMethods(cluster: Cluster) {
  const context = () => ({ slot: cluster.slot(), apiVersion: '2.1.0' })
  const withContext = <T>(value: T) => ({ context: context(), value })

  // A token account as jsonParsed shows it (the SPL Token program's fields, uiAmount in whole tokens).
  function parsedTokenAccount(data: ReadonlyUint8Array) {
    const token = getTokenDecoder().decode(data)
    const mintAccount = cluster.account(token.mint)
    const decimals = mintAccount.exists ? getMintDecoder().decode(mintAccount.data).decimals : 0
    const whole = Number(token.amount) / 10 ** decimals
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: 'initialized',
          tokenAmount: { amount: token.amount.toString(), decimals, uiAmount: whole, uiAmountString: String(whole) },
        },
      },
      space: data.length,
    }
  }

  function encodeAccount(account: { data: ReadonlyUint8Array; executable: boolean; lamports: bigint; programAddress: Address }, encoding: string | undefined) {
    const jsonParsed = encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ADDRESS && account.data.length === 165
    return {
      data: jsonParsed ? parsedTokenAccount(account.data) : [base64(account.data), 'base64'],
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: account.data.length,
    }
  }

  const methods: Record<string, (params: unknown) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getGenesisHash: () => DEV_SOLANA_GENESIS_HASH,
    getSlot: () => cluster.slot(),
    getBlockHeight: () => cluster.slot(),
    getEpochInfo: () => ({ absoluteSlot: cluster.slot(), blockHeight: cluster.slot(), epoch: 0, slotIndex: cluster.slot(), slotsInEpoch: 432_000, transactionCount: null }),
    getBalance(params) {
      const [owner] = parse(z.tuple([base58Address], config), params)
      return withContext(Number(cluster.balance(address(owner))))
    },
    getAccountInfo(params) {
      const [owner, options] = parse(z.tuple([base58Address], config), params)
      const account = cluster.account(address(owner))
      return withContext(account.exists ? encodeAccount(account, options?.encoding) : null)
    },
    getLatestBlockhash: () => withContext({ blockhash: cluster.latestBlockhash(), lastValidBlockHeight: cluster.slot() + 150 }),
    isBlockhashValid(params) {
      const [blockhash] = parse(z.tuple([base58Address], config), params)
      return withContext(cluster.isRecentBlockhash(blockhash))
    },
    getMinimumBalanceForRentExemption(params) {
      const [space] = parse(z.tuple([z.number().check(z.int(), z.gte(0))], config), params)
      return Number(cluster.rentExempt(space))
    },
    getFeeForMessage: () => withContext(LAMPORTS_PER_SIGNATURE),
    requestAirdrop(params) {
      const [to, amount] = parse(z.tuple([base58Address, z.number().check(z.int(), z.gt(0))], config), params)
      return cluster.airdrop(address(to), BigInt(amount))
    },
    sendTransaction(params) {
      const [encoded, options] = parse(z.tuple([z.string()], config), params)
      const { signature, outcome } = cluster.send(wireOf(encoded, options?.encoding))
      if (!outcome.ok) {
        const err = transactionErrorJson(outcome.err)
        throw new RpcFailure(-32002, `Transaction simulation failed: ${JSON.stringify(err)}`, { err, logs: outcome.logs, accounts: null, unitsConsumed: Number(outcome.unitsConsumed), returnData: null })
      }
      return signature
    },
    simulateTransaction(params) {
      const [encoded, options] = parse(z.tuple([z.string()], config), params)
      const result = cluster.simulate(wireOf(encoded, options?.encoding))
      return withContext({ err: result.ok ? null : transactionErrorJson(result.err), logs: result.logs, accounts: null, unitsConsumed: Number(result.unitsConsumed), returnData: null })
    },
    getSignatureStatuses(params) {
      const [signatures] = parse(z.tuple([z.array(z.string())], config), params)
      return withContext(
        signatures.map((signature) => {
          const landed = cluster.landed(signature)
          if (!landed) return null
          return { slot: landed.slot, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' }
        }),
      )
    },
    getTransaction(params) {
      const [signature] = parse(z.tuple([z.string()], config), params)
      const landed = cluster.landed(signature)
      if (!landed) return null
      return {
        slot: landed.slot,
        blockTime: landed.blockTime,
        meta: { err: null, status: { Ok: null }, fee: LAMPORTS_PER_SIGNATURE, logMessages: landed.logs, computeUnitsConsumed: Number(landed.unitsConsumed), preBalances: [], postBalances: [], innerInstructions: [], preTokenBalances: [], postTokenBalances: [], rewards: [], loadedAddresses: { readonly: [], writable: [] } },
        transaction: [base64(landed.wire), 'base64'],
        version: 'legacy',
      }
    },
    getTokenAccountsByOwner(params) {
      const filter = z.union([z.object({ mint: base58Address }), z.object({ programId: base58Address })])
      const [owner, which, options] = parse(z.tuple([base58Address, filter, config]), params)
      if ('programId' in which && which.programId !== TOKEN_PROGRAM_ADDRESS) return withContext([])
      const accounts = cluster.tokenAccounts().filter((account) => {
        if (account.data.length !== 165) return false
        const token = getTokenDecoder().decode(account.data)
        return token.owner === owner && (!('mint' in which) || token.mint === which.mint)
      })
      return withContext(accounts.map((account) => ({ pubkey: account.address, account: encodeAccount(account, options?.encoding) })))
    },
  }

  return function call(method: string, params: unknown): unknown {
    const handler = methods[method]
    if (!handler) throw new RpcFailure(-32601, `Method not found: ${method}`)
    return handler(params)
  }
}
