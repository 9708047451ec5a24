// The dialog's content did not load (offline, a new deployment): the dialog must not trap the person. Its header (and
// close button) is part of what failed, and a retry in this page would fail again: the catalogue's text and a way
// out instead.
import type { ReactNode } from 'react'
import { errorText } from '../../core/errors'
import { FailureBoundary } from './FailureBoundary'

type Props = { children: ReactNode; onError: (error: unknown) => void; onClose: () => void }

export function DialogContentBoundary({ children, onError, onClose }: Props) {
  return (
    <FailureBoundary
      onError={onError}
      fallback={() => (
        <div className="latch-error" role="alert">
          <p>{errorText('SOMETHING_WENT_WRONG')}</p>
          <button type="button" className="latch-button" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    >
      {children}
    </FailureBoundary>
  )
}
