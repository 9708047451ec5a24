import { useSelector } from '@xstate/react'
import { configuredNetworks } from '../core/configuredNetworks'
import { selectRequestedOfActiveNamespace } from '../machines/network/network.selectors'
import { selectAccount } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { NetworkFlowGate, type NetworkFlow } from './components/NetworkFlowGate'
import { NetworkList } from './components/NetworkList'
import { useT } from './useT'

/** R-NAV-10: the wallet sits on a network this app does not support; it offers the supported ones and a disconnect. */
export default function UnsupportedChainView() {
  const latch = useLatchInstance()
  const t = useT()
  const account = useSelector(latch.modal, selectAccount)
  const disconnecting = useSelector(latch.connectionOf(account?.namespace ?? 'eip155'), (snapshot) => snapshot.matches('disconnecting'))
  return (
    <div className="latch-view" data-testid="unsupported-chain-view">
      <p className="latch-muted">{t('account.unsupportedNetwork')}</p>
      <NetworkFlowGate>{(network) => <Available network={network} />}</NetworkFlowGate>
      <button type="button" className="latch-button" disabled={disconnecting} aria-busy={disconnecting} onClick={() => latch.modal.send({ type: 'account.disconnect' })}>
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </button>
    </div>
  )
}

function Available({ network }: { network: NetworkFlow }) {
  const latch = useLatchInstance()
  const t = useT()
  const requested = useSelector(network, selectRequestedOfActiveNamespace)
  const networks = configuredNetworks(latch.config).filter((entry) => requested.includes(entry.caipNetworkId))
  return <NetworkList network={network} networks={networks} label={t('account.availableNetworks')} />
}
