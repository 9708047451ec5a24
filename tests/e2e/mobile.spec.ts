// R-VAL-7 on a phone: the wallet lists keep only wallets a phone can open (a mobile link), plus Coinbase.
import { devices, expect, test } from '@playwright/test'
import { COINBASE_WALLET_ID } from '../../src/core/constants'
import { ModalModel } from './models/modal.model'
import { API_URL } from './support/devstack'

const LAB_CHAINS = ['eip155:31337', 'eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
type Entry = { id: string; name: string; mobile_link: string | null }

test.use({ ...devices['Pixel 7'], defaultBrowserType: undefined })

test('on a phone, All wallets lists only wallets with a mobile link, plus Coinbase (R-VAL-7)', async ({ page, request }) => {
  const modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await modal.expectView('Connect')
  await modal.allWalletsButton.click()
  await expect(modal.allWallets.getByRole('button').first()).toBeVisible()

  const query = new URLSearchParams({ page: '1', entries: '40', chains: LAB_CHAINS.join(','), projectId: 'latch-local', st: 'appkit', sv: 'e2e' })
  const entries = ((await (await request.get(`${API_URL}/getWallets?${query}`)).json()) as { data: Entry[] }).data
  const expected = entries.filter((entry) => entry.mobile_link !== null || entry.id === COINBASE_WALLET_ID).map((entry) => entry.name)
  expect(expected.length).toBeLessThan(entries.length)
  await expect(modal.allWallets.getByRole('button')).toHaveText(expected)
})
