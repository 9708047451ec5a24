import { useSelector } from '@xstate/react'
import { selectViewData } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../react/context'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** R-NAV-4: the request on top of the stack; approve runs its success callback, reject its cancel; either way the
 * view leaves (back one view). */
export default function ApproveTransactionView() {
  const { modal } = useLatchInstance()
  const data = useSelector(modal, selectViewData)
  const summary = text(data?.['summary']) ?? 'This app asks you to approve a request.'
  return (
    <div className="latch-view" data-testid="approve-transaction-view">
      <p>{summary}</p>
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={() => modal.send({ type: 'transaction.cancelled' })}>
          Reject
        </button>
        <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'transaction.succeeded' })}>
          Approve
        </button>
      </div>
    </div>
  )
}
