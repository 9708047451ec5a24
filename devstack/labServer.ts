// The laboratory page on the app's port: Vite's dev server for a person working on Latch (`npm start`: edits show at
// once), or, with LATCH_LAB=built, a production build served as files, as an app ships it. The e2e layer uses the
// build (issue 34): a page load there costs the browser a third of the dev server's (one chunk per view instead of
// every source module one by one, React's production build), and the e2e layer is bound by its two cores.
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite'

export type LabServer = { listen(): Promise<void>; close(): Promise<void> }

type LabOptions = { host: string; port: number; built: boolean; quiet: boolean }

const configFile = new URL('../vite.config.ts', import.meta.url).pathname

export async function startLab({ host, port, built, quiet }: LabOptions): Promise<LabServer> {
  if (!built) {
    const vite: ViteDevServer = await createServer({
      configFile,
      logLevel: 'warn',
      server: { host, port, strictPort: true, ...(quiet ? { hmr: false, watch: null } : {}) },
    })
    return { listen: async () => void (await vite.listen()), close: () => vite.close() }
  }
  // The devstack's URLs are in the build (VITE_LATCH_*, set by start.ts before this): one build per stack.
  process.env.VITE_LATCH_LAB_INSPECTOR = 'on'
  // One folder per port, emptied by the next build: a stack killed outright leaves nothing to pile up.
  const outDir = new URL(`../node_modules/.cache/latch-lab/${port}`, import.meta.url).pathname
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  let server: PreviewServer | undefined
  return {
    listen: async () => {
      server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { host, port, strictPort: true } })
    },
    close: async () => {
      await server?.close()
    },
  }
}
