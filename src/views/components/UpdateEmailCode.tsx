import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../../instance/latchContext'
import { useT } from '../useT'
import { EmbeddedFlowGate, type EmbeddedFlows } from './EmbeddedFlowGate'
import { CodeEntry } from './CodeEntry'
import { Skeleton } from './Skeleton'

/** R-EMAIL-3: one of the update's two codes — the current address's (primary), then the new one's (secondary). */
export function UpdateEmailCode({ step }: { step: 'primary' | 'secondary' }) {
  const t = useT()
  return <EmbeddedFlowGate fallback={<Skeleton rows={2} label={t('embedded.loadingEmailLogin')} />}>{(flows) => <Code step={step} flows={flows} />}</EmbeddedFlowGate>
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
      sentTo={step === 'primary' ? current : next}
      toCurrentEmail={step === 'primary'}
      verifying={verifying}
      failure={failure}
      onComplete={(otp) => actor.send({ type: 'update.otp', otp })}
    />
  )
}
