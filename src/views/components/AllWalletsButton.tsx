import { useLatchInstance } from '../../instance/latchContext'

/** The way from a short wallet list to All wallets, with the catalogue's total. */
export function AllWalletsButton({ count }: { count: number }) {
  const { modal } = useLatchInstance()
  return (
    <button type="button" className="latch-wallet-button latch-all-wallets" onClick={() => modal.send({ type: 'router.push', view: 'AllWallets' })}>
      <span className="latch-wallet-name">All wallets</span>
      <span className="latch-badge" aria-label={`${count} wallets`}>
        {count}
      </span>
    </button>
  )
}
