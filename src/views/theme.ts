// R-CONST-7, R-NAV-12: the spec's UI numbers become CSS variables; the dapp's themeVariables override them.
import type { CSSProperties } from 'react'
import {
  BORDER_RADIUS_DEFAULT,
  FONT_SIZE_DEFAULT,
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '../core/constants'

export function themeStyle(themeVariables: Record<string, string | number>): CSSProperties {
  return {
    '--latch-width': `${MODAL_WIDTH_PX}px`,
    '--latch-z-index': MODAL_Z_INDEX,
    '--latch-font-size': FONT_SIZE_DEFAULT,
    '--latch-radius': BORDER_RADIUS_DEFAULT,
    '--latch-header-ms': `${HEADER_TEXT_ANIMATION_MS}ms`,
    '--latch-height-ms': `${MODAL_HEIGHT_ANIMATION_MS}ms`,
    '--latch-view-ms': `${VIEW_TRANSITION_MS}ms`,
    '--latch-shake-ms': `${SHAKE_MS}ms`,
    ...themeVariables,
  } as CSSProperties
}
