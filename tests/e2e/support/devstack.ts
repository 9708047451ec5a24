// The devstack's admin switches, for tests that need the provider API to fail or that read what it received.
// Faults are process-wide on the devstack: every spec that sets one clears them in afterEach.
import type { APIRequestContext } from '@playwright/test'
import type { FaultInput, StoredEvent } from '../../../devstack/providerApi'
import { stackPort } from './stack'

export const API_PORT = stackPort('LATCH_API_PORT')
export const API_URL = `http://127.0.0.1:${API_PORT}`
export const INSPECT_URL = `ws://127.0.0.1:${API_PORT}/inspect`

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
}

/** POST /__faults: matching provider API requests fail the way the fault says. */
export async function setFault(request: APIRequestContext, fault: FaultInput): Promise<void> {
  await ok(await request.post(`${API_URL}/__faults`, { data: fault }), `set fault ${JSON.stringify(fault)}`)
}

/** DELETE /__faults: the provider API answers normally again. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await ok(await request.delete(`${API_URL}/__faults`), 'clear faults')
}

/** GET /__events: every analytics event the sink stored (R-API-7). */
export async function listEvents(request: APIRequestContext): Promise<StoredEvent[]> {
  const response = await request.get(`${API_URL}/__events`)
  await ok(response, 'list events')
  return (await response.json()) as StoredEvent[]
}

/** DELETE /__events: an empty sink, so a test sees only what it caused. */
export async function clearEvents(request: APIRequestContext): Promise<void> {
  await ok(await request.delete(`${API_URL}/__events`), 'clear events')
}

export const BLOCKCHAIN_API_PORT = stackPort('LATCH_BLOCKCHAIN_API_PORT')
export const BLOCKCHAIN_API_URL = `http://127.0.0.1:${BLOCKCHAIN_API_PORT}`

/** POST /__faults on the blockchain API: routes with `*` for one path segment ('/v1/account/*\/balance'). */
export async function setBlockchainFault(request: APIRequestContext, fault: FaultInput): Promise<void> {
  await ok(await request.post(`${BLOCKCHAIN_API_URL}/__faults`, { data: fault }), `set blockchain API fault ${JSON.stringify(fault)}`)
}

export async function clearBlockchainFaults(request: APIRequestContext): Promise<void> {
  await ok(await request.delete(`${BLOCKCHAIN_API_URL}/__faults`), 'clear blockchain API faults')
}
