import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** React 19 needs no use-sync-external-store shim: the shim and its selector variant resolve to React's own hook
 * (the selector variant without the shim calls React.useSyncExternalStore directly). Shared with the bench build. */
export const reactShimAliases = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/react/shims/useSyncExternalStore.ts', import.meta.url)) },
]

/** Chunks loaded away from the click a person waits on (connection and account code, after the dialog is painted;
 * sign-in, after a connection; views that follow an answer rather than a click — a mailed code, an app's request,
 * the wallet's network):
 * their dependencies load by the browser's own import graph instead of a preload list, whose file names would
 * otherwise ride in the first-click chunk. Views and the pairing flow keep their lists (the click to dialog and to
 * QR waits on them). Shared with the bench build. */
const UNHURRIED_CHUNKS = /(?:^|\/)(?:namespacedConnection|solanaConnection|solanaWallets|balanceFlow|networkFlow|rpcFlow|remoteConfig|siwxFlow|EmailVerifyOtpView|EmailVerifyDeviceView|UpdateEmailPrimaryOtpView|UpdateEmailSecondaryOtpView|UnsupportedChainView|SIWXSignMessageView|ApproveTransactionView)-[\w-]+\.js$/
/** Chunks the entry itself imports: loaded before any click, so naming them in a preload list only costs bytes. */
const LOADED_WITH_ENTRY = /(?:^|\/)(?:rolldown-runtime|index)-[\w-]+\.js$/
export const modulePreload = {
  // Every browser Latch targets preloads modules natively; the polyfill would be 0.4 KiB of first-click code.
  polyfill: false,
  resolveDependencies: (filename: string, deps: string[]) => (UNHURRIED_CHUNKS.test(filename) ? [] : deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep))),
}

/** Everything the entry loads before any click (its static imports: React, XState, zod, the modal and connection
 * flows) in the entry's own chunk. Split into chunks shared with the lazy code they were 7 files, each paying for
 * its exports, imports and a minifier that cannot see across it: one chunk is 2.8 KiB gzip smaller. The lazy chunks
 * import what they share from it, which is loaded by then anyway. Shared with the bench build. */
export const codeSplitting = { groups: [{ name: 'index', tags: ['$initial' as const] }] }

// The demo laboratory (index.html → src/app). The devstack's ports come from the environment (README).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: reactShimAliases },
  // Issue 31: the devstack's app is framed by nobody but itself, so no page can lay it under a clickjacking cover.
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_PORT ?? 5173), strictPort: true, headers: { 'content-security-policy': "frame-ancestors 'self'" } },
  preview: { host: '127.0.0.1', port: Number(process.env.LATCH_PORT ?? 5173), strictPort: true },
  build: { target: 'es2022', sourcemap: false, modulePreload, rolldownOptions: { output: { codeSplitting } } },
})
