import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../../instance/latchContext'
import type { MessageKey } from '../../i18n/messages/en'
import { useCatalogueReady, useT } from '../useT'

// The message is the live region's; the person may also dismiss it (a loading toast stays until then, R-ENT-4).
export function ToastBar() {
  const { toast } = useLatchInstance()
  const t = useT()
  const ready = useCatalogueReady()
  const current = useSelector(toast, (snapshot) => (snapshot.hasTag('open') ? snapshot.context.toast : undefined))
  return (
    <div className="latch-toast-region">
      <div role="status" aria-live="polite">
        {current && ready && (
          <div className="latch-toast" data-variant={current.variant}>
            {current.phrase ? t(current.phrase.key as MessageKey, current.phrase.values) : current.message}
            <button type="button" className="latch-toast-dismiss" aria-label={t('toast.dismiss')} onClick={() => toast.send({ type: 'toast.dismiss' })} />
          </div>
        )}
      </div>
    </div>
  )
}
