import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../../instance/latchContext'

/** R-ERR-1: an alert's short text as its title, the long text below; stays until dismissed. */
export function AlertBar() {
  const { alert } = useLatchInstance()
  const current = useSelector(alert, (snapshot) => snapshot.context.alert)
  if (!current) return null
  return (
    <div className="latch-alert" role="alert" data-code={current.code}>
      <div>
        <strong className="latch-alert-title">{current.title}</strong>
        {current.description && <p className="latch-alert-description">{current.description}</p>}
      </div>
      <button type="button" className="latch-icon-button" aria-label="Dismiss alert" onClick={() => alert.send({ type: 'alert.dismiss' })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
