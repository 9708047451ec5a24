// startBlockchainApi: the devstack's stand-in for the cloud's blockchain API (SPEC §7: the RPC proxy, balance lookup
// by address and network, history, names, the on-ramp's options and quote), on the devstack's HTTP base over the
// local chains. It listens at once and indexes the EVM chains in the background (every account request waits for the
// index to catch up anyway), so it adds little to the devstack's start-up. The base's fault switch (/__faults) answers
// before any route, so a fault looks to the client exactly like a failing network or server.
import { MAX_RPC_BODY_BYTES, rpcCall } from '../chain/jsonRpc'
import { createDevApp, startDevServer, type DevServer } from '../http/devServer'
import { addAccountRoutes } from './accountRoutes'
import { createBalances } from './balances'
import { createChainIndexer, type ChainIndexer } from './chainIndexer'
import { parseChainMap, type ChainMap } from './chainMap'
import { quantitySchema } from './evmSchemas'
import { createHistoryPage } from './historyPage'
import { createHistoryStore } from './historyStore'
import { addNameRoutes } from './nameRoutes'
import { createNameStore } from './nameStore'
import { addOnRampRoutes } from './onRampRoutes'
import { addRpcProxy } from './rpcProxy'
import { createTokenInfo } from './tokenInfo'
import { assertLoopback } from '../http/loopback'

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
  assertLoopback(host, 'the blockchain API devstack')
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

  const { app } = createDevApp({ origin: '*', allowHeaders: ['x-project-id', 'x-sdk-type', 'x-sdk-version'], maxBodyBytes: MAX_RPC_BODY_BYTES })
  const chainIds = [...chains.upstreams.keys()]
  app.get('/__health', (c) => c.json({ ok: true, chains: chainIds }))
  addNameRoutes(app, { chains, store: nameStore, now: Date.now })
  addRpcProxy(app, chains, fetchFn)
  addOnRampRoutes(app, { chains: chainIds })
  addAccountRoutes(app, { chains, indexers, ready, balances: createBalances(store, tokenInfo, fetchFn), fetch: fetchFn, history: createHistoryPage(store, tokenInfo) })

  let server: DevServer
  try {
    server = await startDevServer(app, { host, port: options.port ?? 0 })
  } catch (error) {
    store.close()
    nameStore.close()
    throw new Error(`blockchain API: cannot listen on ${host}:${options.port ?? 0} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  const { port } = server
  const urlHost = host.includes(':') ? `[${host}]` : host
  let closed: Promise<void> | undefined

  return {
    url: `http://${urlHost}:${port}`,
    port,
    chains: chainIds,
    sync,
    close() {
      closed ??= (async () => {
        await server.close()
        await Promise.all([...indexers.values()].map((indexer) => indexer.settled()))
        store.close()
        nameStore.close()
      })()
      return closed
    },
  }
}
