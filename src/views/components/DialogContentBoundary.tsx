// The dialog's content did not load (offline, a new deployment): the dialog must not trap the person. Its header (and
// close button) is part of what failed, and a retry in this page would fail again: the catalogue's text and a way
// out instead.
import type { ReactNode } from 'react'
import { errorText } from '../../core/errors'
import { start } from '../../i18n/messages/en/start'
import { useLatchInstance } from '../../instance/latchContext'
import { useActorValue } from '../../instance/useActorValue'
import { selectMessages } from '../../machines/locale/locale.selectors'
import { plainText } from '../plainText'
import { FailureBoundary } from './FailureBoundary'

type Props = { children: ReactNode; onError: (error: unknown) => void; onClose: () => void }

export function DialogContentBoundary({ children, onError, onClose }: Props) {
  // Issue 35: the catalogue's words when it loaded (the formatter may not have: plain entries only), else English.
  const { localeActor } = useLatchInstance()
  const messages = useActorValue(localeActor, selectMessages, null)
  return (
    <FailureBoundary
      onError={onError}
      fallback={() => (
        <div className="latch-error" role="alert">
          <p>{plainText(messages, 'error.SOMETHING_WENT_WRONG') ?? errorText('SOMETHING_WENT_WRONG')}</p>
          <button type="button" className="latch-button" onClick={onClose}>
            {plainText(messages, 'dialog.close') ?? start['dialog.close']}
          </button>
        </div>
      )}
    >
      {children}
    </FailureBoundary>
  )
}
