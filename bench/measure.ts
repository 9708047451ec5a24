// One run of one page in headless Chromium: two fresh page loads (three for the latch page), each in its own
// fresh browser context.
//   asap load: click the connect button as soon as Playwright sees it visible; gives buttonVisibleMs and
//              clickToDialogMs.asap.
//   idle load: wait for load + network idle (the JS fetched until then is jsBeforeClick), then 2 s idle,
//              then click; gives clickToDialogMs.idle, and the JS fetched after idle / after the dialog opened.
//   All wallets load (latch only): load + network idle, open the dialog, click "All wallets" once it is there,
//              then search; gives the allWallets sample (see allWalletsLoad).
//   WalletConnect load (latch only): load + network idle, open the dialog, click WalletConnect once it is there,
//              wait for the QR, pair the devstack's WalletConnect test wallet in a second page of the same context,
//              then sign three messages; gives the walletConnect sample (see walletConnectLoad).
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { DEV_ACCOUNTS, DEV_CHAIN_ID } from '../devstack/chain/devAccounts'
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
import { clickedState, clickTiming, type ClickedState, type ClickTiming } from './clickTiming'
import { NetworkLog, type JsTotals } from './network'
import { PROBE_GLOBAL, PROBE_SCRIPT, type ProbeState } from './probe'
import {
  connectedProbeScript,
  SCRIPT_TIMINGS_SCRIPT,
  SIGN_MESSAGE,
  signScript,
  WALLETCONNECT_PROBE_GLOBAL,
  WALLETCONNECT_PROBE_SCRIPT,
  type SignTiming,
  type WalletConnectProbeState,
} from './walletConnectProbe'

export const IDLE_BEFORE_CLICK_MS = 2000
const TIMEOUT_MS = 15_000
const CONNECT_NAME = /connect/i

export type RunSample = {
  buttonVisibleMs: number
  /** asap load: time from the button being visible to the pointerdown (Playwright's actionability checks). */
  clickAfterVisibleMs: number
  /** Input -> dialog painted (ClickTiming.inputToPaintMs) of the asap and the idle load. */
  clickToDialogAsapMs: number
  clickToDialogIdleMs: number
  /** Every part of those two clicks. */
  clickAsap: ClickTiming
  clickIdle: ClickTiming
  jsBeforeClick: JsTotals
  jsBeforeIdleClick: JsTotals
  jsAfterDialog: JsTotals
  /** Uncaught exceptions and console.error messages of all loads (not fatal; a blocked dialog is). */
  pageErrors: string[]
  /** The All wallets load; null for a page measured without it (the floor). */
  allWallets: AllWalletsSample | null
  /** WalletConnect code in the idle load's JS (bodies scanned for WALLETCONNECT_NEEDLES): before the first click
   * (jsBeforeClick), before the idle click (jsBeforeIdleClick), once the dialog is open (jsAfterDialog). */
  walletConnectCode: { beforeClick: CodeScan; beforeIdleClick: CodeScan; afterDialog: CodeScan }
  /** Issue 14: the embedded wallet's code (EMBEDDED_WALLET_NEEDLES) in the JS before the first click; must be none. */
  embeddedWalletCode: { beforeClick: CodeScan }
  /** The WalletConnect load; null for a page measured without it (the floor). */
  walletConnect: WalletConnectSample | null
}

/** Strings of @walletconnect/sign-client and core that survive minification: relay methods, a sign protocol
 * method, the package scope. */
export const WALLETCONNECT_NEEDLES = ['irn_subscribe', 'wc_sessionPropose', '@walletconnect']
/** Strings of the embedded wallet's code (the frame bridge's message prefix and request names, its machines' ids)
 * that survive minification. */
export const EMBEDDED_WALLET_NEEDLES = ['@latch-frame/', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'UPDATE_EMAIL_PRIMARY_OTP']

export type CodeScan = { bytes: number; files: { url: string; bytes: number; needles: string[] }[] }

export type WalletConnectSample = {
  /** Click on WalletConnect -> first frame with [data-testid="pairing-qr"] holding a wc: data-uri. */
  clickToQrMs: number
  /** Parts of clickToQrMs (null when not seen): click -> responseEnd of the last JS file fetched after the click
   * (Resource Timing); that -> the sign client's first indexedDB.open (chunk evaluation, SignClient.init up to its
   * storage); that -> the relay WebSocket created (the rest of the sign client's init: storage, keys, relayer);
   * socket created -> open; open -> the QR frame (relay round trips of connect(), React showing the QR). */
  clickToJsLoadedMs: number | null
  jsLoadedToStorageMs: number | null
  storageToSocketMs: number | null
  socketOpenMs: number | null
  socketOpenToQrMs: number | null
  /** Last relay frame received before the QR frame -> the QR frame. */
  lastFrameToQrMs: number | null
  socketFramesBeforeQr: { sent: number; received: number }
  /** Long tasks overlapping click -> QR: the longest, and their total. */
  longestTaskMs: number
  longTasksTotalMs: number
  /** JS fetched from just before the click (network quiet) to the QR shown + network quiet. */
  jsLoaded: JsTotals
  /** Which of those files hold WalletConnect code (sanity check of the first-click scan's needles). */
  jsLoadedScan: CodeScan
  /** Wallet page opened (second page, same context, autoApprove) -> first frame whose connect button shows the
   * account. */
  qrToConnectedMs: number
  /** Each window.__latch.signMessage round trip (app -> relay -> wallet -> app), SIGN_SPACING_MS apart. */
  signRoundTripsMs: number[]
  visibility: { app: string; wallet: string }
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

/** Event Timing entries are delivered after the frame they end in is presented: give them this long. */
const EVENT_TIMING_WAIT_MS = 150

/** Clicks the connect button and returns the probe once it has seen the dialog painted (or throws). */
async function clickAndWaitForDialog(page: Page): Promise<ClickedState> {
  await page.getByRole('button', { name: CONNECT_NAME }).first().click()
  await page.waitForFunction(`window.${PROBE_GLOBAL}.paintedAt !== null`, undefined, { timeout: TIMEOUT_MS })
  await page.waitForFunction(`window.${PROBE_GLOBAL}.viewPaintedAt !== null`, undefined, { timeout: TIMEOUT_MS }).catch(() => undefined)
  await page.getByRole('dialog').first().waitFor({ state: 'visible' })
  await page.waitForTimeout(EVENT_TIMING_WAIT_MS)
  const state = clickedState(await probe(page))
  if (typeof state === 'string') throw new Error(`probe saw no ${state}`)
  if (state.dialogBeforeClick) throw new Error('a dialog was already shown before the click')
  return state
}

async function asapLoad(browser: Browser, url: string) {
  const { context, page, errors } = await openPage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await page.getByRole('button', { name: CONNECT_NAME }).first().waitFor({ state: 'visible' })
    const state = await clickAndWaitForDialog(page)
    if (state.buttonAt === null) throw new Error('probe never saw the connect button although Playwright did')
    const click = clickTiming(state)
    return {
      buttonVisibleMs: state.buttonAt,
      clickAfterVisibleMs: state.inputAt - state.buttonAt,
      clickToDialogAsapMs: click.inputToPaintMs,
      clickAsap: click,
      asapErrors: errors,
    }
  } finally {
    await context.close()
  }
}

/** The JS files `from` .. `to` of the load (jsTotals().files counts) holding any of WALLETCONNECT_NEEDLES. */
function scanForWalletConnect(network: NetworkLog, to: number, from = 0): Promise<CodeScan> {
  return scanForNeedles(network, WALLETCONNECT_NEEDLES, to, from)
}

async function scanForNeedles(network: NetworkLog, wanted: readonly string[], to: number, from = 0): Promise<CodeScan> {
  const scanned: CodeScan['files'] = []
  for (const { url, body } of await network.jsBodies(from, to)) {
    const text = body.toString('latin1')
    const needles = wanted.filter((needle) => text.includes(needle))
    if (needles.length > 0) scanned.push({ url, bytes: body.length, needles })
  }
  return { bytes: scanned.reduce((sum, file) => sum + file.bytes, 0), files: scanned }
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
    const walletConnectCode = {
      beforeClick: await scanForWalletConnect(network, jsBeforeClick.files),
      beforeIdleClick: await scanForWalletConnect(network, jsBeforeIdleClick.files),
      afterDialog: await scanForWalletConnect(network, jsAfterDialog.files),
    }
    const embeddedWalletCode = { beforeClick: await scanForNeedles(network, EMBEDDED_WALLET_NEEDLES, jsBeforeClick.files) }
    const click = clickTiming(state)
    return { clickToDialogIdleMs: click.inputToPaintMs, clickIdle: click, jsBeforeClick, jsBeforeIdleClick, jsAfterDialog, walletConnectCode, embeddedWalletCode, idleErrors: errors }
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

const WALLETCONNECT_NAME = /WalletConnect/
/** The networks of the WalletConnect load (the page's ?networks=): the other loads' eip155:1, and the devstack chain,
 * the only one the test wallet approves a session for. */
export const WALLETCONNECT_NETWORKS = ['eip155:1', `eip155:${DEV_CHAIN_ID}`]
/** The test wallet's first dev account, as the connect button shows it once connected. */
const ACCOUNT = DEV_ACCOUNTS[0]?.address ?? ''
export const ACCOUNT_TEXT = `${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-4)}`
export const SIGN_ROUND_TRIPS = 3
/** The wallet's sign client takes its next request 1 s after answering one (sign-client 2.25 requestQueueDelay):
 * requests closer together would time that queue, not the round trip. */
export const SIGN_SPACING_MS = 1200
const WALLET_STATUS = '[data-testid="wallet-status"]'

type ScriptTiming = { url: string; startTime: number; responseEnd: number }

async function walletConnectProbe(page: Page): Promise<WalletConnectProbeState> {
  return (await page.evaluate(`window.${WALLETCONNECT_PROBE_GLOBAL}`)) as WalletConnectProbeState
}

async function walletStatus(wallet: Page | null): Promise<string> {
  if (!wallet) return 'no wallet page'
  return ((await wallet.locator(WALLET_STATUS).textContent({ timeout: 1000 }).catch(() => null)) ?? 'unknown').trim()
}

/**
 * Load + network idle, open the dialog, wait for its WalletConnect button, then (network quiet) click it and time
 * the QR; open the test wallet page with the QR's URI (it approves by itself) and time the connection; then sign
 * SIGN_ROUND_TRIPS messages SIGN_SPACING_MS apart, each timed inside the page.
 */
async function walletConnectLoad(browser: Browser, url: string, apiUrl: string): Promise<{ sample: WalletConnectSample; errors: string[] }> {
  const { context, page, network, errors } = await openPage(browser)
  let wallet: Page | null = null
  try {
    await page.addInitScript({ content: RESOURCE_BUFFER_SCRIPT })
    await page.goto(url, { waitUntil: 'networkidle' })
    await clickAndWaitForDialog(page)
    const button = page.locator('button[data-connector-id="walletConnect"]').and(page.getByRole('button', { name: WALLETCONNECT_NAME }))
    await button.first().waitFor({ state: 'visible' })
    await network.quiet()
    const jsBefore = await network.jsTotals()

    await page.evaluate(WALLETCONNECT_PROBE_SCRIPT)
    await button.first().click()
    await page.waitForFunction(`window.${WALLETCONNECT_PROBE_GLOBAL}.qrAt !== null`, undefined, { timeout: TIMEOUT_MS })
    // The long task that holds the QR's frame is reported once it ends: give it a moment.
    await page.waitForTimeout(100)
    const shown = await walletConnectProbe(page)
    const { clickAt, qrAt, uri } = shown
    if (clickAt === null || qrAt === null || uri === null) throw new Error('WalletConnect probe saw no click or no QR')
    await network.quiet()
    const jsAfter = await network.jsTotals()
    const scripts = ((await page.evaluate(SCRIPT_TIMINGS_SCRIPT)) as ScriptTiming[]).filter((entry) => entry.startTime >= clickAt && entry.responseEnd <= qrAt)
    const jsLoadedAt = scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null
    const socket = shown.sockets[0]
    const storageOpenAt = shown.storageOpenAt !== null && shown.storageOpenAt <= qrAt ? shown.storageOpenAt : null
    const before = (times: number[]) => times.filter((time) => time <= qrAt)
    const received = socket ? before(socket.receivedAt) : []
    const longTasks: LongTask[] = shown.longTasks.filter((task) => task.startTime + task.duration > clickAt && task.startTime < qrAt)

    const walletOpenedAt = (await page.evaluate(connectedProbeScript(ACCOUNT_TEXT))) as number
    wallet = await context.newPage()
    const walletPage = wallet
    walletPage.on('pageerror', (error) => errors.push(`wallet page uncaught: ${error.message}`))
    walletPage.on('console', (message) => {
      if (message.type() === 'error') errors.push(`wallet page console.error: ${message.text()}`)
    })
    await walletPage.goto(`${apiUrl}/__wallet?autoApprove=1&uri=${encodeURIComponent(uri)}`, { waitUntil: 'commit' })
    try {
      await page.waitForFunction(`window.${WALLETCONNECT_PROBE_GLOBAL}.connectedAt !== null`, undefined, { timeout: TIMEOUT_MS })
    } catch (error) {
      throw new Error(`the app never showed ${ACCOUNT_TEXT} after the wallet page opened (wallet status: ${await walletStatus(walletPage)})`, { cause: error })
    }
    const connectedAt = (await walletConnectProbe(page)).connectedAt as number
    const visibility = {
      app: String(await page.evaluate('document.visibilityState')),
      wallet: String(await walletPage.evaluate('document.visibilityState')),
    }

    const signRoundTripsMs: number[] = []
    for (let call = 0; call < SIGN_ROUND_TRIPS; call++) {
      await page.waitForTimeout(SIGN_SPACING_MS)
      const timing = (await page.evaluate(signScript(TIMEOUT_MS))) as SignTiming
      if (!timing.ok || !timing.signature) throw new Error(`signMessage #${call + 1} failed: ${timing.error} (wallet status: ${await walletStatus(walletPage)})`)
      const valid = await verifyMessage({ address: ACCOUNT as `0x${string}`, message: SIGN_MESSAGE, signature: timing.signature as `0x${string}` })
      if (!valid) throw new Error(`signMessage #${call + 1}: the signature is not ${ACCOUNT}'s`)
      signRoundTripsMs.push(timing.ms)
    }

    return {
      sample: {
        clickToQrMs: qrAt - clickAt,
        clickToJsLoadedMs: jsLoadedAt === null ? null : jsLoadedAt - clickAt,
        jsLoadedToStorageMs: jsLoadedAt === null || storageOpenAt === null ? null : storageOpenAt - jsLoadedAt,
        storageToSocketMs: storageOpenAt === null || !socket ? null : socket.createdAt - storageOpenAt,
        socketOpenMs: socket?.openAt == null ? null : socket.openAt - socket.createdAt,
        socketOpenToQrMs: socket?.openAt == null ? null : qrAt - socket.openAt,
        lastFrameToQrMs: received.length > 0 ? qrAt - (received[received.length - 1] as number) : null,
        socketFramesBeforeQr: { sent: socket ? before(socket.sentAt).length : 0, received: received.length },
        longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
        longTasksTotalMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
        jsLoaded: jsDifference(jsBefore, jsAfter),
        jsLoadedScan: await scanForWalletConnect(network, jsAfter.files, jsBefore.files),
        qrToConnectedMs: connectedAt - walletOpenedAt,
        signRoundTripsMs,
        visibility,
      },
      errors,
    }
  } finally {
    await wallet?.close().catch(() => undefined)
    await context.close()
  }
}

export type MeasureOptions = {
  allWallets?: boolean
  /** The WalletConnect load: its page URL (the latch page with the relay and the devstack chain) and the provider
   * API serving the test wallet page. */
  walletConnect?: { url: string; apiUrl: string }
}

export async function measureRun(browser: Browser, url: string, options: MeasureOptions = {}): Promise<RunSample> {
  const { asapErrors, ...asap } = await asapLoad(browser, url)
  const { idleErrors, ...idle } = await idleLoad(browser, url)
  const allWallets = options.allWallets ? await allWalletsLoad(browser, url) : null
  const walletConnect = options.walletConnect ? await walletConnectLoad(browser, options.walletConnect.url, options.walletConnect.apiUrl) : null
  return {
    ...asap,
    ...idle,
    pageErrors: [...asapErrors, ...idleErrors, ...(allWallets?.errors ?? []), ...(walletConnect?.errors ?? [])],
    allWallets: allWallets?.sample ?? null,
    walletConnect: walletConnect?.sample ?? null,
  }
}

/** One unrecorded load, so that the first measured run does not pay for a cold browser and cold disk cache. */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  await asapLoad(browser, url)
}
