/** A failure a person can act on: the catalogue's text and a Retry that works. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="latch-error" role="alert">
      <p>{message}</p>
      <button type="button" className="latch-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
