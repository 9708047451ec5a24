// The frame server's answers. Unlike the other devstack servers', its API allows no other origin (no CORS
// headers): only the frame page, on this origin, may call it. The fault switch alone is open to any origin, so
// tests and the laboratory page can flip it.
import type { ServerResponse } from 'node:http'
import { CORS_HEADERS } from '../providerApi/http'

export function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { 'cache-control': 'no-store', ...headers })
  res.end(body)
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8', ...headers })
}

export function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { message }, headers)
}

export const OPEN_CORS = CORS_HEADERS
