// The devstack's two local EVM chains as devstack/start.ts brings them up, for tests: chain A (31337) with the tokens,
// the past of transfers and the test USDC, chain B (31338) with the tokens only, each a real anvil on a free port.
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { DEV_CHAIN_B_ID } from '../../../devstack/chain/devAccounts'
import { seedChain } from '../../../devstack/chain/seedChain'
import { HISTORY_TRANSFERS } from '../../../devstack/chain/seedPlan'

export type SeededChains = { a: Chain; b: Chain; close(): Promise<void> }

export async function startSeededChains(): Promise<SeededChains> {
  const [a, b] = await Promise.all([startChain({ port: 0 }), startChain({ port: 0, chainId: DEV_CHAIN_B_ID })])
  try {
    await Promise.all([seedChain({ url: a.url, chainId: a.chainId, transfers: HISTORY_TRANSFERS, testUsdc: true }), seedChain({ url: b.url, chainId: b.chainId })])
  } catch (error) {
    await Promise.all([a.close(), b.close()])
    throw error
  }
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()])
    },
  }
}

export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'error'}`)
  return body.result
}

/** eth_sendTransaction, then its receipt: anvil answers with the hash before the block that holds it is mined, as a
 * node does, so a read right after the send may not see it yet. */
export async function sendAndMine(url: string, transaction: Record<string, string>): Promise<string> {
  const hash = (await rpc(url, 'eth_sendTransaction', [transaction])) as string
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await rpc(url, 'eth_getTransactionReceipt', [hash])) return hash
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${hash} was not mined within 2 s`)
}
