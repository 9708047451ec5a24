import { defineConfig, devices } from '@playwright/test'

import { stackEnv, stackPort, STACK } from './tests/e2e/support/stack'

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the real devstack, on ports of
// their own so a developer's `npm start` can keep running. Two workers, each with a devstack of its own
// (tests/e2e/support/stack.ts): the cores are busy with one worker's browser while the other's waits on a timer.
// LATCH_E2E_STACKS=3 ran slower (5.7 min against 5.5) and flaked on two cores.
const STACKS = Number(process.env.LATCH_E2E_STACKS ?? 2)
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}
// The consumer fixtures are built with stack 0's URLs in them (scripts/consumerFixture.ts): their specs run once every
// other test is done, in one worker, which then holds slot 0 and so stack 0 (consumer.spec.ts checks it).
// Stryker's sandbox copies (npm run mutate) hold copies of these tests; never run them.
const STRYKER_COPIES = '**/.stryker-tmp/**'
const CONSUMER_SPECS = /consumer(Next)?\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: STACKS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  use: {
    // Read in each worker, where STACK is its slot.
    baseURL: `http://127.0.0.1:${stackPort('LATCH_PORT', STACK)}`,
    trace: 'off',
  },
  projects: [
    // 'consumer' is chromium's teardown: it runs once chromium's tests are done, passed or not.
    { name: 'chromium', use: chromium, testIgnore: [STRYKER_COPIES, CONSUMER_SPECS], teardown: 'consumer' },
    { name: 'consumer', use: chromium, testMatch: CONSUMER_SPECS, testIgnore: STRYKER_COPIES, workers: 1 },
  ],
  webServer: Array.from({ length: STACKS }, (_, stack) => ({
    command: 'npx tsx devstack/start.ts',
    url: `http://127.0.0.1:${stackPort('LATCH_PORT', stack)}`,
    env: { ...stackEnv(stack), LATCH_NO_WATCH: '1', LATCH_LAB: process.env.LATCH_E2E_LAB ?? 'built' },
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
