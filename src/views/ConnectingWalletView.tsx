import { useSelector } from '@xstate/react'
import type { ConnectFailure } from '../machines/connection/connection.types'
import { selectViewData } from '../machines/modal/modal.contentSelectors'
import type { InstalledWallet } from '../machines/modal/modal.types'
import { useLatchInstance } from '../instance/latchContext'
import { WalletImage } from './components/WalletImage'
import { errorMessage } from './errorMessage'
import { useT, type Translate } from './useT'

function failureText(t: Translate, failure: ConnectFailure, wallet: { named: string; name: string }): string {
  if (failure.reason === 'rejected') return t('connect.declined', wallet)
  if (failure.reason === 'timeout') return t('connect.noAnswer', wallet)
  return errorMessage(t, failure.error)
}

/** "Continue in the wallet" while its popup asks; a clear message and Retry when it declines, fails or is silent. */
export default function ConnectingWalletView() {
  const { connectionOf, modal } = useLatchInstance()
  // The wallet on this view belongs to one namespace; that namespace's connection is the one asking it.
  const namespace = useSelector(modal, (snapshot) => (selectViewData(snapshot)?.['wallet'] as Partial<InstalledWallet> | undefined)?.namespace)
  const connection = connectionOf(namespace ?? 'eip155')
  const pending = useSelector(connection, (snapshot) => snapshot.context.pending)
  const failure = useSelector(connection, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null))
  const t = useT()
  const walletName = pending?.walletName ?? ''
  // Without its name, the sentences say "your wallet" (connect.declined and the others select on `named`).
  const wallet = { named: walletName ? 'yes' : 'no', name: walletName }
  return (
    <div className="latch-view latch-centered" data-testid="connecting-wallet-view">
      <WalletImage src={pending?.walletImageUrl ?? ''} name={walletName} size={72} />
      {failure ? (
        <>
          <p role="alert">{failureText(t, failure, wallet)}</p>
          <div className="latch-actions">
            <button type="button" className="latch-button" onClick={() => modal.send({ type: 'modal.back' })}>
              {t('connect.chooseAnother')}
            </button>
            <button type="button" className="latch-button latch-primary" onClick={() => connection.send({ type: 'connection.retry' })}>
              {t('dialog.retry')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('connect.continueIn', wallet)}</p>
          <p className="latch-muted">{t('connect.acceptRequest')}</p>
          <button type="button" className="latch-button" onClick={() => modal.send({ type: 'modal.back' })}>
            {t('connect.cancel')}
          </button>
        </>
      )}
    </div>
  )
}
