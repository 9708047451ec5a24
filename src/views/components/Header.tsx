import { useSelector } from '@xstate/react'
import { selectView } from '../../machines/modal/modal.selectors'
import { selectCanGoBack, selectCloseBlocked, selectViewData } from '../../machines/modal/modal.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { headerProps } from '../headerProps'
import { DIALOG_TITLE_ID } from '../modal.connect'
import { useT } from '../useT'

export function Header() {
  const { modal } = useLatchInstance()
  const t = useT()
  const view = useSelector(modal, selectView)
  const data = useSelector(modal, selectViewData)
  const props = headerProps({
    canGoBack: useSelector(modal, selectCanGoBack),
    closeBlocked: useSelector(modal, selectCloseBlocked),
  }, { back: t('dialog.back'), close: t('dialog.close') })
  const walletName = (view === 'WalletDetails' || view === 'ConnectingWallet') && typeof data?.['walletName'] === 'string' ? data['walletName'] : undefined
  const title = walletName ?? (view ? t(`view.${view}.title`) : '')
  return (
    <header className="latch-header">
      <button {...props.back} className="latch-icon-button" onClick={() => modal.send({ type: 'modal.back' })}>
        <span className="latch-back-glyph" aria-hidden="true">
          ‹
        </span>
      </button>
      <h2 id={DIALOG_TITLE_ID} className="latch-title" key={title}>
        {title}
      </h2>
      <button {...props.close} className="latch-icon-button" onClick={() => modal.send({ type: 'modal.close' })}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  )
}
