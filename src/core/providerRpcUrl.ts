// The RPC URL of a network the app named by id: the blockchain API's (SPEC §7). A module of its own, apart from the
// network table, so that createLatch (latch.rpcUrl, which latch/wagmi's transports use) ships none of the table.
import type { CaipNetworkId } from './caip'
import { CLOUD_RPC_URL } from './constants'

/** SPEC §7: the provider's RPC serves every chain at `{rpc}/v1/?chainId=..&projectId=...`. */
export function providerRpcUrl(caipNetworkId: CaipNetworkId, services: { rpcUrl?: string; projectId: string }): string {
  const base = (services.rpcUrl ?? CLOUD_RPC_URL).replace(/\/$/, '')
  return `${base}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${encodeURIComponent(services.projectId)}`
}
