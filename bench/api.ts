// The provider API the latch page is pointed at: the devstack's, started in-process on a free loopback port
// (fresh state, events in memory), so the page sees real answers and no request leaves the machine.
import { startProviderApi } from '../devstack/providerApi/index'

export type ProviderApi = { kind: string; url: string; close: () => Promise<void> }

export async function startApi(): Promise<ProviderApi> {
  const server = await startProviderApi({ host: '127.0.0.1', port: 0 })
  return { kind: 'devstack', url: server.url.replace(/\/$/, ''), close: () => server.close() }
}
