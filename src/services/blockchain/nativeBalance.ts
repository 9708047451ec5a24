// The account's native balance, read from the network's own RPC (eth_getBalance on EVM chains, getBalance on
// Solana), as an exact decimal string in the native currency's units. The answer is parsed: a node is outside code.
import * as z from '../../core/zod'
import type { CaipNetworkId } from '../../core/caip'
import { LatchError } from '../../core/errors'
import { formatUnits } from '../../core/units'
import { jsonRpcAnswer } from '../rpc/jsonRpcAnswer'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))
const lamports = z.object({ value: z.number().check(z.int(), z.gte(0)) })
const answer = jsonRpcAnswer(z.object({ message: z.string() }))

export async function fetchNativeBalance(
  rpcUrl: string,
  caipNetworkId: CaipNetworkId,
  address: string,
  decimals: number,
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<string> {
  const solana = caipNetworkId.startsWith('solana:')
  const body = solana
    ? { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment: 'confirmed' }] }
    : { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }
  const response = await fetcher(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })
  if (!response.ok) throw new LatchError('HTTP_STATUS', { params: { status: response.status }, status: response.status })
  const parsed = z.safeParse(answer, await response.json().catch(() => undefined))
  if (!parsed.success || parsed.data.error !== undefined) throw new LatchError('AN_ERROR_OCCURRED', { detail: `${body.method} failed` })
  if (solana) {
    const value = z.safeParse(lamports, parsed.data.result)
    if (!value.success) throw new LatchError('AN_ERROR_OCCURRED', { detail: 'getBalance answered an unexpected value' })
    return formatUnits(BigInt(value.data.value), decimals)
  }
  const value = z.safeParse(hexQuantity, parsed.data.result)
  if (!value.success) throw new LatchError('AN_ERROR_OCCURRED', { detail: 'eth_getBalance answered an unexpected value' })
  return formatUnits(BigInt(value.data), decimals)
}
