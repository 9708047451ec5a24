import { useSelector } from '@xstate/react'
import { selectAccount } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../react/context'
import { truncateAddress } from './format'

export default function AccountView() {
  const { modal } = useLatchInstance()
  const account = useSelector(modal, selectAccount)
  if (!account)
    return (
      <p className="latch-muted" data-testid="account-view">
        No account is connected.
      </p>
    )
  return (
    <div className="latch-view latch-centered" data-testid="account-view">
      <p className="latch-address" title={account.address}>
        {truncateAddress(account.address)}
      </p>
      <dl className="latch-facts">
        <dt>Network</dt>
        <dd>{account.caipAddress.split(':').slice(0, 2).join(':')}</dd>
        {account.walletName && (
          <>
            <dt>Wallet</dt>
            <dd>{account.walletName}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
