import { defineConfig, devices } from '@playwright/test'

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the real devstack, on ports of
// their own so a developer's `npm start` can keep running.
const appPort = Number(process.env.LATCH_E2E_PORT ?? 5273)
const apiPort = Number(process.env.LATCH_E2E_API_PORT ?? 5274)
const chainPort = Number(process.env.LATCH_E2E_CHAIN_PORT ?? 8645)
const relayPort = Number(process.env.LATCH_E2E_RELAY_PORT ?? 5275)
const chainBPort = Number(process.env.LATCH_E2E_CHAIN_B_PORT ?? 8646)
const blockchainApiPort = Number(process.env.LATCH_E2E_BLOCKCHAIN_API_PORT ?? 5276)
const solanaPort = Number(process.env.LATCH_E2E_SOLANA_PORT ?? 8999)
const smtpPort = Number(process.env.LATCH_E2E_SMTP_PORT ?? 2625)
const mailboxPort = Number(process.env.LATCH_E2E_MAILBOX_PORT ?? 5277)
const framePort = Number(process.env.LATCH_E2E_FRAME_PORT ?? 5278)
const siwxPort = Number(process.env.LATCH_E2E_SIWX_PORT ?? 5279)

export default defineConfig({
  testDir: 'tests/e2e',
  // Stryker's sandbox copies (npm run mutate) hold copies of these tests; never run them.
  testIgnore: '**/.stryker-tmp/**',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx devstack/start.ts',
    url: `http://127.0.0.1:${appPort}`,
    env: {
      LATCH_PORT: String(appPort),
      LATCH_API_PORT: String(apiPort),
      LATCH_CHAIN_PORT: String(chainPort),
      LATCH_RELAY_PORT: String(relayPort),
      LATCH_CHAIN_B_PORT: String(chainBPort),
      LATCH_BLOCKCHAIN_API_PORT: String(blockchainApiPort),
      LATCH_SOLANA_PORT: String(solanaPort),
      LATCH_SMTP_PORT: String(smtpPort),
      LATCH_MAILBOX_PORT: String(mailboxPort),
      LATCH_FRAME_PORT: String(framePort),
      LATCH_SIWX_PORT: String(siwxPort),
      LATCH_NO_WATCH: '1',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
