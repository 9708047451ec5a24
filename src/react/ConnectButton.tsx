import { useSelector } from '@xstate/react'
import { selectAccount, selectLife } from '../machines/modal/modal.selectors'
import { preloadViews } from '../views/lazyViews'
import { truncateAddress } from '../views/format'
import { useLatchInstance } from './context'

/** The dapp's entry point: opens Connect, or Account once connected (R-NAV-1). */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const latch = useLatchInstance()
  const account = useSelector(latch.modal, selectAccount)
  const expanded = useSelector(latch.modal, selectLife) === 'open'
  return (
    <button
      type="button"
      className="latch-connect-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      // Intent to open: start fetching the view code before the click lands.
      onPointerEnter={preloadViews}
      onFocus={preloadViews}
      onClick={() => latch.open()}
    >
      {account ? truncateAddress(account.address) : label}
    </button>
  )
}
