// One interaction timed inside the page, for the bench rows that follow a flow step by step (email login, names):
// from the next event of a type (its own timeStamp, caught by a capture listener on window) to the first animation
// frame in which a check holds. The probe is a string for the reason probe.ts gives.
import type { Page } from '@playwright/test'

const PROBE_GLOBAL = '__latchBenchTimed'
const ARM = `(type, check) => new Promise((resolve) => {
  const done = new Function('return (' + check + ')()');
  window.addEventListener(type, (event) => {
    const at = event.timeStamp;
    const frame = () => (done() ? resolve(performance.now() - at) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
  window.${PROBE_GLOBAL} = type;
})`

/** Arms the probe for the next `type` event, performs `act`, and resolves with the milliseconds measured. */
export function timedInteraction(page: Page) {
  return async (type: string, check: string, act: () => Promise<void>): Promise<number> => {
    const measured = page.evaluate(`(${ARM})(${JSON.stringify(type)}, ${JSON.stringify(check)})`) as Promise<number>
    await page.waitForFunction(`window.${PROBE_GLOBAL} === ${JSON.stringify(type)}`)
    await act()
    const ms = await measured
    await page.evaluate(`window.${PROBE_GLOBAL} = undefined`)
    return ms
  }
}
