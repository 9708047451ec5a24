// @vitest-environment jsdom
// Issue 36: the stand-in provider pages in a DOM, their own script run: every parameter is a row whose text is the
// value (markup in a parameter stays text), Pay posts the purchase to /pay, and on success coinbase tells its opener
//   { type: 'latch:onramp', provider: 'coinbase', status: 'success', purchaseAmount, currency }
// at redirectUrl's origin only (never '*', never without a valid http(s) redirectUrl) and closes; meld just closes;
// a failed payment is shown as text and the page stays open. The server side is onRampProviders.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../../devstack/onRamp/pages'
import { readPage, type ProviderName } from '../../../devstack/onRamp/purchase'
import { localOnRampNetworks } from '../../../devstack/onRamp/quote'
import { DEV_SOLANA_CAIP_ID } from '../../../devstack/solana/devKeys'

const BUYER = '0x00000000000000000000000000000000000b0b01'
const networks = localOnRampNetworks(['eip155:31337', DEV_SOLANA_CAIP_ID])
const coinbaseQuery = (extra: Record<string, string> = {}) => ({
  appId: 'latch-local',
  addresses: JSON.stringify({ [BUYER]: ['eip155:31337'] }),
  assets: '["USDC"]',
  presetFiatAmount: '20',
  fiatCurrency: 'USD',
  defaultPaymentMethod: 'CARD',
  defaultNetwork: 'eip155:31337',
  redirectUrl: 'http://localhost:5173/lab?x=1',
  ...extra,
})

type Answer = { ok: boolean; status: number; body: unknown }
let postMessage: ReturnType<typeof vi.fn>
let close: ReturnType<typeof vi.fn>
let fetchStub: ReturnType<typeof vi.fn>

beforeEach(() => {
  postMessage = vi.fn()
  close = vi.fn()
  Object.defineProperty(window, 'opener', { configurable: true, value: { postMessage } })
  Object.defineProperty(window, 'close', { configurable: true, value: close })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The page for this query, put in the document with its own script run; `answer` is what POST /pay answers. */
function open(provider: ProviderName, query: Record<string, string>, answer: Answer) {
  const html = renderPage(readPage(provider, new URLSearchParams(query), networks), 'test-nonce')
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.documentElement.innerHTML = parsed.documentElement.innerHTML // markup only: nothing runs
  fetchStub = vi.fn(async () => ({ ok: answer.ok, status: answer.status, json: async () => answer.body }))
  vi.stubGlobal('fetch', fetchStub)
  // The page's one script, as the browser would run it (CSP: only the one with the nonce).
  const script = [...document.querySelectorAll('script')].find((element) => element.getAttribute('nonce') === 'test-nonce')
  new Function(script!.textContent)()
  return {
    // By comparison, not by selector: a parameter's name may be anything.
    byTestId: (id: string) => [...document.querySelectorAll('[data-testid]')].find((element) => element.getAttribute('data-testid') === id) ?? null,
    pay: () => (document.querySelector('[data-testid="pay"]') as HTMLButtonElement).click(),
  }
}

const paid = { ok: true, status: 200, body: { purchaseAmount: '19.6', currency: 'USDC', network: 'eip155:31337', address: BUYER, transaction: '0xabc' } }

describe('a stand-in provider page in the browser', () => {
  it('shows each parameter as a row whose text is its value: markup in a parameter is only text', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">'
    const query = coinbaseQuery({ appId: hostile, [`x"><b>`]: 'y' })
    const page = open('coinbase', query, paid)
    for (const [name, value] of Object.entries(query)) expect(page.byTestId(`param-${name}`)?.textContent).toBe(value)
    expect(document.querySelectorAll('[data-testid^="param-"]')).toHaveLength(Object.keys(query).length)
    expect(document.querySelector('[data-testid="param-appId"] th')?.getAttribute('data-name')).toBe('appId')
    expect(document.querySelectorAll('img, b')).toHaveLength(0)
    expect(document.querySelectorAll('script')).toHaveLength(2)
    expect(page.byTestId('provider-title')?.textContent).toBe('Coinbase (devstack stand-in)')
    expect(page.byTestId('purchase-amount')?.textContent).toBe('19.6 USDC')
    expect(page.byTestId('purchase-fee')?.textContent).toBe('0.40 USD')
    expect(page.byTestId('pay')?.textContent).toBe('Pay')
  })

  it('coinbase: Pay posts the purchase, then tells the opener at redirectUrl’s origin and closes', async () => {
    const page = open('coinbase', coinbaseQuery(), paid)
    page.pay()
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1))
    expect(fetchStub).toHaveBeenCalledTimes(1)
    const [path, init] = fetchStub.mock.calls[0] as [string, RequestInit]
    expect([path, init.method, (init.headers as Record<string, string>)['content-type']]).toEqual(['/pay', 'POST', 'application/json'])
    expect(JSON.parse(init.body as string)).toEqual({ provider: 'coinbase', purchaseCurrency: 'USDC', paymentCurrency: 'USD', network: 'eip155:31337', address: BUYER, amount: '20', paymentMethod: 'card' })
    expect(postMessage.mock.calls).toEqual([[{ type: 'latch:onramp', provider: 'coinbase', status: 'success', purchaseAmount: '19.6', currency: 'USDC' }, 'http://localhost:5173']])
    expect(page.byTestId('pay-status')?.textContent).toBe(`Paid: 19.6 USDC sent to ${BUYER}`)
  })

  it.each([
    ['no redirectUrl', undefined],
    ['a javascript: redirectUrl', 'javascript:alert(1)'],
    ['a redirectUrl that is no URL', 'not a url'],
  ])('coinbase with %s tells nobody (never "*"), and still closes', async (_what, redirectUrl) => {
    const query = coinbaseQuery()
    if (redirectUrl === undefined) delete (query as Partial<typeof query>).redirectUrl
    else query.redirectUrl = redirectUrl
    open('coinbase', query, paid).pay()
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1))
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('meld: Pay pays and the page closes, with no message to anyone', async () => {
    const page = open('meld', { publicKey: 'pk', destinationCurrencyCode: 'USDC', walletAddress: BUYER, externalCustomerId: 'latch-local', sourceAmount: '20', sourceCurrencyCode: 'USD', redirectUrl: 'http://localhost:5173/' }, paid)
    expect(page.byTestId('provider-title')?.textContent).toBe('Meld (devstack stand-in)')
    page.pay()
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1))
    expect(JSON.parse((fetchStub.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({ provider: 'meld', purchaseCurrency: 'USDC', network: 'eip155:31337', address: BUYER })
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('a failed payment is shown as text, nothing is told, the page stays open and Pay works again', async () => {
    const page = open('coinbase', coinbaseQuery(), { ok: false, status: 502, body: { message: 'the payout failed: <img src=x onerror=alert(3)>' } })
    page.pay()
    await vi.waitFor(() => expect(page.byTestId('pay-error')?.textContent).toBe('Payment failed: the payout failed: <img src=x onerror=alert(3)>'))
    expect(document.querySelectorAll('img')).toHaveLength(0)
    expect((page.byTestId('pay') as HTMLButtonElement).disabled).toBe(false)
    expect(close).not.toHaveBeenCalled()
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('with nothing to buy, Pay is disabled and posts nothing', () => {
    const page = open('coinbase', { presetFiatAmount: '20' }, paid)
    expect((page.byTestId('pay') as HTMLButtonElement).disabled).toBe(true)
    expect(page.byTestId('purchase-problem')?.textContent).toMatch(/^addresses: missing/)
    page.pay()
    expect(fetchStub).not.toHaveBeenCalled()
  })
})
