// R-API-3: image URLs and image fetching for wallets, assets, currencies and tokens.
import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from '../../../src/core/constants'
import type { ImageKind } from '../../../src/services/api'
import { expectLatchError, rejection, useProviderApiServer } from './testServer'

const server = useProviderApiServer()

describe('images (R-API-3)', () => {
  it('R-API-3: imageUrl names the route of each kind, with projectId, st and sv', () => {
    const api = server.api({ projectId: 'proj' })
    const cases: [ImageKind, string][] = [
      ['wallet', '/getWalletImage/abc'],
      ['asset', '/public/getAssetImage/abc'],
      ['currency', '/public/getCurrencyImage/abc'],
      ['token', '/public/getTokenImage/abc'],
    ]
    for (const [kind, path] of cases) {
      const url = new URL(api.imageUrl(kind, 'abc'))
      expect(url.origin + url.pathname).toBe(server.url + path)
      expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'proj', st: 'appkit', sv: SDK_VERSION })
    }
  })

  it('imageUrl escapes ids that are not path-safe', () => {
    expect(new URL(server.api().imageUrl('asset', 'eip155:1/x')).pathname).toBe('/public/getAssetImage/eip155%3A1%2Fx')
  })

  it('fetchImage returns the wallet image as an SVG blob; the same id always gives the same bytes', async () => {
    const api = server.api()
    const { data } = await api.getWallets({ page: 1, entries: 2 })
    const [first, second] = data
    const image = await api.fetchImage('wallet', first?.image_id ?? '')
    expect(image.type).toBe('image/svg+xml')
    const svg = await image.text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('>MM</text>') // MetaMask's initials, camel case split
    expect(await (await api.fetchImage('wallet', first?.image_id ?? '')).text()).toBe(svg)
    expect(await (await api.fetchImage('wallet', second?.image_id ?? '')).text()).not.toBe(svg)
  })

  it('image answers may be cached for an hour', async () => {
    const api = server.api()
    const response = await fetch(api.imageUrl('token', 'USDC'))
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
  })

  it.each([
    ['asset', 'eip155:1'],
    ['asset', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['currency', 'USD'],
    ['token', 'ETH'],
  ] as [ImageKind, string][])('fetchImage(%s, %s) is an image', async (kind, id) => {
    expect((await server.api().fetchImage(kind, id)).type).toBe('image/svg+xml')
  })

  it.each(['wallet', 'asset', 'currency', 'token'] as ImageKind[])('an unknown %s id is a 404 (HTTP_STATUS)', async (kind) => {
    const error = await rejection(server.api().fetchImage(kind, 'no-such-id'))
    expectLatchError(error, 'HTTP_STATUS', { status: 404, message: 'HTTP status code: 404' })
  })

  it('a 200 that is not an image is refused (AN_ERROR_OCCURRED)', async () => {
    await server.fault({ route: '/public/getTokenImage', mode: 'wrong-shape' })
    const error = await rejection(server.api().fetchImage('token', 'ETH'))
    expectLatchError(error, 'AN_ERROR_OCCURRED', { message: 'An error occurred' })
  })

  it('the image routes need projectId, st and sv too (R-API-1)', async () => {
    const response = await fetch(`${server.url}/public/getTokenImage/ETH`)
    expect(response.status).toBe(400)
  })

  it('an aborted image fetch is REQUEST_ABORTED', async () => {
    const controller = new AbortController()
    controller.abort()
    expectLatchError(await rejection(server.api().fetchImage('token', 'ETH', controller.signal)), 'REQUEST_ABORTED')
  })
})
