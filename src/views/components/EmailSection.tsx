import { useSelector } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { errorText } from '../../core/errors'
import { useLatchInstance } from '../../instance/latchContext'
import { EmbeddedFlowGate, type EmbeddedFlows } from './EmbeddedFlowGate'

/** Connect's email login (R-EMAIL-1). Shown, it asks for the frame (R-FRAME-1: created when first needed); the field
 * is disabled, saying why, until the frame is ready (or says it failed, with a Retry). */
export function EmailSection() {
  const { actor } = useLatchInstance()
  useEffect(() => actor.send({ type: 'frame.load' }), [actor])
  return (
    <EmbeddedFlowGate fallback={<EmailForm status="Preparing email login…" />}>
      {(flows) => <ReadyEmailSection flows={flows} />}
    </EmbeddedFlowGate>
  )
}

function ReadyEmailSection({ flows }: { flows: EmbeddedFlows }) {
  const { actor } = useLatchInstance()
  const frameReady = useSelector(flows.frame, (snapshot) => snapshot.hasTag('ready'))
  const frameFailed = useSelector(flows.frame, (snapshot) => snapshot.matches('failed'))
  const sending = useSelector(flows.login, (snapshot) => snapshot.matches({ flow: 'sendingEmail' }))
  const failure = useSelector(flows.login, (snapshot) => (snapshot.matches({ flow: 'idle' }) ? snapshot.context.failure : null))
  if (frameFailed)
    return (
      <EmailForm status={errorText('FRAME_LOAD_FAILED')} onRetry={() => actor.send({ type: 'frame.retry' })} />
    )
  if (!frameReady) return <EmailForm status="Preparing email login…" />
  return <EmailForm busy={sending} failure={failure?.message} onSubmit={(email) => actor.send({ type: 'email.submit', email })} />
}

type FormProps = { label?: string; status?: string; onRetry?: () => void; busy?: boolean; failure?: string; onSubmit?: (email: string) => void }

/** An email field and its submit, with the reason it is off (or what failed) said beside it. */
export function EmailForm({ label = 'Email', status, onRetry, busy = false, failure, onSubmit }: FormProps) {
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
      <label htmlFor={`${id}-email`}>{label}</label>
      <div className="latch-email-row">
        <input
          id={`${id}-email`}
          className="latch-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={!onSubmit}
        />
        <button type="submit" className="latch-button latch-primary" disabled={disabled} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Continue'}
        </button>
      </div>
      {failure ? (
        <p id={`${id}-status`} role="alert" className="latch-error-text">
          {failure}
        </p>
      ) : status ? (
        <p id={`${id}-status`} className="latch-muted" role="status">
          {status}
          {onRetry ? (
            <>
              {' '}
              <button type="button" className="latch-text-button" onClick={onRetry}>
                Retry
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  )
}
