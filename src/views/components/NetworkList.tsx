import { useSelector } from '@xstate/react'
import type { CaipNetworkId } from '../../core/caip'
import type { ConfiguredNetwork } from '../../core/configuredNetworks'
import { selectActiveNetwork, selectSwitchTarget, selectWalletSupports } from '../../machines/network/network.selectors'
import { useLatchInstance } from '../../instance/latchContext'
import { useT } from '../useT'
import type { NetworkFlow } from './NetworkFlowGate'
import { WalletImage } from './WalletImage'

/** Networks as buttons: the active one marked, one the wallet cannot use explained, the one being switched to busy. */
export function NetworkList({ network, networks, label }: { network: NetworkFlow; networks: readonly ConfiguredNetwork[]; label: string }) {
  const latch = useLatchInstance()
  const t = useT()
  const active = useSelector(network, selectActiveNetwork)
  const target = useSelector(network, selectSwitchTarget)
  const snapshot = useSelector(network, (s) => s)
  const choose = (caipNetworkId: CaipNetworkId) => latch.actor.send({ type: 'network.switch', caipNetworkId })
  return (
    <ul className="latch-network-list" aria-label={label}>
      {networks.map((entry) => {
        const current = entry.caipNetworkId === active
        const supported = selectWalletSupports(snapshot, entry.caipNetworkId)
        const switching = entry.caipNetworkId === target
        const image = networkImage(entry, latch.imageUrl)
        return (
          <li key={entry.caipNetworkId}>
            <button
              type="button"
              className="latch-wallet-button latch-network-button"
              aria-current={current ? 'true' : undefined}
              aria-busy={switching}
              disabled={!supported || target !== null}
              data-network={entry.caipNetworkId}
              onClick={() => choose(entry.caipNetworkId)}
            >
              <WalletImage src={image} name={entry.name} size={32} />
              <span className="latch-wallet-name">{entry.name}</span>
              {current && <span className="latch-badge">{t('account.networkActive')}</span>}
              {switching && <span className="latch-badge">{t('account.networkApprove')}</span>}
              {!supported && <span className="latch-muted">{t('account.networkUnsupported')}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** The network's own image, else the cloud's asset for it, else none (WalletImage then shows the name's first letters). */
export function networkImage(entry: ConfiguredNetwork, imageUrl: ReturnType<typeof useLatchInstance>['imageUrl']): string {
  return entry.assets.imageUrl ?? (entry.assets.imageId ? imageUrl('asset', entry.assets.imageId) : '')
}
