// Production builds of the bench pages: one separate Vite build per page, each into its own bench/dist/<page>/,
// so no chunk is shared between the two pages' measurements.
import { readdir, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { codeSplitting, modulePreload, reactShimAliases } from '../vite.config'
import { DIST_DIR, PAGES_DIR } from './paths'

export const PAGE_NAMES = ['floor', 'latch'] as const
/** The pages whose clicks and bytes are compared; `account` (the account-data loads) is built beside them. */
export type PageName = (typeof PAGE_NAMES)[number] | 'account'

export type EmittedFile = { path: string; bytes: number }
export type BuiltPage = { name: PageName; outDir: string; files: EmittedFile[]; buildMs: number }

async function listFiles(dir: string): Promise<EmittedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files: EmittedFile[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.push({ path: relative(dir, path), bytes: (await stat(path)).size })
  }
  return files.sort((a, b) => a.path.localeCompare(b.path))
}

/** `minify: false` is for reading profiles (bench:trace --readable), never for measuring. */
export async function buildPage(name: PageName, { minify = true }: { minify?: boolean } = {}): Promise<BuiltPage> {
  const outDir = join(DIST_DIR, name)
  const started = performance.now()
  await build({
    configFile: false,
    envDir: false,
    clearScreen: false,
    root: join(PAGES_DIR, name),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    resolve: { alias: reactShimAliases },
    build: {
      outDir,
      emptyOutDir: true,
      // As vite.config.ts: native modulepreload only, no polyfill, no preload lists for unhurried chunks.
      modulePreload,
      rolldownOptions: { output: { codeSplitting } },
      minify,
      sourcemap: false,
      reportCompressedSize: false,
      // The bench measures the library's own splitting; no size warning noise in its output.
      chunkSizeWarningLimit: 100_000,
    },
  })
  return { name, outDir, files: await listFiles(outDir), buildMs: performance.now() - started }
}
