import { useSelector } from '@xstate/react'
import type { CaipNetworkId } from '../../core/caip'
import { selectActiveNetwork, selectSwitchTarget, selectWalletSupports } from '../../machines/network/network.selectors'
import { useLatchInstance } from '../../react/context'
import { WalletImage } from './WalletImage'

/** Networks as buttons: the active one marked, one the wallet cannot use explained, the one being switched to busy. */
export function NetworkList({ ids, label }: { ids: readonly CaipNetworkId[]; label: string }) {
  const latch = useLatchInstance()
  const active = useSelector(latch.network, selectActiveNetwork)
  const target = useSelector(latch.network, selectSwitchTarget)
  const snapshot = useSelector(latch.network, (s) => s)
  const networks = latch.config.caipNetworks.filter((network) => ids.includes(network.caipNetworkId))
  return (
    <ul className="latch-network-list" aria-label={label}>
      {networks.map((network) => {
        const current = network.caipNetworkId === active
        const supported = selectWalletSupports(snapshot, network.caipNetworkId)
        const switching = network.caipNetworkId === target
        const image = network.assets.imageUrl ?? (network.assets.imageId ? latch.imageUrl('asset', network.assets.imageId) : '')
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="latch-wallet-button latch-network-button"
              aria-current={current ? 'true' : undefined}
              aria-busy={switching}
              disabled={!supported || target !== null}
              data-network={network.caipNetworkId}
              onClick={() => latch.actor.send({ type: 'network.switch', caipNetworkId: network.caipNetworkId })}
            >
              <WalletImage src={image} name={network.name} size={32} />
              <span className="latch-wallet-name">{network.name}</span>
              {current && <span className="latch-badge">Active</span>}
              {switching && <span className="latch-badge">Approve in wallet</span>}
              {!supported && <span className="latch-muted">Not supported by your wallet</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
