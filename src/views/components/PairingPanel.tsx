import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { errorText } from '../../core/errors'
import type { WalletCard } from '../../core/walletCard'
import { walletLink } from '../../machines/pairing/pairing.links'
import type { pairingMachine } from '../../machines/pairing/pairing.machine'
import { selectFailureMessage, selectPhase, selectSecondsLeft, selectUri } from '../../machines/pairing/pairing.selectors'
import { selectPairingFlow, selectPairingLoadFailed } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { ErrorNotice } from './ErrorNotice'
import { PairingQr } from './PairingQr'
import { Skeleton } from './Skeleton'

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** The pairing flow as a person sees it: the QR with its countdown and links, the deep-link fallback, and every
 * end (rejected, expired, relay unreachable, failed) with the way on. Shared by both pairing views. Until the
 * flow's code has loaded, the code is being created; code that did not load says so, with a Retry. */
export function PairingPanel({ wallet }: { wallet?: WalletCard }) {
  const { actor } = useLatchInstance()
  const pairing = useSelector(actor, selectPairingFlow)
  const loadFailed = useSelector(actor, selectPairingLoadFailed)
  if (pairing) return <PairingFlowPanel pairing={pairing} wallet={wallet} />
  if (loadFailed) return <ErrorNotice message={errorText('SOMETHING_WENT_WRONG')} onRetry={() => actor.send({ type: 'pairing.retry' })} />
  return <Skeleton rows={4} label="Creating a pairing code" />
}

/** The loaded pairing flow on screen. */
export function PairingFlowPanel({ pairing, wallet }: { pairing: ActorRefFrom<typeof pairingMachine>; wallet?: WalletCard }) {
  const { modal } = useLatchInstance()
  const phase = useSelector(pairing, selectPhase)
  const uri = useSelector(pairing, selectUri)
  const secondsLeft = useSelector(pairing, selectSecondsLeft)
  const failure = useSelector(pairing, selectFailureMessage)
  const mobile = useSelector(modal, (snapshot) => snapshot.context.settings.mobile)
  const name = wallet?.name ?? 'your wallet'
  const retry = () => pairing.send({ type: 'pairing.retry' })
  const back = () => modal.send({ type: 'modal.back' })

  if (phase === 'creating') return <Skeleton rows={4} label="Creating a pairing code" />
  if (phase === 'connecting') return <p role="status">{`Connecting ${name}…`}</p>
  if (phase === 'rejected' || phase === 'expired' || phase === 'unreachable' || phase === 'failed') {
    const text = {
      rejected: `You declined the connection in ${name}.`,
      expired: 'The pairing code expired.',
      unreachable: 'The WalletConnect relay cannot be reached. Check your connection and try again.',
      failed: failure ?? 'Something went wrong',
    }[phase]
    return (
      <div className="latch-error" role="alert" data-pairing={phase}>
        <p>{text}</p>
        <div className="latch-actions">
          <button type="button" className="latch-button" onClick={back}>
            Choose another wallet
          </button>
          <button type="button" className="latch-button latch-primary" onClick={retry}>
            {phase === 'expired' ? 'New code' : 'Retry'}
          </button>
        </div>
      </div>
    )
  }
  if (!uri) return <Skeleton rows={4} label="Creating a pairing code" />
  const copy = (
    <button type="button" className="latch-button" onClick={() => pairing.send({ type: 'pairing.copy' })}>
      Copy link
    </button>
  )
  if (phase === 'deeplinking') return <p role="status">{`Opening ${name}…`}</p>
  if (phase === 'fallback') {
    const get = wallet?.links.webapp ?? wallet?.links.desktop
    return (
      <div className="latch-centered" data-pairing="fallback">
        <p role="status">{`${name} did not open.`}</p>
        <div className="latch-actions">
          {wallet && (
            <button type="button" className="latch-button latch-primary" onClick={() => pairing.send({ type: 'pairing.deeplink', wallet })}>
              {`Open ${name}`}
            </button>
          )}
          <button type="button" className="latch-button" onClick={() => pairing.send({ type: 'pairing.showQr' })}>
            Show QR code
          </button>
          {copy}
          {get && walletLink(wallet, wallet?.links.webapp ? 'webapp' : 'desktop', uri) && (
            <a className="latch-button latch-link-button" href={get} target="_blank" rel="noopener noreferrer">{`Get ${name}`}</a>
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
          {`Open ${name}`}
        </button>
      )}
      <PairingQr uri={uri} walletName={wallet?.name} walletImageUrl={wallet?.imageUrl} />
      <p>{wallet ? `Scan this code with ${name} on your phone.` : 'Scan this code with a WalletConnect wallet on your phone.'}</p>
      <p className="latch-muted" data-testid="pairing-countdown">{`Code refreshes in ${clock(secondsLeft)}`}</p>
      <div className="latch-actions">
        {copy}
        {desktop && (
          <a className="latch-button latch-link-button" href={desktop} rel="noopener noreferrer">{`Open ${name} desktop app`}</a>
        )}
        {webapp && (
          <a className="latch-button latch-link-button" href={webapp} target="_blank" rel="noopener noreferrer">{`Open ${name} on the web`}</a>
        )}
      </div>
    </div>
  )
}
