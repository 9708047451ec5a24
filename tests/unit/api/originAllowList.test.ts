// R-VAL-12: origin allow-list matching with wildcards, by example and as fast-check properties.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from '../../../src/services/api'

const DEVSTACK = ['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com']

describe('isOriginAllowed (R-VAL-12)', () => {
  it.each([
    ['http://127.0.0.1:5173', true],
    ['http://localhost:3000', true],
    ['http://localhost', true], // ':*' also covers the default port
    ['https://app.example.com', true],
    ['https://a.b.example.com', true],
    ['https://APP.Example.COM', true],
    ['https://example.com', false], // '*.' needs at least one label
    ['http://app.example.com', false], // scheme must match
    ['https://app.example.com.evil.test', false],
    ['https://evilexample.com', false],
    ['https://localhost:3000', false],
    ['http://127.0.0.2:5173', false],
    ['null', false],
    ['', false],
    ['http://localhost:3000/path', false], // not an origin
    ['https://user@app.example.com', false],
  ])('R-VAL-12: %s against the devstack list → %s', (origin, allowed) => {
    expect(isOriginAllowed(origin, DEVSTACK)).toBe(allowed)
  })

  it('R-VAL-12: exact entries match exactly; a default port written out is the same origin', () => {
    expect(isOriginAllowed('https://dapp.xyz', ['https://dapp.xyz'])).toBe(true)
    expect(isOriginAllowed('https://dapp.xyz', ['https://dapp.xyz/'])).toBe(true)
    expect(isOriginAllowed('https://dapp.xyz', ['https://dapp.xyz:443'])).toBe(true)
    expect(isOriginAllowed('https://dapp.xyz:8443', ['https://dapp.xyz'])).toBe(false)
    expect(isOriginAllowed('https://dapp.xyz.evil', ['https://dapp.xyz'])).toBe(false)
  })

  it('R-VAL-12: a wildcard inside a label stays inside that label', () => {
    expect(isOriginAllowed('https://app-staging.example.com', ['https://app-*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app-.example.com', ['https://app-*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app-x.y.example.com', ['https://app-*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.io', ['https://*.example.*'])).toBe(true)
    expect(isOriginAllowed('https://app.example.co.uk', ['https://*.example.*'])).toBe(false) // a non-leading '*' label is one label
  })

  it('a lone * allows every origin; an empty list allows none', () => {
    expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true)
    expect(isOriginAllowed('https://anything.test', [])).toBe(false)
  })

  it('R-VAL-12: a scheme wildcard allows every scheme, the host still judged', () => {
    expect(isOriginAllowed('http://dapp.xyz', ['*://dapp.xyz'])).toBe(true)
    expect(isOriginAllowed('https://dapp.xyz', ['*://dapp.xyz'])).toBe(true)
    expect(isOriginAllowed('https://other.xyz', ['*://dapp.xyz'])).toBe(false)
  })

  it('R-VAL-12: an entry that is not an origin or a pattern allows nothing, and the rest of the list still counts', () => {
    expect(isOriginAllowed('https://dapp.xyz', ['not a pattern', 'https://dapp.xyz/path', 'junk https://dapp.xyz', 'https://dapp.xyz junk'])).toBe(false)
    expect(isOriginAllowed('https://dapp.xyz', ['not a pattern', 'https://dapp.xyz'])).toBe(true)
  })

  it('R-VAL-12: surrounding spaces and capitals in an entry or in the origin do not matter', () => {
    expect(isOriginAllowed('https://dapp.xyz', ['  HTTPS://DApp.XYZ \n'])).toBe(true)
    expect(isOriginAllowed(' https://dapp.xyz\n', ['https://dapp.xyz'])).toBe(true)
  })

  it('R-VAL-12: text around an origin makes it no origin', () => {
    expect(isOriginAllowed('evil https://dapp.xyz', ['https://dapp.xyz'])).toBe(false)
    expect(isOriginAllowed('https://dapp.xyz evil', ['https://dapp.xyz'])).toBe(false)
  })

  it.each([
    ['http://dapp.xyz:80', 'http://dapp.xyz'],
    ['https://dapp.xyz:443', 'https://dapp.xyz'],
    ['ws://relay.dapp.xyz:80', 'ws://relay.dapp.xyz'],
    ['wss://relay.dapp.xyz:443', 'wss://relay.dapp.xyz'],
  ])('R-VAL-12: %s written with its default port is the origin %s', (origin, entry) => {
    expect(isOriginAllowed(origin, [entry])).toBe(true)
    expect(isOriginAllowed(entry, [origin])).toBe(true)
  })

  it('R-VAL-12: IPv6 hosts match exactly or with a wildcard port', () => {
    expect(isOriginAllowed('http://[::1]:5173', ['http://[::1]:*'])).toBe(true)
    expect(isOriginAllowed('http://[::1]', ['http://[::1]'])).toBe(true)
    expect(isOriginAllowed('http://[2001:db8::1]:5173', ['http://[::1]:*'])).toBe(false)
  })

  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
  const domain = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'))
  const scheme = fc.constantFrom('http', 'https')
  const port = fc.integer({ min: 1, max: 65_535 })
  const origin = fc
    .tuple(scheme, domain, fc.option(port, { nil: undefined }))
    .map(([s, host, p]) => `${s}://${host}${p === undefined ? '' : `:${p}`}`)

  it('R-VAL-12 property: every origin is allowed by a list holding itself, and by no empty list', () => {
    fc.assert(
      fc.property(origin, (o) => {
        expect(isOriginAllowed(o, [o])).toBe(true)
        expect(isOriginAllowed(o, [])).toBe(false)
      }),
    )
  })

  it('R-VAL-12 property: https://*.D allows every subdomain of D over https, never D itself or a look-alike', () => {
    fc.assert(
      fc.property(domain, domain, (sub, base) => {
        const pattern = `https://*.${base}`
        expect(isOriginAllowed(`https://${sub}.${base}`, [pattern])).toBe(true)
        expect(isOriginAllowed(`https://${base}`, [pattern])).toBe(false)
        expect(isOriginAllowed(`http://${sub}.${base}`, [pattern])).toBe(false)
        expect(isOriginAllowed(`https://${sub}.${base}.evil`, [pattern])).toBe(false)
        expect(isOriginAllowed(`https://${sub}${base}`, [pattern])).toBe(false) // glued, not a subdomain
      }),
    )
  })

  it('R-VAL-12 property: http://H:* allows any port of H and nothing else', () => {
    fc.assert(
      fc.property(domain, domain, port, (host, other, p) => {
        expect(isOriginAllowed(`http://${host}:${p}`, [`http://${host}:*`])).toBe(true)
        expect(isOriginAllowed(`http://${other}:${p}`, [`http://${host}:*`])).toBe(other === host)
        expect(isOriginAllowed(`https://${host}:${p}`, [`http://${host}:*`])).toBe(false)
      }),
    )
  })

  it('R-VAL-12 property: matching never throws, whatever the strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 4 }), (o, list) => {
        expect(typeof isOriginAllowed(o, list)).toBe('boolean')
      }),
    )
  })
})
