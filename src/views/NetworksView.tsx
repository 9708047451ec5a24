import { useSelector } from '@xstate/react'
import { selectSwitchTarget } from '../machines/network/network.selectors'
import { useLatchInstance } from '../react/context'
import { NetworkList } from './components/NetworkList'

/** Every network the app configured; choosing one asks the network flow (and the wallet, when one is connected). */
export default function NetworksView() {
  const latch = useLatchInstance()
  const target = useSelector(latch.network, selectSwitchTarget)
  const name = latch.config.caipNetworks.find((network) => network.caipNetworkId === target)?.name
  return (
    <div className="latch-view" data-testid="networks-view">
      <NetworkList ids={latch.config.networks} label="Networks" />
      <p className="latch-muted" role="status">
        {name ? `Switching to ${name}: approve the request in your wallet.` : ''}
      </p>
    </div>
  )
}
