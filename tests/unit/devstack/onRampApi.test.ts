// Issue 36, R-API-10: the blockchain API's on-ramp routes on the real server, over seeded chains and the local Solana
// (the USDC mint and its in-process methods included): GET /v1/onramp/options in AppKit's shape with SPEC §9's limits,
// POST /v1/onramp/quote's exact arithmetic (fee 2 % by card, 1 % by bank, truncated at the asset's decimals), the 400s
// for what cannot be quoted, and the base's fault switch in front of both. The quote's arithmetic also holds for any
// amount (a property).
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { USDC_ADDRESS } from '../../../devstack/chain/devTokens'
import { FEE_BASIS_POINTS, localOnRampNetworks, ON_RAMP_ASSETS, onRampOptions, quoteOnRamp, type PaymentMethod } from '../../../devstack/onRamp/quote'
import { startSolana, type SolanaServer } from '../../../devstack/solana'
import { DEV_SOLANA_CAIP_ID, DEV_USDC_MINT_AUTHORITY_KEY, SOLANA_USDC_MINT } from '../../../devstack/solana/devKeys'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from '../blockchainApi/localBlockchainApi'

const SOLANA = 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
const USDC_ID = '2b92315d-eab7-5bef-84fa-089a131333f5'
/** Fresh Solana addresses: they hold nothing at start. */
const BUYER = base58.encode(new Uint8Array(32).fill(7))
const SOL_TAKER = base58.encode(new Uint8Array(32).fill(9))

let solana: SolanaServer
let local: LocalBlockchainApi
beforeAll(async () => {
  solana = await startSolana({ port: 0 })
  local = await startLocalBlockchainApi({ [solana.caipNetworkId]: solana.url })
}, 60_000)
afterEach(async () => {
  await fetch(`${local.api.url}/__faults`, { method: 'DELETE' })
})
afterAll(async () => {
  await Promise.allSettled([local?.close(), solana?.close()])
})

const optionsUrl = () => `${local.api.url}/v1/onramp/options?projectId=latch-local&st=appkit&sv=1`
const quote = async (body: unknown, query = 'projectId=latch-local') => {
  const response = await fetch(`${local.api.url}/v1/onramp/quote?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: unknown }).result
}
const fiat = (amount: string) => ({ amount, currency: 'USD' })

describe('the local Solana USDC mint', () => {
  it('has a fixed address and no supply; mintUsdc creates the owner’s token account and lands as a transaction', async () => {
    expect(SOLANA_USDC_MINT).toBe('CMDoWQQFX9uMGTh6thGmxxw8iBDXDn4mmhvqtZXPtdBN')
    expect(solana.caipNetworkId).toBe(SOLANA)
    const mint = (await rpc('getAccountInfo', [SOLANA_USDC_MINT, { encoding: 'base64' }])) as { value: { owner: string; space: number } }
    expect(mint.value).toMatchObject({ owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', space: 82 })
    const byMint = async () => (await rpc('getTokenAccountsByOwner', [BUYER, { mint: SOLANA_USDC_MINT }, { encoding: 'jsonParsed' }])) as { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }
    expect((await byMint()).value).toEqual([])

    const slot = (await rpc('getSlot', [])) as number
    const first = await solana.mintUsdc(BUYER, 2_500_000n)
    const second = await solana.mintUsdc(BUYER, 2_500_000n) // the same again is a second transaction, not a replay
    expect(second).not.toBe(first)
    const statuses = (await rpc('getSignatureStatuses', [[first, second]])) as { value: ({ err: null; slot: number } | null)[] }
    expect(statuses.value).toEqual([expect.objectContaining({ err: null, slot }), expect.objectContaining({ err: null, slot: slot + 1 })])
    const accounts = (await byMint()).value
    expect(accounts.map(({ account }) => account.data.parsed.info.tokenAmount.amount)).toEqual(['5000000'])
    await expect(solana.mintUsdc('not an address', 1n)).rejects.toThrow()
    await expect(solana.mintUsdc(BUYER, 0n)).rejects.toThrow(/not a token amount/)
  })

  it('giveSol lands SOL at once, as often as asked', async () => {
    expect(((await rpc('getBalance', [SOL_TAKER])) as { value: number }).value).toBe(0)
    await solana.giveSol(SOL_TAKER, 1_000_000_000n)
    await solana.giveSol(SOL_TAKER, 1_000_000_000n)
    expect(((await rpc('getBalance', [SOL_TAKER])) as { value: number }).value).toBe(2_000_000_000)
    // The mint authority pays for its own transactions: no dev key, none of the buyers.
    expect(((await rpc('getBalance', [DEV_USDC_MINT_AUTHORITY_KEY.address])) as { value: number }).value).toBeGreaterThan(0)
  })

  it('the blockchain API names what is held USD Coin / USDC at price 1', async () => {
    const { body } = await getJson(`${local.api.url}/v1/account/${BUYER}/balance?projectId=latch-local&chainId=${SOLANA}`)
    expect((body as { balances: unknown[] }).balances).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: SOLANA,
        address: `${SOLANA}:${SOLANA_USDC_MINT}`,
        value: 5,
        price: 1,
        quantity: { decimals: '6', numeric: '5' },
        iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string,
      },
    ])
  })
})

describe('GET /v1/onramp/options', () => {
  it('lists USDC (chain A and the local Solana), ETH (chain A) and SOL (the local Solana), paid in USD within SPEC §9’s limits', async () => {
    const { status, body } = await getJson(optionsUrl())
    expect(status).toBe(200)
    const chainA = { name: 'latch-local-chain-a', display_name: 'Local chain', chain_id: '31337' }
    const localSolana = { name: 'latch-local-solana', display_name: 'Local Solana', chain_id: '5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL' }
    expect(body).toEqual({
      purchaseCurrencies: [
        { id: USDC_ID, name: 'USD Coin', symbol: 'USDC', networks: [{ ...chainA, contract_address: USDC_ADDRESS }, { ...localSolana, contract_address: SOLANA_USDC_MINT }] },
        { id: expect.any(String) as unknown as string, name: 'Ether', symbol: 'ETH', networks: [{ ...chainA, contract_address: '' }] },
        { id: expect.any(String) as unknown as string, name: 'Solana', symbol: 'SOL', networks: [{ ...localSolana, contract_address: '' }] },
      ],
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
      ],
    })
  })

  it('offers only what the networks served carry (chain B has no on-ramp), and wants projectId like every route', async () => {
    expect(onRampOptions(localOnRampNetworks(['eip155:31337', 'eip155:31338'])).purchaseCurrencies.map((currency) => [currency.symbol, currency.networks.map((network) => network.chain_id)])).toEqual([
      ['USDC', ['31337']],
      ['ETH', ['31337']],
    ])
    expect(onRampOptions(localOnRampNetworks(['eip155:31338'])).purchaseCurrencies).toEqual([])
    expect((await getJson(`${local.api.url}/v1/onramp/options`)).status).toBe(400)
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes 20.00 USD of USDC by card: a 2 % fee, the rest at 1 USD, in AppKit’s shape', async () => {
    expect(await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20.00', network: 'eip155:31337' })).toEqual({
      status: 200,
      body: { purchaseAmount: { amount: '19.6', currency: 'USDC' }, coinbaseFee: fiat('0.40'), networkFee: fiat('0.00'), paymentSubtotal: fiat('19.60'), paymentTotal: fiat('20.00') },
    })
  })

  it('takes 1 % by bank transfer, truncates at the asset’s decimals, and reads currencies by id, symbol or AppKit’s objects', async () => {
    expect((await quote({ purchaseCurrency: 'eth', paymentCurrency: 'usd', amount: '100', network: 'eip155:31337', paymentMethod: 'ach_bank_account' })).body).toEqual({
      purchaseAmount: { amount: '0.033', currency: 'ETH' },
      coinbaseFee: fiat('1.00'),
      networkFee: fiat('0.00'),
      paymentSubtotal: fiat('99.00'),
      paymentTotal: fiat('100.00'),
    })
    // 19.60 / 150 = 0.130666…: nine decimals kept, never rounded up.
    expect((await quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '20', network: SOLANA })).body).toMatchObject({ purchaseAmount: { amount: '0.130666666', currency: 'SOL' } })
    // 20.00 / 3000 = 0.00653333…: eighteen decimals.
    expect((await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' })).body).toMatchObject({ purchaseAmount: { amount: '0.006533333333333333' } })
    const appKit = { purchaseCurrency: { id: USDC_ID, name: 'USD Coin', symbol: 'USDC', networks: [] }, paymentCurrency: { id: 'USD', payment_method_limits: [] }, amount: '12.34', network: SOLANA }
    expect((await quote(appKit)).body).toMatchObject({ purchaseAmount: { amount: '12.09', currency: 'USDC' }, coinbaseFee: fiat('0.25'), paymentTotal: fiat('12.34') })
    expect((await quote({ ...appKit, purchaseCurrency: USDC_ID, network: 'latch-local-solana' })).status).toBe(200)
  })

  it('takes the limits of the method paid with: 7500.00 by card, 7500.01 only by bank, 25000.00 at most', async () => {
    const body = (amount: string, paymentMethod?: PaymentMethod) => ({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount, network: 'eip155:31337', ...(paymentMethod ? { paymentMethod } : {}) })
    expect((await quote(body('10.00'))).status).toBe(200)
    expect((await quote(body('7500.00'))).status).toBe(200)
    expect(await quote(body('7500.01'))).toEqual({ status: 400, body: { message: 'amount: 7500.01 USD is outside the card limits of 10.00 to 7500.00 USD' } })
    expect((await quote(body('7500.01', 'ach_bank_account'))).status).toBe(200)
    expect((await quote(body('25000.00', 'ach_bank_account'))).status).toBe(200)
    expect(await quote(body('25000.01', 'ach_bank_account'))).toEqual({ status: 400, body: { message: 'amount: 25000.01 USD is outside the ach_bank_account limits of 10.00 to 25000.00 USD' } })
    expect((await quote(body('9.99'))).body).toEqual({ message: 'amount: 9.99 USD is outside the card limits of 10.00 to 7500.00 USD' })
  })

  it.each([
    ['a body that is not JSON', '{"purchaseCurrency":', /JSON/],
    ['no amount', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', network: 'eip155:31337' }, /^amount: /],
    ['an amount as a number', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 20, network: 'eip155:31337' }, /^amount: /],
    ['an amount that is no number', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '2e3', network: 'eip155:31337' }, /^amount: "2e3" is not a decimal amount/],
    ['fractions of a cent', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20.001', network: 'eip155:31337' }, /^amount: 20.001 has more than 2 decimals/],
    ['an unknown currency', { purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' }, /^purchaseCurrency: unknown currency "DOGE" \(this on-ramp sells USDC, ETH, SOL\)/],
    ['another payment currency', { purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '20', network: 'eip155:31337' }, /^paymentCurrency: "EUR" is not offered; pay in USD/],
    ['SOL on chain A', { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' }, /^network: SOL is not sold on eip155:31337 \(only on solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL\)/],
    ['ETH on the local Solana', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20', network: SOLANA }, /^network: ETH is not sold on solana:/],
    ['chain B, which has no on-ramp', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'eip155:31338' }, /^network: "eip155:31338" is not a network this on-ramp serves/],
    ['an unknown payment method', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337', paymentMethod: 'paypal' }, /^paymentMethod: one of card, ach_bank_account/],
  ])('refuses %s with a 400 and says why', async (_what, body, message) => {
    const answer = await quote(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
  })

  it('wants projectId like every route', async () => {
    expect((await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' }, 'st=appkit')).status).toBe(400)
  })
})

describe('the on-ramp routes behind the fault switch', () => {
  it('fail with the status and message asked for, like every route, then answer again', async () => {
    const fault = await fetch(`${local.api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: '/v1/onramp/', mode: 'status', status: 503, message: 'on-ramp down', times: 2 }) })
    expect(fault.status).toBe(201)
    expect(await getJson(optionsUrl())).toMatchObject({ status: 503, body: { message: 'on-ramp down' } })
    expect(await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' })).toEqual({ status: 503, body: { message: 'on-ramp down' } })
    expect((await getJson(optionsUrl())).status).toBe(200)
  })

  it('answers a malformed body when asked', async () => {
    await fetch(`${local.api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: '/v1/onramp/quote', mode: 'wrong-shape' }) })
    expect(await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' })).toEqual({ status: 200, body: { malformed: true, data: 'not what the contract says' } })
    expect((await getJson(optionsUrl())).status).toBe(200)
  })
})

describe('the quote’s arithmetic, for any amount within the limits', () => {
  const networks = localOnRampNetworks(['eip155:31337', DEV_SOLANA_CAIP_ID])
  it('charges the fee to the cent (half up) and buys the largest amount the rest pays for, never more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 2_500_000 }), fc.constantFrom(...ON_RAMP_ASSETS), fc.constantFrom<PaymentMethod>('card', 'ach_bank_account'), (cents, asset, paymentMethod) => {
        const network = asset.symbol === 'ETH' ? 'eip155:31337' : DEV_SOLANA_CAIP_ID
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
        const quoted = quoteOnRamp(networks, { purchaseCurrency: asset.symbol, paymentCurrency: 'USD', amount, network, paymentMethod })
        if (paymentMethod === 'card' && cents > 750_000) {
          expect(quoted.ok).toBe(false)
          return
        }
        if (!quoted.ok) throw new Error(quoted.message)
        // Half a cent rounds up: 2 % of 12.34 is 0.2468, a fee of 0.25.
        const fee = (BigInt(cents) * FEE_BASIS_POINTS[paymentMethod] + 5_000n) / 10_000n
        expect(quoted.feeCents).toBe(fee)
        const subtotal = BigInt(cents) - fee
        // units × price ≤ subtotal < (units + 1) × price, in cents × 10^decimals (prices are whole dollars here)
        const price = BigInt(asset.priceUsd) * 100n
        const scaled = subtotal * 10n ** BigInt(asset.decimals)
        expect(quoted.units * price <= scaled && scaled < (quoted.units + 1n) * price).toBe(true)
        expect(quoted.quote.paymentSubtotal.amount).toBe(`${subtotal / 100n}.${String(subtotal % 100n).padStart(2, '0')}`)
      }),
      { numRuns: 300, seed: 36 },
    )
  })
})
