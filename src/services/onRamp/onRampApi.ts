// Issue 36, R-API-10: the blockchain API's on-ramp options (what can be bought, and paid with within which limits)
// and quote (what an amount buys), on the cloud's RPC host or the devstack's; every answer parsed (SPEC §3 shapes).
import * as z from '../../core/zod'
import { LatchError } from '../../core/errors'
import { createApiHttp } from '../api/http'
import { createTransport } from '../transport'

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/))
const money = z.object({ amount: decimal, currency: z.string() })

export const onRampOptionsSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
    }),
  ),
  paymentCurrencies: z.array(z.object({ id: z.string(), payment_method_limits: z.array(z.object({ id: z.string(), min: decimal, max: decimal })) })),
})
export const onRampQuoteSchema = z.object({ purchaseAmount: money, coinbaseFee: money, networkFee: z.optional(money), paymentTotal: z.optional(money) })

export type OnRampQuoteRequest = { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string; paymentMethod?: string }

export function createOnRampApi(options: { baseUrl: string; projectId: string; fetch: typeof fetch }) {
  const transport = createTransport({ fetch: options.fetch })
  const http = createApiHttp(transport, () => {})
  const url = (path: string) => {
    const target = new URL(`${options.baseUrl.replace(/\/$/, '')}${path}`)
    target.searchParams.set('projectId', options.projectId)
    return target.toString()
  }
  return {
    options: (signal?: AbortSignal) => http.json(url('/v1/onramp/options'), onRampOptionsSchema, signal),
    async quote(request: OnRampQuoteRequest, signal?: AbortSignal) {
      const response = await http.send(url('/v1/onramp/quote'), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(request), signal })
      const parsed = z.safeParse(onRampQuoteSchema, await response.json().catch(() => undefined))
      if (!parsed.success) throw new LatchError('AN_ERROR_OCCURRED', { detail: '/v1/onramp/quote: unexpected answer' })
      return parsed.data
    },
  }
}
