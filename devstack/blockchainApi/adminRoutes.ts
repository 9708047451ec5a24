// Routes for people and tests, not part of the cloud contract, under /__ like the provider API's: health and the
// fault switch (faults.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { readJson, sendError, sendJson } from '../providerApi/http'
import { faultInputSchema, type FaultStore } from './faults'
import { issueText } from './schemas'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

export function createAdminRoutes(deps: { faults: FaultStore; chains: readonly string[] }) {
  const routes: Record<string, Partial<Record<string, Handler>>> = {
    '/__health': { GET: (_req, res) => sendJson(res, 200, { ok: true, chains: deps.chains }) },
    '/__admin/faults': {
      GET: (_req, res) => sendJson(res, 200, deps.faults.list()),
      POST: async (req, res) => {
        const parsed = z.safeParse(faultInputSchema, await readJson(req))
        if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
        sendJson(res, 201, deps.faults.add(parsed.data))
      },
      DELETE: (_req, res) => sendJson(res, 200, { cleared: deps.faults.clear() }),
    },
  }

  /** Handles the request if it is an admin route; false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const route = routes[url.pathname]
    if (!route) return false
    const handler = route[req.method ?? 'GET']
    if (!handler) {
      sendError(res, 405, `${req.method ?? ''} not allowed on ${url.pathname}`)
      return true
    }
    await handler(req, res)
    return true
  }
}
