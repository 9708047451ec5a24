// `startSolana`: the local Solana cluster's JSON-RPC over HTTP on 127.0.0.1, single and batch requests, open to
// pages on any local origin (CORS), as a validator's RPC port is. Its CAIP-2 id names this cluster alone.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod/mini'
import { MAX_RPC_BODY_BYTES, readText } from '../blockchainApi/requestBody'
import { createCluster } from './cluster'
import { DEV_SOLANA_CAIP_ID } from './devKeys'
import { createRpcMethods, RpcFailure } from './rpcMethods'

export type SolanaServer = { url: string; caipNetworkId: string; close(): Promise<void> }

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  method: z.string(),
  params: z.optional(z.unknown()),
})

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type, solana-client' }

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

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, { ...CORS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) })
      res.end(body === undefined ? undefined : JSON.stringify(body))
    }
    if (req.method === 'OPTIONS') return reply(204)
    if (req.method === 'GET' && req.url === '/health') return reply(200, 'ok')
    if (req.method !== 'POST') return reply(405, failure(null, -32600, 'Invalid request: POST JSON-RPC here'))
    let body: unknown
    try {
      body = JSON.parse(await readText(req, MAX_RPC_BODY_BYTES))
    } catch {
      return reply(200, failure(null, -32700, 'Parse error'))
    }
    if (Array.isArray(body)) return reply(200, body.length === 0 ? failure(null, -32600, 'Invalid request') : body.map(answer))
    reply(200, answer(body))
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    caipNetworkId: DEV_SOLANA_CAIP_ID,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
