// `npm run build:lib`: the installable package in dist/ (issue 17). ESM and .d.ts only (the JS with its source maps,
// issue 33), one file per entry of package.json's `exports` plus the chunks they share; the flows' dynamic imports
// stay dynamic (their own chunks), so a consumer's bundler still loads them lazily. Every dependency stays external
// (the consumer's bundler dedupes viem, React, XState with its own), and `deps.onlyBundle: []` fails the build if
// anything from node_modules would be inlined. No dev-only code: the entries never reach src/devtools, src/app or
// devstack (checked by scripts/packageLayer.ts on the emitted files).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, type Rolldown } from 'tsdown'
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

// Issue 33: source maps for the shipped JS (with sourcesContent, as rolldown writes them: a consumer's devtools show
// Latch's sources, which the package does not ship). The declarations get none (the .d.ts are the API, read as
// they are), but rolldown-plugin-dts 0.23 drops their .d.ts.map and leaves each .d.ts ending in a
// `//# sourceMappingURL=` to the missing file; this takes the dangling comment out.
const declarationsWithoutMapUrl: Rolldown.Plugin = {
  name: 'latch:declarations-without-map-url',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.fileName.endsWith('.d.ts') && !(`${chunk.fileName}.map` in bundle)) {
          chunk.code = chunk.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
        }
      }
    },
  },
}

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
  sourcemap: true,
  plugins: [declarationsWithoutMapUrl],
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
  outputOptions: {
    codeSplitting: { groups: firstClickGroups },
    // The JS chunks without a hash (AccountView.js): the app's bundler hashes what it emits anyway, and the library's
    // own hash, kept in every name the app emits (AccountView-<ours>-<its>.js), cost each app's first click about
    // 0.5 KiB gzip of incompressible characters in its list of lazy chunks (issue 33); the package's version pins
    // the content. A chunk named like an entry keeps its hash (the declarations' shared chunk is named after
    // src/index.ts): without it, it took the entry's file name and the entry became index2.d.ts.
    chunkFileNames: (chunk) => (chunk.name.replace(/\.d$/, '') in entry ? '[name]-[hash].js' : '[name].js'),
  },
  logLevel: 'warn',
})
