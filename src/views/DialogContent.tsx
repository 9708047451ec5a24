// What the dialog holds: its header (title, back, close), the description, the alert bar, the view and the toasts.
// Loaded on the intent to open (hover or focus of the button) or with the opening itself, never with the page: the
// dialog's frame paints at once around a placeholder (ModalRoot.tsx), and the first click carries none of this.
import { useSelector } from '@xstate/react'
import { selectView } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { AlertBar } from './components/AlertBar'
import { Header } from './components/Header'
import { ToastBar } from './components/ToastBar'
import { ViewErrorBoundary } from './components/ViewErrorBoundary'
import { LAZY_VIEWS } from './lazyViews'
import { VIEW_TEXT } from './viewText'

export { startViews } from './lazyViews'

export default function DialogContent({ descriptionId }: { descriptionId: string }) {
  const latch = useLatchInstance()
  const view = useSelector(latch.modal, selectView)
  const View = view ? LAZY_VIEWS[view] : undefined
  return (
    <>
      <Header />
      <p id={descriptionId} className="latch-visually-hidden">
        {view ? VIEW_TEXT[view].description : ''}
      </p>
      <AlertBar />
      <div className="latch-body">
        {/* Measured by the open state's height animation (R-NAV-12). */}
        <div className="latch-body-content">
          <ViewErrorBoundary key={view} onError={latch.reportError}>
            {View && <View />}
          </ViewErrorBoundary>
        </div>
      </div>
      <ToastBar />
    </>
  )
}
