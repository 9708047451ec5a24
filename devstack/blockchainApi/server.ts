// startBlockchainApi: the devstack's stand-in for the cloud's blockchain API (SPEC §7: the RPC proxy, balance lookup
// by address and network, history, names), one node:http server on loopback over the local chains. It listens at
// once and indexes the EVM chains in the background (every account request waits for the index to catch up anyway),
// so it adds little to the devstack's start-up. Faults are applied before any route, so they look to the client exactly
// like a failing network or server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { rpcCall } from '../chain/jsonRpc'
import { CORS_HEADERS, send, sendError, sendJson } from '../providerApi/http'
import { createAccountRoutes } from './accountRoutes'
import { createAdminRoutes } from './adminRoutes'
import { createBalances } from './balances'
import { createChainIndexer, type ChainIndexer } from './chainIndexer'
import { parseChainMap, type ChainMap } from './chainMap'
import { quantitySchema } from './evmSchemas'
import { createFaultStore, type Fault } from './faults'
import { createHistoryPage } from './historyPage'
import { createHistoryStore } from './historyStore'
import { createNameRoutes } from './nameRoutes'
import { createNameStore } from './nameStore'
import { createRpcProxy } from './rpcProxy'
import { createTokenInfo } from './tokenInfo'

export type BlockchainApiOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** { [CAIP-2 network id]: the node's JSON-RPC URL }: all are proxied, the eip155 ones also indexed. */
  chains: Readonly<Record<string, string>>
  /** Settles when the chains hold what they should (devstack/start.ts: their seeding). Indexing, and so every
   * balance and history answer, waits for it, so the server can listen while the chains are still being seeded. */
  ready?: Promise<unknown>
  fetch?: typeof fetch
}

export type BlockchainApiServer = {
  url: string
  port: number
  /** The CAIP-2 ids served, in the order given. */
  chains: readonly string[]
  /** Brings the index up to every EVM chain's latest block (requests do this themselves). */
  sync(): Promise<void>
  close(): Promise<void>
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/
const RPC_PATHS = new Set(['/v1', '/v1/'])

async function assertChainIds(chains: ChainMap, fetchFn: typeof fetch): Promise<void> {
  await Promise.all(
    chains.evm.map(async (chain) => {
      let answered: bigint
      try {
        answered = quantitySchema.parse(await rpcCall(chain.url, 'eth_chainId', [], fetchFn))
      } catch (error) {
        throw new Error(`blockchain API: ${chain.caipNetworkId}'s node at ${chain.url} did not answer eth_chainId (${error instanceof Error ? error.message : String(error)})`, { cause: error })
      }
      if (answered !== BigInt(chain.chainId)) throw new Error(`blockchain API: the node at ${chain.url} is chain ${answered}, not ${chain.caipNetworkId}`)
    }),
  )
}

export async function startBlockchainApi(options: BlockchainApiOptions): Promise<BlockchainApiServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the blockchain API devstack listens on loopback only, not ${host}`)
  const fetchFn = options.fetch ?? fetch
  const chains = parseChainMap(options.chains)
  const storeCreated = createHistoryStore()
  const namesCreated = createNameStore()
  try {
    await assertChainIds(chains, fetchFn)
  } catch (error) {
    ;(await storeCreated).close()
    ;(await namesCreated).close()
    throw error
  }
  const store = await storeCreated
  const nameStore = await namesCreated

  const tokenInfo = createTokenInfo(store, fetchFn)
  const indexers = new Map<string, ChainIndexer>(chains.evm.map((chain) => [chain.caipNetworkId, createChainIndexer(chain, store, tokenInfo, fetchFn)]))
  const ready = options.ready ?? Promise.resolve()
  const sync = async () => {
    await ready
    await Promise.all([...indexers.values()].map((indexer) => indexer.sync()))
  }
  // The first catch-up starts now; a failure here is met again (and answered) by the request that needs the index.
  sync().catch(() => undefined)

  const faults = createFaultStore()
  const admin = createAdminRoutes({ faults, chains: [...chains.upstreams.keys()] })
  const proxy = createRpcProxy(chains, fetchFn)
  const account = createAccountRoutes({ chains, indexers, ready, balances: createBalances(store, tokenInfo, fetchFn), fetch: fetchFn, history: createHistoryPage(store, tokenInfo) })
  const names = createNameRoutes({ chains, store: nameStore, now: Date.now })
  const delays = new Set<ReturnType<typeof setTimeout>>()

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        delays.delete(timer)
        resolve()
      }, ms)
      delays.add(timer)
    })
  }

  /** True when the fault answered the request itself (the provider API's answers, devstack/providerApi/server.ts). */
  async function applyFault(fault: Fault, res: ServerResponse): Promise<boolean> {
    if (fault.delayMs) await wait(fault.delayMs)
    if (fault.status !== undefined) {
      sendError(res, fault.status, fault.message ?? `injected fault: status ${fault.status}`)
      return true
    }
    if (fault.badBody === 'not-json') {
      send(res, 200, '{"balances": [ this is not json', { 'content-type': 'application/json' })
      return true
    }
    if (fault.badBody) {
      sendJson(res, 200, { malformed: true, data: 'not what the contract says' })
      return true
    }
    return false
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devstack')
    if (req.method === 'OPTIONS') {
      // CORS preflight: the app calls from its own origin, and the proxy's JSON POST needs one.
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    const fault = faults.take(url.pathname)
    if (fault && (await applyFault(fault, res))) return
    if (res.destroyed) return
    if (await admin(req, res, url)) return
    if (await names(req, res, url)) return
    if (RPC_PATHS.has(url.pathname)) {
      if (req.method !== 'POST') return sendError(res, 405, `${req.method ?? ''} not allowed on ${url.pathname}: JSON-RPC is POST`)
      return proxy(req, res, url)
    }
    if (await account(req, res, url)) return
    sendError(res, 404, `no route ${req.method ?? ''} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendError(res, 500, `devstack error: ${error instanceof Error ? error.message : String(error)}`)
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    store.close()
    nameStore.close()
    throw new Error(`blockchain API: cannot listen on ${host}:${options.port ?? 0} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  const port = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host
  let closed: Promise<void> | undefined

  return {
    url: `http://${urlHost}:${port}`,
    port,
    chains: [...chains.upstreams.keys()],
    sync,
    close() {
      closed ??= (async () => {
        for (const timer of delays) clearTimeout(timer)
        delays.clear()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await Promise.all([...indexers.values()].map((indexer) => indexer.settled()))
        store.close()
        nameStore.close()
      })()
      return closed
    },
  }
}
