// A view that throws while rendering, or whose code did not load, must not blank the dialog: it shows the
// catalogue's text with a Retry (which renders the view again), and the failure is reported (R-ERR-7 caps the
// reports). Browsers keep a failed module load for the page's life, so a view whose chunk failed stays failed
// until the page reloads; back and close still work.
import { Component, type ReactNode } from 'react'
import { errorText } from '../../core/errors'
import { ErrorNotice } from './ErrorNotice'

type Props = { children: ReactNode; onError: (error: unknown) => void }

export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ErrorNotice
        message={errorText('SOMETHING_WENT_WRONG')}
        onRetry={() => this.setState({ failed: false })}
      />
    )
  }
}
