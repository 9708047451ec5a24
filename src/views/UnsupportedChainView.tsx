import { useSelector } from '@xstate/react'
import { selectRequestedOfActiveNamespace } from '../machines/network/network.selectors'
import { useLatchInstance } from '../react/context'
import { NetworkList } from './components/NetworkList'

/** R-NAV-10: the wallet sits on a network this app does not support; it offers the supported ones and a disconnect. */
export default function UnsupportedChainView() {
  const latch = useLatchInstance()
  const requested = useSelector(latch.network, selectRequestedOfActiveNamespace)
  const disconnecting = useSelector(latch.connection, (snapshot) => snapshot.matches('disconnecting'))
  return (
    <div className="latch-view" data-testid="unsupported-chain-view">
      <p className="latch-muted">This app doesn’t support your current network. Switch to an available option to continue.</p>
      <NetworkList ids={requested} label="Available networks" />
      <button type="button" className="latch-button" disabled={disconnecting} aria-busy={disconnecting} onClick={() => latch.modal.send({ type: 'account.disconnect' })}>
        {disconnecting ? 'Disconnecting…' : 'Disconnect'}
      </button>
    </div>
  )
}
