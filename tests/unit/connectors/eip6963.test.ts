// EIP-6963 discovery: only well-formed announcements become wallets, each wallet once (R-ENT-2 de-duplication
// starts here), and malformed ones (anything a page script can dispatch) are ignored without throwing.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseProviderDetail, watchAnnouncedProviders, type AnnouncementTarget, type Eip6963ProviderDetail } from '../../../src/services/connectors'
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

// A window that keeps its listeners (removal does nothing) and lets the test deliver events straight to them: what
// the watcher does itself, whatever the window does.
function keepingWindow() {
  const listeners: EventListener[] = []
  const target: AnnouncementTarget = {
    addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      if (type === 'eip6963:announceProvider' && typeof listener === 'function') listeners.push(listener)
    },
    removeEventListener() {},
    dispatchEvent: () => true,
  }
  const deliver = (event: Event) => {
    for (const listener of listeners) listener(event)
  }
  return { target, deliver, announce: (detail: unknown) => deliver(new CustomEvent('eip6963:announceProvider', { detail })) }
}

class HostileEvent extends Event {
  get detail(): never {
    throw new Error('trap')
  }
}

describe('watchAnnouncedProviders after stop and with hostile events (R-ENT-2)', () => {
  it('R-ENT-2: an announcement reaching the watcher after stop is ignored, even when the window still calls it', () => {
    const win = keepingWindow()
    const seen: string[] = []
    const stop = watchAnnouncedProviders(win.target, (detail) => seen.push(detail.info.rdns))
    win.announce(announcement('io.metamask'))
    stop()
    win.announce(announcement('app.phantom'))
    stop()
    win.announce(announcement('io.rabby'))
    expect(seen).toEqual(['io.metamask'])
  })

  it.each([
    ['no detail', new Event('eip6963:announceProvider')],
    ['a null detail', new CustomEvent('eip6963:announceProvider', { detail: null })],
    ['a detail that is not a provider detail', new CustomEvent('eip6963:announceProvider', { detail: { info: 'x', provider: 'y' } })],
    ['a detail whose getter throws', new HostileEvent('eip6963:announceProvider')],
  ])('R-ENT-2: %s is ignored without throwing into the window', (_name, event) => {
    const win = keepingWindow()
    const seen: Eip6963ProviderDetail[] = []
    watchAnnouncedProviders(win.target, (detail) => seen.push(detail))
    expect(() => win.deliver(event)).not.toThrow()
    expect(seen).toEqual([])
  })

  it('R-ENT-2: a real window dispatching an event whose detail getter throws reports nothing', () => {
    const { win, seen } = watch()
    expect(() => win.dispatchEvent(new HostileEvent('eip6963:announceProvider'))).not.toThrow()
    expect(seen).toEqual([])
  })

  it('R-ENT-2: parseProviderDetail is undefined for a detail whose parse throws (a proxy trap)', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
        has() {
          throw new Error('trap')
        },
        ownKeys() {
          throw new Error('trap')
        },
        getOwnPropertyDescriptor() {
          throw new Error('trap')
        },
      },
    )
    expect(parseProviderDetail(hostile)).toBeUndefined()
    expect(parseProviderDetail({ info: hostile, provider: new FakeProvider() })).toBeUndefined()
  })
})

describe('rdns (EIP-6963 reverse DNS, R-ENT-2)', () => {
  const withRdns = (rdns: string) => {
    const good = announcement('io.metamask')
    return { ...good, info: { ...good.info, rdns } }
  }

  it.each([['x.wallet'], ['a.b'], ['io.metamask'], ['com.coinbase.wallet'], ['io.meta-mask'], ['io.meta_mask'], ['_x.y_'], ['IO.MetaMask'], ['1.2']])(
    'R-ENT-2: %s is an rdns',
    (rdns) => {
      expect(parseProviderDetail(withRdns(rdns))?.info.rdns).toBe(rdns)
      const { win, seen } = watch()
      win.announce(withRdns(rdns))
      expect(seen.map((detail) => detail.info.rdns)).toEqual([rdns])
    },
  )

  it.each([
    ['junk before', 'evil/io.metamask'],
    ['a dash before', '-io.metamask'],
    ['a space before', ' io.metamask'],
    ['a dot before', '.io.metamask'],
    ['a first label ending in -', 'io-.metamask'],
    ['a last label ending in -', 'io.metamask-'],
    ['a label starting with -', 'io.-metamask'],
    ['a trailing dot', 'io.metamask.'],
    ['a space after', 'io.metamask '],
    ['an empty rdns', ''],
  ])('R-ENT-2: an rdns with %s (%j) is refused', (_name, rdns) => {
    expect(parseProviderDetail(withRdns(rdns))).toBeUndefined()
    const { win, seen } = watch()
    win.announce(withRdns(rdns))
    expect(seen).toEqual([])
  })
})
