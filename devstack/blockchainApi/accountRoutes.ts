// GET /v1/account/{address}/balance and /v1/account/{address}/history, as the cloud's blockchain API answers them:
// { balances } and { data, next? }. chainId narrows to one network; without it every local EVM chain counts; a Solana
// cluster's chainId (with a base58 address) answers its balances, read live (solanaBalances.ts). Each
// answer first brings the index up to the chains' latest blocks, so it reflects everything mined before the request.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { sendError, sendJson } from '../providerApi/http'
import type { BalanceLookup } from './balances'
import type { ChainIndexer } from './chainIndexer'
import type { ChainMap, EvmChain } from './chainMap'
import { decodeCursor } from './cursor'
import type { createHistoryPage } from './historyPage'
import { balanceQuerySchema, evmAddressSchema, historyQuerySchema, issueText, solanaAddressSchema } from './schemas'
import { solanaBalancesOf } from './solanaBalances'

const ACCOUNT_PATH = /^\/v1\/account\/([^/]+)\/(balance|history)$/

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

export function createAccountRoutes(deps: Deps) {
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

  async function balance(res: ServerResponse, address: string, query: Record<string, string>): Promise<void> {
    const parsed = z.safeParse(balanceQuerySchema, query)
    if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
    const cluster = deps.chains.solana?.find((candidate) => candidate.caipNetworkId === parsed.data.chainId)
    if (cluster) return sendJson(res, 200, { balances: await solanaBalancesOf(address, cluster, deps.fetch) })
    const selected = select(parsed.data.chainId)
    if (!selected.ok) return sendError(res, 400, selected.message)
    await synced(selected.chains)
    const perChain = await Promise.all(selected.chains.map((chain) => deps.balances(address, chain)))
    sendJson(res, 200, { balances: perChain.flat() })
  }

  async function history(res: ServerResponse, address: string, query: Record<string, string>): Promise<void> {
    const parsed = z.safeParse(historyQuerySchema, query)
    if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
    const selected = select(parsed.data.chainId)
    if (!selected.ok) return sendError(res, 400, selected.message)
    const after = parsed.data.cursor === undefined ? undefined : decodeCursor(parsed.data.cursor)
    if (parsed.data.cursor !== undefined && !after) return sendError(res, 400, 'cursor: not a cursor this API gave out')
    await synced(selected.chains)
    sendJson(res, 200, await deps.history(address, selected.chains, after))
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, match: RegExpExecArray): Promise<void> {
    if (req.method !== 'GET') return sendError(res, 405, `${req.method ?? ''} not allowed on ${url.pathname}`)
    let rawAddress = ''
    try {
      rawAddress = decodeURIComponent(match[1] ?? '')
    } catch {
      // malformed escapes: refused below like any other non-address
    }
    const query = Object.fromEntries(url.searchParams)
    const address = z.safeParse(query.chainId?.startsWith('solana:') ? solanaAddressSchema : evmAddressSchema, rawAddress)
    if (!address.success) return sendError(res, 400, `address: ${issueText(address.error)}`)
    try {
      await (match[2] === 'balance' ? balance(res, address.data, query) : history(res, address.data, query))
    } catch (error) {
      sendError(res, 502, `a local chain did not answer: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** Handles the request if it is an account route; false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = ACCOUNT_PATH.exec(url.pathname)
    if (!match) return false
    await route(req, res, url, match)
    return true
  }
}
