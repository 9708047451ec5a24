// wallet_sendCalls and wallet_getCallsStatus (EIP-5792) for the signed-in user. From the smart account the calls are
// one user operation (executeBatch: all or none, `atomic`); from the EOA they are sent one after the other, each
// mined before the next. The batch id is random; the frame remembers each batch's transactions (in memory: a dev
// wallet forgets on restart) and answers its status from their receipts.
import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { z } from 'zod/mini'
import { INVALID_PARAMS } from './signerErrors'
import { failure, success, type Reply } from './reply'
import type { SmartAccounts, SmartCall } from './smartAccounts'
import type { ActiveAccount } from './userAccounts'
import type { StoredUser } from './walletStore'

const statusParams = z.tuple([z.string().check(z.regex(/^0x[0-9a-f]{64}$/))])
const receiptSchema = z.looseObject({ status: z.string(), blockHash: z.string(), blockNumber: z.string(), gasUsed: z.string(), transactionHash: z.string(), logs: z.array(z.looseObject({ address: z.string(), data: z.string(), topics: z.array(z.string()) })) })

// EIP-5792 status codes.
const PENDING = 100
const CONFIRMED = 200
const REVERTED = 500
const PARTLY_REVERTED = 600

export type CallBatchDeps = {
  chainId: number
  smartAccounts?: SmartAccounts
  /** One transaction from the EOA, mined; its hash. */
  sendFromEoa(user: StoredUser, call: SmartCall): Promise<Hex>
  /** A transaction's receipt as the chain gives it (null while pending). */
  receipt(hash: Hex): Promise<unknown>
}

export function createCallBatches(deps: CallBatchDeps) {
  const batches = new Map<string, { hashes: Hex[]; atomic: boolean }>()

  return {
    /** The approved batch's calls, as normalised (approval/normalize.ts) and checked as the account's by the signer. */
    async sendCalls(user: StoredUser, active: ActiveAccount, calls: readonly [SmartCall, ...SmartCall[]]): Promise<Reply> {
      const id = `0x${randomBytes(32).toString('hex')}`
      const smart = active.type === 'smartAccount' ? deps.smartAccounts : undefined
      if (smart) {
        batches.set(id, { hashes: [await smart.send(user.privateKey, ...calls)], atomic: true })
      } else {
        const hashes: Hex[] = []
        for (const call of calls) hashes.push(await deps.sendFromEoa(user, call))
        batches.set(id, { hashes, atomic: false })
      }
      return success({ id })
    },

    async getCallsStatus(params: readonly unknown[]): Promise<Reply> {
      const parsed = z.safeParse(statusParams, params)
      const batch = parsed.success ? batches.get(parsed.data[0]) : undefined
      if (!parsed.success || !batch) return failure(INVALID_PARAMS)
      const receipts = await Promise.all(batch.hashes.map(async (hash) => z.safeParse(receiptSchema, await deps.receipt(hash))))
      const mined = receipts.flatMap((receipt) => (receipt.success ? [receipt.data] : []))
      const ok = mined.filter((receipt) => receipt.status === '0x1').length
      const status = mined.length < receipts.length ? PENDING : ok === mined.length ? CONFIRMED : ok === 0 ? REVERTED : PARTLY_REVERTED
      return success({
        version: '2.0.0',
        id: parsed.data[0],
        chainId: `0x${deps.chainId.toString(16)}`,
        atomic: batch.atomic,
        status,
        receipts: mined.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
          logs: logs.map(({ address: logAddress, data, topics }) => ({ address: logAddress, data, topics })),
          status: receiptStatus,
          blockHash,
          blockNumber,
          gasUsed,
          transactionHash,
        })),
      })
    },
  }
}
