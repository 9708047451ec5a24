import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo laboratory (index.html → src/app). The devstack's ports come from the environment (README).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.LATCH_PORT ?? 5173), strictPort: true },
  build: { target: 'es2022', sourcemap: false },
})
