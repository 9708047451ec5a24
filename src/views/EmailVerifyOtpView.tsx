import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useLatchInstance } from '../react/context'
import { EmbeddedFlowGate, type EmbeddedFlows } from './components/EmbeddedFlowGate'
import { OtpInput } from './components/OtpInput'
import { Skeleton } from './components/Skeleton'

/** R-EMAIL-1: the code the frame mailed. A wrong one says why and the person types another or asks for a new one
 * (under the 30 s rule, R-EMAIL-4); the right one connects, and the modal closes on the connection. */
export default function EmailVerifyOtpView() {
  return (
    <div className="latch-view latch-centered" data-testid="email-verify-otp-view">
      <EmbeddedFlowGate fallback={<Skeleton rows={2} label="Loading email login" />}>{(flows) => <Otp flows={flows} />}</EmbeddedFlowGate>
    </div>
  )
}

function Otp({ flows }: { flows: EmbeddedFlows }) {
  const { actor } = useLatchInstance()
  const email = useSelector(flows.login, (snapshot) => snapshot.context.email)
  const verifying = useSelector(flows.login, (snapshot) => snapshot.matches({ flow: 'verifyingOtp' }) || snapshot.matches({ flow: 'connecting' }))
  const failure = useSelector(flows.login, (snapshot) => (snapshot.matches({ flow: 'awaitingOtp' }) ? snapshot.context.failure : null))
  // A new set of inputs after each wrong code, so the person types the next one from the start.
  const [attempt, setAttempt] = useState(0)
  return (
    <>
      <p>
        Enter the code sent to <strong>{email}</strong>
      </p>
      <OtpInput key={attempt} disabled={verifying} onComplete={(otp) => actor.send({ type: 'email.otp', otp })} />
      {verifying ? <p role="status">Verifying…</p> : null}
      {failure ? (
        <p role="alert" className="latch-error-text">
          {failure.message}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-text-button"
        disabled={verifying}
        onClick={() => {
          setAttempt(attempt + 1)
          actor.send({ type: 'email.resend' })
        }}
      >
        Resend code
      </button>
    </>
  )
}
