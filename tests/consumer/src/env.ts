// Where the devstack is: given at build time (scripts/packageLayer.ts builds with the e2e ports of
// playwright.config.ts); the defaults are `npm start`'s ports.
import { defineChain } from 'viem'

const env = import.meta.env

export const services = {
  apiUrl: env.VITE_LATCH_API_URL ?? 'http://127.0.0.1:5174',
  rpcUrl: env.VITE_LATCH_BLOCKCHAIN_API_URL ?? 'http://127.0.0.1:5176',
  relayUrl: env.VITE_LATCH_RELAY_URL ?? 'ws://127.0.0.1:5175',
}

export const chainUrl: string = env.VITE_LATCH_CHAIN_URL ?? 'http://127.0.0.1:8545'

/** The devstack's local chain (anvil), as wagmi and viem know it. */
export const localChain = defineChain({
  id: 31337,
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chainUrl] } },
  testnet: true,
})
