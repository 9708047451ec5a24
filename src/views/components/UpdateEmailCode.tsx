import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../../instance/latchContext'
import { EmbeddedFlowGate, type EmbeddedFlows } from './EmbeddedFlowGate'
import { CodeEntry } from './CodeEntry'
import { Skeleton } from './Skeleton'

/** R-EMAIL-3: one of the update's two codes — the current address's (primary), then the new one's (secondary). */
export function UpdateEmailCode({ step }: { step: 'primary' | 'secondary' }) {
  return <EmbeddedFlowGate fallback={<Skeleton rows={2} label="Loading email login" />}>{(flows) => <Code step={step} flows={flows} />}</EmbeddedFlowGate>
}

function Code({ step, flows }: { step: 'primary' | 'secondary'; flows: EmbeddedFlows }) {
  const { actor } = useLatchInstance()
  const current = useSelector(flows.login, (snapshot) => snapshot.context.email)
  const next = useSelector(flows.update, (snapshot) => snapshot.context.email)
  const verifying = useSelector(flows.update, (snapshot) => snapshot.hasTag('busy'))
  const waiting = step === 'primary' ? 'awaitingPrimary' : 'awaitingSecondary'
  const failure = useSelector(flows.update, (snapshot) => (snapshot.matches(waiting) ? snapshot.context.failure : null))
  return (
    <CodeEntry
      sentTo={step === 'primary' ? (current ?? 'your current email') : next}
      verifying={verifying}
      failure={failure?.message}
      onComplete={(otp) => actor.send({ type: 'update.otp', otp })}
    />
  )
}
