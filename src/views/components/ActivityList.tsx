import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import { displayAmount } from '../../core/units'
import type { activityMachine } from '../../machines/activity/activity.machine'
import type { ActivityTransaction } from '../../machines/activity/activity.types'
import { selectBalanceFlow } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'

type ActivityFlow = ActorRefFrom<typeof activityMachine>

/** The Activity tab: the account's history, newest first, grouped by day, a page at a time (SPEC §2). */
export function ActivityList({ caipAddress }: { caipAddress: string }) {
  const { actor } = useLatchInstance()
  const [namespace, chainId, address] = caipAddress.split(':')
  useEffect(() => {
    if (!namespace || !chainId) return
    actor.send({ type: 'activity.fetch', target: { address: address || undefined, caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId } })
  }, [actor, namespace, chainId, address])
  const balance = useSelector(actor, selectBalanceFlow)
  const activity = useSelector(balance ?? actor, (snapshot) => (snapshot.children as { activity?: ActivityFlow }).activity)
  if (!activity) return <Skeleton rows={3} label="Loading activity" />
  return <Activity activity={activity} />
}

function Activity({ activity }: { activity: ActivityFlow }) {
  const { actor } = useLatchInstance()
  const state = useSelector(activity, (snapshot) => snapshot.value)
  const transactions = useSelector(activity, (snapshot) => snapshot.context.transactions)
  const error = useSelector(activity, (snapshot) => snapshot.context.error)
  const more = useSelector(activity, (snapshot) => snapshot.context.next !== undefined)
  if (state === 'noAddress' && error) return <p className="latch-muted">{error.message}</p>
  if (state === 'unsupported') return <p className="latch-muted">Activity is shown for EVM networks only.</p>
  const days = groupByDay(transactions)
  return (
    <section aria-label="Activity" aria-busy={state === 'loading'}>
      {days.map(([day, items]) => (
        <div key={day}>
          <h3 className="latch-section-title">{day}</h3>
          <ul className="latch-activity-list">
            {items.map((transaction) => (
              <li key={transaction.id} className="latch-activity" data-status={transaction.metadata.status}>
                <span className="latch-activity-kind">{describe(transaction)}</span>
                <span className="latch-muted">{transaction.metadata.status === 'failed' ? 'Failed' : new Date(transaction.metadata.minedAt).toLocaleTimeString()}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {state === 'loaded' && transactions.length === 0 && <p className="latch-muted">No activity yet.</p>}
      {state === 'loading' && <Skeleton rows={2} label="Loading activity" />}
      {state === 'failed' && error && <ErrorNotice message={error.message} onRetry={() => actor.send({ type: 'activity.retry' })} />}
      {state === 'loaded' && more && (
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'activity.loadMore' })}>
          Load more
        </button>
      )}
    </section>
  )
}

function groupByDay(transactions: readonly ActivityTransaction[]): [string, ActivityTransaction[]][] {
  const groups = new Map<string, ActivityTransaction[]>()
  for (const transaction of transactions) {
    const day = new Date(transaction.metadata.minedAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    groups.set(day, [...(groups.get(day) ?? []), transaction])
  }
  return [...groups]
}

function describe(transaction: ActivityTransaction): string {
  const kind = transaction.metadata.operationType.charAt(0).toUpperCase() + transaction.metadata.operationType.slice(1)
  const transfer = transaction.transfers[0]
  if (!transfer) return kind
  const what = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  return `${kind} ${displayAmount(transfer.quantity.numeric)} ${what}`.trim()
}
