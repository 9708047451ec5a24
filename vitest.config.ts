import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { FastFirstSequencer } from './tests/mutation/fastFirstSequencer'

// Set in Stryker's test-runner processes (npm run mutate), never in npm test.
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined

export default defineConfig({
  plugins: [react()],
  test: {
    // Stryker's sandboxes (npm run mutate) hold copies of every test: never collect them from the project root.
    exclude: [...configDefaults.exclude, '**/.stryker-tmp/**'],
    ...(mutating ? { sequence: { sequencer: FastFirstSequencer } } : {}),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/spec/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'models', include: ['tests/models/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
})
