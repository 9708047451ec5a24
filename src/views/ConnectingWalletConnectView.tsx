import { useSelector } from '@xstate/react'
import { isWalletCard } from '../machines/modal/modal.recent'
import { selectViewData } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { PairingPanel } from './components/PairingPanel'

/** WalletConnect for one wallet (its image in the QR, its links) or for any wallet. */
export default function ConnectingWalletConnectView() {
  const { modal } = useLatchInstance()
  const data = useSelector(modal, selectViewData)
  const wallet = isWalletCard(data?.['wallet']) ? data['wallet'] : undefined
  return (
    <div className="latch-view" data-testid="connecting-walletconnect-view">
      <PairingPanel wallet={wallet} />
    </div>
  )
}
