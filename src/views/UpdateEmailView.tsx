import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../instance/latchContext'
import { EmailForm } from './components/EmailSection'
import { EmbeddedFlowGate, type EmbeddedFlows } from './components/EmbeddedFlowGate'
import { Skeleton } from './components/Skeleton'
import { useT } from './useT'

/** R-EMAIL-3: the new email for the embedded wallet's account; codes to the current and the new address follow. */
export default function UpdateEmailView() {
  const t = useT()
  return (
    <div className="latch-view" data-testid="update-email-view">
      <EmbeddedFlowGate fallback={<Skeleton rows={2} label={t('embedded.loadingEmailLogin')} />}>{(flows) => <Update update={flows.update} />}</EmbeddedFlowGate>
    </div>
  )
}

function Update({ update }: { update: EmbeddedFlows['update'] }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const busy = useSelector(update, (snapshot) => snapshot.hasTag('busy'))
  const failure = useSelector(update, (snapshot) => (snapshot.matches('idle') ? snapshot.context.failure : null))
  return <EmailForm label={t('embedded.newEmail')} busy={busy} failure={failure} onSubmit={(email) => actor.send({ type: 'update.submit', email })} />
}
