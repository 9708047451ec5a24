// Two builds of one app: the default one with Latch (index.html), and `--mode baseline` (baseline.html), the same
// wagmi + react-query app with no Latch, the floor the size gate subtracts. A plain consumer's config: no aliases, no
// chunking rules of Latch's own. The manifest says which files each page loads at start (scripts/packageSize.ts).
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  base: './',
  build: {
    outDir: mode === 'baseline' ? 'dist-baseline' : 'dist',
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: { input: mode === 'baseline' ? 'baseline.html' : 'index.html' },
  },
}))
