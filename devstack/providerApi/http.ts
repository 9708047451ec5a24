// Small node:http helpers the routes share: JSON answers, bounded body reading, CORS for any origin.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Requests bigger than this are refused: an event is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

// The provider API is called from any dapp origin; the allow-list (R-PERM-2) is enforced per route, not by CORS.
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, x-project-id, x-sdk-type, x-sdk-version',
  'access-control-max-age': '600',
}

export function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { ...CORS_HEADERS, ...headers })
  res.end(body)
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8' })
}

export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { message })
}

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The body as JSON, or undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req)
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
