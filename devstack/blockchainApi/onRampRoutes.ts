// The on-ramp routes (issue 36, SPEC §7 and R-API-10), as the cloud's blockchain API answers AppKit:
//   GET  /v1/onramp/options  { purchaseCurrencies: [{ id, name, symbol, networks: [{ name, display_name, chain_id,
//                            contract_address }] }], paymentCurrencies: [{ id, payment_method_limits: [{ id, min, max }] }] }
//   POST /v1/onramp/quote    { purchaseCurrency, paymentCurrency, amount, network, paymentMethod? } →
//                            { purchaseAmount, coinbaseFee, networkFee, paymentSubtotal, paymentTotal } ({ amount, currency } each)
// over the networks this API serves that the on-ramp sells on (chain A, the local Solana: devstack/onRamp/quote.ts,
// whose arithmetic the stand-in provider pages share). A currency is an id or a symbol, or the object AppKit sends
// ({ id, symbol, … } for the purchase, { id } for the payment). A bad body, an amount outside the method's limits, an
// unknown currency or a network the currency is not on is a 400 { message }. Both take projectId like every route.
import type { Hono } from 'hono'
import { z } from 'zod/mini'
import { errorAnswer, jsonBody, limitBody, queryOf, type DevEnv } from '../http/devServer'
import { localOnRampNetworks, onRampOptions, PAYMENT_METHODS, quoteOnRamp } from '../onRamp/quote'

/** A quote request is a few short strings. */
const MAX_QUOTE_BYTES = 16 * 1024

const projectQuerySchema = z.object({ projectId: z.string({ error: 'projectId is required' }) })
// zod's messages: issueText puts the field's path before each.
const text = z.string({ error: 'a string' }).check(z.minLength(1, 'empty'), z.maxLength(200, 'too long'))
/** AppKit posts the currencies as the options gave them; others send the id or the symbol. */
const currencySchema = z.union([text, z.pipe(z.looseObject({ id: z.optional(text), symbol: z.optional(text) }), z.transform((value) => value.id ?? value.symbol ?? ''))], {
  error: 'an id or a symbol, or the currency object the options gave ({ id, symbol })',
})

export const quoteBodySchema = z.object({
  purchaseCurrency: currencySchema,
  paymentCurrency: currencySchema,
  amount: z.string({ error: "a decimal string such as '20.00'" }).check(z.maxLength(40, 'too long')),
  network: text,
  paymentMethod: z.optional(z.enum(PAYMENT_METHODS as ['card', 'ach_bank_account'], { error: `one of ${PAYMENT_METHODS.join(', ')}` })),
})

export function addOnRampRoutes(app: Hono<DevEnv>, deps: { chains: Iterable<string> }): void {
  const networks = localOnRampNetworks(deps.chains)
  app.get('/v1/onramp/options', queryOf(projectQuerySchema), (c) => c.json(onRampOptions(networks)))
  app.post('/v1/onramp/quote', limitBody(MAX_QUOTE_BYTES), queryOf(projectQuerySchema), jsonBody(quoteBodySchema), (c) => {
    const quoted = quoteOnRamp(networks, c.req.valid('json'))
    if (!quoted.ok) return errorAnswer(c, 400, quoted.message)
    return c.json(quoted.quote)
  })
}
