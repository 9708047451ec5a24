// The dialog's frame: eager, small, and the only part of the modal on the first-click path. Its content (header,
// alerts, the view, toasts) loads lazily inside it. Every attribute a person or a screen reader relies on comes
// from modal.connect.ts.
import { useSelector } from '@xstate/react'
import { createPortal } from 'react-dom'
import { selectLife, selectView } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { DialogContentBoundary } from './components/DialogContentBoundary'
import { LazyDialogContent } from './lazyDialogContent'
import { dialogProps } from './modal.connect'
import { themeStyle } from './theme'

export function ModalRoot() {
  const latch = useLatchInstance()
  const life = useSelector(latch.modal, selectLife)
  if (life === 'closed') return null
  const portal = (
    <div data-latch-portal="" data-theme={latch.config.themeMode} style={themeStyle(latch.config.themeVariables)}>
      <DialogShell />
    </div>
  )
  // Embedded mode renders in place; otherwise the dialog sits above the page in a portal.
  return latch.config.embedded ? portal : createPortal(portal, document.body)
}

function DialogShell() {
  const latch = useLatchInstance()
  const life = useSelector(latch.modal, selectLife)
  const view = useSelector(latch.modal, selectView)
  const shaking = useSelector(latch.modal, (snapshot) => snapshot.hasTag('shaking'))
  const props = dialogProps({ life, view, shaking, embedded: latch.config.embedded })
  return (
    <>
      {!latch.config.embedded && <div className="latch-overlay" data-state={props['data-state']} />}
      <div {...props}>
        <DialogContentBoundary onError={latch.reportError} onClose={latch.close}>
          <LazyDialogContent part="top" descriptionId={props['aria-describedby']} />
          <div className="latch-body">
            {/* Measured by the open state's height animation (R-NAV-12). */}
            <div className="latch-body-content">
              <LazyDialogContent part="view" />
            </div>
          </div>
          <LazyDialogContent part="bottom" />
        </DialogContentBoundary>
      </div>
    </>
  )
}
