import { useSelector } from '@xstate/react'
import { generate } from 'lean-qr'
import { toSvgPath } from 'lean-qr/extras/svg'
import { useMemo } from 'react'
import { getAddress, isAddress } from 'viem'
import { configuredNetworks } from '../core/configuredNetworks'
import { selectAccount } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { networkImage } from './components/NetworkList'
import { Skeleton } from './components/Skeleton'
import { WalletImage } from './components/WalletImage'
import { useWalletT } from './useWalletT'

/** Issue 36, Receive: the shown account's address as a QR code and as text to copy, and the networks of its
 * namespace the app works on, which are where tokens sent to it arrive. An EVM address is shown checksummed
 * (EIP-55), a Solana one as it is. The address is data for the code, never markup. */
export default function ReceiveView() {
  const latch = useLatchInstance()
  const { t, ready } = useWalletT()
  const account = useSelector(latch.modal, selectAccount)
  const address = account ? (account.namespace === 'eip155' && isAddress(account.address, { strict: false }) ? getAddress(account.address) : account.address) : ''
  const code = useMemo(() => (address ? generate(address) : null), [address])
  const path = useMemo(() => (code ? toSvgPath(code) : ''), [code])
  if (!ready) return <div className="latch-view" data-testid="receive-view"><Skeleton rows={4} label={t('wallet.loading')} /></div>
  if (!account || !code) return <p className="latch-muted" data-testid="receive-view">{t('account.noAccount')}</p>
  const networks = configuredNetworks(latch.config).filter((network) => network.chainNamespace === account.namespace)
  return (
    <div className="latch-view latch-centered" data-testid="receive-view">
      <figure className="latch-qr" data-testid="receive-qr">
        <svg viewBox={`-2 -2 ${code.size + 4} ${code.size + 4}`} role="img" aria-label={t('receive.qrLabel')} shapeRendering="crispEdges">
          <rect x={-2} y={-2} width={code.size + 4} height={code.size + 4} fill="#fff" />
          <path d={path} fill="#000" />
        </svg>
      </figure>
      <p className="latch-section-title">{t('receive.address')}</p>
      <p className="latch-address latch-break" data-testid="receive-address" dir="ltr">
        {address}
      </p>
      <button type="button" className="latch-button latch-primary" onClick={() => latch.modal.send({ type: 'account.copyAddress' })}>
        {t('receive.copy')}
      </button>
      <p className="latch-section-title" id="latch-receive-networks">
        {t('receive.networks')}
      </p>
      <ul className="latch-list latch-receive-networks" aria-labelledby="latch-receive-networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="latch-receive-network" data-network={network.caipNetworkId}>
            <WalletImage src={networkImage(network, latch.imageUrl)} name={network.name} size={24} />
            <span className="latch-receive-network-name">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
