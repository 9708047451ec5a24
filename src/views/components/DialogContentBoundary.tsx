// The dialog's content did not load (offline, a new deployment): the dialog must not trap the person. Browsers keep
// a failed module load for the page's life, so a retry would fail again; the catalogue's text and a way out instead.
// The failure is reported (R-ERR-7 caps the reports).
import { Component, type ReactNode } from 'react'
import { errorText } from '../../core/errors'

type Props = { children: ReactNode; onError: (error: unknown) => void; onClose: () => void }

export class DialogContentBoundary extends Component<Props, { failed: boolean }> {
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
      <div className="latch-error" role="alert">
        <p>{errorText('SOMETHING_WENT_WRONG')}</p>
        <button type="button" className="latch-button" onClick={this.props.onClose}>
          Close
        </button>
      </div>
    )
  }
}
