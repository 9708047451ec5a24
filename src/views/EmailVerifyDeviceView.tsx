import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../instance/latchContext'
import { EmbeddedFlowGate, type EmbeddedFlows } from './components/EmbeddedFlowGate'
import { Sentence } from './components/Sentence'
import { Skeleton } from './components/Skeleton'
import { errorMessage } from './errorMessage'
import { useT } from './useT'

/** R-EMAIL-1: a new device: the person approves it from the link in the mailbox, then types the code. */
export default function EmailVerifyDeviceView() {
  const t = useT()
  return (
    <div className="latch-view latch-centered" data-testid="email-verify-device-view">
      <EmbeddedFlowGate fallback={<Skeleton rows={2} label={t('embedded.loadingEmailLogin')} />}>{(flows) => <Device flows={flows} />}</EmbeddedFlowGate>
    </div>
  )
}

function Device({ flows }: { flows: EmbeddedFlows }) {
  const { modal } = useLatchInstance()
  const t = useT()
  const email = useSelector(flows.login, (snapshot) => snapshot.context.email)
  const waiting = useSelector(flows.login, (snapshot) => snapshot.matches({ flow: 'verifyingDevice' }))
  const failure = useSelector(flows.login, (snapshot) => (snapshot.matches({ flow: 'idle' }) ? snapshot.context.failure : null))
  return (
    <>
      <p>
        <Sentence id="embedded.approveDevice" elements={{ email: <strong>{email}</strong> }} />
      </p>
      {waiting ? <p role="status">{t('embedded.waitingForApproval')}</p> : null}
      {failure ? (
        <div role="alert">
          <p className="latch-error-text">{errorMessage(t, failure)}</p>
          <button type="button" className="latch-button" onClick={() => modal.send({ type: 'modal.back' })}>
            {t('embedded.tryAgain')}
          </button>
        </div>
      ) : null}
    </>
  )
}
