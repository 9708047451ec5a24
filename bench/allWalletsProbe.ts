// The in-page probes of the "All wallets" measurement (latch page only), installed with page.evaluate once the
// dialog is open. Timestamps are performance.now(), like probe.ts's.
//   ALL_WALLETS_PROBE_SCRIPT, installed just before the "All wallets" click:
//     longTasks:   every PerformanceObserver 'longtask' entry of the page (buffered: true, so those of before the
//                  install too; the bench keeps the ones overlapping its interval).
//     clickAt:     the first click event after the install, at a capture-phase listener on window.
//     firstPageAt: the first animation frame after that click in which the All wallets grid holds at least
//                  FIRST_PAGE_BUTTONS wallet buttons (its first page is shown).
//   SEARCH_PROBE_SCRIPT, installed once the first page is shown and the network is quiet, just before the search
//   box is filled:
//     inputAt:     the first input event after the install, at a capture-phase listener on window.
//     resultsAt:   the first animation frame after the install in which the grid holds fewer than
//                  FIRST_PAGE_BUTTONS wallet buttons, one of which contains SEARCH_MATCH (the results are shown).
// Kept as strings, like probe.ts: a function passed through tsx would carry esbuild's __name() helpers into the page.

export type LongTask = { startTime: number; duration: number }

export type AllWalletsProbeState = {
  longTasks: LongTask[]
  clickAt: number | null
  firstPageAt: number | null
  /** Wallet buttons in the grid at firstPageAt. */
  firstPageButtons: number | null
  inputAt: number | null
  resultsAt: number | null
  /** Wallet buttons in the grid at resultsAt. */
  resultsButtons: number | null
  /** True when the grid already looked like the search results when the search probe was installed. */
  resultsBeforeInput: boolean
}

/** One getWallets request as the page's Resource Timing saw it. */
export type WalletsRequestTiming = { url: string; startTime: number; responseEnd: number }

export const ALL_WALLETS_PROBE_GLOBAL = '__latchBenchAllWallets'
/** A page of the All wallets list is 40 wallets (R-CONST-4, WALLETS_PER_PAGE). */
export const FIRST_PAGE_BUTTONS = 40
export const SEARCH_QUERY = 'zerion'
export const SEARCH_MATCH = 'Zerion'
export const GRID_BUTTONS_SELECTOR = '#latch-dialog-content .latch-grid button[data-wallet-id]'

// The page fetches many wallet images; make sure the getWallets entries are not dropped by a full buffer (the
// default holds 250 entries). An init script, so it applies from the first request.
export const RESOURCE_BUFFER_SCRIPT = `(() => {
  if (window.top === window) performance.setResourceTimingBufferSize(10000);
})();`

const FRAME_LOOP_LIMIT_MS = 30000

export const ALL_WALLETS_PROBE_SCRIPT = `(() => {
  const state = {
    longTasks: [], clickAt: null, firstPageAt: null, firstPageButtons: null,
    inputAt: null, resultsAt: null, resultsButtons: null, resultsBeforeInput: false,
  };
  Object.defineProperty(window, '${ALL_WALLETS_PROBE_GLOBAL}', { value: state, configurable: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const onClick = () => {
    window.removeEventListener('click', onClick, true);
    state.clickAt = performance.now();
    const frame = () => {
      const count = document.querySelectorAll('${GRID_BUTTONS_SELECTOR}').length;
      if (count >= ${FIRST_PAGE_BUTTONS}) {
        state.firstPageAt = performance.now();
        state.firstPageButtons = count;
        return;
      }
      if (performance.now() - state.clickAt < ${FRAME_LOOP_LIMIT_MS}) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener('click', onClick, true);
})();`

export const SEARCH_PROBE_SCRIPT = `(() => {
  const state = window.${ALL_WALLETS_PROBE_GLOBAL};
  const installedAt = performance.now();
  const results = () => {
    const buttons = document.querySelectorAll('${GRID_BUTTONS_SELECTOR}');
    if (buttons.length === 0 || buttons.length >= ${FIRST_PAGE_BUTTONS}) return 0;
    for (const button of buttons) if ((button.textContent || '').includes('${SEARCH_MATCH}')) return buttons.length;
    return 0;
  };
  state.resultsBeforeInput = results() > 0;
  const onInput = () => {
    window.removeEventListener('input', onInput, true);
    state.inputAt = performance.now();
  };
  window.addEventListener('input', onInput, true);
  const frame = () => {
    const count = results();
    if (count > 0) {
      state.resultsAt = performance.now();
      state.resultsButtons = count;
      return;
    }
    if (performance.now() - installedAt < ${FRAME_LOOP_LIMIT_MS}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`

/** Every getWallets request the page made so far, from its Resource Timing entries (cross-origin entries keep
 * startTime and responseEnd). */
export const WALLETS_REQUESTS_SCRIPT = `performance.getEntriesByType('resource')
  .filter((entry) => /\\/getWallets(\\?|$)/.test(entry.name))
  .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd }))`
