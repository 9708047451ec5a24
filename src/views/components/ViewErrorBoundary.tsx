// A view that throws while rendering, or whose code did not load, shows the catalogue's text with a Retry (which
// renders the view again). Browsers keep a failed module load for the page's life, so a view whose chunk failed
// stays failed until the page reloads; back and close still work.
import type { ReactNode } from 'react'
import { shownError } from '../../core/errors'
import { ErrorNotice } from './ErrorNotice'
import { FailureBoundary } from './FailureBoundary'

export function ViewErrorBoundary({ children, onError }: { children: ReactNode; onError: (error: unknown) => void }) {
  return (
    <FailureBoundary onError={onError} fallback={(retry) => <ErrorNotice error={shownError('SOMETHING_WENT_WRONG')} onRetry={retry} />}>
      {children}
    </FailureBoundary>
  )
}
