// `startSolana`: the local Solana cluster's JSON-RPC over HTTP on 127.0.0.1, single and batch requests, open to
// pages on any local origin (CORS), as a validator's RPC port is. Its CAIP-2 id names this cluster alone. It stands
// on the devstack's HTTP base (issue 34), so `/__faults` makes this RPC fail the way a real one does.
import { address } from '@solana/kit'
import { z } from 'zod/mini'
import { MAX_RPC_BODY_BYTES } from '../chain/jsonRpc'
import { createDevApp, startDevServer } from '../http/devServer'
import { createCluster } from './cluster'
import { DEV_SOLANA_CAIP_ID } from './devKeys'
import { createRpcMethods, RpcFailure } from './rpcMethods'

export type SolanaServer = {
  url: string
  caipNetworkId: string
  /** In-process, for the on-ramp stand-ins (devstack/onRamp): `amount` base units of the local USDC (6 decimals) to
   * `owner`, its token account created when missing; resolves to the transaction's signature once it has landed. */
  mintUsdc(owner: string, amount: bigint): Promise<string>
  /** In-process: `lamports` to `to` (an airdrop, landed as a transaction); resolves to its signature. */
  giveSol(to: string, lamports: bigint): Promise<string>
  close(): Promise<void>
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  method: z.string(),
  params: z.optional(z.unknown()),
})

const failure = (id: unknown, code: number, message: string, data?: unknown) => ({ jsonrpc: '2.0', id: id ?? null, error: data === undefined ? { code, message } : { code, message, data } })

export async function startSolana(options: { host?: string; port: number }): Promise<SolanaServer> {
  const cluster = await createCluster()
  const call = createRpcMethods(cluster)

  function answer(raw: unknown) {
    const parsed = z.safeParse(requestSchema, raw)
    if (!parsed.success) return failure((raw as { id?: unknown } | null)?.id, -32600, 'Invalid request')
    const { id, method, params } = parsed.data
    try {
      return { jsonrpc: '2.0', id: id ?? null, result: call(method, params) }
    } catch (error) {
      if (error instanceof RpcFailure) return failure(id, error.code, error.message, error.data)
      return failure(id, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  // @solana/kit sends its solana-client header on every call, so a page's preflight names it.
  const { app } = createDevApp({ origin: '*', allowHeaders: ['solana-client'], maxBodyBytes: MAX_RPC_BODY_BYTES })
  app.get('/health', (c) => c.json('ok'))
  // Any path takes JSON-RPC, as a validator's does. The body is parsed whatever its content-type, and a body that is
  // not JSON is JSON-RPC's parse error (HTTP 200), not the base's 400: clients read the envelope.
  app.post('*', async (c) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text()) as unknown
    } catch {
      return c.json(failure(null, -32700, 'Parse error'))
    }
    if (Array.isArray(body)) return c.json(body.length === 0 ? failure(null, -32600, 'Invalid request') : body.map(answer))
    return c.json(answer(body))
  })
  app.all('*', (c) => c.json(failure(null, -32600, 'Invalid request: POST JSON-RPC here'), 405))

  const host = options.host ?? '127.0.0.1'
  const server = await startDevServer(app, { host, port: options.port })
  return {
    url: server.url,
    caipNetworkId: DEV_SOLANA_CAIP_ID,
    mintUsdc: async (owner, amount) => cluster.mintUsdc(address(owner), amount),
    giveSol: async (to, lamports) => {
      if (lamports <= 0n) throw new RangeError(`giveSol: ${lamports} lamports is no amount`)
      return cluster.airdrop(address(to), lamports)
    },
    close: server.close,
  }
}
