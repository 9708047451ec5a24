// Issue 33, options that explain themselves: the ten mistakes an app developer makes most in createLatch's options,
// each refused with a message that says where, what was expected (with an example) and what was given, or, for a
// key Latch does not know, the nearest one it does. Every message is written out here, not built from src/.
import { mainnet } from 'viem/chains'
import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { latchOptionsSchema, parseLatchConfig } from '../../../src/core/config'
import { briefOptionIssue } from '../../../src/core/optionErrors'
import { LatchError } from '../../../src/core/errors'

function refusal(input: unknown): { code: string; message: string } {
  try {
    parseLatchConfig(input)
  } catch (error) {
    if (error instanceof LatchError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('the options were accepted')
}

describe('the ten commonest mistakes in createLatch options (issue 33)', () => {
  it.each([
    ['a chain name instead of an id', { networks: ['mainnet'] }, "Invalid Latch options: networks[0]: expected a CAIP-2 id such as 'eip155:1' or a viem chain, got \"mainnet\""],
    ['a hex chain id', { networks: ['eip155:1', '0x1'] }, "Invalid Latch options: networks[1]: expected a CAIP-2 id such as 'eip155:1' or a viem chain, got \"0x1\""],
    ['a dash for the colon', { networks: ['eip155-1'] }, "Invalid Latch options: networks[0]: expected a CAIP-2 id such as 'eip155:1' or a viem chain, got \"eip155-1\""],
    ['a bare chain number', { networks: [1] }, "Invalid Latch options: networks[0]: expected a CAIP-2 id such as 'eip155:1' or a viem chain, got 1"],
    ['no network at all', { networks: [] }, "Invalid Latch options: networks: expected at least one network, such as ['eip155:1'], got []"],
    ['a service URL at the top level', { networks: ['eip155:1'], apiUrl: 'http://127.0.0.1:5174' }, "Invalid Latch options: unknown option 'apiUrl': did you mean 'services.apiUrl'?"],
    ['a misspelled service', { networks: ['eip155:1'], services: { apiURL: 'http://127.0.0.1:5174' } }, "Invalid Latch options: unknown option 'apiURL' in services: did you mean 'apiUrl'?"],
    ['a misspelled feature', { networks: ['eip155:1'], features: { emial: false } }, "Invalid Latch options: unknown option 'emial' in features: did you mean 'email'?"],
    ['a URL without its scheme', { networks: ['eip155:1'], services: { apiUrl: '127.0.0.1:5174' } }, "Invalid Latch options: services.apiUrl: expected an http(s) or ws(s) URL such as 'https://api.example.com', got \"127.0.0.1:5174\""],
    ['the project id inside services', { networks: ['eip155:1'], services: { projectId: 'abc' } }, "Invalid Latch options: unknown option 'projectId' in services: did you mean the top-level 'projectId'?"],
  ])('%s', (_mistake, input, message) => {
    expect(refusal(input)).toEqual({ code: 'INVALID_OPTIONS', message })
  })

  it('a default network missing from networks is the spec’s Network Not Found (R-ERR-1), naming both', () => {
    expect(refusal({ networks: ['eip155:1', 'eip155:8453'], defaultNetwork: 'eip155:10' })).toEqual({
      code: 'NETWORK_NOT_FOUND',
      message: "Network Not Found: defaultNetwork: 'eip155:10' is not one of networks (eip155:1, eip155:8453)",
    })
  })

  it('a key nothing resembles is named without a guess; a wrong value says what the option takes', () => {
    expect(refusal({ networks: ['eip155:1'], colour: 'red' }).message).toBe("Invalid Latch options: unknown option 'colour'")
    expect(refusal({ networks: ['eip155:1'], themeMode: 'blue' }).message).toBe('Invalid Latch options: themeMode: expected "light" or "dark" or "system", got "blue"')
    expect(refusal({ networks: ['eip155:1'], basic: 'yes' }).message).toBe("Invalid Latch options: basic: expected a boolean, got \"yes\"")
    expect(refusal({ networks: ['eip155:1'], themeVariables: { color: 'red' } }).message).toBe("Invalid Latch options: unknown option 'color' in themeVariables")
    expect(refusal({}).message).toBe("Invalid Latch options: networks: expected a list of networks such as ['eip155:1'] or [mainnet] from 'viem/chains'")
  })

  it('a network object or a chain with a bad field names that field', () => {
    const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
    expect(refusal({ networks: [{ caipNetworkId: 'eip155:31337', name: 'Local', nativeCurrency: currency, rpcUrl: 'localhost:8545' }] }).message).toBe(
      "Invalid Latch options: networks[0].rpcUrl: expected an http(s) or ws(s) URL such as 'https://api.example.com', got \"localhost:8545\"",
    )
    expect(refusal({ networks: [{ id: 31337, name: 'Local', nativeCurrency: currency, rpcUrls: { default: { http: [] } } }] }).message).toBe(
      'Invalid Latch options: networks[0].rpcUrls.default.http: expected at least 1 item, got []',
    )
    // R-VAL-3: an EVM chain id must stay below 2^31.
    expect(refusal({ networks: [{ ...mainnet, id: 2 ** 31 }] }).message).toBe('Invalid Latch options: networks[0].id: expected an EVM chain id such as 1, got 2147483648')
  })
})

describe('viem chains as networks (issue 33, one network list)', () => {
  const local = defineChain({ id: 31337, name: 'Local chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } }, testnet: true })

  it('takes a viem chain as the network it describes, read over its own RPC, and keeps the chain for wagmi', () => {
    const config = parseLatchConfig({ networks: [mainnet, local, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    expect(config.networks).toEqual(['eip155:1', 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    expect(config.defaultNetwork).toBe('eip155:1')
    expect(config.networkEntries[1]).toEqual({
      caipNetworkId: 'eip155:31337',
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'http://127.0.0.1:8545',
      explorerUrl: undefined,
      testnet: true,
      chain: local,
    })
    expect(config.networkEntries[0]).toMatchObject({ caipNetworkId: 'eip155:1', explorerUrl: 'https://etherscan.io', chain: mainnet })
  })
})

describe('in a production build (issue 33)', () => {
  // The app's bundler writes NODE_ENV in; a production build keeps where and the rule's own message, not the
  // development sentence's nearest key and given value (about 0.7 KiB before the first click).
  const brief = (input: unknown) => {
    const parsed = latchOptionsSchema.safeParse(input)
    if (parsed.success) throw new Error('the options were accepted')
    return briefOptionIssue(parsed.error.issues[0]!)
  }

  it('still says where, and what the rule expects, with its example', () => {
    expect(brief({ networks: ['mainnet'] })).toBe("networks[0]: expected a CAIP-2 id such as 'eip155:1' or a viem chain")
    expect(brief({ networks: ['eip155:1'], services: { apiUrl: '127.0.0.1:5174' } })).toBe("services.apiUrl: expected an http(s) or ws(s) URL such as 'https://api.example.com'")
    expect(brief({ networks: [] })).toBe("networks: expected at least one network, such as ['eip155:1']")
  })

  it('still names an unknown key, and where it is', () => {
    expect(brief({ networks: ['eip155:1'], apiUrl: 'http://127.0.0.1:5174' })).toBe("unknown option 'apiUrl'")
    expect(brief({ networks: ['eip155:1'], services: { apiURL: 'http://127.0.0.1:5174' } })).toBe("unknown option 'apiURL' in services")
  })
})

describe('an app that uses classic zod itself', () => {
  it('gets the same sentences: classic zod setting its English messages globally does not reach Latch’s', async () => {
    const classic = await import('zod')
    // Classic zod installs its messages on first use, for every zod schema in the page.
    expect(classic.z.enum(['a', 'b']).safeParse('c').error?.issues[0]?.message).toMatch(/^Invalid option/)
    expect(refusal({ networks: ['eip155:1'], themeMode: 'blue' }).message).toBe('Invalid Latch options: themeMode: expected "light" or "dark" or "system", got "blue"')
  })
})
