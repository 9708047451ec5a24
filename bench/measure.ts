// One run of one page in headless Chromium: two fresh page loads, each in its own fresh browser context.
//   asap load: click the connect button as soon as Playwright sees it visible; gives buttonVisibleMs and
//              clickToDialogMs.asap.
//   idle load: wait for load + network idle (the JS fetched until then is jsBeforeClick), then 2 s idle,
//              then click; gives clickToDialogMs.idle, and the JS fetched after idle / after the dialog opened.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { NetworkLog, type JsTotals } from './network'
import { PROBE_GLOBAL, PROBE_SCRIPT, type ProbeState } from './probe'

export const IDLE_BEFORE_CLICK_MS = 2000
const TIMEOUT_MS = 15_000
const CONNECT_NAME = /connect/i

export type RunSample = {
  buttonVisibleMs: number
  /** asap load: time from the button being visible to the click event (Playwright's actionability checks). */
  clickAfterVisibleMs: number
  clickToDialogAsapMs: number
  clickToDialogIdleMs: number
  jsBeforeClick: JsTotals
  jsBeforeIdleClick: JsTotals
  jsAfterDialog: JsTotals
  /** Uncaught exceptions and console.error messages of both loads (not fatal; a blocked dialog is). */
  pageErrors: string[]
}

type OpenPage = { context: BrowserContext; page: Page; network: NetworkLog; errors: string[] }

async function openPage(browser: Browser): Promise<OpenPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  context.setDefaultTimeout(TIMEOUT_MS)
  await context.addInitScript({ content: PROBE_SCRIPT })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const where = message.location().url
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  return { context, page, network: new NetworkLog(page), errors }
}

async function probe(page: Page): Promise<ProbeState> {
  return (await page.evaluate(`window.${PROBE_GLOBAL}`)) as ProbeState
}

/** Clicks the connect button and returns the probe once it has seen the dialog (or throws). */
async function clickAndWaitForDialog(page: Page): Promise<ProbeState & { clickAt: number; dialogAt: number }> {
  await page.getByRole('button', { name: CONNECT_NAME }).first().click()
  await page.waitForFunction(`window.${PROBE_GLOBAL}.dialogAt !== null`, undefined, { timeout: TIMEOUT_MS })
  await page.getByRole('dialog').first().waitFor({ state: 'visible' })
  const state = await probe(page)
  if (state.clickAt === null || state.dialogAt === null) throw new Error('probe saw no click or no dialog')
  if (state.dialogBeforeClick) throw new Error('a dialog was already shown before the click')
  return { ...state, clickAt: state.clickAt, dialogAt: state.dialogAt }
}

async function asapLoad(browser: Browser, url: string) {
  const { context, page, errors } = await openPage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await page.getByRole('button', { name: CONNECT_NAME }).first().waitFor({ state: 'visible' })
    const state = await clickAndWaitForDialog(page)
    if (state.buttonAt === null) throw new Error('probe never saw the connect button although Playwright did')
    return {
      buttonVisibleMs: state.buttonAt,
      clickAfterVisibleMs: state.clickAt - state.buttonAt,
      clickToDialogAsapMs: state.dialogAt - state.clickAt,
      asapErrors: errors,
    }
  } finally {
    await context.close()
  }
}

async function idleLoad(browser: Browser, url: string) {
  const { context, page, network, errors } = await openPage(browser)
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    const jsBeforeClick = await network.jsTotals()
    await page.waitForTimeout(IDLE_BEFORE_CLICK_MS)
    await network.quiet()
    const jsBeforeIdleClick = await network.jsTotals()
    const state = await clickAndWaitForDialog(page)
    await network.quiet()
    const jsAfterDialog = await network.jsTotals()
    return { clickToDialogIdleMs: state.dialogAt - state.clickAt, jsBeforeClick, jsBeforeIdleClick, jsAfterDialog, idleErrors: errors }
  } finally {
    await context.close()
  }
}

export async function measureRun(browser: Browser, url: string): Promise<RunSample> {
  const { asapErrors, ...asap } = await asapLoad(browser, url)
  const { idleErrors, ...idle } = await idleLoad(browser, url)
  return { ...asap, ...idle, pageErrors: [...asapErrors, ...idleErrors] }
}

/** One unrecorded load, so that the first measured run does not pay for a cold browser and cold disk cache. */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  await asapLoad(browser, url)
}
