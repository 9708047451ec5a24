// Account data when the blockchain API fails (R-BAL-1), on the real stack: the wallet sits on chain B, whose balances
// only the blockchain API gives (the test wallet discovers assets on chain A alone). Playwright's clock stands in
// for the 30 s a person would wait.
import { expect, test, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { clearBlockchainFaults, setBlockchainFault } from './support/devstack'
import { installTestWallet } from './support/testWallet'

test.afterEach(async ({ request }) => clearBlockchainFaults(request))

/** The balance flow as the page's Latch holds it (the laboratory exposes its Latch as window.latch, as any app's
 * code can reach its own): its state, whether an ask waits for the block to end, and whether a lookup is running. */
function balanceFlow(page: Page) {
  return page.evaluate(() => {
    type Snapshot = { value: unknown; context: Record<string, unknown>; children: Record<string, unknown> }
    type Ref = { getSnapshot(): Snapshot }
    const root = (window as unknown as { latch: { actor: Ref } }).latch.actor.getSnapshot()
    const balance = (root.children['balance'] as Ref | undefined)?.getSnapshot()
    return { state: balance?.value, askedWhileBlocked: balance?.context['askedWhileBlocked'], fetching: balance ? 'fetchBalances' in balance.children : undefined }
  })
}

test('blockchain API down: "Token Balance Unavailable", no new lookup for 30 s (R-BAL-1), then the tokens are back', async ({ page, request }) => {
  const lookups: string[] = []
  page.on('request', (sent) => {
    if (/\/v1\/account\/[^/]+\/balance/.test(sent.url())) lookups.push(sent.url())
  })
  await page.clock.install()
  await setBlockchainFault(request, { route: '/v1/account/*/balance', mode: 'status', status: 503, message: 'down for the test' })
  await installTestWallet(page, { startChainId: 31338 })
  const modal = new ModalModel(page)
  await page.goto('/')
  await modal.open()
  await modal.dialog.getByRole('button', { name: /^Latch Test Wallet EVM Solana$/ }).click()
  await modal.open()
  await modal.expectView('Account')
  await expect(modal.toastRegion).toContainText('Token Balance Unavailable')
  // One lookup and the transport's 3 retries (SPEC §9), all answered 503.
  const failed = lookups.length
  expect(failed).toBe(4)
  await clearBlockchainFaults(request)

  // Within 30 s, Account again asks nothing: the failure holds. The Account view's ask reaches the balance flow,
  // which keeps it for when the block ends instead of sending it: that flow is the only one that looks balances
  // up, and it is not fetching, so no lookup can follow from this opening (not merely a slower one).
  await modal.close()
  expect(await balanceFlow(page)).toEqual({ state: 'blocked', askedWhileBlocked: false, fetching: false })
  await page.clock.fastForward('00:20')
  await modal.open()
  await modal.expectView('Account')
  await expect.poll(() => balanceFlow(page)).toEqual({ state: 'blocked', askedWhileBlocked: true, fetching: false })
  expect(lookups).toHaveLength(failed)

  // Past 30 s, the next Account view looks again and shows the chain's tokens.
  await modal.close()
  await page.clock.fastForward('00:11')
  await modal.open()
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toContainText('LTD')
  expect(lookups).toHaveLength(failed + 1)
  // The badge the devstack minted counts whole items (decimals '0'): not a token (R-VAL-10), an NFT.
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).not.toContainText('Latch Test Badge')
  await modal.dialog.getByRole('tab', { name: 'NFTs' }).click()
  await expect(modal.dialog.getByRole('list', { name: 'NFTs' })).toContainText('Latch Test Badge1 item')
})
