import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { selectNamespaceWithoutNetwork } from '../../machines/modal/modal.selectors'
import { useLatchInstance } from '../../react/context'
import { noNetworkText } from '../viewText'

/** R-NAV-2: a wallet list for a namespace the app has no network of is no list at all, and says why. */
export function NoNetworkNotice({ children }: { children: ReactNode }) {
  const { modal } = useLatchInstance()
  const namespace = useSelector(modal, selectNamespaceWithoutNetwork)
  if (!namespace) return children
  return (
    <p className="latch-muted" role="status" data-testid="no-network-notice">
      {noNetworkText(namespace)}
    </p>
  )
}
