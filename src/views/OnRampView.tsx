import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { ONRAMP_FEE_PERCENT } from '../core/constants'
import { displayBalance, formatUnits } from '../core/units'
import type { OnRampProviderName } from '../core/onRampProviders'
import type { onRampMachine } from '../machines/onRamp/onRamp.machine'
import { selectPaymentCurrency, selectPaymentLimits, selectPaymentProblem, selectPurchaseCurrency, selectQuotesLoading } from '../machines/onRamp/onRamp.selectors'
import { selectOnRampFlow } from '../machines/root/root.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import type { MessageKey } from '../i18n/messages/en'
import { ErrorNotice } from './components/ErrorNotice'
import { decimalSeparator, FeatureView, stepOf, withPoint } from './components/FeatureFlowGate'
import { useLocaleTag, type Translate } from './useT'
import { useWalletT } from './useWalletT'

type OnRampFlow = ActorRefFrom<typeof onRampMachine>
type Snapshot = SnapshotFrom<typeof onRampMachine>

const quoteStateOf = (snapshot: Snapshot) => (snapshot.value as { ready?: string }).ready ?? null
const providerName = (t: Translate, provider: OnRampProviderName) => t(`onRamp.provider.${provider}`)
const methodName = (t: Translate, id: string) => (id === 'card' || id === 'ach_bank_account' ? t(`onRamp.method.${id}`) : id)

/** Issue 36, Buy (SPEC §4 on-ramp, R-RAMP-1, R-RAMP-2, R-API-10): what to buy and what to pay with, the amount
 * within the payment method's limits, a quote once typing pauses, then a provider's page in a popup; Latch watches
 * the balance until the purchase arrives. */
export default function OnRampView() {
  return (
    <FeatureView flow="onRamp" testId="on-ramp-view" select={selectOnRampFlow}>
      {(flow) => <OnRampSteps flow={flow} />}
    </FeatureView>
  )
}

function OnRampSteps({ flow }: { flow: OnRampFlow }) {
  const { actor } = useLatchInstance()
  const { t } = useWalletT()
  const step = useSelector(flow, stepOf)
  const error = useSelector(flow, (snapshot) => snapshot.context.error)
  if (step === 'idle' || step === 'loadingOptions') return <p role="status" className="latch-muted">{t('wallet.loading')}</p>
  if (step === 'optionsFailed') return error ? <ErrorNotice error={error} onRetry={() => actor.send({ type: 'onRamp.retry' })} /> : null
  if (step === 'ready') return <OnRampForm flow={flow} />
  return <OnRampPurchase flow={flow} step={step} />
}

function OnRampForm({ flow }: { flow: OnRampFlow }) {
  const { actor } = useLatchInstance()
  const { t } = useWalletT()
  const locale = useLocaleTag()
  const id = useId()
  const account = useSelector(flow, (snapshot) => snapshot.context.account)
  const purchaseCurrencies = useSelector(flow, (snapshot) => snapshot.context.purchaseCurrencies)
  const paymentCurrencies = useSelector(flow, (snapshot) => snapshot.context.paymentCurrencies)
  const purchase = useSelector(flow, selectPurchaseCurrency)
  const payment = useSelector(flow, selectPaymentCurrency)
  const method = useSelector(flow, (snapshot) => snapshot.context.paymentMethod)
  const limits = useSelector(flow, selectPaymentLimits)
  const amount = useSelector(flow, (snapshot) => snapshot.context.paymentAmount)
  const problem = useSelector(flow, selectPaymentProblem)
  const quoteState = useSelector(flow, quoteStateOf)
  const loading = useSelector(flow, selectQuotesLoading)
  const quote = useSelector(flow, (snapshot) => snapshot.context.quote)
  const error = useSelector(flow, (snapshot) => snapshot.context.error)
  const providers = useSelector(flow, (snapshot) => snapshot.context.providers)
  const separator = decimalSeparator(locale)
  // SPEC §9: the providers' fee, 1 to 2 % (what a quote then charges is its own line). Each percentage is isolated
  // (FSI…PDI) so a right-to-left sentence keeps its sign beside its number.
  const percent = (value: number) => `\u2068${new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100)}\u2069`
  const money = (value: string) => (payment ? new Intl.NumberFormat(locale, { style: 'currency', currency: payment.id }).format(value as `${number}`) : value)
  // What this account can receive: currencies with a network of its namespace's chain, else every one offered.
  const offered = purchaseCurrencies.filter((currency) => currency.networks.some((network) => network.chain_id === account?.chainId))
  const currencies = offered.length > 0 ? offered : purchaseCurrencies
  const problemKey: MessageKey | null = quoteState === 'invalid' ? 'onRamp.notANumber' : quoteState === 'belowMin' ? 'onRamp.belowMin' : quoteState === 'aboveMax' ? 'onRamp.aboveMax' : null
  return (
    <form className="latch-email latch-on-ramp" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-buy`}>{t('onRamp.purchaseCurrency')}</label>
      <select id={`${id}-buy`} className="latch-input" value={purchase?.id ?? ''} onChange={(event) => actor.send({ type: 'onRamp.purchaseCurrency', id: event.target.value })}>
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {`${currency.name} (${currency.symbol})`}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-pay`}>{t('onRamp.paymentCurrency')}</label>
      <select id={`${id}-pay`} className="latch-input" value={payment?.id ?? ''} onChange={(event) => actor.send({ type: 'onRamp.paymentCurrency', id: event.target.value })}>
        {paymentCurrencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.id}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-method`}>{t('onRamp.paymentMethod')}</label>
      <select id={`${id}-method`} className="latch-input" value={method ?? ''} onChange={(event) => actor.send({ type: 'onRamp.paymentMethod', id: event.target.value })}>
        {(payment?.payment_method_limits ?? []).map((limit) => (
          <option key={limit.id} value={limit.id}>
            {methodName(t, limit.id)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-amount`}>{t('onRamp.amount')}</label>
      <input
        id={`${id}-amount`}
        className="latch-input"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => actor.send({ type: 'onRamp.amount', value: withPoint(event.target.value, separator) })}
        aria-invalid={(problem !== null && problem !== 'empty') || undefined}
        aria-describedby={`${id}-amount-help`}
      />
      <div id={`${id}-amount-help`}>
        {limits && <p className="latch-muted">{t('onRamp.limits', { min: money(limits.min), max: money(limits.max) })}</p>}
        {problemKey && limits && (
          <p className="latch-error-text" role="alert">
            {t(problemKey, { min: money(limits.min), max: money(limits.max) })}
          </p>
        )}
      </div>
      <div className="latch-quote" aria-live="polite" data-testid="on-ramp-quote">
        {(quoteState === 'waiting' || loading) && <p role="status">{t('onRamp.quoting')}</p>}
        {quoteState === 'quoted' && quote && purchase && (
          <>
            <p data-testid="on-ramp-purchase-amount">{t('onRamp.youGet', { amount: `${quote.purchaseAmount} ${purchase.symbol}` })}</p>
            <p className="latch-muted">{t('onRamp.fee', { fee: money(quote.fee) })}</p>
          </>
        )}
      </div>
      {quoteState === 'quoteFailed' && error && <ErrorNotice error={error} onRetry={() => actor.send({ type: 'onRamp.retry' })} />}
      <p className="latch-section-title">{t('onRamp.providers')}</p>
      {providers.length > 0 && <p className="latch-muted">{t('onRamp.feeRange', { min: percent(ONRAMP_FEE_PERCENT.min), max: percent(ONRAMP_FEE_PERCENT.max) })}</p>}
      {providers.length === 0 ? (
        <p className="latch-muted">{t('onRamp.noProviders')}</p>
      ) : (
        <ul className="latch-list" aria-label={t('onRamp.providers')}>
          {providers.map((provider) => (
            <li key={provider}>
              {/* The provider's window opens inside this click (a popup blocker lets it through). */}
              <button type="button" className="latch-button" data-provider={provider} disabled={quoteState !== 'quoted'} onClick={() => actor.send({ type: 'onRamp.choose', provider })}>
                {providerName(t, provider)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}

function OnRampPurchase({ flow, step }: { flow: OnRampFlow; step: string }) {
  const { actor, modal } = useLatchInstance()
  const { t } = useWalletT()
  const locale = useLocaleTag()
  const provider = useSelector(flow, (snapshot) => snapshot.context.selectedProvider)
  const closed = useSelector(flow, (snapshot) => snapshot.context.closedByPerson)
  const bought = useSelector(flow, (snapshot) => snapshot.context.bought)
  const balanceNow = useSelector(flow, (snapshot) => snapshot.context.balanceNow)
  const decimals = useSelector(flow, (snapshot) => snapshot.context.balanceDecimals ?? (bought ? snapshot.context.quote?.decimals?.[bought] : undefined))
  const name = provider ? providerName(t, provider) : ''
  const openAgain = provider && (
    <button type="button" className="latch-button" data-provider={provider} onClick={() => actor.send({ type: 'onRamp.choose', provider })}>
      {t('onRamp.openAgain', { provider: name })}
    </button>
  )
  const edit = (
    <button type="button" className="latch-button" onClick={() => actor.send({ type: 'onRamp.edit' })}>
      {t('onRamp.edit')}
    </button>
  )
  if (step === 'buying') return <p role="status">{t('onRamp.inProvider', { provider: name })}</p>
  if (step === 'popupBlocked')
    return (
      <div className="latch-error" role="alert" data-testid="on-ramp-blocked">
        <p>{t('onRamp.popupBlocked', { provider: name })}</p>
        <div className="latch-actions">
          {edit}
          {openAgain}
        </div>
      </div>
    )
  if (step === 'awaitingFunds')
    return (
      <div data-testid="on-ramp-awaiting">
        {closed && <p>{t('onRamp.popupClosed', { provider: name })}</p>}
        <p role="status">{t('onRamp.checking')}</p>
        {closed && openAgain}
      </div>
    )
  if (step === 'stillPending')
    return (
      <div data-testid="on-ramp-still-pending">
        <p role="status">{t('onRamp.stillPending')}</p>
        <div className="latch-actions">
          {edit}
          <button type="button" className="latch-button" onClick={() => actor.send({ type: 'onRamp.retry' })}>
            {t('onRamp.checkAgain')}
          </button>
        </div>
      </div>
    )
  return (
    <div data-testid="on-ramp-purchased">
      <p role="status" className="latch-success-text">
        {t('onRamp.purchased')}
      </p>
      {balanceNow !== null && bought && decimals !== undefined && (
        <p data-testid="on-ramp-new-balance">{t('onRamp.newBalance', { balance: displayBalance(formatUnits(BigInt(balanceNow), decimals), bought, locale) })}</p>
      )}
      <div className="latch-actions">
        {edit}
        <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'modal.back' })}>
          {t('send.done')}
        </button>
      </div>
    </div>
  )
}
