// `npm start`: the whole local stack on 127.0.0.1 with no internet and no project id — the provider API
// (with the inspector relay) and the laboratory page — and one URL printed.
import { createServer } from 'vite'
import { startProviderApi } from './providerApi/index'

const host = '127.0.0.1'
const apiPort = Number(process.env.LATCH_API_PORT ?? 5174)
const appPort = Number(process.env.LATCH_PORT ?? 5173)

const api = await startProviderApi({ host, port: apiPort, eventsFile: process.env.LATCH_EVENTS_FILE })
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
  await Promise.allSettled([vite.close(), api.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
