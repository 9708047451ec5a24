import { useSelector } from '@xstate/react'
import { selectCatalogue, selectCatalogueError, selectCatalogueLoading } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../react/context'
import { ErrorNotice } from './components/ErrorNotice'
import { InstalledWallets } from './components/InstalledWallets'
import { Skeleton } from './components/Skeleton'
import { WalletList } from './components/WalletList'
import { AVAILABLE_METHODS, connectSections } from './connectSections'

export default function ConnectView() {
  const latch = useLatchInstance()
  const sections = connectSections(latch.config.features.connectMethodsOrder, AVAILABLE_METHODS)
  return (
    <div className="latch-view" data-testid="connect-view">
      {sections.map((method) => (method === 'wallet' ? <WalletSection key={method} /> : null))}
    </div>
  )
}

function WalletSection() {
  const { modal } = useLatchInstance()
  const installed = useSelector(modal, (snapshot) => snapshot.context.installed)
  const rawCatalogue = useSelector(modal, selectCatalogue)
  // R-ENT-2: a wallet that is installed shows once, as installed, not again in the catalogue lists.
  const installedRdns = new Set(installed.map((wallet) => wallet.rdns).filter(Boolean))
  const catalogue = rawCatalogue && {
    ...rawCatalogue,
    featured: rawCatalogue.featured.filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns)),
    recommended: rawCatalogue.recommended.filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns)),
  }
  const error = useSelector(modal, selectCatalogueError)
  const loading = useSelector(modal, selectCatalogueLoading)

  // Never an empty list without a message: an error says what failed and offers a retry.
  if (error && !catalogue)
    return (
      <>
        <InstalledWallets wallets={installed} />
        <ErrorNotice message={error.message} onRetry={() => modal.send({ type: 'catalogue.retry' })} />
      </>
    )
  if (!catalogue)
    return (
      <>
        <InstalledWallets wallets={installed} />
        <Skeleton rows={5} label="Loading wallets" />
      </>
    )
  return (
    <section aria-label="Wallets" aria-busy={loading}>
      <InstalledWallets wallets={installed} />
      <WalletList wallets={catalogue.featured} label="Featured wallets" />
      {catalogue.recommended.length > 0 && <WalletList wallets={catalogue.recommended} label="Recommended wallets" />}
      {catalogue.featured.length + catalogue.recommended.length === 0 && <p className="latch-muted">No wallet supports the networks this app uses.</p>}
      <button type="button" className="latch-wallet-button latch-all-wallets" onClick={() => modal.send({ type: 'router.push', view: 'AllWallets' })}>
        <span className="latch-wallet-name">All wallets</span>
        <span className="latch-badge" aria-label={`${catalogue.count} wallets`}>
          {catalogue.count}
        </span>
      </button>
      {error && <ErrorNotice message={error.message} onRetry={() => modal.send({ type: 'catalogue.retry' })} />}
    </section>
  )
}
