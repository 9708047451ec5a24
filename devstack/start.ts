// `npm start`: the whole local stack on 127.0.0.1 with no internet and no project id — the local chain (anvil),
// the WalletConnect relay, the provider API (with the inspector relay, the test wallet's script and the
// WalletConnect test wallet page at /__wallet) and the laboratory page — and one URL printed.
import { createServer } from 'vite'
import { startChain } from './chain/anvil'
import { startProviderApi } from './providerApi/index'
import { startRelay } from './relay'
import { buildTestWalletScript } from './testWallet/build'
import { buildWcWalletScript } from './wcWallet/build'

const host = '127.0.0.1'
const apiPort = Number(process.env.LATCH_API_PORT ?? 5174)
const appPort = Number(process.env.LATCH_PORT ?? 5173)
const chainPort = Number(process.env.LATCH_CHAIN_PORT ?? 8545)
const relayPort = Number(process.env.LATCH_RELAY_PORT ?? 5175)

// Built in the background while the rest starts; GET /__test-wallet.js waits for it (and answers 500 if it failed).
const testWalletScript = buildTestWalletScript()
testWalletScript.catch((error: unknown) => console.error(`test wallet bundle failed: ${error instanceof Error ? error.message : String(error)}`))
// Likewise the WalletConnect test wallet page's script, for GET /__wallet.js.
const wcWalletScript = buildWcWalletScript()
wcWalletScript.catch((error: unknown) => console.error(`WalletConnect test wallet bundle failed: ${error instanceof Error ? error.message : String(error)}`))

const chain = await startChain({ host, port: chainPort })
process.env.VITE_LATCH_CHAIN_URL = chain.url
const relay = await startRelay({ host, port: relayPort })
process.env.VITE_LATCH_RELAY_URL = relay.url
const api = await startProviderApi({
  host,
  port: apiPort,
  eventsFile: process.env.LATCH_EVENTS_FILE,
  testWalletScript: () => testWalletScript,
  relay,
  chainUrl: chain.url,
  wcWalletScript: () => wcWalletScript,
})
process.env.VITE_LATCH_API_URL = api.url
// The e2e run edits nothing, and a file watcher reloading pages mid-test only makes it flaky.
const quiet = process.env.LATCH_NO_WATCH === '1'
const vite = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  logLevel: 'warn',
  server: { host, port: appPort, strictPort: true, ...(quiet ? { hmr: false, watch: null } : {}) },
})
await vite.listen()

console.log(`http://${host}:${appPort}`)

async function stop() {
  await Promise.allSettled([vite.close(), api.close(), relay.close(), chain.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
