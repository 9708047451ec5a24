// The WalletConnect QR scanned by the devstack's phone wallet page (in its own page of the context, as a phone
// would open a wc: link), which approves the session; `query` adds the wallet page's own knobs ('only=solana&').
import { expect, type BrowserContext, type Page } from '@playwright/test'
import type { ModalModel } from '../models/modal.model'
import { API_URL } from './devstack'
import { SOLANA_URL } from './testWallet'

export async function scanWithPhoneWallet(page: Page, context: BrowserContext, modal: ModalModel, query = ''): Promise<Page> {
  await modal.open()
  await modal.dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const qr = page.getByTestId('pairing-qr')
  await expect(qr).toBeVisible({ timeout: 10_000 })
  const uri = (await qr.getAttribute('data-uri'))!
  const wallet = await context.newPage()
  await wallet.goto(`${API_URL}/__wallet?${query}solana=${encodeURIComponent(SOLANA_URL)}&uri=${encodeURIComponent(uri)}`)
  await expect(wallet.getByTestId('wallet-status')).toHaveText('proposal', { timeout: 10_000 })
  await wallet.getByTestId('wallet-approve-session').click()
  return wallet
}
