import { useSelector } from '@xstate/react'
import { shownError } from '../core/errors'
import { selectWalletList, selectWalletListFailed } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { ErrorNotice } from './components/ErrorNotice'
import { NoNetworkNotice } from './components/NoNetworkNotice'
import { Skeleton } from './components/Skeleton'
import { WalletListPanel } from './components/WalletListPanel'
import { useT } from './useT'

export default function AllWalletsView() {
  const { modal } = useLatchInstance()
  const list = useSelector(modal, selectWalletList)
  const failed = useSelector(modal, selectWalletListFailed)
  const t = useT()
  const retry = () => modal.send({ type: 'walletList.load' })
  // The list's own code loads with the first visit: until then it is loading, and code that did not load says so.
  const content = list ? (
    <WalletListPanel list={list} />
  ) : failed ? (
    <ErrorNotice error={shownError('SOMETHING_WENT_WRONG')} onRetry={retry} />
  ) : (
    <Skeleton rows={8} label={t('connect.loadingWallets')} />
  )
  return (
    <div className="latch-view" data-testid="all-wallets-view">
      <NoNetworkNotice>{content}</NoNetworkNotice>
    </div>
  )
}
