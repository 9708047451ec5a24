import { useSelector } from '@xstate/react'
import { selectCatalogue, selectCatalogueError, selectCatalogueLoading } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { ErrorNotice } from './components/ErrorNotice'
import { NoNetworkNotice } from './components/NoNetworkNotice'
import { AllWalletsButton } from './components/AllWalletsButton'
import { InstalledWallets } from './components/InstalledWallets'
import { Skeleton } from './components/Skeleton'
import { WalletList } from './components/WalletList'
import { availableMethods, connectSections } from './connectSections'
import { EmailSection } from './components/EmailSection'
import { connectLists, installedFor } from './connectLists'
import { RecentWallets } from './components/RecentWallets'
import { useT } from './useT'

// A brand name, the same in every language.
const WALLETCONNECT = 'WalletConnect'

export default function ConnectView() {
  const latch = useLatchInstance()
  const sections = connectSections(latch.config.features.connectMethodsOrder, availableMethods(latch.config.features, latch.config.services.frameUrl))
  return (
    <div className="latch-view" data-testid="connect-view">
      <NoNetworkNotice>
        {sections.map((method) => (method === 'wallet' ? <WalletSection key={method} /> : method === 'email' ? <EmailSection key={method} /> : null))}
      </NoNetworkNotice>
    </div>
  )
}

function WalletSection() {
  const { modal } = useLatchInstance()
  const allInstalled = useSelector(modal, (snapshot) => snapshot.context.installed)
  const namespace = useSelector(modal, (snapshot) => snapshot.context.namespace)
  const networks = useSelector(modal, (snapshot) => snapshot.context.settings.networks)
  const installed = installedFor(allInstalled, namespace)
  const recentWallets = useSelector(modal, (snapshot) => snapshot.context.recentWallets)
  const rawCatalogue = useSelector(modal, selectCatalogue)
  // A wallet serving EVM and Solana is one row; its click connects the namespace the modal is for (R-NAV-2, R-CONN-2).
  const lists = connectLists(recentWallets, installed, rawCatalogue, { namespace, networks })
  const catalogue = rawCatalogue && { ...rawCatalogue, featured: lists.featured, recommended: lists.recommended }
  const error = useSelector(modal, selectCatalogueError)
  const loading = useSelector(modal, selectCatalogueLoading)
  const t = useT()
  const retry = () => modal.send({ type: 'catalogue.retry' })
  const local = (
    <>
      <RecentWallets entries={lists.recent} />
      <InstalledWallets entries={lists.installed} />
      {/* R-ENT-2: the WALLET_CONNECT connector: any phone wallet, by QR code. */}
      <button type="button" className="latch-wallet-button" data-connector-id="walletConnect" onClick={() => modal.send({ type: 'router.push', view: 'ConnectingWalletConnect' })}>
        <span className="latch-wallet-name">{WALLETCONNECT}</span>
        <span className="latch-badge">{t('connect.qrCodeBadge')}</span>
      </button>
    </>
  )

  // Never an empty list without a message: an error says what failed and offers a retry.
  if (error && !catalogue)
    return (
      <>
        {local}
        <ErrorNotice error={error} onRetry={retry} />
      </>
    )
  if (!catalogue)
    return (
      <>
        {local}
        <Skeleton rows={5} label={t('connect.loadingWallets')} />
      </>
    )
  return (
    <section aria-label={t('connect.wallets')} aria-busy={loading}>
      {local}
      <WalletList wallets={catalogue.featured} label={t('connect.featuredWallets')} />
      {catalogue.recommended.length > 0 && <WalletList wallets={catalogue.recommended} label={t('connect.recommendedWallets')} />}
      {catalogue.featured.length + catalogue.recommended.length === 0 && <p className="latch-muted">{t('connect.noWalletForNetworks')}</p>}
      <AllWalletsButton count={catalogue.count} />
      {error && <ErrorNotice error={error} onRetry={retry} />}
    </section>
  )
}
