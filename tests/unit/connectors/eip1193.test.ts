// Typed EIP-1193 calls: parsed answers (R-VAL-3 chain ids, R-VAL-4 addresses), provider errors as values with
// Latch's text (never the wallet's), 4001 as the user's rejection, everything unexpected as a LatchError.
import fc from 'fast-check'
import { getAddress, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { EVM_CHAIN_ID_LIMIT } from '../../../src/core/constants'
import { LatchError } from '../../../src/core/errors'
import {
  getAccounts,
  getChainId,
  isUserRejection,
  personalSign,
  requestAccounts,
  subscribe,
  toProviderError,
  type Eip1193Provider,
  type ProviderError,
} from '../../../src/services/connectors'
import type { RequestArguments } from '../../../src/services/connectors/provider'
import { FakeProvider } from './fakes'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const SIGNATURE = `0x${'ab'.repeat(65)}`

function provider(answer: (args: RequestArguments) => unknown): FakeProvider & Eip1193Provider {
  return new FakeProvider(answer) as FakeProvider & Eip1193Provider
}

const rejecting = (error: unknown) =>
  provider(() => {
    throw error
  })

async function latchErrorOf(promise: Promise<unknown>): Promise<LatchError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(LatchError)
  return error as LatchError
}

describe('requestAccounts / getAccounts (R-VAL-4)', () => {
  it('asks eth_requestAccounts and returns checksummed addresses', async () => {
    const wallet = provider(() => [ADDRESS.toLowerCase(), OTHER])
    expect(await requestAccounts(wallet)).toEqual({ ok: true, value: [ADDRESS, OTHER] })
    expect(wallet.calls).toEqual([{ method: 'eth_requestAccounts' }])
  })

  it('getAccounts asks eth_accounts; a locked wallet answers []', async () => {
    const wallet = provider(() => [])
    expect(await getAccounts(wallet)).toEqual({ ok: true, value: [] })
    expect(wallet.calls).toEqual([{ method: 'eth_accounts' }])
  })

  it.each([
    ['not a list', ADDRESS],
    ['a number', [42]],
    ['a short address', ['0x1234']],
    ['a solana address', ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM']],
    ['a wrong EIP-55 checksum', ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']],
    ['null', null],
  ])('a malformed answer (%s) rejects with a LatchError', async (_name, answer) => {
    const error = await latchErrorOf(getAccounts(provider(() => answer)))
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
  })

  it('accepts an address without 0x and returns it checksummed', async () => {
    expect(await getAccounts(provider(() => [ADDRESS.slice(2).toLowerCase()]))).toEqual({ ok: true, value: [ADDRESS] })
  })
})

describe('provider errors', () => {
  it('4001 is the user rejection, returned as a value with Latch text', async () => {
    const result = await requestAccounts(rejecting({ code: 4001, message: 'MetaMask: User denied account authorization <b>' }))
    expect(result).toEqual({ ok: false, error: { code: 4001, message: 'Something went wrong' } })
    expect(result.ok || isUserRejection(result.error)).toBe(true)
  })

  it('4902 keeps the catalogue text of R-ERR-5', async () => {
    expect(await getChainId(rejecting({ code: 4902, message: 'Unrecognized chain 0x1234' }))).toEqual({
      ok: false,
      error: { code: 4902, message: 'Unrecognized chain ID' },
    })
  })

  it('never carries the wallet message', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40000, max: 40000 }), fc.string({ minLength: 12 }), (code, message) => {
        const error = toProviderError({ code, message: `wallet says ${message}` })
        expect(error?.code).toBe(code)
        expect(error?.message).not.toContain(message)
      }),
    )
  })

  it('an error without a numeric code rejects with SOMETHING_WENT_WRONG, without its message', async () => {
    for (const thrown of [new Error('secret stack'), 'secret string', { code: '4001', message: 'secret' }, { code: 1.5 }, null]) {
      const error = await latchErrorOf(requestAccounts(rejecting(thrown)))
      expect(error.code).toBe('SOMETHING_WENT_WRONG')
      expect(error.message).not.toContain('secret')
    }
  })

  it('a provider that throws synchronously is handled like one that rejects', async () => {
    const wallet: Eip1193Provider = {
      request: () => {
        throw { code: 4001, message: 'no' }
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    expect(await requestAccounts(wallet)).toEqual({ ok: false, error: { code: 4001, message: 'Something went wrong' } })
  })

  it('isUserRejection reads 4001 only, and never throws', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection({ code: 4001, message: 'x' } satisfies ProviderError)).toBe(true)
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection(new Error('User rejected the request'))).toBe(false)
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(isUserRejection(hostile)).toBe(false)
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isUserRejection(value)).toBe('boolean')
      }),
    )
  })

  it('an abort rejects with REQUEST_ABORTED', async () => {
    const controller = new AbortController()
    const pending = getAccounts(provider(() => new Promise(() => undefined)), controller.signal)
    controller.abort()
    expect((await latchErrorOf(pending)).code).toBe('REQUEST_ABORTED')
    expect((await latchErrorOf(getAccounts(provider(() => []), controller.signal))).code).toBe('REQUEST_ABORTED')
  })
})

describe('getChainId (R-VAL-3)', () => {
  it.each([
    ['0x1', 1],
    ['0x89', 137],
    ['0x2105', 8453],
    ['0X7FFFFFFF', 2_147_483_647],
    [137, 137],
    ['137', 137],
  ])('reads %j as %d', async (answer, chainId) => {
    expect(await getChainId(provider(() => answer))).toEqual({ ok: true, value: chainId })
  })

  it.each([['0x0'], ['0x80000000'], [0], [-1], [1.5], ['0x'], ['eip155:1'], [null], [[1]]])('refuses %j with INVALID_CHAIN_ID', async (answer) => {
    expect((await latchErrorOf(getChainId(provider(() => answer)))).code).toBe('INVALID_CHAIN_ID')
  })

  it('property: every chain id in range survives hex', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: EVM_CHAIN_ID_LIMIT - 1 }), async (chainId) => {
        expect(await getChainId(provider(() => `0x${chainId.toString(16)}`))).toEqual({ ok: true, value: chainId })
      }),
    )
  })
})

describe('personalSign', () => {
  it('sends the message hex-encoded with the checksummed address and returns the signature', async () => {
    const wallet = provider(() => SIGNATURE)
    expect(await personalSign(wallet, 'Sign in to Latch\nNonce: 1', ADDRESS.toLowerCase())).toEqual({ ok: true, value: SIGNATURE })
    expect(wallet.calls).toEqual([{ method: 'personal_sign', params: [stringToHex('Sign in to Latch\nNonce: 1'), getAddress(ADDRESS)] }])
  })

  it('a rejection reads "Signature declined"', async () => {
    const result = await personalSign(rejecting({ code: 4001, message: 'User denied message signature.' }), 'hi', ADDRESS)
    expect(result).toEqual({ ok: false, error: { code: 4001, message: 'Signature declined' } })
  })

  it('refuses a bad address before asking the wallet', async () => {
    const wallet = provider(() => SIGNATURE)
    expect((await latchErrorOf(personalSign(wallet, 'hi', '0x1234'))).code).toBe('SOMETHING_WENT_WRONG')
    expect(wallet.calls).toEqual([])
  })

  it.each([['not hex'], ['0x'], ['0xabc'], [42], [null]])('a malformed signature %j rejects with a LatchError', async (answer) => {
    expect((await latchErrorOf(personalSign(provider(() => answer), 'hi', ADDRESS))).code).toBe('SOMETHING_WENT_WRONG')
  })
})

describe('subscribe', () => {
  function subscribed() {
    const wallet = provider(() => null)
    const seen: { accounts: string[][]; chains: number[]; disconnects: ProviderError[] } = { accounts: [], chains: [], disconnects: [] }
    const stop = subscribe(wallet, {
      accountsChanged: (accounts) => seen.accounts.push(accounts),
      chainChanged: (chainId) => seen.chains.push(chainId),
      disconnect: (error) => seen.disconnects.push(error),
    })
    return { wallet, seen, stop }
  }

  it('passes parsed payloads and ignores malformed ones', () => {
    const { wallet, seen } = subscribed()
    wallet.emit('accountsChanged', [ADDRESS.toLowerCase()])
    wallet.emit('accountsChanged', [])
    wallet.emit('accountsChanged', ['0x12'])
    wallet.emit('accountsChanged', ADDRESS)
    wallet.emit('chainChanged', '0x89')
    wallet.emit('chainChanged', '0x0')
    wallet.emit('chainChanged', { chainId: '0x1' })
    expect(seen.accounts).toEqual([[ADDRESS], []])
    expect(seen.chains).toEqual([137])
  })

  it("reports a disconnect, but not MetaMask's 1013 'reconnecting'", () => {
    const { wallet, seen } = subscribed()
    wallet.emit('disconnect', { code: 1013, message: 'MetaMask: Disconnected from chain. Attempting to connect.' })
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    wallet.emit('disconnect')
    expect(seen.disconnects).toEqual([
      { code: 4900, message: 'Something went wrong' },
      { code: 4900, message: 'Something went wrong' },
    ])
  })

  it('unsubscribe removes every listener it added, once', () => {
    const { wallet, stop } = subscribed()
    expect(wallet.listenerCount()).toBe(3)
    stop()
    stop()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('subscribes only to the events it has handlers for', () => {
    const wallet = provider(() => null)
    subscribe(wallet, { chainChanged: () => undefined })
    expect(wallet.listenerCount()).toBe(1)
    expect(wallet.listenerCount('chainChanged')).toBe(1)
  })

  it('a provider whose on/removeListener throw does not throw through', () => {
    const wallet: Eip1193Provider = {
      request: async () => null,
      on: () => {
        throw new Error('no events')
      },
      removeListener: () => {
        throw new Error('no events')
      },
    }
    const stop = subscribe(wallet, { accountsChanged: () => undefined })
    expect(() => stop()).not.toThrow()
  })

  it('property: arbitrary payloads never throw and only valid values reach the handlers', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (accountsPayload, chainPayload) => {
        const { wallet, seen, stop } = subscribed()
        wallet.emit('accountsChanged', accountsPayload)
        wallet.emit('chainChanged', chainPayload)
        for (const accounts of seen.accounts) for (const account of accounts) expect(getAddress(account)).toBe(account)
        for (const chainId of seen.chains) expect(Number.isInteger(chainId) && chainId > 0 && chainId < EVM_CHAIN_ID_LIMIT).toBe(true)
        stop()
      }),
    )
  })
})
