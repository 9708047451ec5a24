import { OtpInput } from './OtpInput'

/** A one-time code sent to an address: the six inputs, "Verifying…" while it is checked, and why it was refused. */
export function CodeEntry({ sentTo, verifying, failure, onComplete }: { sentTo: string | null; verifying: boolean; failure: string | undefined; onComplete: (code: string) => void }) {
  return (
    <>
      <p>
        Enter the code sent to <strong>{sentTo}</strong>
      </p>
      <OtpInput disabled={verifying} onComplete={onComplete} />
      {verifying ? <p role="status">Verifying…</p> : null}
      {failure ? (
        <p role="alert" className="latch-error-text">
          {failure}
        </p>
      ) : null}
    </>
  )
}
