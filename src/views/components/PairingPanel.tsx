import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { shownError } from '../../core/errors'
import type { WalletCard } from '../../core/walletCard'
import { walletLink } from '../../machines/pairing/pairing.links'
import type { pairingMachine } from '../../machines/pairing/pairing.machine'
import { selectPhase, selectSecondsLeft, selectUri } from '../../machines/pairing/pairing.selectors'
import { selectPairingFlow, selectPairingLoadFailed } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { errorMessage } from '../errorMessage'
import { useLocaleTag, useT } from '../useT'
import { ErrorNotice } from './ErrorNotice'
import { PairingQr } from './PairingQr'
import { Skeleton } from './Skeleton'

/** Minutes and seconds left, as 3:59, in the locale's digits. */
function clock(seconds: number, locale: string): string {
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(seconds / 60))
  return `${minutes}:${new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(seconds % 60)}`
}

/** The pairing flow as a person sees it: the QR with its countdown and links, the deep-link fallback, and every
 * end (rejected, expired, relay unreachable, failed) with the way on. Shared by both pairing views. Until the
 * flow's code has loaded, the code is being created; code that did not load says so, with a Retry. */
export function PairingPanel({ wallet }: { wallet?: WalletCard }) {
  const { actor } = useLatchInstance()
  const pairing = useSelector(actor, selectPairingFlow)
  const loadFailed = useSelector(actor, selectPairingLoadFailed)
  const t = useT()
  const retry = () => actor.send({ type: 'pairing.retry' })
  if (pairing) return <PairingFlowPanel pairing={pairing} wallet={wallet} />
  if (loadFailed) return <ErrorNotice error={shownError('SOMETHING_WENT_WRONG')} onRetry={retry} />
  return <Skeleton rows={4} label={t('connect.creatingPairing')} />
}

/** The loaded pairing flow on screen. */
export function PairingFlowPanel({ pairing, wallet }: { pairing: ActorRefFrom<typeof pairingMachine>; wallet?: WalletCard }) {
  const { modal } = useLatchInstance()
  const phase = useSelector(pairing, selectPhase)
  const uri = useSelector(pairing, selectUri)
  const secondsLeft = useSelector(pairing, selectSecondsLeft)
  const failure = useSelector(pairing, (snapshot) => snapshot.context.failure?.error)
  const mobile = useSelector(modal, (snapshot) => snapshot.context.settings.mobile)
  const t = useT()
  const locale = useLocaleTag()
  // Without a wallet, the sentences say "your wallet" (connect.connecting and the others select on `named`).
  const named = { named: wallet ? 'yes' : 'no', name: wallet?.name ?? '' }
  const name = { name: wallet?.name ?? '' }
  const retry = () => pairing.send({ type: 'pairing.retry' })
  const back = () => modal.send({ type: 'modal.back' })

  if (phase === 'creating') return <Skeleton rows={4} label={t('connect.creatingPairing')} />
  if (phase === 'connecting') return <p role="status">{t('connect.connecting', named)}</p>
  if (phase === 'rejected' || phase === 'expired' || phase === 'unreachable' || phase === 'failed') {
    const text = {
      rejected: t('connect.declined', named),
      expired: t('connect.pairingExpired'),
      unreachable: t('connect.relayUnreachable'),
      failed: errorMessage(t, failure ?? shownError('SOMETHING_WENT_WRONG')),
    }[phase]
    return (
      <div className="latch-error" role="alert" data-pairing={phase}>
        <p>{text}</p>
        <div className="latch-actions">
          <button type="button" className="latch-button" onClick={back}>
            {t('connect.chooseAnother')}
          </button>
          <button type="button" className="latch-button latch-primary" onClick={retry}>
            {phase === 'expired' ? t('connect.newCode') : t('dialog.retry')}
          </button>
        </div>
      </div>
    )
  }
  if (!uri) return <Skeleton rows={4} label={t('connect.creatingPairing')} />
  const copy = (
    <button type="button" className="latch-button" onClick={() => pairing.send({ type: 'pairing.copy' })}>
      {t('connect.copyLink')}
    </button>
  )
  if (phase === 'deeplinking') return <p role="status">{t('connect.opening', named)}</p>
  if (phase === 'fallback') {
    const get = wallet?.links.webapp ?? wallet?.links.desktop
    const getKind = wallet?.links.webapp ? 'webapp' : 'desktop'
    return (
      <div className="latch-centered" data-pairing="fallback">
        <p role="status">{t('connect.didNotOpen', named)}</p>
        <div className="latch-actions">
          {wallet && (
            <button type="button" className="latch-button latch-primary" onClick={() => pairing.send({ type: 'pairing.deeplink', wallet })}>
              {t('connect.openWallet', name)}
            </button>
          )}
          <button type="button" className="latch-button" onClick={() => pairing.send({ type: 'pairing.showQr' })}>
            {t('connect.showQr')}
          </button>
          {copy}
          {get && walletLink(wallet, getKind, uri) && (
            <a className="latch-button latch-link-button" href={get} target="_blank" rel="noopener noreferrer">{t('connect.getWallet', name)}</a>
          )}
        </div>
      </div>
    )
  }
  const mobileLink = mobile ? walletLink(wallet, 'mobile', uri) : undefined
  const desktop = walletLink(wallet, 'desktop', uri)
  const webapp = walletLink(wallet, 'webapp', uri)
  return (
    <div className="latch-centered" data-pairing="qr">
      {mobileLink && wallet && (
        // Inside this click the pairing flow opens the wallet's app with the URI (a browser allows it only here).
        <button type="button" className="latch-button latch-primary" onClick={() => pairing.send({ type: 'pairing.deeplink', wallet })}>
          {t('connect.openWallet', name)}
        </button>
      )}
      <PairingQr uri={uri} walletName={wallet?.name} walletImageUrl={wallet?.imageUrl} />
      <p>{wallet ? t('connect.scanWith', name) : t('connect.scanWithAny')}</p>
      <p className="latch-muted" data-testid="pairing-countdown">{t('connect.codeRefreshes', { time: clock(secondsLeft, locale) })}</p>
      <div className="latch-actions">
        {copy}
        {desktop && (
          <a className="latch-button latch-link-button" href={desktop} rel="noopener noreferrer">{t('connect.openDesktopApp', name)}</a>
        )}
        {webapp && (
          <a className="latch-button latch-link-button" href={webapp} target="_blank" rel="noopener noreferrer">{t('connect.openOnWeb', name)}</a>
        )}
      </div>
    </div>
  )
}
