// `npm run build:lib`: the installable package in dist/ (issue 17). ESM and .d.ts only, one file per entry of
// package.json's `exports` plus the chunks they share; the flows' dynamic imports stay dynamic (their own chunks),
// so a consumer's bundler still loads them lazily. Every dependency stays external (the consumer's bundler dedupes
// viem, React, XState with its own), and `deps.onlyBundle: []` fails the build if anything from node_modules would
// be inlined. No dev-only code: the entries never reach src/devtools, src/app or devstack (checked by
// scripts/packageLayer.ts on the emitted files).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'tsdown'
import { staticClosure } from './scripts/firstClickModules'

/** entry name (dist/<name>.js) → source. `latch/wagmi` joins as soon as its source exists. */
const ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  react: 'src/react/index.ts',
  wagmi: 'src/wagmi/index.ts',
}

export const entry = Object.fromEntries(Object.entries(ENTRIES).filter(([, source]) => existsSync(source)))

// What `latch` loads at start (no React) and what `latch/react` adds: one chunk each (scripts/firstClickModules.ts).
const core = staticClosure('src/index.ts')
const ui = new Set([...staticClosure('src/react/index.ts')].filter((file) => !core.has(file)))
const isEntry = (file: string) => Object.values(ENTRIES).some((source) => resolve(source) === file)
const firstClickGroups = [
  { name: 'core', test: (id: string) => core.has(id) && !isEntry(id) },
  { name: 'ui', test: (id: string) => ui.has(id) && !isEntry(id) },
]

export default defineConfig({
  entry,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  // dist/index.js and dist/index.d.ts (package.json says "type": "module"), not .mjs/.d.mts.
  fixedExtension: false,
  hash: true,
  sourcemap: false,
  minify: false,
  treeshake: true,
  tsconfig: 'tsconfig.lib.json',
  dts: { tsconfig: 'tsconfig.lib.json' },
  deps: { onlyBundle: [] },
  // The stylesheet is its own export (`latch/style.css`); no JS imports it.
  copy: [{ from: 'src/views/latch.css', to: 'dist', rename: 'style.css' }],
  // package.json's exports are written by hand (scripts/packageLayer.ts checks them against dist with publint and
  // attw); tsdown must not rewrite package.json.
  exports: false,
  publint: false,
  attw: false,
  report: { gzip: true, brotli: false },
  outputOptions: { codeSplitting: { groups: firstClickGroups } },
  logLevel: 'warn',
})
