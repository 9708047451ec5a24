import { useSelector } from '@xstate/react'
import { selectCatalogue, selectCatalogueError } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { ErrorNotice } from './components/ErrorNotice'
import { AllWalletsButton } from './components/AllWalletsButton'
import { PairingPanel } from './components/PairingPanel'
import { Skeleton } from './components/Skeleton'
import { WalletList } from './components/WalletList'

/** Basic mode: the QR beside the wallet list, and none of the other connectors. */
export default function ConnectingWalletConnectBasicView() {
  const { modal } = useLatchInstance()
  const catalogue = useSelector(modal, selectCatalogue)
  const error = useSelector(modal, selectCatalogueError)
  return (
    <div className="latch-view latch-basic" data-testid="connecting-walletconnect-basic-view">
      <PairingPanel />
      <section aria-label="Wallets">
        {catalogue ? (
          <>
            <WalletList wallets={[...catalogue.featured, ...catalogue.recommended]} label="Wallets" />
            <AllWalletsButton count={catalogue.count} />
          </>
        ) : error ? (
          <ErrorNotice message={error.message} onRetry={() => modal.send({ type: 'catalogue.retry' })} />
        ) : (
          <Skeleton rows={4} label="Loading wallets" />
        )}
      </section>
    </div>
  )
}
