// The app's networks as Latch resolves them: known ids read through the provider RPC (SPEC §7 shape), network
// objects the app brings keep their own RPC and are validated (a bad one names its field), unknown ids still work.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseLatchConfig } from '../../../src/core/config'
import { configuredNetworks } from '../../../src/core/configuredNetworks'

const resolved = (options: Parameters<typeof parseLatchConfig>[0]) => configuredNetworks(parseLatchConfig(options))

const LOCAL_B = { caipNetworkId: 'eip155:31338', name: 'Dev chain B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'http://127.0.0.1:8546' }

describe('configured networks', () => {
  it('a known id becomes its catalogue entry read through the provider RPC', () => {
    expect(resolved({ projectId: 'p1', networks: ['eip155:8453'], services: { rpcUrl: 'http://127.0.0.1:5176' } })).toEqual([
      expect.objectContaining({ caipNetworkId: 'eip155:8453', name: 'Base', chainNamespace: 'eip155', id: '8453', rpcUrl: 'http://127.0.0.1:5176/v1/?chainId=eip155%3A8453&projectId=p1' }),
    ])
  })

  it('a network object keeps its own RPC, name, currency and explorer, and its id is among the networks', () => {
    const options = { networks: ['eip155:1', { ...LOCAL_B, explorerUrl: 'https://explorer.local', testnet: true }] }
    expect(parseLatchConfig(options).networks).toEqual(['eip155:1', 'eip155:31338'])
    expect(resolved(options)[1]).toEqual({
      id: '31338',
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      name: 'Dev chain B',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      assets: { imageId: 'eip155:31338' },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      blockExplorers: { default: { name: 'Dev chain B', url: 'https://explorer.local' } },
      testnet: true,
      rpcUrl: 'http://127.0.0.1:8546',
    })
  })

  it('a network object can be the default network', () => {
    expect(parseLatchConfig({ networks: ['eip155:1', LOCAL_B], defaultNetwork: 'eip155:31338' }).defaultNetwork).toBe('eip155:31338')
  })

  it('an id Latch does not know gets its id as name and its namespace currency', () => {
    const [network] = resolved({ networks: ['eip155:777'] })
    expect(network).toMatchObject({ name: 'eip155:777', nativeCurrency: { symbol: 'ETH', decimals: 18 }, testnet: false })
    expect(resolved({ networks: ['bip122:000000000019d6689c085ae165831e93'] })[0]?.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
  })

  it('an unknown id of each namespace gets that namespace currency, no RPC of its own and its id as image', () => {
    const currency = (id: string) => resolved({ networks: [id] })[0]?.nativeCurrency
    expect(currency('eip155:777')).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    // Not Solana Testnet (a catalogue entry, which would never reach the namespace table): an id Latch does not know.
    expect(currency('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(resolved({ networks: ['solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'] })[0]?.name).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
    expect(currency('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toEqual({ name: 'Polkadot', symbol: 'DOT', decimals: 10 })
    // A namespace Latch has no currency for: its own name, upper-cased as the symbol.
    expect(currency('cosmos:cosmoshub-4')).toEqual({ name: 'cosmos', symbol: 'COSMOS', decimals: 18 })
    const [network] = resolved({ networks: ['eip155:777'] })
    expect(network).toMatchObject({ id: '777', chainNamespace: 'eip155', assets: { imageId: 'eip155:777' }, rpcUrls: { default: { http: [] } } })
  })

  it('a network object says testnet only when it says so, and keeps an image URL it brings', () => {
    const [, plain] = resolved({ networks: ['eip155:1', LOCAL_B] })
    expect(plain).toMatchObject({ testnet: false, blockExplorers: undefined, assets: { imageId: 'eip155:31338' } })
    const [, pictured] = resolved({ networks: ['eip155:1', { ...LOCAL_B, imageUrl: 'https://img.local/b.png' }] })
    expect(pictured?.assets).toEqual({ imageUrl: 'https://img.local/b.png' })
  })

  it('an unknown id of a namespace Latch has no currency for is that namespace in name and upper-cased symbol, 18 decimals, read through the provider RPC', () => {
    // Namespaces of CAIP-2's shape (lower-case letters), none of the four with a currency of their own.
    const namespace = fc.stringMatching(/^[a-z]{3,8}$/).filter((ns) => !['eip155', 'solana', 'bip122', 'polkadot'].includes(ns))
    fc.assert(
      fc.property(namespace, fc.stringMatching(/^[a-zA-Z0-9-]{1,32}$/), (ns, reference) => {
        const id = `${ns}:${reference}`
        expect(resolved({ projectId: 'p1', networks: [id], services: { rpcUrl: 'http://127.0.0.1:5176' } })).toEqual([
          {
            id: reference,
            caipNetworkId: id,
            chainNamespace: ns,
            name: id,
            nativeCurrency: { name: ns, symbol: ns.toUpperCase(), decimals: 18 },
            assets: { imageId: id },
            rpcUrls: { default: { http: [] } },
            testnet: false,
            rpcUrl: `http://127.0.0.1:5176/v1/?chainId=${encodeURIComponent(id)}&projectId=p1`,
          },
        ])
      }),
    )
  })

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('R-VAL-3: a namespace named like a built-in member (%s) still gets its own name as the currency', (ns) => {
    const [network] = resolved({ networks: [`${ns}:1`] })
    expect(network?.nativeCurrency).toEqual({ name: ns, symbol: ns.toUpperCase(), decimals: 18 })
  })

  it.each([
    [{ ...LOCAL_B, caipNetworkId: 'eip155' }, "networks[1].caipNetworkId: expected a CAIP-2 id such as 'eip155:1', got \"eip155\""],
    // A field of the wrong type: the object's own field is still the one named, with what it takes (issue 33).
    [{ ...LOCAL_B, name: 42 }, 'networks[1].name: expected a string, got 42'],
    [{ ...LOCAL_B, nativeCurrency: 'ETH' }, "networks[1].nativeCurrency: expected an object, got \"ETH\""],
    [{ ...LOCAL_B, rpcUrl: 'ftp://x' }, 'networks[1].rpcUrl'],
    [{ ...LOCAL_B, name: '' }, 'networks[1].name'],
    [{ ...LOCAL_B, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }, 'networks[1].nativeCurrency.decimals'],
  ])('a broken network object is refused, naming its field', (network, field) => {
    expect(() => parseLatchConfig({ networks: ['eip155:1', network] })).toThrow(field)
  })
})
