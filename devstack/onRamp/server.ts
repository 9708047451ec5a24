// startOnRampProviders (issue 36): the two on-ramp providers' stand-ins on one small server of the devstack's HTTP
// base, loopback only:
//   GET  /coinbase   Coinbase's page (pages.ts), read from Coinbase's URL parameters (purchase.ts)
//   GET  /meld       Meld's page, read from Meld's
//   POST /pay        { provider, purchaseCurrency, paymentCurrency, network, address, amount, paymentMethod }
//                    (application/json) → quoted again (quote.ts) and paid on chain (payouts.ts), then
//                    { purchaseAmount, currency, network, address, transaction }; a bad body or purchase is a 400,
//                    a payout the chain refused a 502
// Its pages are only ever opened as themselves (a popup), so no other origin may call it (no CORS), and a page may
// post only to itself (its Content-Security-Policy).
import { randomBytes } from 'node:crypto'
import { createDevApp, errorAnswer, jsonBody, startDevServer, type DevServer } from '../http/devServer'
import { assertLoopback } from '../http/loopback'
import { DEV_SOLANA_CAIP_ID } from '../solana/devKeys'
import { contentSecurityPolicy, renderPage } from './pages'
import { createPayouts, type EvmPayoutOptions, type SolanaPayoutOptions } from './payouts'
import { checkPurchase, purchaseSchema, readPage, type ProviderName } from './purchase'
import { localOnRampNetworks } from './quote'

export type OnRampProvidersOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** Chain A, where USDC and ETH are bought. */
  evm?: EvmPayoutOptions
  /** The local Solana, where USDC and SOL are bought. */
  solana?: SolanaPayoutOptions
  /** Settles when the chains hold what they should (devstack/start.ts: their seeding); payouts wait for it. */
  ready?: Promise<unknown>
}

export type OnRampProviders = {
  url: string
  port: number
  close(): Promise<void>
}

/** A payment is a few short strings. */
const MAX_BODY_BYTES = 16 * 1024

export async function startOnRampProviders(options: OnRampProvidersOptions): Promise<OnRampProviders> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the on-ramp providers devstack')
  const networks = localOnRampNetworks([...(options.evm ? [`eip155:${options.evm.chainId}`] : []), ...(options.solana ? [DEV_SOLANA_CAIP_ID] : [])])
  const payouts = createPayouts({ evm: options.evm, solana: options.solana })
  const ready = options.ready ?? Promise.resolve()

  const { app } = createDevApp({ origin: [], maxBodyBytes: MAX_BODY_BYTES })
  app.get('/__health', (c) => c.json({ ok: true, networks: networks.map((network) => network.caipNetworkId) }))
  for (const provider of ['coinbase', 'meld'] as const satisfies readonly ProviderName[]) {
    app.get(`/${provider}`, (c) => {
      const nonce = randomBytes(16).toString('base64')
      const model = readPage(provider, new URL(c.req.url).searchParams, networks)
      c.header('content-security-policy', contentSecurityPolicy(nonce))
      c.header('cache-control', 'no-store')
      c.header('referrer-policy', 'no-referrer')
      return c.html(renderPage(model, nonce))
    })
  }
  app.post(
    '/pay',
    async (c, next) => {
      // JSON only: a page elsewhere cannot post it without a preflight, which this server answers for no origin.
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return errorAnswer(c, 415, 'POST /pay takes application/json')
      await next()
    },
    jsonBody(purchaseSchema),
    async (c) => {
      const purchase = c.req.valid('json')
      const quoted = checkPurchase(purchase, networks)
      if (!quoted.ok) return errorAnswer(c, 400, quoted.message)
      try {
        await ready
        const transaction = await payouts.pay({ network: quoted.network.caipNetworkId, symbol: quoted.asset.symbol, address: purchase.address, units: quoted.units })
        return c.json({ purchaseAmount: quoted.quote.purchaseAmount.amount, currency: quoted.quote.purchaseAmount.currency, network: quoted.network.caipNetworkId, address: purchase.address, transaction })
      } catch (error) {
        return errorAnswer(c, 502, `the payout failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  )

  let server: DevServer
  try {
    server = await startDevServer(app, { host, port: options.port ?? 0 })
  } catch (error) {
    throw new Error(`on-ramp providers: cannot listen on ${host}:${options.port ?? 0} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  const urlHost = host.includes(':') ? `[${host}]` : host
  return { url: `http://${urlHost}:${server.port}`, port: server.port, close: server.close }
}
