import { useSelector } from '@xstate/react'
import { selectWalletPage, selectWalletPageError } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../react/context'
import { ErrorNotice } from './components/ErrorNotice'
import { Skeleton } from './components/Skeleton'
import { WalletList } from './components/WalletList'

export default function AllWalletsView() {
  const { modal } = useLatchInstance()
  const query = useSelector(modal, (snapshot) => snapshot.context.walletQuery)
  const searching = useSelector(modal, (snapshot) => snapshot.hasTag('loading') && snapshot.context.walletQuery.trim() !== '')
  return (
    <div className="latch-view" data-testid="all-wallets-view">
      <input
        type="search"
        className="latch-search"
        placeholder="Search wallet"
        aria-label="Search wallet"
        value={query}
        onChange={(event) => modal.send({ type: 'walletPage.search', query: event.target.value })}
      />
      <WalletResults searching={searching} />
    </div>
  )
}

function WalletResults({ searching }: { searching: boolean }) {
  const { modal } = useLatchInstance()
  const page = useSelector(modal, selectWalletPage)
  const error = useSelector(modal, selectWalletPageError)
  if (error) return <ErrorNotice message={error.message} onRetry={() => modal.send({ type: 'walletPage.retry' })} />
  if (!page) return <Skeleton rows={8} label="Loading wallets" />
  if (page.wallets.length === 0) return <p className="latch-muted" role="status">No wallet found.</p>
  return (
    <>
      <p className="latch-muted" role="status" aria-busy={searching}>{`Showing ${page.wallets.length} of ${page.count} wallets`}</p>
      <WalletList wallets={page.wallets} label="All wallets" layout="grid" />
    </>
  )
}
