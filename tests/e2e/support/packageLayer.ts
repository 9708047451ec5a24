// `npm test` runs the package layer beside the e2e layer (scripts/test.mjs): most of it is npm installing the
// fixtures, which leaves the cores to the browsers. The consumer specs, which run last, serve the fixtures' builds,
// so they first wait for the layer to end (passed or not): scripts/test.mjs names the file it writes then.
import { existsSync } from 'node:fs'

const LONGEST_WAIT_MS = 10 * 60_000

export async function packageLayerDone(): Promise<void> {
  const marker = process.env.LATCH_PACKAGE_LAYER_DONE
  if (!marker) return // run on its own: the builds are whatever the last package layer left
  const deadline = Date.now() + LONGEST_WAIT_MS
  while (!existsSync(marker)) {
    if (Date.now() > deadline) throw new Error(`the package layer did not end within ${LONGEST_WAIT_MS / 60_000} minutes (no ${marker})`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
