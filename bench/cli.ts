// Command-line options of `npm run bench` and the --help text, which is the bench's documentation.
import { parseArgs } from 'node:util'
import { PAGE_NAMES, type PageName } from './build'
import { IDLE_BEFORE_CLICK_MS, SIGN_ROUND_TRIPS, SIGN_SPACING_MS, WALLETCONNECT_NEEDLES, WALLETCONNECT_NETWORKS } from './measure'
import { NAME_PAUSE_MS } from './names'
import {
  TARGET_CLICK_TO_QR_MS,
  TARGET_DIALOG_ASAP_OVER_FLOOR_MS,
  TARGET_DIALOG_IDLE_OVER_FLOOR_MS,
  TARGET_FIRST_PAGE_AFTER_RESPONSE_MS,
  TARGET_GZIP_KIB,
  TARGET_LONGEST_TASK_MS,
  TARGET_RESULTS_AFTER_RESPONSE_MS,
  TARGET_SIGN_ROUND_TRIP_MS,
} from './results'

export const HELP = `npm run bench [-- --runs N] [-- --only floor|latch]

A benchmark, not a test: it exits 0 when a target is missed, non-zero only when it cannot measure.

Builds two pages with Vite (production mode, @vitejs/plugin-react, minified, base './'), each in its own build
so no chunk is shared, into bench/dist/<page>/:
  latch  bench/pages/latch: the minimal embed, createLatch({ networks: ['eip155:1'], services: { apiUrl, relayUrl } })
         + <LatchProvider><ConnectButton/></LatchProvider>; apiUrl (the ?api= query parameter) is the devstack's
         provider API (devstack/providerApi, started in-process), relayUrl (?relay=) the devstack's WalletConnect
         relay (devstack/relay, started in-process on a free port; config only until a pairing starts). The page
         sets window.__latch (the createLatch result) for the WalletConnect load's signMessage calls.
  floor  bench/pages/floor: React only, a "Connect Wallet" button that renders a role=dialog on click.
Serves bench/dist from 127.0.0.1 without compression and loads each page in headless Chromium
(/usr/bin/chromium), N runs (default 7, pages interleaved), every page load in a fresh browser context
(two loads per page and run, asap and idle, plus the All wallets and WalletConnect loads for the latch page).
Reports medians:
  jsBeforeClickGzipKiB / jsBeforeClickRawKiB / chunksBeforeClick
      every JS response from navigation until load + network idle (just before the first click);
      gzip is zlib level 9 on each body, computed by the bench.
  buttonVisibleMs
      navigation start -> a visible button named /connect/i exists (in-page probe: MutationObserver + rAF,
      performance.now()).
  clickToDialogMs.asap
      click as soon as the button is visible: from the pointerdown event's timeStamp (the input's own time, so
      the wait behind other main-thread work counts) to the paint of the first frame with a visible
      [role=dialog] (the requestAnimationFrame callback that first sees it posts a MessageChannel message; its
      handler runs once that frame is painted). Floor and latch are measured in the same run the same way.
  clickToDialogMs.idle
      the same in a fresh load, clicked after load + network idle + ${IDLE_BEFORE_CLICK_MS} ms.
  click.asap / click.idle (parts, every sample printed)
      inputToViewPaintMs: input -> the paint of the first frame whose dialog holds its view's content (.latch-view;
      the floor's list), measured the same way (no target: Latch may paint the shell first); inputQueueMs: pointerdown timeStamp -> a capture-phase pointerdown listener on window runs;
      handlerToFrameMs: click handler -> the frame that first sees the dialog (the bench's figure before issue
      12); frameToPaintMs: that frame -> painted; eventDurationMs / eventInputDelayMs: the interaction's longest
      Event Timing entry (PerformanceObserver 'event', as Interaction to Next Paint reads it: duration, and
      processingStart - startTime; '-' when Chromium reported none, i.e. all under its 16 ms floor);
      firstInputDelayMs: the 'first-input' entry's processingStart - startTime.
  inspectorBytes
      total size of the latch build's files containing the Stately inspector's code (must be 0).
  allWallets (latch only; a third fresh load per run: load + network idle, open the dialog, wait for its
  "All wallets" button; probes installed with page.evaluate just before they are needed)
    clickToFirstPageMs
      click on "All wallets" -> first animation frame whose grid (#latch-dialog-content .latch-grid) holds
      >= 40 wallet buttons (the first page).
    firstPageAfterResponseMs
      responseEnd of the first getWallets request with page=1 and no search after the click (Resource Timing)
      -> that frame; includes the prefetch of the page's first 20 wallet images, which the app awaits.
    jsLoadedGzipKiB / jsLoadedFiles
      JS fetched from just before the click (network quiet) to the first page shown + network quiet.
    inputToResultsMs / resultsAfterResponseMs
      the search box filled with "zerion" in one input event -> first frame whose grid holds < 40 buttons, one
      naming Zerion; the first from the input event (includes the app's 300 ms wait), the second from the
      responseEnd of the search=zerion request (the wait is before the request, so not in it).
    longestTaskMs / longTasksOver50Ms
      PerformanceObserver 'longtask' entries overlapping the click -> search results shown interval.
  walletConnect (latch only; a fourth fresh load per run, with ?networks=${WALLETCONNECT_NETWORKS.join(',')}: the devstack
  chain is the only one the test wallet approves. Load + network idle, open the dialog, wait for its
  button[data-connector-id="walletConnect"] named /WalletConnect/; probes installed with page.evaluate)
    clickToQrMs
      click on WalletConnect -> first animation frame with [data-testid="pairing-qr"] whose data-uri starts with
      wc:. Its parts, for reading it: click -> responseEnd of the last JS fetched after the click (Resource
      Timing); -> the sign client's first indexedDB.open (chunk evaluation, SignClient.init up to its storage);
      -> the relay WebSocket created (rest of its init); -> socket open; -> the QR frame (relay round trips of
      connect(), React showing the QR). window.WebSocket and indexedDB.open are wrapped to note those times.
    pairingJsGzipKiB
      JS fetched from just before the click (network quiet) to the QR shown + network quiet.
    qrToConnectedMs (no target)
      the devstack's WalletConnect test wallet opened in a second page of the same context
      (<api>/__wallet?autoApprove=1&uri=<the QR's URI>; it approves the session and every request by itself)
      -> first frame whose connect button reads the wallet's account (0xf39F…2266); includes loading the
      wallet page and its sign client.
    signRoundTripMs / signRoundTripFirstMs
      ${SIGN_ROUND_TRIPS} calls of window.__latch.signMessage('bench'), each timed inside one page.evaluate (app -> relay
      -> wallet -> app), ${SIGN_SPACING_MS} ms apart (the wallet's sign client takes its next request 1 s after answering
      one); each signature is checked with viem's verifyMessage. The run's median, and its first call (may
      include warm-up).
    walletConnectInFirstClickBytes
      bytes of the idle load's JS before its click (jsBeforeClick) whose bodies contain any of
      ${WALLETCONNECT_NEEDLES.map((needle) => `'${needle}'`).join(', ')} (largest over the runs; must be 0). The same scan of the
      pairing JS shows which files hold WalletConnect code.
  names (latch only, no target, reported; the account page on the bench's local stack, whose blockchain API — ?rpc=,
  services.rpcUrl — serves the names; each run clears it (DELETE <rpc>/__admin/names), connects the test wallet in
  a fresh context, opens Account and clicks 'Choose a name')
    keyToAvailableMs / keyToAvailableRawMs / registerToSuccessMs
      a fresh name's last key typed (its other keys filled and looked up first) -> first frame whose
      RegisterAccountName status reads '<name> is available.', from the keydown's timeStamp, less the app's
      ${NAME_PAUSE_MS} ms pause before the lookup, and raw; Register clicked (the test wallet signs by itself) -> first
      frame with RegisterAccountNameSuccess on screen reading "<name> is now your account's name.".
  package (issue 17; with the latch page, before the pages are built; sizes only)
      The steps of the package layer of npm test (scripts/consumerFixture.ts): npm run build:lib, npm pack into
      .pack/, the tarball installed into tests/consumer (npm ci + npm install --no-save), the fixture built with
      Latch (index.html) and without (baseline.html, wagmi and react-query kept). Reports gzip -9 per exports entry
      of the tarball (entry + its static imports, as shipped, not minified) and of latch/style.css, and the
      fixture's JS before the first click (the HTML entry's chunk + its static imports, from Vite's manifest) with
      and without Latch; Latch's share must be <= 45 KiB (the package layer fails otherwise; here reported).
Targets (latch): JS before click <= ${TARGET_GZIP_KIB} KiB gzip; input -> dialog painted <= floor + ${TARGET_DIALOG_ASAP_OVER_FLOOR_MS} ms (asap),
<= floor + ${TARGET_DIALOG_IDLE_OVER_FLOOR_MS} ms (idle);
inspectorBytes = 0; All wallets: firstPageAfterResponseMs <= ${TARGET_FIRST_PAGE_AFTER_RESPONSE_MS} ms, resultsAfterResponseMs <= ${TARGET_RESULTS_AFTER_RESPONSE_MS} ms
(one frame), longestTaskMs <= ${TARGET_LONGEST_TASK_MS} ms; WalletConnect: clickToQrMs <= ${TARGET_CLICK_TO_QR_MS} ms, signRoundTripMs <= ${TARGET_SIGN_ROUND_TRIP_MS} ms,
walletConnectInFirstClickBytes = 0.
Writes bench/results.json (numbers rounded to 0.1) and prints a table.

Options:
  --runs N          runs per page (default 7)
  --only PAGE       measure one page only (floor or latch); ratios and some targets are then null
  -h, --help        this text`

export type Options = { runs: number; pages: PageName[] } | { help: true }

export function parseOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) return { help: true }
  const runs = values.runs === undefined ? 7 : Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`)
  const only = values.only
  if (only !== undefined && !(PAGE_NAMES as readonly string[]).includes(only)) {
    throw new Error(`--only must be one of ${PAGE_NAMES.join(', ')}, got ${only}`)
  }
  return { runs, pages: only === undefined ? [...PAGE_NAMES] : [only as PageName] }
}
