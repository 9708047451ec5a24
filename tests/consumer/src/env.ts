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
export const chainBUrl: string = env.VITE_LATCH_CHAIN_B_URL ?? 'http://127.0.0.1:8546'

/** One of the devstack's local chains (anvil), as wagmi and viem know it. */
const localChainAt = (id: number, name: string, url: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } }, testnet: true })

export const localChain = localChainAt(31337, 'Local chain', chainUrl)
/** The second one, for wagmi's switchChain. */
export const localChainB = localChainAt(31338, 'Local chain B', chainBUrl)
