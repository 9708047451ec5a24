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
    [{ networks: ['eip155:1'], features: { socials: ['myspace'] } }, 'features.socials'],
    [{ networks: ['eip155:1'], services: { apiUrl: 'ftp://x' } }, 'services.apiUrl'],
    [{ networks: ['eip155:1'], themeVariables: { color: 'red' } }, 'themeVariables'],
    [{ networks: ['eip155:1'], featuredWalletIds: [''] }, 'featuredWalletIds[0]'],
  ])('a bad field throws a LatchError naming it: %j', (input, field) => {
    const error = failure(input)
    expect(error.message).toContain(field)
  })
})
