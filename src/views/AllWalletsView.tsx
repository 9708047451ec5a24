import { useSelector } from '@xstate/react'
import { errorText } from '../core/errors'
import { selectWalletList, selectWalletListFailed } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { ErrorNotice } from './components/ErrorNotice'
import { NoNetworkNotice } from './components/NoNetworkNotice'
import { Skeleton } from './components/Skeleton'
import { WalletListPanel } from './components/WalletListPanel'

export default function AllWalletsView() {
  const { modal } = useLatchInstance()
  const list = useSelector(modal, selectWalletList)
  const failed = useSelector(modal, selectWalletListFailed)
  // The list's own code loads with the first visit: until then it is loading, and code that did not load says so.
  const content = list ? (
    <WalletListPanel list={list} />
  ) : failed ? (
    <ErrorNotice message={errorText('SOMETHING_WENT_WRONG')} onRetry={() => modal.send({ type: 'walletList.load' })} />
  ) : (
    <Skeleton rows={8} label="Loading wallets" />
  )
  return (
    <div className="latch-view" data-testid="all-wallets-view">
      <NoNetworkNotice>{content}</NoNetworkNotice>
    </div>
  )
}
