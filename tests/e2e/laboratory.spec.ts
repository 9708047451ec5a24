// Issue 33: the laboratory page loads clean — no console error and no error answer (it asked for a favicon the
// devstack does not serve: a 404 in every developer's console), before and after the modal opens. (A request Latch
// itself lets go of, the analytics acknowledgement it does not read, is neither.)
import { expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'

test('the laboratory loads and opens the modal with no console error and no error answer', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  const modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await modal.expectView('Connect')
  // The page and everything the open asked for have been answered (the browser's own favicon request included).
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
