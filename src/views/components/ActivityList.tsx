import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import { displayAmount } from '../../core/units'
import type { activityMachine } from '../../machines/activity/activity.machine'
import type { ActivityTransaction } from '../../machines/activity/activity.types'
import { selectBalanceFlow } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { errorMessage } from '../errorMessage'
import { formatDay, formatTime } from '../formatValues'
import { useLocaleTag, useT, type Translate } from '../useT'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'

type ActivityFlow = ActorRefFrom<typeof activityMachine>

/** The Activity tab: the account's history, newest first, grouped by day, a page at a time (SPEC §2). */
export function ActivityList({ caipAddress }: { caipAddress: string }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const [namespace, chainId, address] = caipAddress.split(':')
  useEffect(() => {
    if (!namespace || !chainId) return
    actor.send({ type: 'activity.fetch', target: { address: address || undefined, caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId } })
  }, [actor, namespace, chainId, address])
  const balance = useSelector(actor, selectBalanceFlow)
  const activity = useSelector(balance ?? actor, (snapshot) => (snapshot.children as { activity?: ActivityFlow }).activity)
  if (!activity) return <Skeleton rows={3} label={t('account.loadingActivity')} />
  return <Activity activity={activity} />
}

function Activity({ activity }: { activity: ActivityFlow }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const locale = useLocaleTag()
  const state = useSelector(activity, (snapshot) => snapshot.value)
  const transactions = useSelector(activity, (snapshot) => snapshot.context.transactions)
  const error = useSelector(activity, (snapshot) => snapshot.context.error)
  const more = useSelector(activity, (snapshot) => snapshot.context.next !== undefined)
  if (state === 'noAddress' && error) return <p className="latch-muted">{errorMessage(t, error)}</p>
  if (state === 'unsupported') return <p className="latch-muted">{t('account.activityEvmOnly')}</p>
  const days = groupByDay(transactions, locale)
  const retry = () => actor.send({ type: 'activity.retry' })
  return (
    <section aria-label={t('account.activity')} aria-busy={state === 'loading'}>
      {days.map(([day, items]) => (
        <div key={day}>
          <h3 className="latch-section-title">{day}</h3>
          <ul className="latch-activity-list">
            {items.map((transaction) => (
              <li key={transaction.id} className="latch-activity" data-status={transaction.metadata.status}>
                <span className="latch-activity-kind">{describe(t, transaction, locale)}</span>
                <span className="latch-muted">{transaction.metadata.status === 'failed' ? t('account.activityFailed') : formatTime(new Date(transaction.metadata.minedAt), locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {state === 'loaded' && transactions.length === 0 && <p className="latch-muted">{t('account.noActivity')}</p>}
      {state === 'loading' && <Skeleton rows={2} label={t('account.loadingActivity')} />}
      {state === 'failed' && error && <ErrorNotice error={error} onRetry={retry} />}
      {state === 'loaded' && more && (
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'activity.loadMore' })}>
          {t('account.loadMore')}
        </button>
      )}
    </section>
  )
}

function groupByDay(transactions: readonly ActivityTransaction[], locale: string): [string, ActivityTransaction[]][] {
  const groups = new Map<string, ActivityTransaction[]>()
  for (const transaction of transactions) {
    const day = formatDay(new Date(transaction.metadata.minedAt), locale)
    groups.set(day, [...(groups.get(day) ?? []), transaction])
  }
  return [...groups]
}

/** 'Send 1.5 ETH': the kinds the service names are the catalogue's words; another kind shows as it came. */
function describe(t: Translate, transaction: ActivityTransaction, locale: string): string {
  const operation = transaction.metadata.operationType
  const name = operation.charAt(0).toUpperCase() + operation.slice(1)
  const transfer = transaction.transfers[0]
  if (!transfer) return t('account.activityOperation', { operation, name })
  const asset = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  // Without a symbol or name the message ends in a space: trimmed, as before.
  return t('account.activityTransfer', { operation, name, amount: displayAmount(transfer.quantity.numeric, locale), asset }).trim()
}
