// The embedded wallet's approval, inside its frame on the frame's own origin (issue 31): the test clicks there as a
// person would (Playwright's clicks are trusted input), once the frame says its buttons count (aria-disabled false:
// fully visible for 500 ms).
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'
import type { LabKnobs, ModalModel } from '../models/modal.model'
import { latestCode } from './mailbox'

export const walletFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Embedded wallet"]')

export async function decideInFrame(page: Page, decision: 'Approve' | 'Reject'): Promise<void> {
  const button = walletFrame(page).getByRole('button', { name: decision, exact: true })
  await expect(button).toHaveAttribute('aria-disabled', 'false', { timeout: 10_000 })
  await button.click()
}

// Always as long for a tag: a masked address in a screenshot (support/viewLooks.ts) keeps its size.
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}@example.com`
export const emailField = (page: Page) => page.locator('#latch-dialog-content').getByLabel('Email', { exact: true })
export const codeDigits = (page: Page) => page.locator('#latch-dialog-content').getByRole('group', { name: 'One-time code' }).getByRole('textbox')

/** The laboratory opened with `knobs`, the modal open and `email` submitted. */
export async function submitEmail(modal: ModalModel, email: string, knobs: LabKnobs = {}): Promise<void> {
  await modal.goto(knobs)
  await modal.open()
  await expect(emailField(modal.page)).toBeEnabled({ timeout: 15_000 })
  await emailField(modal.page).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue' }).click()
}

/** A whole login: email, the mailed code typed, the modal closed on the connected account. */
export async function logInByEmail(modal: ModalModel, request: APIRequestContext, email: string, knobs: LabKnobs = {}): Promise<void> {
  const since = Date.now() - 1_000
  await submitEmail(modal, email, knobs)
  await modal.expectView('EmailVerifyOtp')
  await codeDigits(modal.page).first().fill(await latestCode(request, email, since))
  await expect(modal.dialog).toHaveCount(0, { timeout: 15_000 })
}
