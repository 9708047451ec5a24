import { useSelector } from '@xstate/react'
import type { WalletCard } from '../core/walletCard'
import { selectViewData } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { WalletImage } from './components/WalletImage'
import { useT } from './useT'

// Wallet links are often app schemes (metamask://); only schemes that run code in the page are refused.
function isSafeLink(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase()
  return scheme !== undefined && !['javascript', 'data', 'vbscript', 'file', 'blob'].includes(scheme)
}

function isWalletCard(value: unknown): value is WalletCard {
  return typeof value === 'object' && value !== null && 'id' in value && 'links' in value && 'name' in value
}

/** Where to get a wallet that is not installed: its own desktop, web and mobile links. */
export default function WalletDetailsView() {
  const { modal } = useLatchInstance()
  const data = useSelector(modal, selectViewData)
  const t = useT()
  const wallet = data?.['wallet']
  if (!isWalletCard(wallet)) return <p className="latch-muted">{t('connect.walletNotFound')}</p>
  const name = { name: wallet.name }
  const links = [
    { label: t('connect.openOnDesktop', name), href: wallet.links.desktop },
    { label: t('connect.openOnWeb', name), href: wallet.links.webapp },
    { label: t('connect.getForMobile', name), href: wallet.links.mobile },
  ].filter((link): link is { label: string; href: string } => typeof link.href === 'string' && isSafeLink(link.href))
  return (
    <div className="latch-view latch-centered" data-testid="wallet-details-view">
      <WalletImage src={wallet.imageUrl} name={wallet.name} size={72} />
      <p>{t('connect.notInstalled', name)}</p>
      {/* Its connection option: WalletConnect, by QR code (a deep link on phones, from the QR view). */}
      <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'router.push', view: 'ConnectingWalletConnect', data: { walletName: wallet.name, wallet } })}>
        {t('connect.connectWithQr', name)}
      </button>
      {links.length > 0 ? (
        <ul className="latch-list">
          {links.map((link) => (
            <li key={link.label}>
              <a className="latch-button latch-link-button" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="latch-muted">{t('connect.noInstallLink', name)}</p>
      )}
    </div>
  )
}
