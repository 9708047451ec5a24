import { useSelector } from '@xstate/react'
import { selectWalletList } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../react/context'
import { Skeleton } from './components/Skeleton'
import { WalletListPanel } from './components/WalletListPanel'

export default function AllWalletsView() {
  const { modal } = useLatchInstance()
  const list = useSelector(modal, selectWalletList)
  return (
    <div className="latch-view" data-testid="all-wallets-view">
      {list ? <WalletListPanel list={list} /> : <Skeleton rows={8} label="Loading wallets" />}
    </div>
  )
}
