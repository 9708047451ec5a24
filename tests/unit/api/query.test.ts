// R-API-1, R-API-2: every provider API URL carries projectId, st and sv; list parameters travel comma-joined, and
// an empty value is the same as no filter. A base URL's trailing slashes never double the path's.
import { describe, expect, it } from 'vitest'
import { apiUrl, createApiUrl } from '../../../src/services/api/query'

const IDENTITY = { projectId: 'p1', sdkType: 'appkit', sdkVersion: '1.2.3' }

describe('apiUrl (R-API-1, R-API-2)', () => {
  it.each(['http://api.test', 'http://api.test/', 'http://api.test//'])('R-API-1: base %s joins the path with one slash', (base) => {
    expect(apiUrl(base, '/getWallets', IDENTITY)).toBe('http://api.test/getWallets?projectId=p1&st=appkit&sv=1.2.3')
  })

  it('a base URL with a path of its own keeps it, and only its trailing slashes go', () => {
    expect(apiUrl('https://api.test/v1/', '/getWallets', IDENTITY)).toBe('https://api.test/v1/getWallets?projectId=p1&st=appkit&sv=1.2.3')
  })

  it('R-API-2: lists are comma-joined, numbers written out, undefined and empty values left out', () => {
    const url = new URL(
      apiUrl('http://api.test', '/getWallets', IDENTITY, { page: 2, entries: 40, include: ['a', 'b'], exclude: [], chains: ['eip155:1'], search: '', badge_type: undefined }),
    )
    expect([...url.searchParams]).toEqual([
      ['projectId', 'p1'],
      ['st', 'appkit'],
      ['sv', '1.2.3'],
      ['page', '2'],
      ['entries', '40'],
      ['include', 'a,b'],
      ['chains', 'eip155:1'],
    ])
  })

  it("R-API-1: createApiUrl defaults st to 'appkit'", () => {
    const url = new URL(createApiUrl({ baseUrl: 'http://api.test', projectId: 'p2' })('/appkit/v1/config'))
    expect(url.searchParams.get('projectId')).toBe('p2')
    expect(url.searchParams.get('st')).toBe('appkit')
    expect(url.searchParams.get('sv')).toMatch(/\S/)
  })
})
