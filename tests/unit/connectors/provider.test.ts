// R-ENT-2: what counts as an EIP-1193 provider behind a connector (a wallet object is outside code: anything a page
// script sets on window or announces), and which providers end a session of their own.
import { describe, expect, it } from 'vitest'
import { endsOwnSession, isEip1193Provider, type Eip1193Provider } from '../../../src/services/connectors'
import { FakeProvider } from './fakes'

const noop = () => undefined

describe('isEip1193Provider (R-ENT-2)', () => {
  it('R-ENT-2: an object with request, on and removeListener is a provider, also a class instance', () => {
    expect(isEip1193Provider({ request: async () => null, on: noop, removeListener: noop })).toBe(true)
    expect(isEip1193Provider(new FakeProvider())).toBe(true)
  })

  it('R-ENT-2: a function carrying request, on and removeListener is a provider', () => {
    const provider = Object.assign(() => undefined, { request: async () => null, on: noop, removeListener: noop })
    expect(isEip1193Provider(provider)).toBe(true)
  })

  it('R-ENT-2: a function without the methods is not a provider', () => {
    expect(isEip1193Provider(() => undefined)).toBe(false)
    expect(isEip1193Provider(Object.assign(() => undefined, { request: async () => null }))).toBe(false)
  })

  const notProviders: Array<[string, unknown]> = [
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ethereum'],
    ['a number', 42],
    ['a boolean', true],
    ['a bigint', 1n],
    ['a symbol', Symbol('ethereum')],
    ['an empty object', {}],
    ['request not a function', { request: 'eth_accounts', on: noop, removeListener: noop }],
    ['no on', { request: async () => null, removeListener: noop }],
    ['no removeListener', { request: async () => null, on: noop }],
  ]
  it.each(notProviders)('R-ENT-2: %s is not a provider', (_name, value) => {
    expect(isEip1193Provider(value)).toBe(false)
  })

  it('R-ENT-2: an object whose request getter throws is not a provider, and nothing throws', () => {
    const hostile = {
      get request(): never {
        throw new Error('trap')
      },
      on: noop,
      removeListener: noop,
    }
    expect(() => isEip1193Provider(hostile)).not.toThrow()
    expect(isEip1193Provider(hostile)).toBe(false)
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(isEip1193Provider(trap)).toBe(false)
  })

  it('R-ENT-2: a primitive is never a provider, even when a page script gave its prototype the methods', () => {
    const prototypes = [String.prototype, Number.prototype, Boolean.prototype] as object[]
    const methods = ['request', 'on', 'removeListener']
    try {
      for (const prototype of prototypes) for (const name of methods) Object.defineProperty(prototype, name, { value: noop, configurable: true, writable: true })
      expect(isEip1193Provider('ethereum')).toBe(false)
      expect(isEip1193Provider(42)).toBe(false)
      expect(isEip1193Provider(true)).toBe(false)
    } finally {
      for (const prototype of prototypes) for (const name of methods) Reflect.deleteProperty(prototype, name)
    }
    expect(Object.hasOwn(String.prototype, 'request')).toBe(false)
  })
})

describe('endsOwnSession', () => {
  const base = (): Eip1193Provider => ({ request: async () => null, on: noop, removeListener: noop })

  it('is true for a provider with endSession (a session of its own, as WalletConnect)', () => {
    expect(endsOwnSession({ ...base(), endSession: async () => undefined } as Eip1193Provider)).toBe(true)
  })

  it('is false for an injected provider without endSession, or with a non-function endSession', () => {
    expect(endsOwnSession(base())).toBe(false)
    expect(endsOwnSession({ ...base(), endSession: 'yes' } as Eip1193Provider)).toBe(false)
  })

  it('is false (not undefined, and no throw) when reading endSession throws', () => {
    const hostile = Object.defineProperty(base(), 'endSession', {
      get(): never {
        throw new Error('trap')
      },
    })
    expect(endsOwnSession(hostile)).toBe(false)
  })
})
