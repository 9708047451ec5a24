import { useSelector } from '@xstate/react'
import type { ConnectFailure } from '../machines/connection/connection.types'
import { selectViewData } from '../machines/modal/modal.contentSelectors'
import type { InstalledWallet } from '../machines/modal/modal.types'
import { useLatchInstance } from '../instance/latchContext'
import { WalletImage } from './components/WalletImage'

function failureText(failure: ConnectFailure, walletName: string): string {
  if (failure.reason === 'rejected') return `You declined the connection in ${walletName}.`
  if (failure.reason === 'timeout') return `${walletName} did not answer.`
  return failure.error.message
}

/** "Continue in the wallet" while its popup asks; a clear message and Retry when it declines, fails or is silent. */
export default function ConnectingWalletView() {
  const { connectionOf, modal } = useLatchInstance()
  // The wallet on this view belongs to one namespace; that namespace's connection is the one asking it.
  const namespace = useSelector(modal, (snapshot) => (selectViewData(snapshot)?.['wallet'] as Partial<InstalledWallet> | undefined)?.namespace)
  const connection = connectionOf(namespace ?? 'eip155')
  const pending = useSelector(connection, (snapshot) => snapshot.context.pending)
  const failure = useSelector(connection, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null))
  const walletName = pending?.walletName ?? 'your wallet'
  return (
    <div className="latch-view latch-centered" data-testid="connecting-wallet-view">
      <WalletImage src={pending?.walletImageUrl ?? ''} name={walletName} size={72} />
      {failure ? (
        <>
          <p role="alert">{failureText(failure, walletName)}</p>
          <div className="latch-actions">
            <button type="button" className="latch-button" onClick={() => modal.send({ type: 'modal.back' })}>
              Choose another wallet
            </button>
            <button type="button" className="latch-button latch-primary" onClick={() => connection.send({ type: 'connection.retry' })}>
              Retry
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{`Continue in ${walletName}`}</p>
          <p className="latch-muted">Accept the connection request in the wallet.</p>
          <button type="button" className="latch-button" onClick={() => modal.send({ type: 'modal.back' })}>
            Cancel
          </button>
        </>
      )}
    </div>
  )
}
