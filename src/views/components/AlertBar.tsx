import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../../instance/latchContext'
import { isAlertCode } from '../../core/errors'
import type { MessageKey } from '../../i18n/messages/en'
import { errorMessage } from '../errorMessage'
import { useCatalogueReady, useT } from '../useT'

/** R-ERR-1: an alert's short text as its title, the long text below; stays until dismissed. */
export function AlertBar() {
  const { alert } = useLatchInstance()
  const t = useT()
  const ready = useCatalogueReady()
  const current = useSelector(alert, (snapshot) => snapshot.context.alert)
  if (!current || !ready) return null
  return (
    <div className="latch-alert" role="alert" data-code={current.code}>
      <div>
        <strong className="latch-alert-title">{errorMessage(t, { code: current.code, message: current.title })}</strong>
        {isAlertCode(current.code) && <p className="latch-alert-description">{t(`error.${current.code}.description` as MessageKey)}</p>}
      </div>
      <button type="button" className="latch-icon-button" aria-label={t('alert.dismiss')} onClick={() => alert.send({ type: 'alert.dismiss' })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
