// The frame's viem clients for its local chain (the signer's and the smart accounts'): one chain definition, no
// retries (a dev chain that does not answer should say so at once), receipts polled every 20 ms.
import { createPublicClient, createWalletClient, defineChain, http } from 'viem'

export function localChainClients(options: { chainUrl: string; chainId: number; fetch?: typeof fetch }) {
  const chain = defineChain({
    id: options.chainId,
    name: `Latch local chain ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.chainUrl] } },
  })
  const transport = http(options.chainUrl, { retryCount: 0, ...(options.fetch ? { fetchFn: options.fetch } : {}) })
  return { chain, wallet: createWalletClient({ chain, transport }), client: createPublicClient({ chain, transport, pollingInterval: 20 }) }
}
