// Typed EIP-1193 calls: parsed answers (R-VAL-3 chain ids, R-VAL-4 addresses), provider errors as values with
// Latch's text (never the wallet's), 4001 as the user's rejection, everything unexpected as a LatchError.
import fc from 'fast-check'
import { getAddress, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { EVM_CHAIN_ID_LIMIT } from '../../../src/core/constants'
import { LatchError } from '../../../src/core/errors'
import {
  addEthereumChain,
  getAccounts,
  getChainId,
  isUserRejection,
  personalSign,
  requestAccounts,
  revokeAccountPermission,
  subscribe,
  switchEthereumChain,
  toProviderError,
  type Eip1193Provider,
  type ProviderError,
} from '../../../src/services/connectors'
import { addressSchema, chainIdSchema, signatureSchema } from '../../../src/services/connectors/eip1193'
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

// ---------------------------------------------------------------------------------------------------------------
// The parsers on their own: what a wallet may answer and the issue each refusal carries.

const issuesOf = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues

describe('addressSchema (R-VAL-4)', () => {
  it('R-VAL-4: 40 hex characters with or without 0x are an address, returned checksummed', () => {
    expect(z.safeParse(addressSchema, ADDRESS.toLowerCase())).toEqual({ success: true, data: ADDRESS })
    expect(z.safeParse(addressSchema, ADDRESS.slice(2).toLowerCase())).toEqual({ success: true, data: ADDRESS })
  })

  // EIP-55: an address in one case carries no checksum; all capitals is as valid as all small letters.
  it('R-VAL-4: an address in capitals only, with or without 0x, is an address, returned checksummed', () => {
    expect(z.safeParse(addressSchema, '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toEqual({ success: true, data: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
    expect(z.safeParse(addressSchema, '5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toEqual({ success: true, data: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
  })

  it.each([
    ['a capital 0X', `0X${ADDRESS.slice(2)}`],
    ['a space before', ` ${ADDRESS}`],
    ['a space after', `${ADDRESS} `],
    ['junk before', `junk${ADDRESS}`],
    ['junk before, without 0x', `zz${ADDRESS.slice(2)}`],
    ['a 41st character', `${ADDRESS}0`],
    ['39 characters', ADDRESS.slice(0, -1)],
    ['0x twice', `0x${ADDRESS}`],
    ['a wrong EIP-55 checksum', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an empty string', ''],
  ])('R-VAL-4: refuses %s with the issue "not an eip155 address"', (_name, value) => {
    expect(issuesOf(addressSchema, value)).toEqual([{ code: 'custom', message: 'not an eip155 address', path: [] }])
  })
})

describe('chainIdSchema (R-VAL-3)', () => {
  it.each([
    [137, 137],
    ['0x89', 137],
    ['0X89', 137],
    ['0xAbC', 2748],
    ['137', 137],
    ['2147483647', 2_147_483_647],
  ])('R-VAL-3: reads %j as %d', (value, chainId) => {
    expect(z.safeParse(chainIdSchema, value)).toEqual({ success: true, data: chainId })
  })

  it.each([
    ['hex with a space before', ' 0x89'],
    ['hex with a digit before', '10x1'],
    ['hex with junk before', 'eip155:0x89'],
    ['hex with junk after', '0x89zz'],
    ['hex with a space after', '0x89 '],
    ['a decimal string with junk after', '137abc'],
    ['a decimal string with a space', ' 137'],
    ['a decimal string with a sign', '+137'],
    ['a decimal string with a leading zero', '0137'],
    ['a fraction', 1.5],
    ['zero', 0],
    ['2^31', 2_147_483_648],
    ['2^31 as hex', '0x80000000'],
  ])('R-VAL-3: refuses %s with the issue "not an EVM chain id"', (_name, value) => {
    expect(issuesOf(chainIdSchema, value)).toEqual([{ code: 'custom', message: 'not an EVM chain id', path: [] }])
  })

  it.each([[' 0x89'], ['10x1'], ['0x89zz'], ['0x1g']])('R-VAL-3: eth_chainId answering %j rejects with "Invalid chainId"', async (answer) => {
    const error = await latchErrorOf(getChainId(provider(() => answer)))
    expect(error.code).toBe('INVALID_CHAIN_ID')
    expect(error.message).toBe('Invalid chainId: eth_chainId answered an unexpected value')
    expect(error.detail).toBe('eth_chainId answered an unexpected value')
  })
})

describe('signatureSchema', () => {
  it('accepts 0x and an even, non-zero number of hex characters', () => {
    expect(z.safeParse(signatureSchema, SIGNATURE)).toEqual({ success: true, data: SIGNATURE })
    expect(z.safeParse(signatureSchema, '0xAbCd')).toEqual({ success: true, data: '0xAbCd' })
  })

  it.each([
    ['junk before', `junk${SIGNATURE}`],
    ['a space before', ` ${SIGNATURE}`],
    ['junk after', `${SIGNATURE}zz`],
    ['the signature in a list', [SIGNATURE]],
    ['an object that prints as a signature', { toString: () => SIGNATURE }],
  ])('refuses %s', async (_name, answer) => {
    expect(z.safeParse(signatureSchema, answer).success).toBe(false)
    const error = await latchErrorOf(personalSign(provider(() => answer), 'hi', ADDRESS))
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.detail).toBe('personal_sign answered an unexpected value')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Error codes and the texts of SPEC §8.

describe('provider error texts (R-ERR-5, R-ERR-4)', () => {
  it.each([
    [4902, 'Unrecognized chain ID'],
    [5000, 'Unknown error'],
    [32603, 'Invalid chain id'],
  ])('R-ERR-5: rpc code %d keeps its catalogue text', (code, message) => {
    expect(toProviderError({ code, message: 'the wallet words' })).toEqual({ code, message })
    expect(toProviderError({ code }, 'SIGNATURE_DECLINED')).toEqual({ code, message })
  })

  it.each([[4100], [4200], [4900], [-32601], [-32603], [0], [1]])('R-ERR-4: an unknown code %d reads "Something went wrong"', (code) => {
    expect(toProviderError({ code, message: 'the wallet words' })).toEqual({ code, message: 'Something went wrong' })
  })

  it("R-ERR-3: 4001 reads the caller's text", () => {
    expect(toProviderError({ code: 4001 })).toEqual({ code: 4001, message: 'Something went wrong' })
    expect(toProviderError({ code: 4001 }, 'SIGNATURE_DECLINED')).toEqual({ code: 4001, message: 'Signature declined' })
  })

  it('R-ERR-4: a thrown thing without a numeric code is "Something went wrong: <method> failed", with the thrown thing as cause', async () => {
    const thrown = new Error('wallet internals')
    const error = await latchErrorOf(requestAccounts(rejecting(thrown)))
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.message).toBe('Something went wrong: eth_requestAccounts failed')
    expect(error.detail).toBe('eth_requestAccounts failed')
    expect(error.cause).toBe(thrown)
  })

  it('R-ERR-4: a malformed answer is "Something went wrong: <method> answered an unexpected value"', async () => {
    const error = await latchErrorOf(getAccounts(provider(() => 'not accounts')))
    expect(error.message).toBe('Something went wrong: eth_accounts answered an unexpected value')
    expect(error.detail).toBe('eth_accounts answered an unexpected value')
  })

  it('R-VAL-4: personal_sign with a bad address rejects with "personal_sign needs an eip155 address"', async () => {
    for (const address of ['0x1234', ` ${ADDRESS}`, `zz${ADDRESS.slice(2)}`]) {
      const wallet = provider(() => SIGNATURE)
      const error = await latchErrorOf(personalSign(wallet, 'hi', address))
      expect(error.code).toBe('SOMETHING_WENT_WRONG')
      expect(error.message).toBe('Something went wrong: personal_sign needs an eip155 address')
      expect(error.detail).toBe('personal_sign needs an eip155 address')
      expect(wallet.calls).toEqual([])
    }
  })

  it('R-VAL-4: personal_sign accepts an address without 0x and sends it checksummed', async () => {
    const wallet = provider(() => SIGNATURE)
    expect(await personalSign(wallet, 'hi', ADDRESS.slice(2).toLowerCase())).toEqual({ ok: true, value: SIGNATURE })
    expect(wallet.calls).toEqual([{ method: 'personal_sign', params: [stringToHex('hi'), ADDRESS] }])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Each call's exact request, and each one honours the caller's signal.

describe('wallet requests', () => {
  const POLYGON = {
    chainId: 137,
    chainName: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: ['https://polygon-rpc.com'],
    blockExplorerUrls: ['https://polygonscan.com'],
  }

  it('R-CONN-1: wallet_revokePermissions forgets the eth_accounts permission; whatever the wallet answers is ok', async () => {
    for (const answer of [null, undefined, [{ parentCapability: 'eth_accounts' }], 'ok']) {
      const wallet = provider(() => answer)
      expect(await revokeAccountPermission(wallet)).toEqual({ ok: true, value: null })
      expect(wallet.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
    }
  })

  it('R-NET-1: wallet_switchEthereumChain sends the chain id in hex', async () => {
    const wallet = provider(() => null)
    expect(await switchEthereumChain(wallet, 137)).toEqual({ ok: true, value: null })
    expect(await switchEthereumChain(wallet, 8453)).toEqual({ ok: true, value: null })
    expect(wallet.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
  })

  it('R-ERR-5: a switch to a chain the wallet does not know resolves as 4902 "Unrecognized chain ID"', async () => {
    expect(await switchEthereumChain(rejecting({ code: 4902, message: 'Unrecognized chain' }), 137)).toEqual({
      ok: false,
      error: { code: 4902, message: 'Unrecognized chain ID' },
    })
  })

  it('R-NET-1: wallet_addEthereumChain sends the chain with its id in hex', async () => {
    const wallet = provider(() => null)
    expect(await addEthereumChain(wallet, POLYGON)).toEqual({ ok: true, value: null })
    expect(wallet.calls).toEqual([
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x89',
            chainName: 'Polygon',
            nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
            rpcUrls: ['https://polygon-rpc.com'],
            blockExplorerUrls: ['https://polygonscan.com'],
          },
        ],
      },
    ])
  })

  const causes = (error: unknown): unknown[] => {
    const chain: unknown[] = []
    for (let cause = (error as Error).cause; cause !== undefined && chain.length < 5; cause = (cause as Error | undefined)?.cause) chain.push(cause)
    return chain
  }

  const calls: Array<[string, (wallet: Eip1193Provider, signal: AbortSignal) => Promise<unknown>, unknown]> = [
    ['requestAccounts', (wallet, signal) => requestAccounts(wallet, signal), [ADDRESS]],
    ['getAccounts', (wallet, signal) => getAccounts(wallet, signal), [ADDRESS]],
    ['getChainId', (wallet, signal) => getChainId(wallet, signal), '0x1'],
    ['personalSign', (wallet, signal) => personalSign(wallet, 'hi', ADDRESS, signal), SIGNATURE],
    ['revokeAccountPermission', (wallet, signal) => revokeAccountPermission(wallet, signal), null],
    ['switchEthereumChain', (wallet, signal) => switchEthereumChain(wallet, 137, signal), null],
    ['addEthereumChain', (wallet, signal) => addEthereumChain(wallet, POLYGON, signal), null],
  ]

  it.each(calls)('R-ERR-4: %s with an already-aborted signal rejects with "Request was aborted", the reason in its causes', async (_name, run, answer) => {
    const controller = new AbortController()
    const reason = new Error('caller gave up')
    controller.abort(reason)
    const wallet = provider(() => answer)
    const error = await latchErrorOf(run(wallet, controller.signal))
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.message).toBe('Request was aborted')
    expect(causes(error)).toContain(reason)
    // Given up before it started: the wallet never shows a prompt nobody waits for.
    expect(wallet.calls).toEqual([])
  })

  it.each(calls)('R-ERR-4: %s aborted while the wallet has not answered rejects with "Request was aborted"', async (_name, run) => {
    const controller = new AbortController()
    const pending = run(
      provider(() => new Promise(() => undefined)),
      controller.signal,
    )
    const reason = new Error('caller gave up')
    controller.abort(reason)
    const error = await latchErrorOf(pending)
    expect(error.message).toBe('Request was aborted')
    expect(causes(error)).toContain(reason)
  })

  it.each(calls)('%s with a live signal resolves with the answer', async (_name, run, answer) => {
    const result = await run(provider(() => answer), new AbortController().signal)
    expect(result).toMatchObject({ ok: true })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Events.

class RecordingProvider extends FakeProvider {
  readonly removed: string[] = []

  constructor(private readonly failingRemoval: readonly string[] = []) {
    super()
  }

  override removeListener(event: string, listener: (payload: unknown) => void): this {
    this.removed.push(event)
    if (this.failingRemoval.includes(event)) throw new Error('cannot remove')
    return super.removeListener(event, listener)
  }
}

describe('subscribe events', () => {
  it('R-NET-1: with no chainChanged handler a chain change is neither listened to nor reported', () => {
    const wallet = new RecordingProvider()
    const accounts: string[][] = []
    subscribe(wallet, { accountsChanged: (list) => accounts.push(list) })
    expect(wallet.listenerCount('chainChanged')).toBe(0)
    expect(wallet.listenerCount()).toBe(1)
    expect(() => wallet.emit('chainChanged', '0x89')).not.toThrow()
    wallet.emit('accountsChanged', [ADDRESS])
    expect(accounts).toEqual([[ADDRESS]])
  })

  it('R-NET-1: a chain change is reported only when one happens, as a number', () => {
    const wallet = new RecordingProvider()
    const chains: number[] = []
    subscribe(wallet, { chainChanged: (chainId) => chains.push(chainId) })
    expect(chains).toEqual([])
    wallet.emit('chainChanged', '0x2105')
    wallet.emit('chainChanged', 10)
    expect(chains).toEqual([8453, 10])
  })

  it.each([
    [{ code: 1006, message: 'the wallet words' }, { code: 1006, message: 'Something went wrong' }],
    [{ code: 4001, message: 'the wallet words' }, { code: 4001, message: 'Something went wrong' }],
    [{ code: 4902 }, { code: 4902, message: 'Unrecognized chain ID' }],
    [{ code: 5000 }, { code: 5000, message: 'Unknown error' }],
    [{ code: 4900.5 }, { code: 4900, message: 'Something went wrong' }],
    ['not an error', { code: 4900, message: 'Something went wrong' }],
  ])('R-ERR-5: a disconnect with %j is reported as %j', (payload, reported) => {
    const wallet = new RecordingProvider()
    const disconnects: ProviderError[] = []
    subscribe(wallet, { disconnect: (error) => disconnects.push(error) })
    expect(() => wallet.emit('disconnect', payload)).not.toThrow()
    expect(disconnects).toEqual([reported])
  })

  it('a listener the provider refused to add is not removed on stop', () => {
    const wallet = new RecordingProvider()
    const on = wallet.on.bind(wallet)
    wallet.on = (event, listener) => {
      if (event === 'chainChanged') throw new Error('no chain events here')
      return on(event, listener)
    }
    const stop = subscribe(wallet, { accountsChanged: () => undefined, chainChanged: () => undefined, disconnect: () => undefined })
    stop()
    expect(wallet.removed).toEqual(['accountsChanged', 'disconnect'])
    expect(wallet.listenerCount()).toBe(0)
  })

  it('a removal that throws does not keep the other listeners', () => {
    const wallet = new RecordingProvider(['accountsChanged'])
    const stop = subscribe(wallet, { accountsChanged: () => undefined, chainChanged: () => undefined, disconnect: () => undefined })
    expect(() => stop()).not.toThrow()
    expect(wallet.removed).toEqual(['accountsChanged', 'chainChanged', 'disconnect'])
    expect(wallet.listenerCount('chainChanged') + wallet.listenerCount('disconnect')).toBe(0)
  })

  it('stopping twice is harmless: each listener is removed once, and nothing is reported after stop', () => {
    const wallet = new RecordingProvider()
    const seen: unknown[] = []
    const stop = subscribe(wallet, {
      accountsChanged: (accounts) => seen.push(accounts),
      chainChanged: (chainId) => seen.push(chainId),
      disconnect: (error) => seen.push(error),
    })
    stop()
    stop()
    expect(wallet.removed).toEqual(['accountsChanged', 'chainChanged', 'disconnect'])
    wallet.emit('accountsChanged', [ADDRESS])
    wallet.emit('chainChanged', '0x1')
    wallet.emit('disconnect', { code: 4900 })
    expect(seen).toEqual([])
  })
})
