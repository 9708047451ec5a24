import { useSelector } from '@xstate/react'
import { APPROVAL_SLOT_ID } from '../machines/modal/modal.actors'
import { selectViewData } from '../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../instance/latchContext'
import { useT } from './useT'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
// What the request asks, as label and text pairs (never HTML): anything else in the data is ignored.
const detailsOf = (value: unknown): { label: string; value: string }[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const label = text((entry as { label?: unknown } | null)?.label)
        const shown = text((entry as { value?: unknown } | null)?.value)
        return label && shown !== undefined ? [{ label, value: shown }] : []
      })
    : []

/** R-NAV-4: the request on top of the stack; approve runs its success callback, reject its cancel; either way the
 * view leaves (back one view). Issue 31: an embedded wallet's request is shown and decided in the wallet's own frame,
 * which the modal lays over the slot below (its height is the frame's); this page has no button that approves it. */
export default function ApproveTransactionView() {
  const { modal } = useLatchInstance()
  const t = useT()
  const data = useSelector(modal, selectViewData)
  if (typeof data?.['frameRequest'] === 'string') {
    return (
      <div className="latch-view" data-testid="approve-transaction-view">
        <p className="latch-approval-lead">{t('embedded.reviewInFrame')}</p>
        <div id={APPROVAL_SLOT_ID} className="latch-approval-slot" data-testid="approval-slot" />
      </div>
    )
  }
  const summary = text(data?.['summary']) ?? t('embedded.defaultRequestSummary')
  const details = detailsOf(data?.['details'])
  return (
    <div className="latch-view" data-testid="approve-transaction-view">
      <p>{summary}</p>
      {details.length > 0 && (
        <dl className="latch-facts">
          {details.map((detail, index) => (
            <div key={index}>
              <dt>{detail.label}</dt>
              <dd className="latch-request-value">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={() => modal.send({ type: 'transaction.cancelled' })}>
          {t('embedded.reject')}
        </button>
        <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'transaction.succeeded' })}>
          {t('embedded.approve')}
        </button>
      </div>
    </div>
  )
}
