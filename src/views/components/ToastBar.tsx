import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../../instance/latchContext'

export function ToastBar() {
  const { toast } = useLatchInstance()
  const current = useSelector(toast, (snapshot) => (snapshot.hasTag('open') ? snapshot.context.toast : undefined))
  return (
    <div className="latch-toast-region" role="status" aria-live="polite">
      {current && (
        <div className="latch-toast" data-variant={current.variant}>
          {current.message}
        </div>
      )}
    </div>
  )
}
