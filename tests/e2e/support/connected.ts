// The start of many flows: the laboratory with the test wallet (dev account 0 on chain A) connected, and the modal
// opened again on Account.
import { expect, type Page } from '@playwright/test'
import { ModalModel, type LabKnobs } from '../models/modal.model'
import { installTestWallet } from './testWallet'

export async function openAccountWithTestWallet(page: Page, knobs: LabKnobs = {}): Promise<ModalModel> {
  await installTestWallet(page)
  const modal = new ModalModel(page)
  await modal.goto(knobs)
  await modal.open()
  await modal.dialog.getByRole('button', { name: /^Latch Test Wallet EVM Solana$/ }).click()
  await expect(modal.trigger).toHaveText('0xf39F…2266', { timeout: 10_000 })
  await modal.open()
  await modal.expectView('Account')
  return modal
}
