// Runs the provider API devstack alone, with a WalletConnect relay for its test wallet page:
// `npx tsx devstack/api.ts`. Ports from LATCH_API_PORT (default 5174) and LATCH_RELAY_PORT (default 5175);
// LATCH_EVENTS_FILE persists the event sink (e.g. .devstack-data/events.sqlite).
import { startProviderApi } from './providerApi'
import { startRelay } from './relay'

const DEFAULT_PORT = 5174
const DEFAULT_RELAY_PORT = 5175

const port = Number(process.env.LATCH_API_PORT ?? DEFAULT_PORT)
const relay = await startRelay({ port: Number(process.env.LATCH_RELAY_PORT ?? DEFAULT_RELAY_PORT) })
const server = await startProviderApi({ port, eventsFile: process.env.LATCH_EVENTS_FILE || undefined, relay })
console.log(`provider API: ${server.url}  (events: ${server.url}/__events.html, inspector relay: ${server.url.replace('http', 'ws')}/inspect)`)
console.log(`WalletConnect relay: ${relay.url}  (faults: POST ${relay.url.replace('ws', 'http')}/__faults/relay)`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([server.close(), relay.close()]).then(() => process.exit(0))
  })
}
