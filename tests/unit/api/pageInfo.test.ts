// R-API-7: the url and domain of an analytics event. Only origin and path leave the page: a query string or fragment
// can hold a pairing URI, an OTP link or a token. Outside a browser (no location) both are empty, never a crash.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentPage } from '../../../src/services/api/pageInfo'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('currentPage (R-API-7)', () => {
  it('R-API-7: url is origin plus path, without query or fragment; domain is the host name', () => {
    const href = 'https://dapp.example.com:8443/swap/eth?uri=wc:secret@2#otp=123456'
    vi.stubGlobal('location', new URL(href))
    expect(currentPage()).toEqual({ url: 'https://dapp.example.com:8443/swap/eth', domain: 'dapp.example.com' })
  })

  it('outside a browser there is no location: url and domain are empty', () => {
    vi.stubGlobal('location', undefined)
    expect(currentPage()).toEqual({ url: '', domain: '' })
  })
})
