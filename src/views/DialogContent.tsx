// What the dialog holds besides its frame: the header (title, back, close), the description and the alert bar above
// the body; the view inside it; the toasts below. Loaded on the intent to open (hover or focus of the button) or with
// the opening itself, never with the page: the frame and the body's wrappers paint at once (ModalRoot.tsx, where the
// height animation finds them, R-NAV-12), and the first click carries none of this.
import { useSelector } from '@xstate/react'
import { selectView } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { AlertBar } from './components/AlertBar'
import { Header } from './components/Header'
import { ToastBar } from './components/ToastBar'
import { ViewErrorBoundary } from './components/ViewErrorBoundary'
import { LAZY_VIEWS } from './lazyViews'
import { useT } from './useT'

export { startViews } from './lazyViews'

function DialogTop({ descriptionId }: { descriptionId: string }) {
  const { modal } = useLatchInstance()
  const view = useSelector(modal, selectView)
  const t = useT()
  return (
    <>
      <Header />
      <p id={descriptionId} className="latch-visually-hidden">
        {view ? t(`view.${view}.description`) : ''}
      </p>
      <AlertBar />
    </>
  )
}

function DialogView() {
  const latch = useLatchInstance()
  const view = useSelector(latch.modal, selectView)
  const View = view ? LAZY_VIEWS[view] : undefined
  return (
    <ViewErrorBoundary key={view} onError={latch.reportError}>
      {View && <View />}
    </ViewErrorBoundary>
  )
}

export const parts = { top: DialogTop, view: DialogView, bottom: ToastBar }
