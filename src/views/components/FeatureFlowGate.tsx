import { useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { LatchInstance } from '../../system/latch.types'
import { useWalletT } from '../useWalletT'
import { selectFlowLoadFailed, selectFlowUnloaded } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'
import { useT } from '../useT'

const failedSend = selectFlowLoadFailed('send')
const failedOnRamp = selectFlowLoadFailed('onRamp')
const unloadedSend = selectFlowUnloaded('send')
const unloadedOnRamp = selectFlowUnloaded('onRamp')

type RootSnapshot = SnapshotFrom<LatchInstance['actor']>

/** A flow's step: its top state (a state with regions or children is named by its key). */
export const stepOf = (snapshot: { value: unknown }): string => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]!)

/** Issue 36: a wallet feature's view (Send, Buy). Before its flow and its words are in: a placeholder while they
 * load, and, when the flow's code did not load, the reason with a Retry that starts it again for the account shown.
 * An app may open the modal on it with nobody connected (R-NAV-2 lets it name the view): no flow starts then, and
 * the view says so, as Account and Receive do, instead of loading for ever; an account that comes later (a session
 * restored, a wallet connecting by itself) starts it: the flow's glue does once its code is in
 * (system/featureFollow.ts), this view before. */
export function FeatureView<T>({ flow, testId, select, children }: { flow: 'send' | 'onRamp'; testId: string; select: (snapshot: RootSnapshot) => T | undefined; children: (ref: T) => ReactNode }) {
  const latch = useLatchInstance()
  const t = useT()
  const ref = useSelector(latch.actor, select)
  const caipAddress = useSelector(latch.modal, (snapshot) => snapshot.context.account?.caipAddress)
  const { ready } = useWalletT()
  return (
    <div className="latch-view" data-testid={testId}>
      {caipAddress ? (
        <FeatureFlowGate flow={flow} caipAddress={caipAddress} loaded={ref !== undefined && ready}>
          {ref !== undefined && children(ref)}
        </FeatureFlowGate>
      ) : (
        <p className="latch-muted">{t('account.noAccount')}</p>
      )}
    </div>
  )
}

function FeatureFlowGate({ flow, caipAddress, loaded, children }: { flow: 'send' | 'onRamp'; caipAddress: string; loaded: boolean; children: ReactNode }) {
  const latch = useLatchInstance()
  const t = useT()
  const failed = useSelector(latch.actor, flow === 'send' ? failedSend : failedOnRamp)
  const unloaded = useSelector(latch.actor, flow === 'send' ? unloadedSend : unloadedOnRamp)
  useEffect(() => {
    if (unloaded) latch.actor.send(flow === 'send' ? { type: 'send.start', caipAddress } : { type: 'onRamp.start', caipAddress })
  }, [latch, flow, caipAddress, unloaded])
  if (loaded) return <>{children}</>
  if (failed)
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
