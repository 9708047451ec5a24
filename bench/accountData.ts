// The account-data loads (issue 13's bench rows), each in a fresh browser context on the account page with the
// test wallet injected: the Account view's first opening → its native balance painted; a network switch click in
// Networks → the new network named in the Account view; the Solana wallet's click → its address on the connect
// button. Each is timed inside the page, from the click event's timeStamp to the first animation frame that shows
// the result (the probe below, as a string: see probe.ts for why).
import type { Browser, Page } from '@playwright/test'
import type { AccountStack } from './accountStack'

export type AccountDataSample = { accountToBalanceMs: number; switchToShownMs: number; solanaConnectMs: number }

const PROBE_GLOBAL = '__latchBenchAccountData'
// Arms one measurement: the next click's event time, then the first frame in which `done()` holds.
const ARM = `(check) => new Promise((resolve) => {
  const done = new Function('return (' + check + ')()');
  window.addEventListener('click', (event) => {
    const clickAt = event.timeStamp;
    const frame = () => (done() ? resolve(performance.now() - clickAt) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
  window.${PROBE_GLOBAL} = true;
})`

const DIALOG = '#latch-dialog-content'
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'

/** Clicks `click` and answers how long, from that click, until `check` (a function's source run in the page) holds. */
async function timedClick(page: Page, check: string, click: () => Promise<void>): Promise<number> {
  const measured = page.evaluate(`(${ARM})(${JSON.stringify(check)})`) as Promise<number>
  await page.waitForFunction(`window.${PROBE_GLOBAL} === true`)
  await click()
  return measured
}

async function freshPage(browser: Browser, stack: AccountStack, url: string): Promise<Page> {
  const context = await browser.newContext()
  await context.addInitScript({ content: stack.walletScript })
  const page = await context.newPage()
  await page.goto(url)
  return page
}

export async function measureAccountData(browser: Browser, stack: AccountStack, url: string): Promise<AccountDataSample> {
  const evm = await freshPage(browser, stack, url)
  const trigger = evm.locator('button[aria-haspopup="dialog"]')
  await trigger.click()
  await evm.locator(DIALOG).getByRole('button', { name: /^Latch Test Wallet/ }).click()
  await evm.waitForFunction(`document.querySelector('button[aria-haspopup="dialog"]')?.textContent?.startsWith('0x')`)
  await evm.locator(DIALOG).waitFor({ state: 'detached' })
  const accountToBalanceMs = await timedClick(evm, `() => / ETH$/.test(document.querySelector('[data-testid="native-balance"]')?.textContent ?? '')`, () => trigger.click())
  await evm.locator(DIALOG).getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  const chainB = evm.locator(DIALOG).getByRole('button', { name: /^Local chain B/ })
  await chainB.waitFor()
  const switchToShownMs = await timedClick(evm, `() => !!document.querySelector('${DIALOG} [aria-label="Network: Local chain B. Switch network"]')`, () => chainB.click())
  await evm.context().close()

  const solana = await freshPage(browser, stack, url)
  // Issue 32: the test wallet is one row for both namespaces, connecting EVM by default; the modal opened for Solana
  // lists its Solana side.
  await solana.evaluate("window.latch.open({ namespace: 'solana' })")
  const entry = solana.locator(DIALOG).getByRole('button', { name: /^Latch Test Wallet.*Solana$/ })
  await entry.waitFor()
  const short = `${SOLANA_ADDRESS.slice(0, 6)}…${SOLANA_ADDRESS.slice(-4)}`
  const solanaConnectMs = await timedClick(solana, `() => document.querySelector('button[aria-haspopup="dialog"]')?.textContent === ${JSON.stringify(short)}`, () => entry.click())
  await solana.context().close()
  return { accountToBalanceMs, switchToShownMs, solanaConnectMs }
}
