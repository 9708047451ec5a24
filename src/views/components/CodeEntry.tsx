import { errorMessage, type ShownFailure } from '../errorMessage'
import { useT } from '../useT'
import { OtpInput } from './OtpInput'
import { Sentence } from './Sentence'

type Props = {
  /** The address the code went to; null when it is not known. */
  sentTo: string | null
  /** The code went to the account's current email: said in words when its address is not known. */
  toCurrentEmail?: boolean
  verifying: boolean
  failure: ShownFailure | null | undefined
  onComplete: (code: string) => void
}

/** A one-time code sent to an address: the six inputs, "Verifying…" while it is checked, and why it was refused. */
export function CodeEntry({ sentTo, toCurrentEmail = false, verifying, failure, onComplete }: Props) {
  const t = useT()
  return (
    <>
      <p>{sentTo === null && toCurrentEmail ? t('embedded.codeSentToCurrentEmail') : <Sentence id="embedded.codeSentTo" elements={{ email: <strong>{sentTo}</strong> }} />}</p>
      <OtpInput disabled={verifying} onComplete={onComplete} />
      {verifying ? <p role="status">{t('embedded.verifying')}</p> : null}
      {failure ? (
        <p role="alert" className="latch-error-text">
          {errorMessage(t, failure)}
        </p>
      ) : null}
    </>
  )
}
