import { useSelector } from '@xstate/react'
import { selectCatalogue, selectCatalogueError } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { ErrorNotice } from './components/ErrorNotice'
import { AllWalletsButton } from './components/AllWalletsButton'
import { PairingPanel } from './components/PairingPanel'
import { Skeleton } from './components/Skeleton'
import { WalletList } from './components/WalletList'
import { useT } from './useT'

/** Basic mode: the QR beside the wallet list, and none of the other connectors. */
export default function ConnectingWalletConnectBasicView() {
  const { modal } = useLatchInstance()
  const catalogue = useSelector(modal, selectCatalogue)
  const error = useSelector(modal, selectCatalogueError)
  const t = useT()
  const retry = () => modal.send({ type: 'catalogue.retry' })
  return (
    <div className="latch-view latch-basic" data-testid="connecting-walletconnect-basic-view">
      <PairingPanel />
      <section aria-label={t('connect.wallets')}>
        {catalogue ? (
          <>
            <WalletList wallets={[...catalogue.featured, ...catalogue.recommended]} label={t('connect.wallets')} />
            <AllWalletsButton count={catalogue.count} />
          </>
        ) : error ? (
          <ErrorNotice error={error} onRetry={retry} />
        ) : (
          <Skeleton rows={4} label={t('connect.loadingWallets')} />
        )}
      </section>
    </div>
  )
}
