// How the client turns every kind of failure into a typed LatchError, driven by the devstack's fault switch:
// R-ERR-2 (server messages become alerts), R-ERR-3 (HTTP status toast), R-ERR-4 (thrown texts), R-CONST-8.
import { describe, expect, it } from 'vitest'
import type { ErrorCode } from '../../../src/core/errors'
import { LatchError } from '../../../src/core/errors'
import { expectLatchError, FAST_TRANSPORT, rejection, SHORT_TIMEOUT, useProviderApiServer } from './testServer'

const server = useProviderApiServer()
const page = { page: 1, entries: 5 }

describe('faults become typed errors', () => {
  it('R-CONST-8, R-ERR-3: a 500 is retried, then thrown as HTTP_STATUS with the status', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 500 })
    const error = await rejection(server.api().getWallets(page))
    expect(error).toBeInstanceOf(LatchError)
    expectLatchError(error, 'HTTP_STATUS', { status: 500, message: 'HTTP status code: 500' })
    const [fault] = await server.faults()
    expect(fault?.hits).toBe(FAST_TRANSPORT.retries + 1)
  })

  it('a 500 that clears within the retries is invisible to the caller', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 502, times: 2 })
    expect((await server.api().getWallets(page)).data).toHaveLength(5)
  })

  it.each([
    ['Unauthorized: invalid key', 401, 'INVALID_PROJECT_ID'],
    ['Unauthorized: origin not allowed', 403, 'ORIGIN_NOT_ALLOWED'],
    ['JWT validation error: JWT Token is not yet valid', 401, 'SESSION_EXPIRED'],
  ] as [string, number, ErrorCode][])('R-ERR-2: %s (%i) raises the %s alert and throws it', async (message, status, code) => {
    await server.fault({ route: '*', mode: 'status', status, message })
    const alerts: ErrorCode[] = []
    const api = server.api({ onAlert: (alert) => alerts.push(alert) })
    const error = await rejection(api.getWallets(page))
    expectLatchError(error, code, { status })
    expect(alerts).toEqual([code])
    const [fault] = await server.faults()
    expect(fault?.hits).toBe(1) // 4xx: never retried
  })

  it('R-ERR-2: the config call maps server messages too', async () => {
    await server.fault({ route: '/appkit/v1/config', mode: 'status', status: 401, message: 'Unauthorized: invalid key' })
    const alerts: ErrorCode[] = []
    await expect(server.api({ onAlert: (code) => alerts.push(code) }).getConfig()).rejects.toMatchObject({ code: 'INVALID_PROJECT_ID' })
    expect(alerts).toEqual(['INVALID_PROJECT_ID'])
  })

  it('R-ERR-3: an error status with an unknown message is HTTP_STATUS and raises no alert', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 418, message: 'I am a teapot' })
    const alerts: ErrorCode[] = []
    const error = await rejection(server.api({ onAlert: (code) => alerts.push(code) }).getWallets(page))
    expectLatchError(error, 'HTTP_STATUS', { status: 418, message: 'HTTP status code: 418' })
    expect((error as LatchError).detail).toContain('I am a teapot')
    expect(alerts).toEqual([])
  })

  it('R-ERR-4: a 200 with the wrong shape is AN_ERROR_OCCURRED, not a crash', async () => {
    await server.fault({ route: '/getWallets', mode: 'wrong-shape' })
    const error = await rejection(server.api().getWallets(page))
    expectLatchError(error, 'AN_ERROR_OCCURRED', { message: 'An error occurred' })
    expect((error as LatchError).detail).toMatch(/^\/getWallets: /)
  })

  it('R-ERR-4: a 200 whose body is not JSON is AN_ERROR_OCCURRED', async () => {
    await server.fault({ route: '/appkit/v1/config', mode: 'malformed' })
    const error = await rejection(server.api().getConfig())
    expectLatchError(error, 'AN_ERROR_OCCURRED')
    expect((error as LatchError).detail).toContain('not JSON')
  })

  it.each([
    ['a status', { mode: 'status' as const, status: 500 }],
    ['a bad body', { mode: 'wrong-shape' as const }],
    ['a timeout', { mode: 'slow' as const, delayMs: 1_000 }],
  ])('the error after %s names the route but never the project id', async (_name, fault) => {
    await server.fault({ route: '/getWallets', ...fault })
    const error = (await rejection(server.api({ projectId: 'secret-project', transport: SHORT_TIMEOUT }).getWallets(page))) as LatchError
    expect(error.message).toContain('/getWallets')
    expect(error.message).not.toContain('secret-project')
  })

  it('the error after a network failure never names the project id', async () => {
    const api = server.api({ baseUrl: 'http://127.0.0.1:9', projectId: 'secret-project', transport: { retries: 0 } })
    const error = expectLatchError(await rejection(api.getWallets(page)), 'SOMETHING_WENT_WRONG')
    expect(error.message).not.toContain('secret-project')
  })

  it('R-CONST-8: an answer slower than the timeout is cut, retried, and the retry succeeds', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 600, times: 1 })
    const started = Date.now()
    const { data } = await server.api({ transport: SHORT_TIMEOUT }).getWallets(page)
    expect(data).toHaveLength(5)
    expect(Date.now() - started).toBeLessThan(600)
  })

  it('R-CONST-8: when every attempt is too slow the call fails with a typed error', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 1_000 })
    const error = await rejection(server.api({ transport: SHORT_TIMEOUT }).getWallets(page))
    expectLatchError(error, 'SOMETHING_WENT_WRONG')
    expect((error as LatchError).detail).toMatch(/timed out/)
    const [fault] = await server.faults()
    expect(fault?.hits).toBe(FAST_TRANSPORT.retries + 1)
  })

  it('R-ERR-4: aborting a slow call rejects with REQUEST_ABORTED ("Request was aborted")', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 1_000 })
    const controller = new AbortController()
    const pending = server.api({ transport: { timeoutMs: 5_000 } }).getWallets(page, controller.signal)
    setTimeout(() => controller.abort(), 30)
    const error = await rejection(pending)
    expectLatchError(error, 'REQUEST_ABORTED', { message: 'Request was aborted' })
  })

  it('aborting never triggers the R-API-5 / R-API-6 fallbacks: the caller left, the server did not fail', async () => {
    await server.fault({ route: '*', mode: 'slow', delayMs: 1_000 })
    const api = server.api({ transport: { timeoutMs: 5_000 } })
    const controller = new AbortController()
    const origins = api.getOrigins(controller.signal)
    const analytics = api.getAnalyticsConfig(controller.signal)
    setTimeout(() => controller.abort(), 30)
    expectLatchError(await rejection(origins), 'REQUEST_ABORTED')
    expectLatchError(await rejection(analytics), 'REQUEST_ABORTED')
  })
})
