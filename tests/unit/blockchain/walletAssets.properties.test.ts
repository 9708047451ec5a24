// Property: whatever a wallet answers to wallet_getAssets, the portfolio never throws; an answer outside R-VAL-11
// (every asset: string address and balance, type ERC20 or NATIVE, metadata with string name, symbol, iconUrl and
// number decimals and price) falls back to the blockchain API, a valid one is used, minus decimals '0' (R-VAL-10).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BlockchainApi } from '../../../src/services/blockchain/blockchainApi'
import { fetchPortfolio } from '../../../src/services/blockchain/portfolio'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const API_TOKEN = { name: 'From the API', symbol: 'API', chainId: 'eip155:31337', price: 1, value: 1, quantity: { decimals: '6', numeric: '1' }, iconUrl: 'https://x/api.png' }
const api: BlockchainApi = { getBalances: async () => [API_TOKEN], getHistory: async () => ({ data: [] }) }

const validAsset = fc.record({
  address: fc.stringMatching(/^0x[0-9a-f]{40}$/),
  balance: fc.bigInt({ min: 0n, max: 2n ** 128n }).map((value) => `0x${value.toString(16)}`),
  type: fc.constantFrom('ERC20', 'NATIVE'),
  metadata: fc.record({ name: fc.string(), symbol: fc.string(), decimals: fc.integer({ min: 0, max: 36 }), price: fc.double({ noNaN: true, min: 0, max: 1e6 }), iconUrl: fc.string() }),
})
// One field of one asset broken the ways wallets break them.
const brokenAsset = fc.tuple(validAsset, fc.constantFrom('address', 'balance', 'type', 'decimals', 'price', 'name'), fc.anything()).map(([asset, field, value]) =>
  ['decimals', 'price', 'name'].includes(field) ? { ...asset, metadata: { ...asset.metadata, [field]: value } } : { ...asset, [field]: value },
)

function isValidAsset(asset: unknown): boolean {
  const a = asset as { address?: unknown; balance?: unknown; type?: unknown; metadata?: Record<string, unknown> }
  const m = a?.metadata
  return (
    typeof a?.address === 'string' && typeof a.balance === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(a.balance) && (a.type === 'ERC20' || a.type === 'NATIVE') &&
    typeof m === 'object' && m !== null && typeof m.name === 'string' && typeof m.symbol === 'string' && typeof m.iconUrl === 'string' &&
    Number.isInteger(m.decimals) && (m.decimals as number) >= 0 && (m.decimals as number) <= 255 && typeof m.price === 'number' && !Number.isNaN(m.price)
  )
}

const wallet = (assets: unknown) => async (method: string) => (method === 'wallet_getCapabilities' ? { '0x7a69': { assetDiscovery: { supported: true } } } : assets)

describe('wallet_getAssets bodies', () => {
  // fast-check found it (seed -440404009): zod's record dropped the key and read the answer as "no assets".
  it.each(['{"__proto__": {}}', '{"__proto__": [], "0x7a69": []}'])('R-VAL-11: an answer with an own __proto__ key (%s) falls back to the API', async (text) => {
    expect(await fetchPortfolio({ api, request: wallet(JSON.parse(text)) }, ADDRESS, 'eip155:31337')).toEqual([API_TOKEN])
  })

  it('any answer: never throws; a valid one is used, minus decimals 0; any invalid one falls back to the API', async () => {
    const answer = fc.oneof(
      fc.anything(),
      fc.array(fc.oneof(validAsset, brokenAsset), { maxLength: 4 }).map((assets) => ({ '0x7a69': assets })),
    )
    await fc.assert(
      fc.asyncProperty(answer, async (body) => {
        const tokens = await fetchPortfolio({ api, request: wallet(body) }, ADDRESS, 'eip155:31337')
        const assets = (body as Record<string, unknown> | null)?.['0x7a69']
        // An own `__proto__` key (JSON.parse makes one) is refused whatever it holds.
        const valid =
          typeof body === 'object' && body !== null && !Array.isArray(body) && !Object.hasOwn(body, '__proto__') && Object.values(body).every((list) => Array.isArray(list) && list.every(isValidAsset))
        if (!valid) {
          expect(tokens).toEqual([API_TOKEN])
          return
        }
        const shown = (Array.isArray(assets) ? assets : []).filter((asset) => (asset as { metadata: { decimals: number } }).metadata.decimals !== 0)
        expect(tokens.map((token) => token.symbol)).toEqual(shown.map((asset) => (asset as { metadata: { symbol: string } }).metadata.symbol))
      }),
      { numRuns: 300 },
    )
  })
})
