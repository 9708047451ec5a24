import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { siwxMachine } from '../machines/siwx/siwx.machine'
import { selectSiwxFlow } from '../machines/root/root.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { truncateAddress } from './format'

const PREPARING = 'Preparing the message…'

/** R-SIWX-1: who asks (the app's name, icon and domain), what signing means in plain words, Sign / Cancel; a failure
 * says why and offers Retry (R-SIWX-3). Everything shown is text, never HTML. */
export default function SIWXSignMessageView() {
  const { actor } = useLatchInstance()
  const flow = useSelector(actor, selectSiwxFlow)
  return flow ? <SignIn flow={flow} /> : <Prompt busy={PREPARING} />
}

function SignIn({ flow }: { flow: ActorRefFrom<typeof siwxMachine> }) {
  const message = useSelector(flow, (snapshot) => snapshot.context.message)
  const failure = useSelector(flow, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null))
  const busy = useSelector(flow, (snapshot) =>
    snapshot.matches('signing') ? 'Waiting for your wallet…' : snapshot.matches('verifying') ? 'Checking the signature…' : snapshot.matches('preparing') || snapshot.matches('checking') ? PREPARING : null,
  )
  return <Prompt busy={busy} failure={failure?.message} message={message?.fields} />
}

type Fields = { domain: string; statement?: string; chainId: string; accountAddress: string; expirationTime?: string }

function Prompt({ busy, failure, message }: { busy: string | null; failure?: string | undefined; message?: Fields | undefined }) {
  const { actor, config, networkName } = useLatchInstance()
  const app = config.metadata
  const icon = app.icons[0]
  const until = message?.expirationTime ? new Date(message.expirationTime).toLocaleString() : undefined
  return (
    <div className="latch-view" data-testid="siwx-view">
      <div className="latch-siwx-app">
        {icon && <img src={icon} alt="" width={40} height={40} />}
        <p>
          <strong>{app.name}</strong>
          {message && <span className="latch-muted"> · {message.domain}</span>}
        </p>
      </div>
      {message && (
        <>
          <p>
            {app.name} asks you to sign in with <span title={message.accountAddress}>{truncateAddress(message.accountAddress)}</span> on{' '}
            {networkName(message.chainId as `${string}:${string}`) ?? message.chainId}. Signing costs nothing and sends no transaction.
          </p>
          {message.statement && <blockquote className="latch-muted">{message.statement}</blockquote>}
          {until && <p className="latch-muted">The sign-in lasts until {until}.</p>}
        </>
      )}
      {busy && <p role="status">{busy}</p>}
      {failure && (
        <p role="alert" className="latch-error-text">
          {failure}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'siwx.cancel' })}>
          Cancel
        </button>
        {failure ? (
          <button type="button" className="latch-button latch-primary" onClick={() => actor.send({ type: 'siwx.retry' })}>
            Try again
          </button>
        ) : (
          <button type="button" className="latch-button latch-primary" disabled={busy !== null} aria-busy={busy !== null} onClick={() => actor.send({ type: 'siwx.sign' })}>
            Sign
          </button>
        )}
      </div>
    </div>
  )
}
