import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../instance/latchContext'
import { EmbeddedFlowGate, type EmbeddedFlows } from './components/EmbeddedFlowGate'
import { Skeleton } from './components/Skeleton'

/** R-EMAIL-1: a new device: the person approves it from the link in the mailbox, then types the code. */
export default function EmailVerifyDeviceView() {
  return (
    <div className="latch-view latch-centered" data-testid="email-verify-device-view">
      <EmbeddedFlowGate fallback={<Skeleton rows={2} label="Loading email login" />}>{(flows) => <Device flows={flows} />}</EmbeddedFlowGate>
    </div>
  )
}

function Device({ flows }: { flows: EmbeddedFlows }) {
  const { modal } = useLatchInstance()
  const email = useSelector(flows.login, (snapshot) => snapshot.context.email)
  const waiting = useSelector(flows.login, (snapshot) => snapshot.matches({ flow: 'verifyingDevice' }))
  const failure = useSelector(flows.login, (snapshot) => (snapshot.matches({ flow: 'idle' }) ? snapshot.context.failure : null))
  return (
    <>
      <p>
        Approve the login from the email sent to <strong>{email}</strong>
      </p>
      {waiting ? <p role="status">Waiting for your approval…</p> : null}
      {failure ? (
        <div role="alert">
          <p className="latch-error-text">{failure.message}</p>
          <button type="button" className="latch-button" onClick={() => modal.send({ type: 'modal.back' })}>
            Try again
          </button>
        </div>
      ) : null}
    </>
  )
}
