// The calls a LatchSimpleAccount makes, as its callData spells them: execute(target, value, data) for one call,
// executeBatch(Call[]) for several. The smart accounts encode with it and the approval decodes with it, so a user
// operation is shown as the calls it will make.
import { decodeFunctionData, encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'

export const accountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)', 'struct Call { address target; uint256 value; bytes data; }', 'function executeBatch(Call[] calls)'])

export type AccountCall = { to: Address; value: bigint; data: Hex }

/** callData for `calls`: execute for one unless `batch` asks for executeBatch (the two are signed differently). */
export function encodeAccountCalls(calls: readonly AccountCall[], batch = calls.length !== 1): Hex {
  const [call] = calls
  if (!batch && call && calls.length === 1) return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [call.to, call.value, call.data] })
  return encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [calls.map(({ to, value, data }) => ({ target: to, value, data }))] })
}

/** The calls in `callData`, or undefined when it is not exactly one execute or executeBatch (re-encoding it must
 * give the same bytes, so nothing in it goes unread). */
export function decodeAccountCalls(callData: Hex): { calls: AccountCall[]; batch: boolean } | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    const calls =
      decoded.functionName === 'execute'
        ? [{ to: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
        : decoded.args[0].map(({ target, value, data }) => ({ to: target, value, data }))
    const batch = decoded.functionName === 'executeBatch'
    const canonical = calls.map(({ to, value, data }) => ({ to, value, data: data.toLowerCase() as Hex }))
    return encodeAccountCalls(canonical, batch) === callData.toLowerCase() ? { calls: canonical, batch } : undefined
  } catch {
    return undefined
  }
}
