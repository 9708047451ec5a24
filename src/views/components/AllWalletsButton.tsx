import { useLatchInstance } from '../../instance/latchContext'
import { useLocaleTag, useT } from '../useT'

/** The way from a short wallet list to All wallets, with the catalogue's total. */
export function AllWalletsButton({ count }: { count: number }) {
  const { modal } = useLatchInstance()
  const t = useT()
  const locale = useLocaleTag()
  return (
    <button type="button" className="latch-wallet-button latch-all-wallets" onClick={() => modal.send({ type: 'router.push', view: 'AllWallets' })}>
      <span className="latch-wallet-name">{t('connect.allWallets')}</span>
      <span className="latch-badge" aria-label={t('connect.walletCount', { count })}>
        {new Intl.NumberFormat(locale).format(count)}
      </span>
    </button>
  )
}
