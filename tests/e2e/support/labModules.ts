// The laboratory the e2e layer loads is built (devstack/labServer.ts: its code in hashed chunks under /assets/), but a
// developer's own `npm start`, which Playwright reuses outside CI, serves every source module by its path. A test that
// fails a piece of code on purpose, or waits for it, names it both ways.
import type { Page } from '@playwright/test'

/** The module's URL on the dev server (`/src/…`) or its chunk's in the build (`/assets/<chunk>-<hash>.js`). */
export function labModule(devPath: string, chunk: string): (url: URL) => boolean {
  const built = new RegExp(`/assets/${chunk.replace(/[.]/g, '\\.')}-[\\w-]+\\.js$`)
  return (url) => url.pathname === devPath || built.test(url.pathname)
}

/** Resolves once the module has been loaded by the page and has run (an import of a loaded module waits for its
 * evaluation): on the dev server by its path, in the build once the page has fetched its chunk. */
export async function labModuleLoaded(page: Page, devPath: string, chunk: string): Promise<void> {
  await page.evaluate(
    async ({ devPath, chunk }) => {
      if (!document.querySelector('script[src*="/assets/"]')) {
        await import(/* @vite-ignore */ devPath)
        return
      }
      const built = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`)
      for (;;) {
        const entry = performance.getEntriesByType('resource').find((resource) => built.test(new URL(resource.name).pathname))
        if (entry) {
          await import(/* @vite-ignore */ entry.name)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    { devPath, chunk },
  )
}
