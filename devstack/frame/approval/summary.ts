// The approval's summary: what the frame page shows the person before they approve, rendered from the same
// NormalizedApproval the signer signs (normalize.ts), as plain text rows (summarySchema.ts). Each kind has its own
// reader: a message’s bytes (messageSummary.ts), typed data (typedDataSummary.ts), calls (callSummary.ts).
import { formatGwei } from 'viem'
import { summarizeCall, type CallLike } from './callSummary'
import type { NormalizedApproval, NormalizedTransaction, NormalizedUserOperation } from './normalize'
import { summarizeMessage } from './messageSummary'
import type { ApprovalSummary, SummaryRow, SummarySection } from './summarySchema'
import type { TokenReads } from './tokenFacts'
import { summarizeTypedData } from './typedDataSummary'

export { summaryText, type ApprovalSummary } from './summarySchema'
export type { TokenFacts, TokenReads } from './tokenFacts'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

async function callSections(calls: readonly CallLike[], reads: TokenReads): Promise<SummarySection[]> {
  return Promise.all(
    calls.map(async (call, index) => {
      const { kind, rows } = await summarizeCall(call, reads)
      return { heading: `Call ${index + 1} of ${calls.length}: ${kind}`, rows }
    }),
  )
}

const wei = (label: string, value: bigint | undefined): SummaryRow[] => (value === undefined ? [] : [{ label, value: `${formatGwei(value)} gwei` }])
const count = (label: string, value: bigint | number | undefined): SummaryRow[] => (value === undefined ? [] : [{ label, value: value.toString() }])

/** The fields of a transaction that are not its call: what the wallet is told to use, when the app gives them. */
function transactionFees(tx: NormalizedTransaction): SummaryRow[] {
  return [
    ...count('Chain ID', tx.chainId),
    ...count('Nonce', tx.nonce),
    ...count('Gas limit', tx.gas),
    ...wei('Gas price', tx.gasPrice),
    ...wei('Max fee per gas', tx.maxFeePerGas),
    ...wei('Max priority fee per gas', tx.maxPriorityFeePerGas),
  ]
}

function operationRows(entryPoint: string, op: NormalizedUserOperation): SummaryRow[] {
  const byWallet = (label: string, value: bigint | undefined, unit: 'gas' | 'wei'): SummaryRow =>
    value === undefined ? { label, value: 'set by the wallet' } : unit === 'wei' ? { label, value: `${formatGwei(value)} gwei` } : { label, value: value.toString() }
  return [
    { label: 'Sender', value: op.sender },
    { label: 'Nonce', value: op.nonce.toString() },
    { label: 'EntryPoint', value: entryPoint },
    ...(op.factory ? [{ label: 'Account factory', value: op.factory }, { label: 'Factory data', value: op.factoryData ?? '0x' }] : []),
    byWallet('Call gas limit', op.callGasLimit, 'gas'),
    byWallet('Verification gas limit', op.verificationGasLimit, 'gas'),
    byWallet('Pre-verification gas', op.preVerificationGas, 'gas'),
    byWallet('Max fee per gas', op.maxFeePerGas, 'wei'),
    byWallet('Max priority fee per gas', op.maxPriorityFeePerGas, 'wei'),
  ]
}

/** Who will sign, where it changes the words: a smart account sends a transaction as its user operation, which sets
 * its own nonce, gas and fees, so the transaction's are said to be unused rather than shown as if they applied. */
export type SummaryOptions = { account?: 'eoa' | 'smartAccount' }

export async function summarizeApproval(request: NormalizedApproval, reads: TokenReads, options: SummaryOptions = {}): Promise<ApprovalSummary> {
  switch (request.method) {
    case 'personal_sign':
      return { title: 'Sign a message', sections: [{ heading: 'Message', rows: summarizeMessage(request.message) }] }
    case 'eth_signTypedData_v4':
      return summarizeTypedData(request.typedData, reads)
    case 'eth_sendTransaction': {
      const { kind, rows } = await summarizeCall(request.tx, reads)
      const fees = transactionFees(request.tx)
      const heading = options.account === 'smartAccount' ? 'Transaction fields (not used: the smart account’s user operation sets its own)' : 'Transaction fields'
      return { title: 'Send a transaction', sections: [{ heading: kind, rows }, ...(fees.length > 0 ? [{ heading, rows: fees }] : [])] }
    }
    case 'wallet_sendCalls': {
      const batch = [{ label: 'Calls', value: String(request.calls.length) }, ...count('Chain ID', request.chainId)]
      return { title: `Send a batch of ${plural(request.calls.length, 'call')}`, sections: [{ heading: 'Batch', rows: batch }, ...(await callSections(request.calls, reads))] }
    }
    case 'eth_sendUserOperation': {
      const { operation } = request
      return {
        title: 'Send a user operation',
        sections: [
          { heading: `User operation (${operation.batch ? 'executeBatch' : 'execute'})`, rows: operationRows(request.entryPoint, operation) },
          ...(await callSections(operation.calls, reads)),
        ],
      }
    }
  }
}
