import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import { NAME_MIN_LENGTH } from '../core/constants'
import type { MessageKey } from '../i18n/messages/en'
import type { nameRegistrationMachine } from '../machines/nameRegistration/nameRegistration.machine'
import { selectNamesFlow, selectNamesLoadFailed } from '../machines/root/root.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { ErrorNotice } from './components/ErrorNotice'
import { Skeleton } from './components/Skeleton'
import { errorMessage } from './errorMessage'
import { useLocaleTag, useT } from './useT'

type NamesFlow = ActorRefFrom<typeof nameRegistrationMachine>

/** R-NAME-1: a name for the account, checked as it is typed (R-VAL-1, the rule beside the field), looked up once
 * typing pauses, offered alternatives when taken, then signed and registered; R-NAME-2: a failure says why here. */
export default function RegisterAccountNameView() {
  const { actor } = useLatchInstance()
  const t = useT()
  const flow = useSelector(actor, selectNamesFlow)
  const failed = useSelector(actor, selectNamesLoadFailed)
  return (
    <div className="latch-view" data-testid="register-name-view">
      {flow ? (
        <NameForm flow={flow} />
      ) : failed ? (
        <ErrorNotice error={{ message: t('names.loadFailed') }} onRetry={() => actor.send({ type: 'names.retry' })} />
      ) : (
        <Skeleton rows={2} label={t('names.loading')} />
      )}
    </div>
  )
}

function NameForm({ flow }: { flow: NamesFlow }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const locale = useLocaleTag()
  const id = useId()
  const draft = useSelector(flow, (snapshot) => snapshot.context.draft)
  const form = useSelector(flow, (snapshot) => snapshot.value.form)
  const suggestions = useSelector(flow, (snapshot) => snapshot.context.suggestions)
  const lookupError = useSelector(flow, (snapshot) => snapshot.context.lookupError)
  const failure = useSelector(flow, (snapshot) => snapshot.context.failure)
  const names = useSelector(flow, (snapshot) => snapshot.context.profile?.names ?? [])
  const busy: MessageKey | null = form === 'signing' ? 'names.waitingForWallet' : form === 'registering' ? 'names.registering' : null
  const status =
    form === 'waiting' || form === 'checking'
      ? t('names.checking')
      : form === 'available'
        ? t('names.available', { name: draft })
        : form === 'taken'
          ? t('names.taken', { name: draft })
          : form === 'registered'
            ? t('names.registered', { name: draft })
            : null
  const type = (value: string) => actor.send({ type: 'names.type', value })
  return (
    <form
      className="latch-email"
      onSubmit={(event) => {
        event.preventDefault()
        if (form === 'available') actor.send({ type: 'names.register' })
      }}
    >
      {names.length > 0 && <p className="latch-muted">{t('names.yours', { names: new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(names) })}</p>}
      <label htmlFor={`${id}-name`}>{t('names.name')}</label>
      <input
        id={`${id}-name`}
        className="latch-input"
        name="name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={draft}
        onChange={(event) => type(event.target.value)}
        disabled={busy !== null}
        aria-invalid={form === 'invalid' || undefined}
        aria-describedby={`${id}-rule ${id}-status`}
      />
      <p id={`${id}-rule`} className={form === 'invalid' ? 'latch-error-text' : 'latch-muted'}>
        {t('names.rule', { min: NAME_MIN_LENGTH })}
      </p>
      <div id={`${id}-status`}>
        {status && <p role="status">{status}</p>}
        {busy && <p role="status">{t(busy)}</p>}
        {failure && (
          <p role="alert" className="latch-error-text">
            {errorMessage(t, failure)}
          </p>
        )}
      </div>
      {form === 'lookupFailed' && lookupError && <ErrorNotice error={lookupError} onRetry={() => actor.send({ type: 'names.retry' })} />}
      {/* A taken name offers free ones like it as choices. */}
      {form === 'taken' && suggestions.length > 0 && (
        <>
          <p className="latch-section-title">{t('names.availableNames')}</p>
          <ul className="latch-list" aria-label={t('names.suggestions')}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button type="button" className="latch-button" disabled={busy !== null} onClick={() => type(suggestion.name)}>
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="submit" className="latch-button latch-primary" disabled={form !== 'available'} aria-busy={busy !== null || undefined}>
        {t('names.register')}
      </button>
    </form>
  )
}
