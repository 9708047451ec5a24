// The pure helpers behind the views: every aria-* and data-* comes from here, so it is tested here.
import { describe, expect, it } from 'vitest'
import { MODAL_WIDTH_PX, MODAL_Z_INDEX } from '../../../src/core/constants'
import { connectSections } from '../../../src/views/connectSections'
import { truncateAddress } from '../../../src/views/format'
import { formatDay, formatTime, formatUsd } from '../../../src/views/formatValues'
import { headerProps } from '../../../src/views/headerProps'
import { dialogProps } from '../../../src/views/modal.connect'
import { themeStyle } from '../../../src/views/theme'

describe('dialogProps', () => {
  it('wires role, modality, title and description, and reflects the state', () => {
    const props = dialogProps({ life: 'open', view: 'Connect', shaking: false, embedded: false })
    expect(props).toMatchObject({ role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'latch-dialog-title', 'aria-describedby': 'latch-dialog-description', 'data-state': 'open', 'data-view': 'Connect' })
    expect(props['data-shaking']).toBeUndefined()
  })

  it('closing is data-state=closed; shaking and embedded are flags; embedded is not aria-modal', () => {
    const props = dialogProps({ life: 'closing', view: undefined, shaking: true, embedded: true })
    expect(props['data-state']).toBe('closed')
    expect(props['data-view']).toBe('loading')
    expect(props['data-shaking']).toBe('')
    expect(props['aria-modal']).toBeUndefined()
  })
})

describe('headerProps', () => {
  it('R-NAV-9: a blocked close says so with aria-disabled, back is never disabled; back hides without an earlier view', () => {
    expect(headerProps({ canGoBack: false, closeBlocked: true }, { back: 'Back', close: 'Close' })).toEqual({
      back: { type: 'button', 'aria-label': 'Back', hidden: true },
      close: { type: 'button', 'aria-label': 'Close', 'aria-disabled': true },
    })
    expect(headerProps({ canGoBack: true, closeBlocked: false }, { back: 'Back', close: 'Close' }).close['aria-disabled']).toBeUndefined()
  })
})

describe('connectSections', () => {
  it('R-PROD-1: keeps the configured order, drops what this build cannot offer and duplicates', () => {
    const all = new Set(['wallet', 'email', 'social'] as const)
    expect(connectSections(['email', 'social', 'wallet'], all)).toEqual(['email', 'social', 'wallet'])
    expect(connectSections(['email', 'wallet', 'wallet'], new Set(['wallet'] as const))).toEqual(['wallet'])
  })
})

describe('truncateAddress', () => {
  it('keeps both ends of long addresses and short ones whole', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})

describe('formatUsd, formatDay, formatTime', () => {
  // Local time, so the day and the hour are the same in every time zone the tests run in.
  const moment = new Date(2024, 4, 1, 10, 5, 9)

  it('issue 35: English reads as it always has', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50')
    expect(formatDay(moment, 'en')).toBe('May 1, 2024')
    // Some ICU versions put a narrow no-break space before AM.
    expect(formatTime(moment, 'en')).toMatch(/^10:05:09\sAM$/)
  })

  it('issue 35: another locale writes them its own way', () => {
    expect(formatUsd(1234.5, 'de')).toMatch(/^1\.234,50\s\$$/)
    expect(formatDay(moment, 'de')).toBe('1. Mai 2024')
    expect(formatTime(moment, 'de')).toBe('10:05:09')
  })
})

describe('themeStyle', () => {
  it('R-CONST-7: the spec numbers become variables, and themeVariables override them', () => {
    const style = themeStyle({ '--latch-radius': '8px' }) as Record<string, unknown>
    expect(style['--latch-width']).toBe(`${MODAL_WIDTH_PX}px`)
    expect(style['--latch-z-index']).toBe(MODAL_Z_INDEX)
    expect(style['--latch-font-size']).toBe('10px')
    expect(style['--latch-radius']).toBe('8px')
    expect(style['--latch-shake-ms']).toBe('500ms')
    expect(style['--latch-header-ms']).toBe('120ms')
  })
})
