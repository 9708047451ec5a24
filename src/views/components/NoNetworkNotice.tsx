import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { selectNamespaceWithoutNetwork } from '../../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import type { ChainNamespace } from '../../core/caip'
import { useT } from '../useT'

// Names of network families, the same in every language.
const NAMESPACE_NAMES: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' }

/** R-NAV-2: a wallet list for a namespace the app has no network of is no list at all, and says why. */
export function NoNetworkNotice({ children }: { children: ReactNode }) {
  const { modal } = useLatchInstance()
  const namespace = useSelector(modal, selectNamespaceWithoutNetwork)
  const t = useT()
  if (!namespace) return children
  return (
    <p className="latch-muted" role="status" data-testid="no-network-notice">
      {t('connect.noNetwork', { namespace: NAMESPACE_NAMES[namespace] })}
    </p>
  )
}
