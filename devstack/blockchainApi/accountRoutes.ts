// GET /v1/account/{address}/balance and /v1/account/{address}/history, as the cloud's blockchain API answers them:
// { balances } and { data, next? }. chainId narrows to one network; without it every local EVM chain counts; a Solana
// cluster's chainId (with a base58 address) answers its balances, read live (solanaBalances.ts). Each
// answer first brings the index up to the chains' latest blocks, so it reflects everything mined before the request.
import type { Context, Hono } from 'hono'
import { z } from 'zod/mini'
import { errorAnswer, type DevEnv } from '../http/devServer'
import type { BalanceLookup } from './balances'
import type { ChainIndexer } from './chainIndexer'
import type { ChainMap, EvmChain } from './chainMap'
import { decodeCursor } from './cursor'
import type { createHistoryPage } from './historyPage'
import { balanceQuerySchema, evmAddressSchema, historyQuerySchema, issueText, solanaAddressSchema } from './schemas'
import { solanaBalancesOf } from './solanaBalances'

type Deps = {
  chains: ChainMap
  indexers: ReadonlyMap<string, ChainIndexer>
  /** What indexing waits for first (BlockchainApiOptions.ready). */
  ready: Promise<unknown>
  balances: BalanceLookup
  fetch: typeof fetch
  history: ReturnType<typeof createHistoryPage>
}

type Selected = { ok: true; chains: EvmChain[] } | { ok: false; message: string }

export function addAccountRoutes(app: Hono<DevEnv>, deps: Deps): void {
  function select(chainId: string | undefined): Selected {
    if (chainId === undefined) return { ok: true, chains: [...deps.chains.evm] }
    const chain = deps.chains.evm.find((candidate) => candidate.caipNetworkId === chainId)
    if (chain) return { ok: true, chains: [chain] }
    if (deps.chains.upstreams.has(chainId)) return { ok: false, message: `chainId ${chainId}: balances and history cover this devstack's eip155 chains only` }
    return { ok: false, message: `Unsupported chainId ${chainId}: this devstack indexes ${deps.chains.evm.map((known) => known.caipNetworkId).join(', ') || 'no chains'}` }
  }

  async function synced(chains: readonly EvmChain[]): Promise<void> {
    await deps.ready
    await Promise.all(chains.map((chain) => deps.indexers.get(chain.caipNetworkId)?.sync()))
  }

  async function balance(c: Context, address: string, query: Record<string, string>): Promise<Response> {
    const parsed = z.safeParse(balanceQuerySchema, query)
    if (!parsed.success) return errorAnswer(c, 400, issueText(parsed.error))
    const cluster = deps.chains.solana?.find((candidate) => candidate.caipNetworkId === parsed.data.chainId)
    if (cluster) return c.json({ balances: await solanaBalancesOf(address, cluster, deps.fetch) })
    const selected = select(parsed.data.chainId)
    if (!selected.ok) return errorAnswer(c, 400, selected.message)
    await synced(selected.chains)
    const perChain = await Promise.all(selected.chains.map((chain) => deps.balances(address, chain)))
    return c.json({ balances: perChain.flat() })
  }

  async function history(c: Context, address: string, query: Record<string, string>): Promise<Response> {
    const parsed = z.safeParse(historyQuerySchema, query)
    if (!parsed.success) return errorAnswer(c, 400, issueText(parsed.error))
    const selected = select(parsed.data.chainId)
    if (!selected.ok) return errorAnswer(c, 400, selected.message)
    const after = parsed.data.cursor === undefined ? undefined : decodeCursor(parsed.data.cursor)
    if (parsed.data.cursor !== undefined && !after) return errorAnswer(c, 400, 'cursor: not a cursor this API gave out')
    await synced(selected.chains)
    return c.json(await deps.history(address, selected.chains, after))
  }

  for (const [path, answer] of [
    ['/v1/account/:address/balance', balance],
    ['/v1/account/:address/history', history],
  ] as const) {
    app.get(path, async (c) => {
      const query = c.req.query()
      // A malformed escape stays as it came and is refused like any other non-address.
      const address = z.safeParse(query.chainId?.startsWith('solana:') ? solanaAddressSchema : evmAddressSchema, c.req.param('address'))
      if (!address.success) return errorAnswer(c, 400, `address: ${issueText(address.error)}`)
      try {
        return await answer(c, address.data, query)
      } catch (error) {
        return errorAnswer(c, 502, `a local chain did not answer: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  }
}
