// The legacy injected wallet: window.ethereum is used only when it is an EIP-1193 object.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findInjectedProvider } from '../../../src/services/connectors'
import { FakeProvider, FakeWindow } from './fakes'

describe('findInjectedProvider', () => {
  it('returns window.ethereum itself when it is an EIP-1193 provider', () => {
    const win = new FakeWindow()
    const provider = new FakeProvider()
    win.ethereum = provider
    expect(findInjectedProvider(win)).toBe(provider)
  })

  it.each([
    ['no window', undefined],
    ['no ethereum', {}],
    ['a string', { ethereum: 'metamask' }],
    ['an object without request', { ethereum: { on() {}, removeListener() {} } }],
    ['an object without removeListener', { ethereum: { request: async () => null, on() {} } }],
  ])('is undefined for %s', (_name, win) => {
    expect(findInjectedProvider(win)).toBeUndefined()
  })

  it('R-ENT-2: window.ethereum that is a function carrying the EIP-1193 methods is used as it is', () => {
    const provider = Object.assign(() => undefined, { request: async () => null, on() {}, removeListener() {} })
    expect(findInjectedProvider({ ethereum: provider })).toBe(provider)
  })

  it.each([
    ['a window without ethereum', {}],
    ['ethereum undefined', { ethereum: undefined }],
    ['ethereum null', { ethereum: null }],
    ['ethereum a function without the methods', { ethereum: () => undefined }],
    [
      'an ethereum whose request getter throws',
      {
        ethereum: {
          get request(): never {
            throw new Error('trap')
          },
          on() {},
          removeListener() {},
        },
      },
    ],
  ])('R-ENT-2: %s gives no injected wallet, without throwing', (_name, win) => {
    expect(() => findInjectedProvider(win)).not.toThrow()
    expect(findInjectedProvider(win)).toBeUndefined()
  })

  it('is undefined when reading window.ethereum throws', () => {
    const win = {
      get ethereum(): never {
        throw new Error('extensions fighting over window.ethereum')
      },
    }
    expect(findInjectedProvider(win)).toBeUndefined()
  })

  it('property: anything that is not a provider is refused', () => {
    fc.assert(
      fc.property(fc.anything(), (ethereum) => {
        expect(findInjectedProvider({ ethereum })).toBeUndefined()
      }),
    )
  })
})
