// One provider API call's outcome (R-ERR-2, R-ERR-3): what a non-OK answer, a body failing its schema, a failed or
// aborted transport become, and what their details say (they end up in the console and in error reports). The
// transport is a stub answering fixed Responses; tests/unit/api/faults.test.ts makes the same failures happen
// on the devstack server.
import { z } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { LatchError, type ErrorCode } from '../../../src/core/errors'
import { createApiHttp } from '../../../src/services/api/http'
import { createFetchImage } from '../../../src/services/api/fetchImage'
import type { Transport } from '../../../src/services/transport'

const URL_WITH_SECRET = 'http://api.test/getWallets?projectId=secret'

function answering(response: () => Response | Promise<Response>) {
  const seen: RequestInit[] = []
  const transport: Transport = async (_url, init = {}) => {
    seen.push(init)
    return response()
  }
  return { seen, transport }
}

async function thrown(promise: Promise<unknown>): Promise<LatchError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof LatchError) return error
    throw error
  }
  throw new Error('resolved')
}

const alerts: ErrorCode[] = []
const http = (transport: Transport) => createApiHttp(transport, (code) => void alerts.push(code))

describe('non-OK answers (R-ERR-3)', () => {
  it("read the server's JSON message into the detail, by route only", async () => {
    const { transport } = answering(() => new Response(JSON.stringify({ message: 'rate limited' }), { status: 400 }))
    const error = await thrown(http(transport).send(URL_WITH_SECRET, {}))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.message).toContain('HTTP status code: 400')
    expect(error.detail).toBe('/getWallets: 400 rate limited')
  })

  it('take a plain-text body as the message, cut at 200 characters', async () => {
    const { transport } = answering(() => new Response('x'.repeat(300), { status: 502 }))
    expect((await thrown(http(transport).send(URL_WITH_SECRET, {}))).detail).toBe(`/getWallets: 502 ${'x'.repeat(200)}`)
  })

  it('R-ERR-3: a body that fails to arrive is no message: still HTTP status code: N, never a crash', async () => {
    const broken = () => new Response(new ReadableStream({ start: (stream) => stream.error(new Error('reset')) }), { status: 500 })
    const error = await thrown(http(answering(broken).transport).send(URL_WITH_SECRET, {}))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.message).toContain('HTTP status code: 500')
    expect(error.detail).toBe('/getWallets: 500')
  })

  it('with no body, say the status alone', async () => {
    const { transport } = answering(() => new Response(null, { status: 500 }))
    expect((await thrown(http(transport).send(URL_WITH_SECRET, {}))).detail).toBe('/getWallets: 500')
  })
})

describe('bodies (json)', () => {
  const schema = z.object({ data: z.array(z.object({ id: z.string() })) })

  it('asks for JSON with a GET', async () => {
    const { seen, transport } = answering(() => new Response('{"data":[]}'))
    await expect(http(transport).json(URL_WITH_SECRET, schema)).resolves.toEqual({ data: [] })
    expect(seen[0]).toMatchObject({ method: 'GET', headers: { accept: 'application/json' } })
  })

  it('a body failing its schema names where and why', async () => {
    const { transport } = answering(() => new Response('{"data":[{"id":7}]}'))
    const error = await thrown(http(transport).json(URL_WITH_SECRET, schema))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.detail).toMatch(/^\/getWallets: data\.0\.id: \S/)
  })

  it('a body wrong at its root says (root)', async () => {
    const { transport } = answering(() => new Response('[]'))
    expect((await thrown(http(transport).json(URL_WITH_SECRET, schema))).detail).toMatch(/^\/getWallets: \(root\): \S/)
  })

  it('a body that is not JSON says so', async () => {
    const { transport } = answering(() => new Response('<html>'))
    expect((await thrown(http(transport).json(URL_WITH_SECRET, schema))).detail).toBe('/getWallets: body is not JSON')
  })
})

describe('a failed transport', () => {
  it('is Something went wrong, naming the route and keeping the cause', async () => {
    const cause = new TypeError('fetch failed')
    const transport: Transport = () => Promise.reject(cause)
    const error = await thrown(http(transport).send(URL_WITH_SECRET, {}))
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.detail).toBe('/getWallets')
    expect(error.cause).toBe(cause)
  })

  it('is REQUEST_ABORTED, keeping the cause, once the caller has aborted', async () => {
    const controller = new AbortController()
    const cause = new DOMException('aborted', 'AbortError')
    const transport: Transport = () => {
      controller.abort()
      return Promise.reject(cause)
    }
    const error = await thrown(http(transport).send(URL_WITH_SECRET, { signal: controller.signal }))
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.cause).toBe(cause)
  })
})

describe('images (R-API-3)', () => {
  const imageUrl = (kind: string, id: string) => `http://api.test/${kind}/${id}`
  const fetchImage = (response: () => Response) => createFetchImage(http(answering(response).transport), imageUrl)

  it('refuses an answer that is not an image, naming its type or its lack of one', async () => {
    const html = await thrown(fetchImage(() => new Response('<p>', { headers: { 'content-type': 'text/html' } }))('wallet', 'w1'))
    expect(html.code).toBe('AN_ERROR_OCCURRED')
    expect(html.detail).toBe('/getWalletImage: content-type text/html is not an image')
    const untyped = await thrown(fetchImage(() => new Response(new Uint8Array([1, 2])))('token', 't1'))
    expect(untyped.detail).toBe('/public/getTokenImage: content-type missing is not an image')
  })

  it('refuses a non-image answer that has no body at all, with the same typed error', async () => {
    const empty = await thrown(fetchImage(() => new Response(null, { status: 204, headers: { 'content-type': 'text/plain' } }))('asset', 'a1'))
    expect(empty.code).toBe('AN_ERROR_OCCURRED')
    expect(empty.detail).toBe('/public/getAssetImage: content-type text/plain is not an image')
  })

  it('an image whose bytes fail to arrive is An error occurred, or REQUEST_ABORTED once the caller left', async () => {
    const broken = () => new Response(new ReadableStream({ start: (stream) => stream.error(new Error('reset')) }), { headers: { 'content-type': 'image/png' } })
    const failed = await thrown(fetchImage(broken)('wallet', 'w1'))
    expect(failed.code).toBe('AN_ERROR_OCCURRED')
    expect(failed.cause).toBeInstanceOf(Error) // what went wrong stays attached for the console and error reports
    const controller = new AbortController()
    controller.abort()
    expect((await thrown(fetchImage(broken)('wallet', 'w1', controller.signal))).code).toBe('REQUEST_ABORTED')
  })
})
