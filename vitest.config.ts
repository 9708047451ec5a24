import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/spec/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'models', include: ['tests/models/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
})
