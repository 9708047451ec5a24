// Where the devstack is, inlined by `next build` from NEXT_PUBLIC_LATCH_* (scripts/nextFixture.ts builds with the
// e2e ports of playwright.config.ts); the defaults are `npm start`'s ports. Shared by both pages.
import { defineChain } from 'viem'

export const services = {
  apiUrl: process.env.NEXT_PUBLIC_LATCH_API_URL ?? 'http://127.0.0.1:5174',
  rpcUrl: process.env.NEXT_PUBLIC_LATCH_BLOCKCHAIN_API_URL ?? 'http://127.0.0.1:5176',
  relayUrl: process.env.NEXT_PUBLIC_LATCH_RELAY_URL ?? 'ws://127.0.0.1:5175',
}

export const chainUrl: string = process.env.NEXT_PUBLIC_LATCH_CHAIN_URL ?? 'http://127.0.0.1:8545'
export const chainBUrl: string = process.env.NEXT_PUBLIC_LATCH_CHAIN_B_URL ?? 'http://127.0.0.1:8546'

/** One of the devstack's local chains (anvil), as wagmi and viem know it. */
const localChainAt = (id: number, name: string, url: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } }, testnet: true })

export const localChain = localChainAt(31337, 'Local chain', chainUrl)
export const localChainB = localChainAt(31338, 'Local chain B', chainBUrl)
