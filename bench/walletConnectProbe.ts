// The in-page probes of the WalletConnect measurement (latch page only), installed with page.evaluate once the
// dialog shows its WalletConnect button. Timestamps are performance.now(), like probe.ts's.
//   WALLETCONNECT_PROBE_SCRIPT, installed just before the WalletConnect click:
//     clickAt:  the first click event after the install, at a capture-phase listener on window.
//     qrAt:     the first animation frame after that click in which [data-testid="pairing-qr"] exists with a
//               data-uri starting with wc: (uri: that URI).
//     sockets:  every WebSocket the page opens after the install (the sign client's, to the relay): when it was
//               created and opened, and when frames went out and came in (the first 50 each). window.WebSocket is
//               replaced by a subclass that only listens; the sign client's socket module takes the global when it
//               is evaluated, which is after the click (its chunk is fetched then).
//     storageOpenAt / storageReadyAt: the first indexedDB.open after the install (the sign client's key-value
//               storage, opened as its init starts, once its chunk is evaluated) and that request's success event;
//               indexedDB.open is wrapped the same way, only to note the times.
//     longTasks: every PerformanceObserver 'longtask' entry of the page (buffered).
//   CONNECTED_PROBE_SCRIPT(text), installed just before the wallet page is opened; returns performance.now():
//     connectedAt: the first animation frame (or DOM mutation) after the install in which a button's text is `text`
//               (the connect button showing the account).
//   SIGN_SCRIPT: one window.__latch.signMessage, timed inside the page.
// Kept as strings, like probe.ts: a function passed through tsx would carry esbuild's __name() helpers into the page.
import type { LongTask } from './allWalletsProbe'

export type SocketTimes = {
  url: string
  createdAt: number
  openAt: number | null
  sentAt: number[]
  receivedAt: number[]
}

export type WalletConnectProbeState = {
  clickAt: number | null
  qrAt: number | null
  uri: string | null
  sockets: SocketTimes[]
  /** The first indexedDB.open after the install (the sign client's storage, the first thing its init does), and
   * its success event. */
  storageOpenAt: number | null
  storageReadyAt: number | null
  longTasks: LongTask[]
  installedAt: number
  connectedAt: number | null
}

export type SignTiming = { ms: number; ok: boolean; signature: string | null; error: string | null }

export const WALLETCONNECT_PROBE_GLOBAL = '__latchBenchWalletConnect'
export const QR_SELECTOR = '[data-testid="pairing-qr"]'
export const SIGN_MESSAGE = 'bench'

const FRAME_LOOP_LIMIT_MS = 30000
const FRAMES_KEPT = 50

export const WALLETCONNECT_PROBE_SCRIPT = `(() => {
  const state = {
    clickAt: null, qrAt: null, uri: null, sockets: [], storageOpenAt: null, storageReadyAt: null, longTasks: [],
    installedAt: performance.now(), connectedAt: null,
  };
  Object.defineProperty(window, '${WALLETCONNECT_PROBE_GLOBAL}', { value: state, configurable: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const Native = window.WebSocket;
  const records = new WeakMap();
  const push = (list, time) => { if (list.length < ${FRAMES_KEPT}) list.push(time); };
  class ProbedWebSocket extends Native {
    constructor(...args) {
      super(...args);
      const record = { url: String(args[0]).split('?')[0], createdAt: performance.now(), openAt: null, sentAt: [], receivedAt: [] };
      records.set(this, record);
      state.sockets.push(record);
      this.addEventListener('open', () => { record.openAt = performance.now(); });
      this.addEventListener('message', () => push(record.receivedAt, performance.now()));
    }
    send(data) {
      const record = records.get(this);
      if (record) push(record.sentAt, performance.now());
      return super.send(data);
    }
  }
  window.WebSocket = ProbedWebSocket;
  const nativeOpen = indexedDB.open;
  indexedDB.open = function (...args) {
    const request = nativeOpen.apply(this, args);
    if (state.storageOpenAt === null) {
      state.storageOpenAt = performance.now();
      request.addEventListener('success', () => { state.storageReadyAt = performance.now(); });
    }
    return request;
  };
  const onClick = () => {
    window.removeEventListener('click', onClick, true);
    state.clickAt = performance.now();
    const frame = () => {
      const uri = document.querySelector('${QR_SELECTOR}')?.getAttribute('data-uri');
      if (uri && uri.startsWith('wc:')) {
        state.qrAt = performance.now();
        state.uri = uri;
        return;
      }
      if (performance.now() - state.clickAt < ${FRAME_LOOP_LIMIT_MS}) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener('click', onClick, true);
})();`

export function connectedProbeScript(text: string): string {
  return `(() => {
  const state = window.${WALLETCONNECT_PROBE_GLOBAL};
  const installedAt = performance.now();
  const text = ${JSON.stringify(text)};
  const shown = () => {
    for (const el of document.querySelectorAll('button')) if ((el.textContent || '').trim() === text) return true;
    return false;
  };
  const check = () => {
    if (state.connectedAt !== null) return true;
    if (!shown()) return false;
    state.connectedAt = performance.now();
    observer.disconnect();
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  const frame = () => {
    if (!check() && performance.now() - installedAt < ${FRAME_LOOP_LIMIT_MS}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return installedAt;
})()`
}

export function signScript(timeoutMs: number): string {
  return `(async () => {
  const t0 = performance.now();
  const timeout = new Promise((resolve) => setTimeout(() => resolve({ ok: false, error: 'no answer in ${timeoutMs} ms' }), ${timeoutMs}));
  const r = await Promise.race([window.__latch.signMessage(${JSON.stringify(SIGN_MESSAGE)}), timeout]);
  const t1 = performance.now();
  return { ms: t1 - t0, ok: r.ok === true, signature: r.ok ? r.signature : null, error: r.ok ? null : JSON.stringify(r.error ?? r) };
})()`
}

/** The JS responses of the page so far as Resource Timing saw them (the bench serves them same-origin). */
export const SCRIPT_TIMINGS_SCRIPT = `performance.getEntriesByType('resource')
  .filter((entry) => /\\.m?js(\\?|$)/.test(entry.name))
  .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd }))`
