// Issue 36: the provider's page in a popup, watched. Security (handbook): a message counts only from the provider's
// own origin, from that very window, and in the declared shape; anything else is ignored. A window the browser did
// not open is 'blocked'; one the person closes is 'closed'.
import { describe, expect, it } from 'vitest'
import { watchProviderPopup, type PopupReport } from '../../../../src/services/onRamp/providerPopup'

const URL_OPENED = 'http://127.0.0.1:5180/coinbase?presetFiatAmount=20'

/** A window with what the watcher uses: open, message listeners and an interval the test runs by hand. */
function fakeWindow(opens: boolean) {
  const popup = { closed: false }
  const listeners: ((event: MessageEvent) => void)[] = []
  let tick: (() => void) | undefined
  const win = {
    open: () => (opens ? popup : null),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.splice(listeners.indexOf(listener), 1),
    setInterval: (callback: () => void) => ((tick = callback), 1),
    clearInterval: () => (tick = undefined),
  }
  const post = (data: unknown, origin: string, source: unknown = popup) => listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent))
  return { win: win as unknown as Window, popup, post, tick: () => tick?.(), listening: () => listeners.length }
}

const SUCCESS = { type: 'latch:onramp', provider: 'coinbase', status: 'success', purchaseAmount: '19.6', currency: 'USDC' }

describe('watchProviderPopup', () => {
  it('a popup the browser did not open is reported blocked, and nothing is watched', () => {
    const reports: PopupReport[] = []
    const fake = fakeWindow(false)
    watchProviderPopup(fake.win, URL_OPENED, (fact) => reports.push(fact))
    expect([reports, fake.listening()]).toEqual([['blocked'], 0])
  })

  it("only the provider's success, from its origin and its window, in the declared shape, is a purchase", () => {
    const reports: PopupReport[] = []
    const fake = fakeWindow(true)
    watchProviderPopup(fake.win, URL_OPENED, (fact) => reports.push(fact))
    fake.post(SUCCESS, 'http://127.0.0.1:5173')
    fake.post(SUCCESS, 'http://127.0.0.1:5180', {})
    fake.post({ ...SUCCESS, status: 'pending' }, 'http://127.0.0.1:5180')
    fake.post('latch:onramp success', 'http://127.0.0.1:5180')
    expect(reports).toEqual([])
    fake.post(SUCCESS, 'http://127.0.0.1:5180')
    expect(reports).toEqual(['purchased'])
    // Reported once: the watch is over.
    fake.popup.closed = true
    fake.tick()
    expect([reports, fake.listening()]).toEqual([['purchased'], 0])
  })

  it('the window closed by the person is reported closed, once; the cleanup stops watching without closing it', () => {
    const reports: PopupReport[] = []
    const fake = fakeWindow(true)
    watchProviderPopup(fake.win, URL_OPENED, (fact) => reports.push(fact))
    fake.tick()
    expect(reports).toEqual([])
    fake.popup.closed = true
    fake.tick()
    fake.tick()
    expect(reports).toEqual(['closed'])
    const other = fakeWindow(true)
    const stop = watchProviderPopup(other.win, URL_OPENED, (fact) => reports.push(fact))
    stop()
    other.post(SUCCESS, 'http://127.0.0.1:5180')
    expect([reports, other.listening(), other.popup.closed]).toEqual([['closed'], 0, false])
  })
})
