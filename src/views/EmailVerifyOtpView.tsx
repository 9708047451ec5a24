import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useLatchInstance } from '../instance/latchContext'
import { EmbeddedFlowGate, type EmbeddedFlows } from './components/EmbeddedFlowGate'
import { CodeEntry } from './components/CodeEntry'
import { Skeleton } from './components/Skeleton'
import { useT } from './useT'

/** R-EMAIL-1: the code the frame mailed. A wrong one says why and the person types another or asks for a new one
 * (under the 30 s rule, R-EMAIL-4); the right one connects, and the modal closes on the connection. */
export default function EmailVerifyOtpView() {
  const t = useT()
  return (
    <div className="latch-view latch-centered" data-testid="email-verify-otp-view">
      <EmbeddedFlowGate fallback={<Skeleton rows={2} label={t('embedded.loadingEmailLogin')} />}>{(flows) => <Otp flows={flows} />}</EmbeddedFlowGate>
    </div>
  )
}

function Otp({ flows }: { flows: EmbeddedFlows }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const email = useSelector(flows.login, (snapshot) => snapshot.context.email)
  const verifying = useSelector(flows.login, (snapshot) => snapshot.matches({ flow: 'verifyingOtp' }) || snapshot.matches({ flow: 'connecting' }))
  const failure = useSelector(flows.login, (snapshot) => (snapshot.matches({ flow: 'awaitingOtp' }) ? snapshot.context.failure : null))
  // Resending starts the inputs afresh (a wrong code empties them by itself).
  const [attempt, setAttempt] = useState(0)
  return (
    <>
      <CodeEntry key={attempt} sentTo={email} verifying={verifying} failure={failure} onComplete={(otp) => actor.send({ type: 'email.otp', otp })} />
      <button
        type="button"
        className="latch-text-button"
        disabled={verifying}
        onClick={() => {
          setAttempt(attempt + 1)
          actor.send({ type: 'email.resend' })
        }}
      >
        {t('embedded.resendCode')}
      </button>
    </>
  )
}
