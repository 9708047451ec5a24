// The in-page timing probe, injected with addInitScript before any page script runs. All timestamps are
// performance.now(), i.e. milliseconds since navigation start (the document's time origin).
//   buttonAt: first moment a visible button whose name matches /connect/i exists (checked on every DOM mutation
//             and every animation frame, whichever sees it first).
//   clickAt:  the first click event, at a capture-phase listener on window (before any page listener).
//   dialogAt: the first animation frame after that click in which a [role=dialog] (or an open <dialog>) is present,
//             has a non-zero box and is not visibility:hidden.
// Kept as a string: a function passed through tsx would carry esbuild's __name() helpers into the page.

export type ProbeState = {
  buttonAt: number | null
  clickAt: number | null
  dialogAt: number | null
  /** True when a dialog was already shown when the click happened (the measurement is then meaningless). */
  dialogBeforeClick: boolean
}

export const PROBE_GLOBAL = '__latchBench'

export const PROBE_SCRIPT = `(() => {
  if (window.top !== window || window.${PROBE_GLOBAL}) return;
  const state = { buttonAt: null, clickAt: null, dialogAt: null, dialogBeforeClick: false };
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
  window.addEventListener('click', () => {
    if (state.clickAt !== null) return;
    state.clickAt = performance.now();
    state.dialogBeforeClick = dialogShown();
    const dialogFrame = () => {
      if (dialogShown()) {
        state.dialogAt = performance.now();
        return;
      }
      if (performance.now() - state.clickAt < 30000) requestAnimationFrame(dialogFrame);
    };
    requestAnimationFrame(dialogFrame);
  }, true);
})();`
