import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONNECT_METHOD_ORDER, parseLatchConfig, SOCIALS } from '../../../src/core/config'
import { LatchError } from '../../../src/core/errors'

function failure(input: unknown): LatchError {
  try {
    parseLatchConfig(input)
  } catch (error) {
    if (error instanceof LatchError) return error
    throw error
  }
  throw new Error('config was accepted')
}

describe('createLatch options', () => {
  it('applies the spec defaults (R-PROD-1, R-PROD-2, R-PROD-3)', () => {
    const config = parseLatchConfig({ networks: ['eip155:1', 'eip155:8453'] })
    expect(config.defaultNetwork).toBe('eip155:1')
    expect(config.features.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
    expect(DEFAULT_CONNECT_METHOD_ORDER).toEqual(['wallet', 'email', 'social'])
    expect(config.features.socials).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(SOCIALS).toHaveLength(7)
    expect(config.features).toMatchObject({ onramp: true, swaps: true, receive: true, send: true })
    expect(config.sdkType).toBe('appkit')
    expect(config.themeMode).toBe('light')
    expect(config.enableNetworkSwitch).toBe(true)
    expect(config.allowUnsupportedChain).toBe(false)
  })

  it('says Project ID Not Configured only for the cloud without a project id', () => {
    expect(parseLatchConfig({ networks: ['eip155:1'] }).missingProjectId).toBe(true)
    expect(parseLatchConfig({ networks: ['eip155:1'], projectId: 'abc' }).missingProjectId).toBe(false)
    expect(parseLatchConfig({ networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:5174/' } })).toMatchObject({
      missingProjectId: false,
      services: { apiUrl: 'http://127.0.0.1:5174' },
    })
  })

  it('R-ERR-1: a default network outside networks is Network Not Found', () => {
    const error = failure({ networks: ['eip155:1'], defaultNetwork: 'eip155:10' })
    expect(error.code).toBe('NETWORK_NOT_FOUND')
    expect(error.message).toContain('Network Not Found')
    expect(error.message).toContain('defaultNetwork')
  })

  it.each([
    [{ networks: [] }, 'networks'],
    [{ networks: ['eip155'] }, 'networks[0]'],
    [{ networks: ['eip155:99999999999'] }, 'networks[0]'],
    [{ networks: ['eip155:1'], themeMode: 'blue' }, 'themeMode'],
    [{ networks: ['eip155:1'], features: { socials: ['myspace'] } }, 'features.socials[0]'],
    [{ networks: ['eip155:1'], services: { apiUrl: 'ftp://x' } }, 'services.apiUrl'],
    [{ networks: ['eip155:1'], themeVariables: { '--latch-accent': 'red;' } }, 'themeVariables.--latch-accent'],
    [{ networks: ['eip155:1'], featuredWalletIds: [''] }, 'featuredWalletIds[0]'],
  ])('a bad field throws a LatchError naming it: %j', (input, field) => {
    const error = failure(input)
    // The path is printed as written in code: dots between keys, brackets around indexes, no leading dot.
    expect(error.code).toBe('INVALID_OPTIONS')
    expect(error.message.startsWith(`Invalid Latch options: ${field}: expected `)).toBe(true)
    expect(error.message.length).toBeGreaterThan(`Invalid Latch options: ${field}: expected `.length)
  })

  it('prints the rule a field broke, with an example: a CAIP-2 id or a viem chain for a network, the URL schemes for a URL', () => {
    expect(failure({ networks: ['eip155'] }).message).toBe("Invalid Latch options: networks[0]: expected a CAIP-2 id such as 'eip155:1' or a viem chain, got \"eip155\"")
    expect(failure({ networks: ['eip155:1'], services: { apiUrl: 'ftp://x' } }).message).toBe(
      "Invalid Latch options: services.apiUrl: expected an http(s) or ws(s) URL such as 'https://api.example.com', got \"ftp://x\"",
    )
  })

  it('R-CONST-7: theme mode light or dark; theme variables only whole --latch-* names', () => {
    expect(parseLatchConfig({ networks: ['eip155:1'], themeMode: 'light' }).themeMode).toBe('light')
    expect(parseLatchConfig({ networks: ['eip155:1'], themeMode: 'dark' }).themeMode).toBe('dark')
    expect(parseLatchConfig({ networks: ['eip155:1'], themeVariables: { '--latch-font-size': '12px' } }).themeVariables).toEqual({
      '--latch-font-size': '12px',
    })
    for (const name of ['x--latch-accent', '--latch-accent; color: red', '--latch-', '--Latch-accent']) {
      expect(failure({ networks: ['eip155:1'], themeVariables: { [name]: '#f00' } }).message).toContain('themeVariables')
    }
  })

  it('talks to the cloud API when the config names no other base URL', () => {
    expect(parseLatchConfig({ networks: ['eip155:1'], projectId: 'abc' }).services.apiUrl).toBe('https://api.web3modal.org')
  })

  it('a network that is neither an id nor an object is refused as a LatchError naming its index (R-VAL-3)', () => {
    // Both branches of "id or object" fail on the value's type: the entry itself is what the developer fixes.
    const notANetwork = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }))
    fc.assert(
      fc.property(fc.array(fc.constantFrom('eip155:1', 'eip155:8453'), { maxLength: 3 }), notANetwork, (before, entry) => {
        const error = failure({ networks: [...before, entry] })
        expect(error.code).toBe('INVALID_OPTIONS')
        expect(error.message.startsWith(`Invalid Latch options: networks[${before.length}]: expected a CAIP-2 id such as 'eip155:1' or a viem chain, got `)).toBe(true)
      }),
    )
  })

  it('names the options themselves when the input is not an object', () => {
    for (const input of [null, 'eip155:1', 42]) {
      expect(failure(input).message).toMatch(/^Invalid Latch options: options: expected an options object, got \S/)
    }
  })

  it.each([
    ['https://dapp.example', true],
    ['http://127.0.0.1:5173/x', true],
    ['wss://relay.example', true],
    ['ws://127.0.0.1:5175', true],
    ['see https://dapp.example', false],
    ['https://dapp.example and more', false],
    ['httpss://dapp.example', false],
    ['wsss://relay.example', false],
  ])('metadata.url %j is accepted: %s', (url, accepted) => {
    const run = () => parseLatchConfig({ networks: ['eip155:1'], metadata: { name: 'Dapp', url } })
    if (accepted) expect(run().metadata.url).toBe(url)
    else expect(failure({ networks: ['eip155:1'], metadata: { name: 'Dapp', url } }).message).toContain('metadata.url')
  })

  it('fills the metadata a dapp leaves out, and keeps what it gives', () => {
    expect(parseLatchConfig({ networks: ['eip155:1'] }).metadata).toEqual({ name: 'Latch app', description: '', url: '', icons: [] })
    const metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: ['https://dapp.example/icon.png'] }
    expect(parseLatchConfig({ networks: ['eip155:1'], metadata }).metadata).toEqual(metadata)
  })

  it('keeps every option a dapp gives over its default', () => {
    const config = parseLatchConfig({
      networks: ['eip155:1', 'eip155:8453'],
      defaultNetwork: 'eip155:8453',
      features: { socials: false, email: false, analytics: false, onramp: false, swaps: false, receive: false, send: false, connectMethodsOrder: ['social', 'wallet'] },
      themeVariables: { '--latch-accent': '#f00' },
      themeMode: 'dark',
      basic: true,
      embedded: true,
      signInRequired: true,
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
      excludeWalletIds: ['a'],
      includeWalletIds: ['b'],
      featuredWalletIds: ['c'],
      sdkType: 'latch',
    })
    expect(config).toMatchObject({
      defaultNetwork: 'eip155:8453',
      features: { socials: [], email: false, analytics: false, onramp: false, swaps: false, receive: false, send: false, connectMethodsOrder: ['social', 'wallet'] },
      themeVariables: { '--latch-accent': '#f00' },
      themeMode: 'dark',
      basic: true,
      embedded: true,
      signInRequired: true,
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
      excludeWalletIds: ['a'],
      includeWalletIds: ['b'],
      featuredWalletIds: ['c'],
      sdkType: 'latch',
    })
    expect(parseLatchConfig({ networks: ['eip155:1'], features: { socials: ['x', 'google'] } }).features.socials).toEqual(['x', 'google'])
  })

  it('defaults the flags a dapp leaves out to off, and the rest on', () => {
    const config = parseLatchConfig({ networks: ['eip155:1'] })
    expect(config).toMatchObject({ basic: false, embedded: false, signInRequired: false, themeVariables: {}, siwx: undefined })
    expect(config.features).toMatchObject({ email: true, analytics: true })
    expect(config).toMatchObject({ excludeWalletIds: [], includeWalletIds: [], featuredWalletIds: [] })
  })

  it('sign in with X: true means the sign-in server, which needs services.siwxUrl; an app’s own verifier is four functions', () => {
    expect(parseLatchConfig({ networks: ['eip155:1'], siwx: true, services: { siwxUrl: 'http://127.0.0.1:5179' } })).toMatchObject({ siwx: 'server', services: { siwxUrl: 'http://127.0.0.1:5179' } })
    expect(failure({ networks: ['eip155:1'], siwx: true }).message).toContain('siwx: true needs services.siwxUrl')
    const verifier = { createMessage: async () => ({}), verify: async () => ({}), getSessions: async () => [], revoke: async () => {} }
    expect(parseLatchConfig({ networks: ['eip155:1'], siwx: verifier as never }).siwx).toMatchObject({ getSessions: verifier.getSessions, revoke: verifier.revoke })
    // The verifier's missing or wrong function is named, not the union's "Invalid input".
    expect(failure({ networks: ['eip155:1'], siwx: { ...verifier, revoke: 2 } as never }).message).toBe('Invalid Latch options: siwx.revoke: expected a function, got 2')
    expect(failure({ networks: ['eip155:1'], siwx: { createMessage: verifier.createMessage } as never }).message).toBe('Invalid Latch options: siwx.verify: expected a function')
    expect(failure({ networks: ['eip155:1'], siwx: false as never }).message).toBe('Invalid Latch options: siwx: expected true or { createMessage, verify, getSessions, revoke }, got false')
  })
})
