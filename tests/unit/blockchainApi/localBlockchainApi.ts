// A blockchain API over freshly seeded local chains, as devstack/start.ts runs it, for one test file.
import { startBlockchainApi, type BlockchainApiServer } from '../../../devstack/blockchainApi'
import { startSeededChains, type SeededChains } from '../chain/seededChains'

export type LocalBlockchainApi = { api: BlockchainApiServer; chains: SeededChains; close(): Promise<void> }

export async function startLocalBlockchainApi(extraChains: Record<string, string> = {}): Promise<LocalBlockchainApi> {
  const chains = await startSeededChains()
  let api: BlockchainApiServer
  try {
    api = await startBlockchainApi({ port: 0, chains: { 'eip155:31337': chains.a.url, 'eip155:31338': chains.b.url, ...extraChains } })
  } catch (error) {
    await chains.close()
    throw error
  }
  return {
    api,
    chains,
    async close() {
      await api.close()
      await chains.close()
    },
  }
}

export async function getJson(url: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text) as unknown
  } catch {
    // not JSON: the text itself
  }
  return { status: response.status, body, headers: response.headers }
}
