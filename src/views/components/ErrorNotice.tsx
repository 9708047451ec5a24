import { errorMessage, type ShownFailure } from '../errorMessage'
import { useT } from '../useT'

/** A failure a person can act on: the catalogue's text (in the locale spoken) and a Retry that works. */
export function ErrorNotice({ error, onRetry }: { error: ShownFailure; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="latch-error" role="alert">
      <p>{errorMessage(t, error)}</p>
      <button type="button" className="latch-button" onClick={onRetry}>
        {t('dialog.retry')}
      </button>
    </div>
  )
}
