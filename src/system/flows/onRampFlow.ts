// Issue 36, the on-ramp flow's glue, loaded with the first Buy view: the blockchain API's options and quotes
// (R-API-10), the account's balances of what can be bought (the native one from the network's RPC, tokens from the
// blockchain API, fresh), and the provider's page in a popup opened inside the person's click and watched until the
// purchase is reported or the window closes.
import { fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import { parseAmount } from '../../core/amounts'
import { configuredNetworks } from '../../core/configuredNetworks'
import { CLOUD_RPC_URL } from '../../core/constants'
import { shownError } from '../../core/errors'
import { isLatchError } from '../../core/caughtErrors'
import { onRampMachine } from '../../machines/onRamp/onRamp.machine'
import type { BalanceResult, OnRampAccount, OptionsResult, Purchase, QuoteResult } from '../../machines/onRamp/onRamp.types'
import { createBlockchainApi } from '../../services/blockchain/blockchainApi'
import { fetchNativeBalance } from '../../services/blockchain/nativeBalance'
import { createOnRampApi } from '../../services/onRamp/onRampApi'
import { providerUrl } from '../../services/onRamp/providerUrl'
import { watchProviderPopup } from '../../services/onRamp/providerPopup'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { followFeatureView } from '../featureFollow'

type QuoteInput = { account: OnRampAccount; purchaseCurrency: string; paymentCurrency: string; paymentMethod: string; paymentAmount: string }

const failure = (error: unknown) => (isLatchError(error) ? shownError(error.code) : shownError('SOMETHING_WENT_WRONG'))

export function create(glue: FlowGlue): LoadedFlow<typeof onRampMachine> {
  const base = { baseUrl: glue.config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: glue.config.projectId, fetch: glue.fetch }
  const onRamp = createOnRampApi(base)
  const blockchain = createBlockchainApi(base)
  const networks = configuredNetworks(glue.config)
  const networkOf = (account: OnRampAccount) => `${account.namespace}:${account.chainId}` as CaipNetworkId
  let symbols: readonly string[] = []
  let symbolOf: Readonly<Record<string, string>> = {}

  /** The account's balance of each symbol asked, in base units ('0' for one it does not hold). */
  const decimals: Record<string, number> = {}
  async function balances(account: OnRampAccount, wanted: readonly string[], signal?: AbortSignal): Promise<Record<string, string>> {
    const caipNetworkId = networkOf(account)
    const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    const found: Record<string, string> = Object.fromEntries(wanted.map((symbol) => [symbol, '0']))
    const [native, tokens] = await Promise.all([
      network && wanted.includes(network.nativeCurrency.symbol) ? fetchNativeBalance(network.rpcUrl, caipNetworkId, account.address, network.nativeCurrency.decimals, glue.fetch, signal) : undefined,
      blockchain.getBalances(account.address, caipNetworkId, signal),
    ])
    for (const token of tokens) {
      const units = parseAmount(token.quantity.numeric, Number(token.quantity.decimals))
      if (token.address && wanted.includes(token.symbol) && units.ok) {
        found[token.symbol] = String(units.units)
        decimals[token.symbol] = Number(token.quantity.decimals)
      }
    }
    if (network && native !== undefined) {
      const units = parseAmount(native, network.nativeCurrency.decimals)
      if (units.ok) found[network.nativeCurrency.symbol] = String(units.units)
      decimals[network.nativeCurrency.symbol] = network.nativeCurrency.decimals
    }
    return found
  }

  const logic = onRampMachine.provide({
    actors: {
      loadOptions: fromPromise(async ({ signal }: { input: OnRampAccount; signal: AbortSignal }): Promise<OptionsResult> => {
        try {
          const options = await onRamp.options(signal)
          symbols = [...new Set(options.purchaseCurrencies.map((currency) => currency.symbol))]
          symbolOf = Object.fromEntries(options.purchaseCurrencies.map((currency) => [currency.id, currency.symbol]))
          return { ok: true, options }
        } catch (error) {
          return { ok: false, error: failure(error) }
        }
      }),
      // The quote, and the balances it is read beside: the base a purchase is seen arriving against.
      fetchQuote: fromPromise(async ({ input, signal }: { input: QuoteInput; signal: AbortSignal }): Promise<QuoteResult> => {
        try {
          const [quote, held] = await Promise.all([
            onRamp.quote({ purchaseCurrency: input.purchaseCurrency, paymentCurrency: input.paymentCurrency, amount: input.paymentAmount, network: networkOf(input.account), paymentMethod: input.paymentMethod }, signal),
            balances(input.account, symbols, signal),
          ])
          return { ok: true, quote: { purchaseAmount: quote.purchaseAmount.amount, fee: quote.coinbaseFee.amount, balances: held, decimals: { ...decimals } } }
        } catch (error) {
          return { ok: false, error: failure(error) }
        }
      }),
      readBalance: fromPromise(async ({ input, signal }: { input: { account: OnRampAccount; symbol: string }; signal: AbortSignal }): Promise<BalanceResult> => {
        try {
          const units = (await balances(input.account, [input.symbol], signal))[input.symbol] ?? '0'
          const known = decimals[input.symbol]
          return known === undefined ? { ok: true, units } : { ok: true, units, decimals: known }
        } catch (error) {
          return { ok: false, error: failure(error) }
        }
      }),
      // Started inside the click that chose the provider (the root forwards the event, and the flow starts this
      // actor, before the click's handler returns), so the popup is the person's own.
      watchProvider: fromCallback<EventObject, Purchase>(({ input, sendBack }) => {
        const win = glue.win
        if (!win) {
          sendBack({ type: 'onRamp.popupBlocked' })
          return () => {}
        }
        const url = providerUrl(
          {
            provider: input.provider,
            namespace: input.account.namespace,
            network: networkOf(input.account),
            walletAddress: input.account.address,
            projectId: glue.config.projectId,
            asset: symbolOf[input.purchaseCurrency] ?? input.purchaseCurrency,
            paymentAmount: input.paymentAmount,
            paymentCurrency: input.paymentCurrency,
            paymentMethod: input.paymentMethod,
            returnUrl: win.location.href,
          },
          glue.config.services.onRampUrl,
        )
        return watchProviderPopup(win, url, (fact) => sendBack({ type: fact === 'blocked' ? 'onRamp.popupBlocked' : fact === 'closed' ? 'onRamp.popupClosed' : 'onRamp.purchased' }))
      }),
    },
  })
  return {
    logic,
    // Buy left the history: requests stop, nothing typed is kept (a provider's window already open stays open); the
    // account shown changed: Buy starts again for it, unless a purchase is under way or done.
    wire: (flow) => followFeatureView(glue, 'OnRamp', flow as ActorRefFrom<typeof onRampMachine>),
  }
}
