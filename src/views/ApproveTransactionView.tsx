import { useSelector } from '@xstate/react'
import { selectTransactionCount, selectViewData } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../react/context'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** R-NAV-4: approve runs the success callback; reject runs cancel and goes back one view. */
export default function ApproveTransactionView() {
  const { modal } = useLatchInstance()
  const data = useSelector(modal, selectViewData)
  const pending = useSelector(modal, selectTransactionCount) > 0
  const summary = text(data?.['summary']) ?? 'This app asks you to approve a request.'
  return (
    <div className="latch-view" data-testid="approve-transaction-view">
      <p>{summary}</p>
      {pending ? (
        <div className="latch-actions">
          <button type="button" className="latch-button" onClick={() => modal.send({ type: 'transaction.cancelled' })}>
            Reject
          </button>
          <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'transaction.succeeded' })}>
            Approve
          </button>
        </div>
      ) : (
        <p className="latch-muted" role="status">
          Approved.
        </p>
      )}
    </div>
  )
}
