// EIP-6963 discovery: only well-formed announcements become wallets, each wallet once (R-ENT-2 de-duplication
// starts here), and malformed ones (anything a page script can dispatch) are ignored without throwing.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseProviderDetail, watchAnnouncedProviders, type Eip6963ProviderDetail } from '../../../src/services/connectors'
import { announcement, FakeProvider, FakeWindow, ICON } from './fakes'

function watch(win = new FakeWindow()) {
  const seen: Eip6963ProviderDetail[] = []
  const stop = watchAnnouncedProviders(win, (detail) => seen.push(detail))
  return { win, seen, stop }
}

describe('watchAnnouncedProviders', () => {
  it('asks wallets to announce themselves once it listens', () => {
    const win = new FakeWindow()
    const order: string[] = []
    win.addEventListener('eip6963:requestProvider', () => {
      order.push('request')
      win.announce(announcement('io.metamask'))
    })
    const seen: string[] = []
    watchAnnouncedProviders(win, (detail) => seen.push(detail.info.rdns))
    expect(win.requests).toBe(1)
    expect(order).toEqual(['request'])
    expect(seen).toEqual(['io.metamask'])
  })

  it('reports a good announcement with its own provider object (not a copy)', () => {
    const { win, seen } = watch()
    const good = announcement('io.metamask', { name: 'MetaMask' })
    win.announce(good)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.info).toEqual(good.info)
    expect(seen[0]?.provider).toBe(good.provider)
  })

  it('reports a wallet announcing twice (same uuid, or same rdns in any case) once', () => {
    const { win, seen } = watch()
    const first = announcement('io.metamask')
    win.announce(first)
    win.announce(first)
    win.announce(announcement('io.metamask'))
    win.announce(announcement('IO.MetaMask'))
    win.announce(announcement('com.coinbase.wallet', { uuid: first.info.uuid }))
    win.announce(announcement('app.phantom'))
    expect(seen.map((detail) => detail.info.rdns)).toEqual(['io.metamask', 'app.phantom'])
  })

  it('stops listening when stopped', () => {
    const { win, seen, stop } = watch()
    stop()
    win.announce(announcement('io.metamask'))
    expect(seen).toEqual([])
  })

  const good = announcement('io.metamask')
  const withInfo = (info: Record<string, unknown>) => ({ ...good, info: { ...good.info, ...info } })
  it.each([
    ['no detail', undefined],
    ['a null detail', null],
    ['a string detail', 'io.metamask'],
    ['no info', { provider: good.provider }],
    ['no provider', { info: good.info }],
    ['a null provider', { info: good.info, provider: null }],
    ['a uuid that is not a uuid', withInfo({ uuid: 'metamask' })],
    ['an empty name', withInfo({ name: '' })],
    ['a blank name', withInfo({ name: '   ' })],
    ['a javascript: icon', withInfo({ icon: 'javascript:alert(1)' })],
    ['a remote icon', withInfo({ icon: 'https://evil.example/icon.svg' })],
    ['a data:text/html icon', withInfo({ icon: 'data:text/html,<script>alert(1)</script>' })],
    ['an icon with leading space', withInfo({ icon: ` ${ICON}` })],
    ['an rdns with one label', withInfo({ rdns: 'metamask' })],
    ['an rdns with an empty label', withInfo({ rdns: 'io..metamask' })],
    ['an rdns with a slash', withInfo({ rdns: 'io.metamask/x' })],
    ['a numeric name', withInfo({ name: 42 })],
    ['request not a function', { info: good.info, provider: { request: 'eth_accounts', on() {}, removeListener() {} } }],
    ['no on()', { info: good.info, provider: { request: async () => null, removeListener() {} } }],
    ['no removeListener()', { info: good.info, provider: { request: async () => null, on() {} } }],
    [
      'a provider whose getter throws',
      {
        info: good.info,
        provider: {
          get request(): never {
            throw new Error('trap')
          },
        },
      },
    ],
    [
      'a detail whose info getter throws',
      {
        get info(): never {
          throw new Error('trap')
        },
        provider: good.provider,
      },
    ],
  ])('ignores %s', (_name, detail) => {
    const { win, seen } = watch()
    expect(() => win.announce(detail)).not.toThrow()
    expect(seen).toEqual([])
    expect(parseProviderDetail(detail)).toBeUndefined()
  })

  it('property: arbitrary details are ignored and never throw', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withMap: true, withSet: true, withObjectString: true }), (detail) => {
        const { win, seen, stop } = watch()
        win.announce(detail)
        expect(seen).toEqual([])
        stop()
      }),
    )
  })

  it('property: a good announcement with any one field replaced by a non-string is ignored', () => {
    const field = fc.constantFrom('uuid', 'name', 'icon', 'rdns', 'provider')
    fc.assert(
      fc.property(field, fc.anything().filter((garbage) => typeof garbage !== 'string'), (name, garbage) => {
        const good = announcement('io.metamask')
        const detail = name === 'provider' ? { ...good, provider: garbage } : { ...good, info: { ...good.info, [name]: garbage } }
        const { win, seen } = watch()
        win.announce(detail)
        expect(seen).toEqual([])
      }),
    )
  })

  it('property: an icon that is not a data:image URI is ignored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((rest) => `javascript:${rest}`)).filter((icon) => !/^data:image\//i.test(icon)), (icon) => {
        const good = announcement('io.metamask')
        const { win, seen } = watch()
        win.announce({ ...good, info: { ...good.info, icon } })
        expect(seen).toEqual([])
      }),
    )
  })

  it('property: well-formed announcements of distinct wallets are each reported once', () => {
    const wallet = fc.record({
      uuid: fc.uuid({ version: 4 }),
      name: fc.string({ minLength: 1 }).filter((name) => name.trim().length > 0),
      rdns: fc.domain().map((domain) => domain.split('.').reverse().join('.')),
      icon: fc.constantFrom(ICON, 'data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGR'),
    })
    fc.assert(
      fc.property(fc.uniqueArray(wallet, { selector: (info) => info.rdns.toLowerCase(), maxLength: 6 }), (infos) => {
        fc.pre(new Set(infos.map((info) => info.uuid)).size === infos.length)
        const { win, seen } = watch()
        const details = infos.map((info) => ({ info, provider: new FakeProvider() }))
        for (const detail of [...details, ...details]) win.announce(detail)
        expect(seen.map((detail) => detail.info)).toEqual(infos)
        seen.forEach((detail, index) => expect(detail.provider).toBe(details[index]?.provider))
      }),
    )
  })
})
