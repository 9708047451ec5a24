// The dialog's frame: eager, small, and the only part of the modal on the first-click path. Its content (header,
// alerts, the view, toasts) loads lazily inside it. Every attribute a person or a screen reader relies on comes
// from modal.connect.ts.
import { createPortal } from 'react-dom'
import { selectDirection, selectLocale } from '../machines/locale/locale.selectors'
import { selectLife, selectView } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { useActorValue } from '../instance/useActorValue'
import { DialogContentBoundary } from './components/DialogContentBoundary'
import { LazyDialogContent } from './lazyDialogContent'
import { dialogProps } from './modal.connect'
import { themeStyle } from './theme'

const isShaking = (snapshot: Parameters<typeof selectLife>[0]) => snapshot.hasTag('shaking')

export function ModalRoot() {
  const latch = useLatchInstance()
  // Closed on a server and while a server-rendered page hydrates (issue 33).
  const life = useActorValue(latch.modal, selectLife, 'closed')
  // Issue 35: the modal's language and direction (a right-to-left locale mirrors the layout).
  const lang = useActorValue(latch.localeActor, selectLocale, 'en')
  const dir = useActorValue(latch.localeActor, selectDirection, 'ltr')
  if (life === 'closed') return null
  const portal = (
    <div data-latch-portal="" data-theme={latch.config.themeMode} lang={lang ?? 'en'} dir={dir} style={themeStyle(latch.config.themeVariables)}>
      <DialogShell />
    </div>
  )
  // Embedded mode renders in place; otherwise the dialog sits above the page in a portal.
  return latch.config.embedded ? portal : createPortal(portal, document.body)
}

function DialogShell() {
  const latch = useLatchInstance()
  const life = useActorValue(latch.modal, selectLife, 'closed')
  const view = useActorValue(latch.modal, selectView, undefined)
  const shaking = useActorValue(latch.modal, isShaking, false)
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
