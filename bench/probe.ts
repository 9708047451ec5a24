// The in-page timing probe, injected with addInitScript before any page script runs. All timestamps are
// performance.now(), i.e. milliseconds since navigation start (the document's time origin).
//   buttonAt: first moment a visible button whose name matches /connect/i exists (checked on every DOM mutation
//             and every animation frame, whichever sees it first).
//   inputAt:  the first pointerdown's own timeStamp: when the input happened, so the time it waits behind other work
//             on the main thread before any handler runs counts (issue 12).
//   inputHandledAt: when a capture-phase pointerdown listener on window runs (inputHandledAt - inputAt is that wait).
//   clickAt:  the first click event, at a capture-phase listener on window (before any page listener).
//   dialogAt: the first animation frame after that click in which a [role=dialog] (or an open <dialog>) is present,
//             has a non-zero box and is not visibility:hidden.
//   paintedAt: a MessageChannel message posted from that frame's requestAnimationFrame callback is handled after
//             the frame is painted (rendering follows rAF callbacks in the same task; the message is a new task).
//   viewPaintedAt: the same for the first frame whose dialog holds its view's content (.latch-view, or the floor's
//             list): Latch may paint the shell first and the view a frame or a chunk later (issue 12).
//   events:   PerformanceObserver 'event' entries (Event Timing, as Interaction to Next Paint reads them; Chromium
//             reports only entries of 16 ms or more) and the 'first-input' entry (always reported).
// Kept as a string: a function passed through tsx would carry esbuild's __name() helpers into the page.

export type ProbeState = {
  buttonAt: number | null
  inputAt: number | null
  inputHandledAt: number | null
  clickAt: number | null
  dialogAt: number | null
  paintedAt: number | null
  viewPaintedAt: number | null
  events: EventTimingEntry[]
  /** True when a dialog was already shown when the click happened (the measurement is then meaningless). */
  dialogBeforeClick: boolean
}

export type EventTimingEntry = {
  entryType: 'event' | 'first-input'
  name: string
  startTime: number
  processingStart: number
  processingEnd: number
  duration: number
  interactionId: number
}

export const PROBE_GLOBAL = '__latchBench'

export const PROBE_SCRIPT = `(() => {
  if (window.top !== window || window.${PROBE_GLOBAL}) return;
  const state = { buttonAt: null, inputAt: null, inputHandledAt: null, clickAt: null, dialogAt: null, paintedAt: null, viewPaintedAt: null, events: [], dialogBeforeClick: false };
  Object.defineProperty(window, '${PROBE_GLOBAL}', { value: state });
  const NAME = /connect/i;
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const buttonShown = () => {
    for (const el of document.querySelectorAll('button, [role="button"]')) {
      const name = el.getAttribute('aria-label') || el.textContent || '';
      if (NAME.test(name) && shown(el)) return true;
    }
    return false;
  };
  const viewShown = () => {
    for (const el of document.querySelectorAll('[role="dialog"] .latch-view, [role="dialog"] ul')) if (shown(el)) return true;
    return false;
  };
  const afterPaint = (key) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { state[key] = performance.now(); };
    channel.port2.postMessage(null);
  };
  const viewFrame = () => {
    if (viewShown()) return afterPaint('viewPaintedAt');
    if (performance.now() - state.clickAt < 30000) requestAnimationFrame(viewFrame);
  };
  const dialogShown = () => {
    for (const el of document.querySelectorAll('[role="dialog"], dialog[open]')) if (shown(el)) return true;
    return false;
  };
  const checkButton = () => {
    if (state.buttonAt !== null) return;
    if (buttonShown()) {
      state.buttonAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(checkButton);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const buttonFrame = () => {
    checkButton();
    if (state.buttonAt === null) requestAnimationFrame(buttonFrame);
  };
  requestAnimationFrame(buttonFrame);
  const keep = (list) => {
    for (const e of list.getEntries()) {
      state.events.push({ entryType: e.entryType, name: e.name, startTime: e.startTime, processingStart: e.processingStart,
        processingEnd: e.processingEnd, duration: e.duration, interactionId: e.interactionId || 0 });
    }
  };
  try {
    new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  } catch {}
  window.addEventListener('pointerdown', (event) => {
    if (state.inputAt !== null) return;
    state.inputAt = event.timeStamp;
    state.inputHandledAt = performance.now();
  }, true);
  window.addEventListener('click', () => {
    if (state.clickAt !== null) return;
    state.clickAt = performance.now();
    state.dialogBeforeClick = dialogShown();
    const dialogFrame = () => {
      if (dialogShown()) {
        state.dialogAt = performance.now();
        afterPaint('paintedAt');
        viewFrame();
        return;
      }
      if (performance.now() - state.clickAt < 30000) requestAnimationFrame(dialogFrame);
    };
    requestAnimationFrame(dialogFrame);
  }, true);
})();`
