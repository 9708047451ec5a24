import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { shownError } from '../../core/errors'
import type { networkMachine } from '../../machines/network/network.machine'
import { selectNetworkFlow } from '../../machines/root/root.selectors'
import { selectNetworkLoadFailed } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { useT } from '../useT'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'

export type NetworkFlow = ActorRefFrom<typeof networkMachine>

/** The network flow's views render once its code has loaded (the view asked for it); code that did not load says
 * so, with a Retry, never a spinner forever. */
export function NetworkFlowGate({ children }: { children: (network: NetworkFlow) => ReactNode }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const network = useSelector(actor, selectNetworkFlow)
  const failed = useSelector(actor, selectNetworkLoadFailed)
  const retry = () => actor.send({ type: 'network.load' })
  if (network) return children(network)
  if (failed) return <ErrorNotice error={shownError('SOMETHING_WENT_WRONG')} onRetry={retry} />
  return <Skeleton rows={3} label={t('account.loadingNetworks')} />
}
