// Issue 36: the on-ramp's stand-in providers on a real anvil seeded as chain A (the test USDC deployed) and the local
// Solana: each page shows every URL parameter it got, escaped (a <script> in one is text), and the purchase it
// computed; POST /pay mints exactly the quoted amount (USDC and ETH on chain A, USDC and SOL on Solana), refuses a
// bad body, a purchase the quote refuses, anything but JSON; the server listens on loopback only and takes ≥ 200
// malformed requests a route without a 5xx. tests/unit/devstack/onRampPage.test.ts runs the pages' script.
import { base58 } from '@scure/base'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { USDC_ADDRESS, USDC_DEPLOYER } from '../../../devstack/chain/devTokens'
import { seedChain } from '../../../devstack/chain/seedChain'
import { startOnRampProviders, type OnRampProviders } from '../../../devstack/onRamp'
import { quoteOnRamp, localOnRampNetworks } from '../../../devstack/onRamp/quote'
import { startSolana, type SolanaServer } from '../../../devstack/solana'
import { SOLANA_USDC_MINT } from '../../../devstack/solana/devKeys'
import { fuzzServer } from './fuzz/malformedRequests'

const SOLANA = 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
const BUYER: Address = '0x00000000000000000000000000000000000b0b01'
const SOLANA_BUYER = base58.encode(new Uint8Array(32).fill(21))

let chain: Chain
let solana: SolanaServer
let providers: OnRampProviders
beforeAll(async () => {
  ;[chain, solana] = await Promise.all([startChain({ port: 0 }), startSolana({ port: 0 })])
  await seedChain({ url: chain.url, chainId: chain.chainId, testUsdc: true })
  providers = await startOnRampProviders({
    port: 0,
    evm: { url: chain.url, chainId: chain.chainId, usdc: USDC_ADDRESS, usdcMinter: USDC_DEPLOYER, ethPayer: USDC_DEPLOYER },
    solana: { mintUsdc: solana.mintUsdc, giveSol: solana.giveSol },
  })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([providers?.close(), solana?.close(), chain?.close()])
})

const reader = () => createPublicClient({ chain: foundry, transport: http(chain.url) })
const usdcOf = (owner: Address) => reader().readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const solanaRpc = async (method: string, params: unknown[]) =>
  ((await (await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()) as { result: { value: unknown } }).result.value
const solanaUsdcOf = async (owner: string) => {
  const accounts = (await solanaRpc('getTokenAccountsByOwner', [owner, { mint: SOLANA_USDC_MINT }, { encoding: 'jsonParsed' }])) as { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  return accounts.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}
const page = async (path: string) => {
  const response = await fetch(`${providers.url}${path}`)
  return { status: response.status, headers: response.headers, html: await response.text() }
}
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
/** The parameter's row as the page writes it: its name drawn from an attribute, its value the row's only text. */
const row = (name: string, value: string) => `<tr data-testid="param-${escape(name)}"><th scope="row" data-name="${escape(name)}"></th><td>${escape(value)}</td></tr>`
/** The text of the element with this data-testid (the pages put plain, escaped text in them). */
const testId = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]
const pay = async (body: unknown, contentType = 'application/json') => {
  const response = await fetch(`${providers.url}/pay`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const purchase = (fields: Record<string, string>) => ({ provider: 'coinbase', purchaseCurrency: 'USDC', paymentCurrency: 'USD', network: 'eip155:31337', address: BUYER, amount: '20.00', paymentMethod: 'card', ...fields })

describe('the provider pages', () => {
  const coinbaseQuery = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      appId: 'latch-local',
      addresses: JSON.stringify({ [BUYER]: ['eip155:31337'] }),
      assets: '["USDC"]',
      presetFiatAmount: '20',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
      defaultNetwork: 'eip155:31337',
      redirectUrl: 'http://localhost:5173/lab',
      ...extra,
    })

  it('coinbase shows every parameter in a row of its own, escaped: a <script> in one is text, never markup', async () => {
    const hostile = '<script>alert(1)</script>"\'&'
    const query = coinbaseQuery({ appId: hostile, '<img src=x onerror=alert(2)>': 'x' })
    const { status, headers, html } = await page(`/coinbase?${query.toString()}`)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toContain('Coinbase (devstack stand-in)')
    expect(html).toContain('#0052ff')
    for (const [name, value] of query) expect(html).toContain(row(name, value))
    expect(html).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</td>')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img')
    // Two scripts only: the page's data (JSON, nothing executable) and its own code, the only one the CSP lets run.
    expect(html.match(/<script/g)).toHaveLength(2)
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1]
    expect(headers.get('content-security-policy')).toBe(`default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; img-src data:`)
    const data = /<script type="application\/json" id="latch-purchase">([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(data!)).toEqual({ provider: 'coinbase', purchase: purchase({ amount: '20' }), notifyOrigin: 'http://localhost:5173' })
  })

  it('coinbase shows what it computed: 20 USD by card buys 19.6 USDC for a 0.40 USD fee; by bank 19.8', async () => {
    const { html } = await page(`/coinbase?${coinbaseQuery().toString()}`)
    expect([testId(html, 'payment-total'), testId(html, 'purchase-fee'), testId(html, 'purchase-amount'), testId(html, 'purchase-network'), testId(html, 'purchase-address')]).toEqual([
      '20.00 USD',
      '0.40 USD',
      '19.6 USDC',
      'eip155:31337',
      BUYER,
    ])
    expect(html).toMatch(/<button type="button" class="pay" data-testid="pay">Pay<\/button>/)
    const bank = await page(`/coinbase?${coinbaseQuery({ defaultPaymentMethod: 'ACH_BANK_ACCOUNT' }).toString()}`)
    expect([testId(bank.html, 'purchase-fee'), testId(bank.html, 'purchase-amount')]).toEqual(['0.20 USD', '19.8 USDC'])
  })

  it('coinbase with only an amount says what is missing and asks, Pay disabled; a bad redirectUrl tells nobody', async () => {
    const { html } = await page('/coinbase?presetFiatAmount=20')
    expect(html).toContain(row('presetFiatAmount', '20'))
    expect(html.match(/<tr data-testid="param-/g)).toHaveLength(1)
    expect(testId(html, 'purchase-problem')).toMatch(/^addresses: missing/)
    expect(html).toContain('data-testid="pay" disabled')
    const noAmount = await page(`/coinbase?${coinbaseQuery({ redirectUrl: 'javascript:alert(1)' }).toString().replace(/presetFiatAmount=20&?/, '')}`)
    expect(testId(noAmount.html, 'purchase-problem')).toBe('presetFiatAmount: no amount given; enter one')
    expect(noAmount.html).toContain('data-testid="amount-form"')
    expect(noAmount.html).toContain('<input type="hidden" name="redirectUrl" value="javascript:alert(1)">')
    expect(noAmount.html).toContain('"notifyOrigin":null')
    const tooMuch = await page(`/coinbase?${coinbaseQuery({ presetFiatAmount: '9000' }).toString()}`)
    expect(testId(tooMuch.html, 'purchase-problem')).toBe('amount: 9000.00 USD is outside the card limits of 10.00 to 7500.00 USD')
  })

  it('meld in its own look: a base58 wallet buys on the local Solana, a 0x one on chain A; it tells no opener', async () => {
    const query = new URLSearchParams({ publicKey: 'WXETMuFUQQqhBZD6E9JN6CN9ymFSZn', destinationCurrencyCode: 'SOL', walletAddress: SOLANA_BUYER, externalCustomerId: 'latch-local', sourceAmount: '30', sourceCurrencyCode: 'USD', redirectUrl: 'http://localhost:5173/' })
    const { html } = await page(`/meld?${query.toString()}`)
    expect(html).toContain('Meld (devstack stand-in)')
    expect(html).not.toContain('#0052ff')
    for (const [name, value] of query) expect(html).toContain(row(name, value))
    // 30.00 − 0.60 = 29.40 at 150 USD a SOL: 0.196.
    expect([testId(html, 'purchase-amount'), testId(html, 'purchase-network')]).toEqual(['0.196 SOL', SOLANA])
    expect(html).toContain('"notifyOrigin":null')
    const evm = await page(`/meld?${new URLSearchParams({ destinationCurrencyCode: 'USDC', walletAddress: BUYER, sourceAmount: '50', paymentMethodType: 'ACH' }).toString()}`)
    expect([testId(evm.html, 'purchase-fee'), testId(evm.html, 'purchase-amount'), testId(evm.html, 'purchase-network')]).toEqual(['0.50 USD', '49.5 USDC', 'eip155:31337'])
    const odd = await page('/meld?walletAddress=nobody&sourceAmount=20')
    expect(testId(odd.html, 'purchase-problem')).toBe('walletAddress: &quot;nobody&quot; is neither an EVM address (0x…) nor a Solana one (base58)')
  })
})

describe('POST /pay', () => {
  const networks = localOnRampNetworks(['eip155:31337', SOLANA])
  const quotedUnits = (fields: Record<string, string>) => {
    const quoted = quoteOnRamp(networks, purchase(fields) as Parameters<typeof quoteOnRamp>[1])
    if (!quoted.ok) throw new Error(quoted.message)
    return quoted.units
  }

  it('mints exactly the quoted USDC on chain A, from the test USDC’s deployer, and answers once it is on chain', async () => {
    const before = await usdcOf(BUYER)
    const answer = await pay(purchase({ amount: '20.00' }))
    expect(answer).toEqual({ status: 200, body: { purchaseAmount: '19.6', currency: 'USDC', network: 'eip155:31337', address: BUYER, transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) as unknown as string } })
    expect((await usdcOf(BUYER)) - before).toBe(quotedUnits({ amount: '20.00' }))
    expect((await usdcOf(BUYER)) - before).toBe(19_600_000n)
    const receipt = await reader().getTransactionReceipt({ hash: answer.body.transaction as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(USDC_DEPLOYER.address.toLowerCase())
  })

  it('sends exactly the quoted ETH on chain A by a real transfer', async () => {
    // 33.34 by bank: a fee of 0.33 (1 %, half up), 33.01 at 3000 USD an ETH, cut at 18 decimals.
    const fields = { purchaseCurrency: 'ETH', amount: '33.34', paymentMethod: 'ach_bank_account' }
    const before = await reader().getBalance({ address: BUYER })
    const answer = await pay(purchase(fields))
    expect(answer.body).toMatchObject({ purchaseAmount: '0.011003333333333333', currency: 'ETH' })
    expect((await reader().getBalance({ address: BUYER })) - before).toBe(quotedUnits(fields))
    expect(quotedUnits(fields)).toBe(11_003_333_333_333_333n)
  })

  it('mints the quoted USDC on the local Solana and gives the quoted SOL, twice over the same purchase', async () => {
    const usdc = { provider: 'meld', purchaseCurrency: 'USDC', network: SOLANA, address: SOLANA_BUYER, amount: '10.00' }
    expect(await solanaUsdcOf(SOLANA_BUYER)).toBe(0n)
    expect((await pay(purchase(usdc))).body).toMatchObject({ purchaseAmount: '9.8', currency: 'USDC', network: SOLANA })
    expect((await pay(purchase(usdc))).status).toBe(200)
    expect(await solanaUsdcOf(SOLANA_BUYER)).toBe(2n * quotedUnits(usdc))
    const sol = { ...usdc, purchaseCurrency: 'SOL', amount: '15.00' }
    const before = BigInt((await solanaRpc('getBalance', [SOLANA_BUYER])) as number)
    expect((await pay(purchase(sol))).body).toMatchObject({ purchaseAmount: '0.098', currency: 'SOL' })
    expect(BigInt((await solanaRpc('getBalance', [SOLANA_BUYER])) as number) - before).toBe(quotedUnits(sol))
  })

  it.each([
    ['a body that is not JSON', '{"provider":', 400, /JSON/],
    ['a body missing its address', { provider: 'coinbase', purchaseCurrency: 'USDC', paymentCurrency: 'USD', network: 'eip155:31337', amount: '20', paymentMethod: 'card' }, 400, /^address: /],
    ['an unknown provider', purchase({ provider: 'moonpay' }), 400, /^provider: /],
    ['an amount outside the limits', purchase({ amount: '5.00' }), 400, /^amount: 5.00 USD is outside the card limits/],
    ['a Solana address on chain A', purchase({ address: SOLANA_BUYER }), 400, /^address: ".*" is not an address on eip155:31337/],
    ['SOL on chain A', purchase({ purchaseCurrency: 'SOL' }), 400, /^network: SOL is not sold on eip155:31337/],
    ['an unknown currency', purchase({ purchaseCurrency: 'DOGE' }), 400, /^purchaseCurrency: unknown currency/],
    ['an EVM address with a wrong checksum', purchase({ address: '0x00000000000000000000000000000000000B0B01' }), 400, /^address: ".*" is not an address on eip155:31337/],
  ])('refuses %s and mints nothing', async (_what, body, status, message) => {
    const before = await usdcOf(BUYER)
    const answer = await pay(body)
    expect(answer.status).toBe(status)
    expect(answer.body.message).toMatch(message)
    expect(await usdcOf(BUYER)).toBe(before)
  })

  it('takes JSON only (415), and no other origin may call it', async () => {
    const answer = await pay(purchase({}), 'text/plain;charset=UTF-8')
    expect(answer).toEqual({ status: 415, body: { message: 'POST /pay takes application/json' } })
    const preflight = await fetch(`${providers.url}/pay`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('the providers server', () => {
  it('listens on loopback only', async () => {
    await expect(startOnRampProviders({ host: '0.0.0.0', port: 0 })).rejects.toThrow('the on-ramp providers devstack listens on loopback only, not 0.0.0.0')
    await expect(startOnRampProviders({ host: '192.168.1.10', port: 0 })).rejects.toThrow(/loopback only/)
    const onIpv6 = await startOnRampProviders({ host: '::1', port: 0 })
    expect(onIpv6.url).toMatch(/^http:\/\/\[::1\]:\d+$/)
    await onIpv6.close()
  })

  it('answers ≥ 200 malformed requests a route below 500, then a page as before', { timeout: 120_000 }, async () => {
    await fuzzServer(providers.url, { maxBodyBytes: 16 * 1024 })
    const { status, html } = await page('/coinbase?presetFiatAmount=20')
    expect(status).toBe(200)
    expect(html).toContain('Coinbase (devstack stand-in)')
  })
})
