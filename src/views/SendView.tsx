import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { configuredNetworks } from '../core/configuredNetworks'
import { findNetwork } from '../core/networks'
import { displayBalance, formatUnits } from '../core/units'
import type { sendMachine } from '../machines/send/send.machine'
import { judgeAmount, selectAmountProblem, selectCanReview, selectFailure, selectFee, selectHash, selectIsBusy, selectReceiver, selectToken, selectTokens } from '../machines/send/send.selectors'
import { selectSendFlow } from '../machines/root/root.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import type { MessageKey } from '../i18n/messages/en'
import { ErrorNotice } from './components/ErrorNotice'
import { decimalSeparator, FeatureView, stepOf, withPoint } from './components/FeatureFlowGate'
import { errorMessage } from './errorMessage'
import { useLocaleTag } from './useT'
import { useWalletT } from './useWalletT'

type SendFlow = ActorRefFrom<typeof sendMachine>
type Snapshot = SnapshotFrom<typeof sendMachine>

const regionOf = (snapshot: Snapshot, region: 'amount' | 'receiver') => ((snapshot.value as { editing?: Record<string, string> }).editing ?? {})[region] ?? null

/** Issue 36, Send: the token, the amount (or Max) and the receiver (an address, or a name shown as the address it
 * stands for); a review of exactly what the wallet will be asked to sign, with the network's fee; then the
 * transaction pending with its hash, and confirmed. */
export default function SendView() {
  return (
    <FeatureView flow="send" testId="send-view" select={selectSendFlow}>
      {(flow) => <SendSteps flow={flow} />}
    </FeatureView>
  )
}

function SendSteps({ flow }: { flow: SendFlow }) {
  const { actor } = useLatchInstance()
  const { t } = useWalletT()
  const step = useSelector(flow, stepOf)
  const failure = useSelector(flow, selectFailure)
  switch (step) {
    case 'idle':
    case 'loading':
      return <p role="status" className="latch-muted">{t('wallet.loading')}</p>
    case 'loadFailed':
      return failure ? <ErrorNotice error={failure} onRetry={() => actor.send({ type: 'send.retry' })} /> : null
    case 'unsupportedChain':
      return (
        <p role="alert" className="latch-error-text">
          {failure ? errorMessage(t, failure) : null}
        </p>
      )
    case 'editing':
      return <SendForm flow={flow} />
    // R-VAL-5: what is missing, said in the spec's words; Edit goes back to the form as it was.
    case 'tokenRequired':
    case 'detailsRequired':
      return (
        <div className="latch-error" role="alert">
          <p>{failure ? errorMessage(t, failure) : null}</p>
          <button type="button" className="latch-button" onClick={() => actor.send({ type: 'send.edit' })}>
            {t('send.edit')}
          </button>
        </div>
      )
    case 'review':
    case 'sending':
    case 'declined':
      return <SendReview flow={flow} step={step} />
    default:
      return <SendOutcome flow={flow} step={step} />
  }
}

function SendForm({ flow }: { flow: SendFlow }) {
  const { actor } = useLatchInstance()
  const { t } = useWalletT()
  const locale = useLocaleTag()
  const id = useId()
  const tokens = useSelector(flow, selectTokens)
  const token = useSelector(flow, selectToken)
  const amount = useSelector(flow, (snapshot) => snapshot.context.amount)
  const receiverText = useSelector(flow, (snapshot) => snapshot.context.receiverText)
  const amountState = useSelector(flow, (snapshot) => regionOf(snapshot, 'amount'))
  const receiverState = useSelector(flow, (snapshot) => regionOf(snapshot, 'receiver'))
  const problem = useSelector(flow, selectAmountProblem)
  const receiver = useSelector(flow, selectReceiver)
  const nameFailure = useSelector(flow, (snapshot) => snapshot.context.nameFailure)
  const busy = useSelector(flow, selectIsBusy)
  const separator = decimalSeparator(locale)
  const balance = (units: string, decimals: number, symbol: string) => displayBalance(formatUnits(BigInt(units), decimals), symbol, locale)
  const canReview = useSelector(flow, selectCanReview)
  const amountMessage: MessageKey | null =
    amountState === 'maxFailed'
      ? 'send.maxFailed'
      : problem === 'notANumber'
        ? 'send.amountNotANumber'
        : problem === 'negative'
          ? 'send.amountNegative'
          : problem === 'tooManyDecimals'
            ? 'send.amountTooManyDecimals'
            : problem === 'tooMuch'
              ? 'send.amountTooMuch'
              : null
  const typedName = receiverText.trim()
  if (tokens.length === 0) return <p className="latch-muted">{t('send.noTokens')}</p>
  return (
    <form
      className="latch-email latch-send"
      onSubmit={(event) => {
        event.preventDefault()
        if (canReview) actor.send({ type: 'send.review' })
      }}
    >
      <label htmlFor={`${id}-token`}>{t('send.token')}</label>
      <select id={`${id}-token`} className="latch-input" value={token?.id ?? ''} disabled={busy} onChange={(event) => actor.send({ type: 'send.token', id: event.target.value })}>
        {tokens.map((option) => (
          <option key={option.id} value={option.id}>
            {t('send.tokenOption', { symbol: option.symbol, balance: balance(option.balance, option.decimals, option.symbol) })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-amount`}>{t('send.amount')}</label>
      <div className="latch-input-row">
        <input
          id={`${id}-amount`}
          className="latch-input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => actor.send({ type: 'send.amount', value: withPoint(event.target.value, separator) })}
          aria-invalid={amountMessage !== null || undefined}
          aria-describedby={`${id}-amount-help`}
        />
        <button type="button" className="latch-button" disabled={busy || !token} onClick={() => actor.send({ type: 'send.max' })}>
          {t('send.max')}
        </button>
      </div>
      <div id={`${id}-amount-help`}>
        {token && <p className="latch-muted latch-send-balance">{t('send.balance', { balance: balance(token.balance, token.decimals, token.symbol) })}</p>}
        {amountMessage && (
          <p className="latch-error-text" role="alert">
            {t(amountMessage, { symbol: token?.symbol ?? '', decimals: token?.decimals ?? 0 })}
          </p>
        )}
      </div>
      <label htmlFor={`${id}-receiver`}>{t('send.receiver')}</label>
      <input
        id={`${id}-receiver`}
        className="latch-input"
        name="receiver"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('send.receiverHint')}
        value={receiverText}
        onChange={(event) => actor.send({ type: 'send.receiver', value: event.target.value })}
        aria-invalid={receiverState === 'invalid' || receiverState === 'unknownName' || undefined}
        aria-describedby={`${id}-receiver-help`}
        dir="ltr"
      />
      <div id={`${id}-receiver-help`}>
        {receiverState === 'invalid' && (
          <p className="latch-error-text" role="alert">
            {t('send.receiverInvalid')}
          </p>
        )}
        {(receiverState === 'waiting' || receiverState === 'resolving') && <p role="status">{t('send.resolving', { name: typedName })}</p>}
        {receiverState === 'named' && receiver?.name && (
          <p role="status" className="latch-break" data-testid="send-resolved">
            {t('send.resolvedTo', { name: receiver.name, address: receiver.address })}
          </p>
        )}
        {receiverState === 'unknownName' && (
          <p className="latch-error-text" role="alert">
            {t('send.unknownName', { name: typedName })}
          </p>
        )}
        {receiverState === 'resolveFailed' && nameFailure && <ErrorNotice error={nameFailure} onRetry={() => actor.send({ type: 'send.retry' })} />}
      </div>
      <button type="submit" className="latch-button latch-primary" disabled={!canReview}>
        {t('send.review')}
      </button>
    </form>
  )
}

function useExplorerTx(flow: SendFlow) {
  const { config } = useLatchInstance()
  const account = useSelector(flow, (snapshot) => snapshot.context.account)
  const hash = useSelector(flow, selectHash)
  const network = account ? findNetwork(`${account.namespace}:${account.chainId}`, configuredNetworks(config)) : undefined
  const explorer = network?.blockExplorers?.default.url
  return { hash, url: explorer && hash ? `${explorer}/tx/${hash}` : undefined, networkName: network?.name ?? '' }
}

/** What will be signed, exactly: the amount in full (not cut to 3 decimals), the receiver's whole address. */
function SendReview({ flow, step }: { flow: SendFlow; step: string }) {
  const { actor } = useLatchInstance()
  const { t } = useWalletT()
  const token = useSelector(flow, selectToken)
  const receiver = useSelector(flow, selectReceiver)
  const fee = useSelector(flow, selectFee)
  const failure = useSelector(flow, selectFailure)
  const units = useSelector(flow, (snapshot) => {
    const judged = judgeAmount(snapshot.context)
    return judged.ok ? judged.units : null
  })
  const estimating = useSelector(flow, (snapshot) => snapshot.matches({ review: 'estimating' }))
  const estimateFailed = useSelector(flow, (snapshot) => snapshot.matches({ review: 'estimateFailed' }))
  const ready = useSelector(flow, (snapshot) => snapshot.matches({ review: 'ready' }) || snapshot.matches('declined'))
  const { networkName } = useExplorerTx(flow)
  if (!token || !receiver || units === null) return null
  return (
    <div className="latch-send-review" data-testid="send-review">
      <dl className="latch-facts">
        <dt>{t('send.reviewToken')}</dt>
        <dd>{token.symbol}</dd>
        <dt>{t('send.reviewAmount')}</dt>
        <dd data-testid="send-review-amount">{`${formatUnits(BigInt(units), token.decimals)} ${token.symbol}`}</dd>
        <dt>{t('send.reviewTo')}</dt>
        <dd className="latch-break" data-testid="send-review-to" dir="ltr">
          {receiver.name ? `${receiver.name} (${receiver.address})` : receiver.address}
        </dd>
        <dt>{t('send.reviewNetwork')}</dt>
        <dd>{networkName}</dd>
        <dt>{t('send.reviewFee')}</dt>
        <dd data-testid="send-review-fee">{fee ? `${formatUnits(BigInt(fee.units), fee.decimals)} ${fee.symbol}` : estimating ? t('send.estimating') : null}</dd>
      </dl>
      {estimateFailed && failure && <ErrorNotice error={failure} onRetry={() => actor.send({ type: 'send.retry' })} />}
      {step === 'sending' && <p role="status">{t('send.waitingForWallet')}</p>}
      {step === 'declined' && failure && (
        <p role="alert" className="latch-error-text">
          {errorMessage(t, failure)}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-button" disabled={step === 'sending'} onClick={() => actor.send({ type: 'send.edit' })}>
          {t('send.edit')}
        </button>
        <button type="button" className="latch-button latch-primary" disabled={!ready} aria-busy={step === 'sending' || undefined} onClick={() => actor.send({ type: 'send.confirm' })}>
          {t('send.confirm')}
        </button>
      </div>
    </div>
  )
}

function SendOutcome({ flow, step }: { flow: SendFlow; step: string }) {
  const { actor, modal } = useLatchInstance()
  const { t } = useWalletT()
  const failure = useSelector(flow, selectFailure)
  const token = useSelector(flow, selectToken)
  const receiver = useSelector(flow, selectReceiver)
  const units = useSelector(flow, (snapshot) => {
    const judged = judgeAmount(snapshot.context)
    return judged.ok ? judged.units : null
  })
  const { hash, url } = useExplorerTx(flow)
  const transaction = hash && (
    <p className="latch-break" data-testid="send-hash" dir="ltr">
      {t('send.hash')}: {url ? <a href={url} target="_blank" rel="noopener noreferrer">{hash}</a> : hash}
    </p>
  )
  if (step === 'failed')
    return (
      <div className="latch-error" role="alert">
        <p data-testid="send-failure">{failure ? errorMessage(t, failure) : null}</p>
        {transaction}
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'send.edit' })}>
          {t('send.edit')}
        </button>
      </div>
    )
  if (step === 'pending')
    return (
      <div data-testid="send-pending">
        <p role="status">{t('send.pending')}</p>
        {transaction}
      </div>
    )
  if (step === 'unconfirmed')
    return (
      <div data-testid="send-unconfirmed">
        <p role="status">{t('send.unconfirmed')}</p>
        {transaction}
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'send.retry' })}>
          {t('send.keepWaiting')}
        </button>
      </div>
    )
  return (
    <div data-testid="send-confirmed">
      <p role="status" className="latch-success-text">
        {t('send.confirmed')}
      </p>
      {token && receiver && units !== null && (
        <p className="latch-break">{t('send.confirmedDetail', { amount: `${formatUnits(BigInt(units), token.decimals)} ${token.symbol}`, address: receiver.name ?? receiver.address })}</p>
      )}
      {transaction}
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'send.again' })}>
          {t('send.again')}
        </button>
        <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'modal.back' })}>
          {t('send.done')}
        </button>
      </div>
    </div>
  )
}
