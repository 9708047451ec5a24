import { useSelector } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { useLatchInstance } from '../../instance/latchContext'
import { errorMessage, type ShownFailure } from '../errorMessage'
import { useT } from '../useT'
import { EmbeddedFlowGate, type EmbeddedFlows } from './EmbeddedFlowGate'

/** Connect's email login (R-EMAIL-1). Shown, it asks for the frame (R-FRAME-1: created when first needed); the field
 * is disabled, saying why, until the frame is ready (or says it failed, with a Retry). */
export function EmailSection() {
  const { actor } = useLatchInstance()
  const t = useT()
  useEffect(() => actor.send({ type: 'frame.load' }), [actor])
  return (
    <EmbeddedFlowGate fallback={<EmailForm status={t('embedded.preparingEmailLogin')} />}>
      {(flows) => <ReadyEmailSection flows={flows} />}
    </EmbeddedFlowGate>
  )
}

function ReadyEmailSection({ flows }: { flows: EmbeddedFlows }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const frameReady = useSelector(flows.frame, (snapshot) => snapshot.hasTag('ready'))
  const frameFailed = useSelector(flows.frame, (snapshot) => snapshot.matches('failed'))
  const sending = useSelector(flows.login, (snapshot) => snapshot.matches({ flow: 'sendingEmail' }))
  const failure = useSelector(flows.login, (snapshot) => (snapshot.matches({ flow: 'idle' }) ? snapshot.context.failure : null))
  if (frameFailed)
    return <EmailForm status={t('error.FRAME_LOAD_FAILED.title')} onRetry={() => actor.send({ type: 'frame.retry' })} />
  if (!frameReady) return <EmailForm status={t('embedded.preparingEmailLogin')} />
  return <EmailForm busy={sending} failure={failure} onSubmit={(email) => actor.send({ type: 'email.submit', email })} />
}

type FormProps = { label?: string; status?: string; onRetry?: () => void; busy?: boolean; failure?: ShownFailure | null; onSubmit?: (email: string) => void }

/** An email field and its submit, with the reason it is off (or what failed) said beside it. */
export function EmailForm({ label, status, onRetry, busy = false, failure, onSubmit }: FormProps) {
  const t = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const disabled = !onSubmit || busy
  return (
    <form
      className="latch-email"
      aria-describedby={status || failure ? `${id}-status` : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!disabled && email.trim()) onSubmit(email)
      }}
    >
      <label htmlFor={`${id}-email`}>{label ?? t('embedded.email')}</label>
      <div className="latch-email-row">
        <input
          id={`${id}-email`}
          className="latch-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={t('embedded.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={!onSubmit}
        />
        <button type="submit" className="latch-button latch-primary" disabled={disabled} aria-busy={busy || undefined}>
          {busy ? t('embedded.sending') : t('embedded.continue')}
        </button>
      </div>
      {failure ? (
        <p id={`${id}-status`} role="alert" className="latch-error-text">
          {errorMessage(t, failure)}
        </p>
      ) : status ? (
        <p id={`${id}-status`} className="latch-muted" role="status">
          {status}
          {onRetry ? (
            <>
              {' '}
              <button type="button" className="latch-text-button" onClick={onRetry}>
                {t('dialog.retry')}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  )
}
