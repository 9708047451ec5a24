// An approved eth_sendTransaction as the fields viem's sendTransaction signs: straight from the normalised object, so
// the transaction carries exactly the recipient, value and data the summary showed. Gas, nonce and fees the app left
// out are filled by viem from the chain, as any wallet fills them.
import type { Address, Hex } from 'viem'
import type { NormalizedTransaction } from './normalize'

export type TransactionFields = {
  to: Address | null
  value: bigint
  data: Hex
  gas?: bigint
  nonce?: number
} & ({ gasPrice?: bigint } | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint })

export function transactionFields(tx: NormalizedTransaction): TransactionFields {
  const { to, value, data, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = tx
  const fees = gasPrice !== undefined ? { gasPrice } : { ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }), ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }) }
  return { to, value, data, ...(gas === undefined ? {} : { gas }), ...(nonce === undefined ? {} : { nonce }), ...fees }
}
