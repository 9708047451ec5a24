import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { MessageKey } from '../i18n/messages/en'
import type { siwxMachine } from '../machines/siwx/siwx.machine'
import { selectSiwxFlow } from '../machines/root/root.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { Sentence } from './components/Sentence'
import { errorMessage, type ShownFailure } from './errorMessage'
import { truncateAddress } from './format'
import { useLocaleTag, useT } from './useT'

/** R-SIWX-1: who asks (the app's name, icon and domain), what signing means in plain words, Sign / Cancel; a failure
 * says why and offers Retry (R-SIWX-3). Everything shown is text, never HTML. */
export default function SIWXSignMessageView() {
  const { actor } = useLatchInstance()
  const flow = useSelector(actor, selectSiwxFlow)
  return flow ? <SignIn flow={flow} /> : <Prompt busy="siwx.preparing" />
}

function SignIn({ flow }: { flow: ActorRefFrom<typeof siwxMachine> }) {
  const message = useSelector(flow, (snapshot) => snapshot.context.message)
  const failure = useSelector(flow, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null))
  const busy = useSelector(flow, (snapshot): MessageKey | null =>
    snapshot.matches('signing')
      ? 'siwx.waitingForWallet'
      : snapshot.matches('verifying')
        ? 'siwx.checkingSignature'
        : snapshot.matches('preparing') || snapshot.matches('checking')
          ? 'siwx.preparing'
          : null,
  )
  return <Prompt busy={busy} failure={failure} message={message?.fields} />
}

type Fields = { domain: string; statement?: string; chainId: string; accountAddress: string; expirationTime?: string }

function Prompt({ busy, failure, message }: { busy: MessageKey | null; failure?: ShownFailure | null; message?: Fields | undefined }) {
  const { actor, config, networkName } = useLatchInstance()
  const t = useT()
  const locale = useLocaleTag()
  const app = config.metadata
  const icon = app.icons[0]
  const until = message?.expirationTime ? new Date(message.expirationTime).toLocaleString(locale) : undefined
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
            <Sentence
              id="siwx.request"
              values={{ app: app.name, network: networkName(message.chainId as `${string}:${string}`) ?? message.chainId }}
              elements={{ account: <span title={message.accountAddress}>{truncateAddress(message.accountAddress)}</span> }}
            />
          </p>
          {message.statement && <blockquote className="latch-muted">{message.statement}</blockquote>}
          {until && <p className="latch-muted">{t('siwx.expires', { until })}</p>}
        </>
      )}
      {busy && <p role="status">{t(busy)}</p>}
      {failure && (
        <p role="alert" className="latch-error-text">
          {errorMessage(t, failure)}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={() => actor.send({ type: 'siwx.cancel' })}>
          {t('siwx.cancel')}
        </button>
        {failure ? (
          <button type="button" className="latch-button latch-primary" onClick={() => actor.send({ type: 'siwx.retry' })}>
            {t('siwx.tryAgain')}
          </button>
        ) : (
          <button type="button" className="latch-button latch-primary" disabled={busy !== null} aria-busy={busy !== null} onClick={() => actor.send({ type: 'siwx.sign' })}>
            {t('siwx.sign')}
          </button>
        )}
      </div>
    </div>
  )
}
