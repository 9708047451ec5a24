// zag's pattern: a pure function from machine values to the props a part needs, every aria-* and data-state
// in one place, so the component stays dumb and the mapping has a unit test.
import { DIALOG_CONTENT_ID } from '../machines/modal/modal.actors'
import type { ModalLife } from '../machines/modal/modal.selectors'
import type { ModalView } from '../machines/modal/modal.types'

export const DIALOG_TITLE_ID = 'latch-dialog-title'
export const DIALOG_DESCRIPTION_ID = 'latch-dialog-description'

export function dialogProps(state: { life: ModalLife; view: ModalView | undefined; shaking: boolean; embedded: boolean }) {
  return {
    id: DIALOG_CONTENT_ID,
    role: 'dialog',
    // Embedded mode is part of the page, not a modal layer over it.
    'aria-modal': state.embedded ? undefined : true,
    'aria-labelledby': DIALOG_TITLE_ID,
    'aria-describedby': DIALOG_DESCRIPTION_ID,
    tabIndex: -1,
    className: 'latch-dialog',
    'data-state': state.life === 'open' ? 'open' : 'closed',
    'data-view': state.view ?? 'loading',
    'data-shaking': state.shaking ? '' : undefined,
    'data-embedded': state.embedded ? '' : undefined,
  } as const
}
