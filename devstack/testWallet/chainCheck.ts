// At load the test wallet asks each chain it knows for eth_chainId, once, and says in one console line which of them
// did not answer or answered as another chain: a page whose wallet points at no chain (the devstack not running, or
// running on other ports than the defaults) learns it at once, not at its first failed request.
import { CONFIG_GLOBAL, type WalletChain } from './config'

const CHECK_TIMEOUT_MS = 5_000

async function problem(chain: WalletChain, fetchFn: typeof fetch, timeoutMs: number): Promise<string | undefined> {
  const expected = `0x${chain.id.toString(16)}`
  try {
    const response = await fetchFn(chain.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json()) as { result?: unknown }
    if (body.result === expected) return undefined
    return `chain ${chain.id} at ${chain.url} answered eth_chainId ${JSON.stringify(body.result)}, not ${expected}`
  } catch {
    return `chain ${chain.id} at ${chain.url} does not answer eth_chainId`
  }
}

/** The one warning about `chains` (undefined when every one answers as itself), also handed to `warn`. */
export async function checkChains(
  chains: readonly WalletChain[],
  options: { fetch?: typeof fetch; warn?: (line: string) => void; timeoutMs?: number } = {},
): Promise<string | undefined> {
  const fetchFn = options.fetch ?? fetch
  const problems = (await Promise.all(chains.map((chain) => problem(chain, fetchFn, options.timeoutMs ?? CHECK_TIMEOUT_MS)))).filter((found) => found !== undefined)
  if (problems.length === 0) return undefined
  const line =
    `Latch test wallet: ${problems.join('; ')}. Run the devstack (npm start in a Latch checkout), or point the wallet at your chains: ` +
    `window.${CONFIG_GLOBAL} = { chainUrl, chainBUrl } before this script loads.`
  ;(options.warn ?? ((text: string) => console.warn(text)))(line)
  return line
}
