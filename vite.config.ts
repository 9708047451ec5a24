import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** React 19 needs no use-sync-external-store shim: the shim and its selector variant resolve to React's own hook
 * (the selector variant without the shim calls React.useSyncExternalStore directly). Shared with the bench build. */
export const reactShimAliases = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/react/shims/useSyncExternalStore.ts', import.meta.url)) },
]

// The demo laboratory (index.html → src/app). The devstack's ports come from the environment (README).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: reactShimAliases },
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.LATCH_PORT ?? 5173), strictPort: true },
  // Every browser Latch targets preloads modules natively; the polyfill would be 0.4 KiB of first-click code.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
})
