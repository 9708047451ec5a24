// One run of one page in headless Chromium: two fresh page loads (three for the latch page), each in its own
// fresh browser context.
//   asap load: click the connect button as soon as Playwright sees it visible; gives buttonVisibleMs and
//              clickToDialogMs.asap.
//   idle load: wait for load + network idle (the JS fetched until then is jsBeforeClick), then 2 s idle,
//              then click; gives clickToDialogMs.idle, and the JS fetched after idle / after the dialog opened.
//   All wallets load (latch only): load + network idle, open the dialog, click "All wallets" once it is there,
//              then search; gives the allWallets sample (see allWalletsLoad).
import type { Browser, BrowserContext, Page } from '@playwright/test'
import {
  ALL_WALLETS_PROBE_GLOBAL,
  ALL_WALLETS_PROBE_SCRIPT,
  RESOURCE_BUFFER_SCRIPT,
  SEARCH_PROBE_SCRIPT,
  SEARCH_QUERY,
  WALLETS_REQUESTS_SCRIPT,
  type AllWalletsProbeState,
  type LongTask,
  type WalletsRequestTiming,
} from './allWalletsProbe'
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
  /** Uncaught exceptions and console.error messages of all loads (not fatal; a blocked dialog is). */
  pageErrors: string[]
  /** The All wallets load; null for a page measured without it (the floor). */
  allWallets: AllWalletsSample | null
}

export type AllWalletsSample = {
  /** responseEnd of the first page's getWallets request -> the frame showing it. The app prefetches the page's
   * first 20 wallet images before it shows the page (R-CONST-4), so this includes fetching those images, as well as
   * anything else that holds the view back after the response (its lazy chunk, React committing it). */
  firstPageAfterResponseMs: number
  /** Click on "All wallets" -> first frame showing the first page (lazy view chunk, request, images, render). */
  clickToFirstPageMs: number
  /** Click -> responseEnd of the first page's getWallets request. */
  clickToFirstPageResponseMs: number
  firstPageButtons: number
  /** responseEnd of the search request -> the frame showing its results. The app's 300 ms wait before it asks
   * (R-CONST-4) comes before the request, so it is not in this figure. */
  resultsAfterResponseMs: number
  /** The input event of the search box (one event: fill) -> first frame showing the results (includes the 300 ms). */
  inputToResultsMs: number
  /** Input event -> responseEnd of the search request. */
  inputToResultsResponseMs: number
  resultsButtons: number
  /** Long tasks overlapping the interval from the All wallets click to the frame showing the search results. */
  longestTaskMs: number
  longTasksOver50Ms: number
  /** Those long tasks, start relative to the All wallets click (negative: the task the click happened in). */
  longTasks: { startAfterClickMs: number; durationMs: number }[]
  /** JS fetched from just before the All wallets click (network quiet) to its first page shown + network quiet. */
  jsLoaded: { files: number; rawBytes: number; gzipBytes: number; urls: string[] }
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

const ALL_WALLETS_NAME = /^All wallets/
const SEARCH_NAME = 'Search wallet'

async function allWalletsProbe(page: Page): Promise<AllWalletsProbeState> {
  return (await page.evaluate(`window.${ALL_WALLETS_PROBE_GLOBAL}`)) as AllWalletsProbeState
}

async function walletsRequests(page: Page): Promise<{ timing: WalletsRequestTiming; params: URLSearchParams }[]> {
  const timings = (await page.evaluate(WALLETS_REQUESTS_SCRIPT)) as WalletsRequestTiming[]
  return timings.map((timing) => ({ timing, params: new URL(timing.url).searchParams }))
}

function jsDifference(before: JsTotals, after: JsTotals): JsTotals {
  // NetworkLog only appends, so the files fetched in between are the tail of the later list.
  return {
    files: after.files - before.files,
    rawBytes: after.rawBytes - before.rawBytes,
    gzipBytes: after.gzipBytes - before.gzipBytes,
    urls: after.urls.slice(before.urls.length),
  }
}

/**
 * Load + network idle, open the dialog, wait for its "All wallets" button, then (network quiet) click it and time
 * the first page of the list; then (network quiet again) type a search in one input event and time its results.
 */
async function allWalletsLoad(browser: Browser, url: string): Promise<{ sample: AllWalletsSample; errors: string[] }> {
  const { context, page, network, errors } = await openPage(browser)
  try {
    await page.addInitScript({ content: RESOURCE_BUFFER_SCRIPT })
    await page.goto(url, { waitUntil: 'networkidle' })
    await clickAndWaitForDialog(page)
    const allWallets = page.locator('button.latch-all-wallets').and(page.getByRole('button', { name: ALL_WALLETS_NAME }))
    await allWallets.first().waitFor({ state: 'visible' })
    await network.quiet()
    const jsBefore = await network.jsTotals()

    await page.evaluate(ALL_WALLETS_PROBE_SCRIPT)
    await allWallets.first().click()
    await page.waitForFunction(`window.${ALL_WALLETS_PROBE_GLOBAL}.firstPageAt !== null`, undefined, { timeout: TIMEOUT_MS })
    const shown = await allWalletsProbe(page)
    const { clickAt, firstPageAt } = shown
    if (clickAt === null || firstPageAt === null) throw new Error('All wallets probe saw no click or no first page')
    const firstPage = (await walletsRequests(page))
      .filter(({ timing, params }) => timing.startTime >= clickAt && params.get('page') === '1' && !params.has('search'))
      .sort((a, b) => a.timing.startTime - b.timing.startTime)[0]
    if (!firstPage) throw new Error('no getWallets request with page=1 and no search after the All wallets click')
    await network.quiet()
    const jsAfter = await network.jsTotals()

    await page.evaluate(SEARCH_PROBE_SCRIPT)
    if ((await allWalletsProbe(page)).resultsBeforeInput) throw new Error('the grid already showed the search results before the search')
    await page.getByRole('searchbox', { name: SEARCH_NAME }).fill(SEARCH_QUERY)
    await page.waitForFunction(`window.${ALL_WALLETS_PROBE_GLOBAL}.resultsAt !== null`, undefined, { timeout: TIMEOUT_MS })
    // The long task that holds the results' frame is reported once it ends: give it a moment.
    await page.waitForTimeout(100)
    const state = await allWalletsProbe(page)
    const { inputAt, resultsAt } = state
    if (inputAt === null || resultsAt === null) throw new Error('search probe saw no input event or no results')
    const search = (await walletsRequests(page))
      .filter(({ timing, params }) => timing.startTime >= inputAt && params.get('search') === SEARCH_QUERY)
      .sort((a, b) => a.timing.startTime - b.timing.startTime)[0]
    if (!search) throw new Error(`no getWallets request with search=${SEARCH_QUERY} after the input`)

    const longTasks: LongTask[] = state.longTasks.filter((task) => task.startTime + task.duration > clickAt && task.startTime < resultsAt)
    return {
      sample: {
        firstPageAfterResponseMs: firstPageAt - firstPage.timing.responseEnd,
        clickToFirstPageMs: firstPageAt - clickAt,
        clickToFirstPageResponseMs: firstPage.timing.responseEnd - clickAt,
        firstPageButtons: shown.firstPageButtons ?? 0,
        resultsAfterResponseMs: resultsAt - search.timing.responseEnd,
        inputToResultsMs: resultsAt - inputAt,
        inputToResultsResponseMs: search.timing.responseEnd - inputAt,
        resultsButtons: state.resultsButtons ?? 0,
        longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
        longTasksOver50Ms: longTasks.filter((task) => task.duration > 50).length,
        longTasks: longTasks.map((task) => ({ startAfterClickMs: task.startTime - clickAt, durationMs: task.duration })),
        jsLoaded: jsDifference(jsBefore, jsAfter),
      },
      errors,
    }
  } finally {
    await context.close()
  }
}

export async function measureRun(browser: Browser, url: string, options: { allWallets?: boolean } = {}): Promise<RunSample> {
  const { asapErrors, ...asap } = await asapLoad(browser, url)
  const { idleErrors, ...idle } = await idleLoad(browser, url)
  const allWallets = options.allWallets ? await allWalletsLoad(browser, url) : null
  return { ...asap, ...idle, pageErrors: [...asapErrors, ...idleErrors, ...(allWallets?.errors ?? [])], allWallets: allWallets?.sample ?? null }
}

/** One unrecorded load, so that the first measured run does not pay for a cold browser and cold disk cache. */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  await asapLoad(browser, url)
}
