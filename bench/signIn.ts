// Sign in with X's loads (issue 15's bench rows), in a fresh browser context on the account page with sign-in on and
// the test wallet injected: the wallet connected (its address on the connect button) → SIWXSignMessage shown with
// its Sign button ready; the wallet's signature returned (its personal_sign resolved) → the session stored and the
// modal closed. Both are timed inside the page on animation frames (see probe.ts for why the probe is a string).
import type { Browser } from '@playwright/test'
import { DEV_ACCOUNTS } from '../devstack/chain/devAccounts'
import type { AccountStack } from './accountStack'

/** The test wallet's first account (dev account 0). */
const TEST_WALLET_ADDRESS = DEV_ACCOUNTS[0]!.address

export type SignInSample = { connectedToViewMs: number; signatureToClosedMs: number }

const DIALOG = '#latch-dialog-content'
// Frame by frame from now: when the button first shows an address, then when the sign-in view is ready to sign.
const WATCH_VIEW = `() => new Promise((resolve) => {
  let connectedAt = 0;
  const frame = () => {
    const button = document.querySelector('button[aria-haspopup="dialog"]');
    if (!connectedAt && /^0x/.test(button?.textContent ?? '')) connectedAt = performance.now();
    const dialog = document.querySelector('${DIALOG}');
    const sign = dialog?.querySelector('[data-testid="siwx-view"] .latch-primary');
    if (connectedAt && dialog?.getAttribute('data-view') === 'SIWXSignMessage' && sign && !sign.disabled) return resolve(performance.now() - connectedAt);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`
// The wallet's personal_sign resolving, then the first frame with the session stored and no dialog open.
const WATCH_CLOSE = `() => new Promise((resolve) => {
  const provider = window.ethereum;
  const request = provider.request.bind(provider);
  let signedAt = 0;
  provider.request = async (args) => {
    const result = await request(args);
    if (args && args.method === 'personal_sign') signedAt = performance.now();
    return result;
  };
  const frame = () => {
    const open = document.querySelector('${DIALOG}')?.getAttribute('data-state') === 'open';
    if (signedAt && !open && (localStorage.getItem('@appkit/siwx_sessions') ?? '').includes('"signature"')) return resolve(performance.now() - signedAt);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`

/** Each run signs in afresh: the sessions an earlier run left for the test wallet's account are revoked first. */
async function forgetSessions(stack: AccountStack): Promise<void> {
  const chainId = (stack.networks[0] as { caipNetworkId: string }).caipNetworkId
  const listed = await fetch(`${stack.siwxUrl}/sessions?chainId=${chainId}&address=${TEST_WALLET_ADDRESS}`)
  for (const session of (await listed.json()) as { id: number }[]) await fetch(`${stack.siwxUrl}/sessions/${session.id}`, { method: 'DELETE' })
}

export async function measureSignIn(browser: Browser, stack: AccountStack, url: string): Promise<SignInSample> {
  await forgetSessions(stack)
  const context = await browser.newContext()
  await context.addInitScript({ content: stack.walletScript })
  const page = await context.newPage()
  try {
    await page.goto(url)
    await page.locator('button[aria-haspopup="dialog"]').click()
    const view = page.evaluate(`(${WATCH_VIEW})()`) as Promise<number>
    await page.locator(DIALOG).getByRole('button', { name: /^Latch Test Wallet/ }).click()
    const connectedToViewMs = await view
    const closed = page.evaluate(`(${WATCH_CLOSE})()`) as Promise<number>
    await page.locator(`${DIALOG} [data-testid="siwx-view"]`).getByRole('button', { name: 'Sign' }).click()
    return { connectedToViewMs, signatureToClosedMs: await closed }
  } finally {
    await context.close()
  }
}
