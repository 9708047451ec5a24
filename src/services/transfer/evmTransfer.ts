// Issue 36, Send on eip155: the transaction a transfer is (native ETH: value to the receiver; an ERC-20: its
// `transfer(to, amount)` to the token), its fee (eth_estimateGas × eth_gasPrice on the network's own RPC) and its
// end (the receipt, polled; a reverted one replayed with eth_call at its block for the reason). Amounts are bigint
// all the way: no floating point between what was typed and what is signed.
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import * as z from '../../core/zod'
import { rpcCall, RpcCallError } from '../rpc/rpcCall'

/** `chainId`: the network the transfer was reviewed on (its EIP-155 number). */
export type EvmTransfer = { chainId: number; from: string; to: string; amount: bigint; token: { native: true } | { native: false; contract: string } }
export type EvmTransaction = { chainId: Hex; from: Address; to: Address; value?: Hex; data?: Hex }

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))
const receipt = z.nullable(z.object({ status: hex, blockNumber: hex }))
const toHex = (value: bigint): Hex => `0x${value.toString(16)}`

/** The transaction the wallet is asked to send (eth_sendTransaction's one parameter). It names the network it was
 * reviewed on: a wallet that moved to another network since refuses it (MetaMask does; the devstack's wallets too)
 * instead of sending it there. */
export function evmTransaction(transfer: EvmTransfer): EvmTransaction {
  const from = transfer.from as Address
  const chainId = toHex(BigInt(transfer.chainId))
  if (transfer.token.native) return { chainId, from, to: transfer.to as Address, value: toHex(transfer.amount) }
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [transfer.to as Address, transfer.amount] })
  return { chainId, from, to: transfer.token.contract as Address, data }
}

/** What the network would charge for it now, in wei. */
export async function estimateEvmFee(rpcUrl: string, transaction: EvmTransaction, fetcher: typeof fetch, signal?: AbortSignal): Promise<bigint> {
  const [gas, price] = await Promise.all([rpcCall(rpcUrl, 'eth_estimateGas', [transaction], fetcher, signal), rpcCall(rpcUrl, 'eth_gasPrice', [], fetcher, signal)])
  return BigInt(hex.parse(gas)) * BigInt(hex.parse(price))
}

export type EvmOutcome = { ok: true } | { ok: false; reason: string }

/** Polls for the receipt until the transaction is mined (the caller's signal ends the wait). A reverted one is
 * replayed on the state before its block for the reason the contract gave. */
export async function waitForEvmReceipt(
  rpcUrl: string,
  hash: string,
  replay: EvmTransaction | undefined,
  fetcher: typeof fetch,
  options: { signal?: AbortSignal; pollMs?: number } = {},
): Promise<EvmOutcome> {
  for (;;) {
    const found = receipt.parse(await rpcCall(rpcUrl, 'eth_getTransactionReceipt', [hash], fetcher, options.signal))
    if (found) {
      if (BigInt(found.status) === 1n) return { ok: true }
      return { ok: false, reason: replay ? await revertReason(rpcUrl, replay, toHex(BigInt(found.blockNumber) - 1n), fetcher, options.signal) : 'Transaction reverted' }
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, options.pollMs ?? 1_000)
      options.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(options.signal?.reason)), { once: true })
    })
  }
}

async function revertReason(rpcUrl: string, transaction: EvmTransaction, block: string, fetcher: typeof fetch, signal?: AbortSignal): Promise<string> {
  try {
    await rpcCall(rpcUrl, 'eth_call', [transaction, block], fetcher, signal)
  } catch (error) {
    if (error instanceof RpcCallError) return error.message
  }
  return 'Transaction reverted'
}
