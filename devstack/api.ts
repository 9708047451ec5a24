// Runs the provider API devstack alone: `npx tsx devstack/api.ts`. Port from LATCH_API_PORT (default 5174);
// LATCH_EVENTS_FILE persists the event sink (e.g. .devstack-data/events.sqlite).
import { startProviderApi } from './providerApi'

const DEFAULT_PORT = 5174

const port = Number(process.env.LATCH_API_PORT ?? DEFAULT_PORT)
const server = await startProviderApi({ port, eventsFile: process.env.LATCH_EVENTS_FILE || undefined })
console.log(`provider API: ${server.url}  (events: ${server.url}/__events.html, inspector relay: ${server.url.replace('http', 'ws')}/inspect)`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
