import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { LatchInstance } from '../../system/latch.types'
import { useWalletT } from '../useWalletT'
import { selectFlowLoadFailed } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'
import { useT } from '../useT'

const failedSend = selectFlowLoadFailed('send')
const failedOnRamp = selectFlowLoadFailed('onRamp')

type RootSnapshot = SnapshotFrom<LatchInstance['actor']>

/** A flow's step: its top state (a state with regions or children is named by its key). */
export const stepOf = (snapshot: { value: unknown }): string => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]!)

/** Issue 36: a wallet feature's view (Send, Buy). Before its flow and its words are in: a placeholder while they
 * load, and, when the flow's code did not load, the reason with a Retry that starts it again for the account shown. */
export function FeatureView<T>({ flow, testId, select, children }: { flow: 'send' | 'onRamp'; testId: string; select: (snapshot: RootSnapshot) => T | undefined; children: (ref: T) => ReactNode }) {
  const latch = useLatchInstance()
  const ref = useSelector(latch.actor, select)
  const { ready } = useWalletT()
  return (
    <div className="latch-view" data-testid={testId}>
      <FeatureFlowGate flow={flow} loaded={ref !== undefined && ready}>
        {ref !== undefined && children(ref)}
      </FeatureFlowGate>
    </div>
  )
}

function FeatureFlowGate({ flow, loaded, children }: { flow: 'send' | 'onRamp'; loaded: boolean; children: ReactNode }) {
  const latch = useLatchInstance()
  const t = useT()
  const failed = useSelector(latch.actor, flow === 'send' ? failedSend : failedOnRamp)
  const caipAddress = useSelector(latch.modal, (snapshot) => snapshot.context.account?.caipAddress)
  if (loaded) return <>{children}</>
  if (failed && caipAddress)
    return (
      <ErrorNotice
        error={{ message: t('wallet.loadFailed') }}
        onRetry={() => latch.actor.send(flow === 'send' ? { type: 'send.start', caipAddress } : { type: 'onRamp.start', caipAddress })}
      />
    )
  return <Skeleton rows={3} label={t('wallet.loading')} />
}

/** The decimal separator the locale writes ('.' or ','); an amount typed with it reaches the flows with a point. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}

export const withPoint = (value: string, separator: string) => (separator === '.' ? value : value.replace(separator, '.'))
