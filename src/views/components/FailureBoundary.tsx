// A part of the dialog that throws while rendering, or whose code did not load, must not blank the dialog (nor the
// app around it): the boundary reports the failure (R-ERR-7 caps the reports) and shows what its owner gives for it.
import { Component, type ReactNode } from 'react'

type Props = { children: ReactNode; onError: (error: unknown) => void; fallback: (retry: () => void) => ReactNode }

export class FailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}
