// R-CONST-7 in real Chromium: the open dialog's computed style holds the spec's width, z-index, font size and
// radius. The expected values come from the spec table (tests/spec/spec.table.ts, written from SPEC §9), never
// from src/, so a change of src/core/constants.ts that leaves the spec behind fails here.
import { expect, test } from '@playwright/test'
import { SPEC, SPEC_TEXT } from '../spec/spec.table'
import { ModalModel } from './models/modal.model'

test.describe('R-CONST-7: UI defaults in the computed style', () => {
  test(`the dialog is ${SPEC.modalWidthPx.value} px wide and the modal's layer sits at z-index ${SPEC.modalZIndex.value}`, async ({ page }) => {
    const modal = new ModalModel(page)
    await modal.goto()
    await modal.open()
    await modal.expectView('Connect')
    // The desktop viewport (1280 px) leaves the dialog its full width.
    expect(page.viewportSize()?.width ?? 0).toBeGreaterThan(SPEC.modalWidthPx.value + 16)

    const dialog = await modal.dialog.evaluate((element) => {
      const style = getComputedStyle(element)
      return { width: style.width, boxSizing: style.boxSizing, borderLeft: style.borderLeftWidth, borderRight: style.borderRightWidth, zIndex: style.zIndex, outer: element.getBoundingClientRect().width }
    })
    expect(dialog.width).toBe(`${SPEC.modalWidthPx.value}px`)
    // What is on screen: the declared width plus the border, when the width is the content box's.
    const borders = dialog.boxSizing === 'border-box' ? 0 : parseFloat(dialog.borderLeft) + parseFloat(dialog.borderRight)
    expect(dialog.outer).toBeCloseTo(SPEC.modalWidthPx.value + borders, 0)

    const overlayZIndex = await modal.overlay.evaluate((element) => getComputedStyle(element).zIndex)
    expect(overlayZIndex).toBe(String(SPEC.modalZIndex.value))
    // The dialog is on the modal's layer, above its own overlay.
    expect(Number(dialog.zIndex)).toBeGreaterThanOrEqual(SPEC.modalZIndex.value)
    expect(Number(dialog.zIndex)).toBeLessThanOrEqual(SPEC.modalZIndex.value + 1)
  })

  test(`the default font size is ${SPEC_TEXT.fontSizeDefault.value} and the radius ${SPEC_TEXT.borderRadiusDefault.value}`, async ({ page }) => {
    const modal = new ModalModel(page)
    await modal.goto()
    await modal.open()
    const variables = await modal.dialog.evaluate((element) => {
      const style = getComputedStyle(element)
      return { fontSize: style.getPropertyValue('--latch-font-size').trim(), radius: style.getPropertyValue('--latch-radius').trim() }
    })
    expect(variables).toEqual({ fontSize: SPEC_TEXT.fontSizeDefault.value, radius: SPEC_TEXT.borderRadiusDefault.value })
  })
})
