import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { selectFlowLoadFailed } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'
import { useT } from '../useT'

const failedSend = selectFlowLoadFailed('send')
const failedOnRamp = selectFlowLoadFailed('onRamp')

/** Issue 36: a wallet feature's view before its flow is in: a placeholder while the code loads, and, when it did
 * not load, the reason with a Retry that starts the flow again for the account shown. */
export function FeatureFlowGate({ flow, loaded, children }: { flow: 'send' | 'onRamp'; loaded: boolean; children: ReactNode }) {
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
