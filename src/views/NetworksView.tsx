import { useSelector } from '@xstate/react'
import { configuredNetworks } from '../core/configuredNetworks'
import { selectSwitchTarget } from '../machines/network/network.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { NetworkFlowGate, type NetworkFlow } from './components/NetworkFlowGate'
import { NetworkList } from './components/NetworkList'
import { useT } from './useT'

/** Every network the app configured; choosing one asks the network flow (and the wallet, when one is connected). */
export default function NetworksView() {
  return (
    <div className="latch-view" data-testid="networks-view">
      <NetworkFlowGate>{(network) => <Networks network={network} />}</NetworkFlowGate>
    </div>
  )
}

function Networks({ network }: { network: NetworkFlow }) {
  const latch = useLatchInstance()
  const t = useT()
  const target = useSelector(network, selectSwitchTarget)
  const networks = configuredNetworks(latch.config)
  const name = networks.find((entry) => entry.caipNetworkId === target)?.name
  return (
    <>
      <NetworkList network={network} networks={networks} label={t('account.networks')} />
      <p className="latch-muted" role="status">
        {name ? t('account.switchingTo', { name }) : ''}
      </p>
    </>
  )
}
