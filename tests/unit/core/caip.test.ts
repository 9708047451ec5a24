import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { caipAddressParts, isAddressOf, isCaipNetworkId, isEip155Address, isEvmChainId, isSolanaAddress, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../../../src/core/caip'
import { LatchError } from '../../../src/core/errors'

const part = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
const base58 = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split(''))

function thrownCode(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return error instanceof LatchError ? error.code : 'not a LatchError'
  }
}

describe('R-VAL-3: CAIP address', () => {
  it('parses any three non-empty parts', () => {
    fc.assert(
      fc.property(part, part, part, (namespace, chainId, address) => {
        expect(parseCaipAddress(`${namespace}:${chainId}:${address}`)).toEqual({ namespace, chainId, address })
      }),
    )
  })

  it('rejects any other number of parts, or an empty one, with "Invalid CAIP Address"', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{0,6}$/), { minLength: 1, maxLength: 6 }), (parts) => {
        const valid = parts.length === 3 && parts.every((p) => p.length > 0)
        const code = thrownCode(() => parseCaipAddress(parts.join(':')))
        expect(code).toBe(valid ? undefined : 'INVALID_CAIP_ADDRESS')
      }),
    )
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP Address')
  })

  it('the flows that follow an account read the same three parts, and nothing for none or a malformed one', () => {
    expect(caipAddressParts('eip155:31337:0xabc')).toEqual({ namespace: 'eip155', chainId: '31337', address: '0xabc' })
    for (const value of [null, '', 'eip155:31337', 'eip155:31337:0xabc:1', ':31337:0xabc', 'eip155::0xabc', 'eip155:31337:']) expect(caipAddressParts(value)).toBeNull()
  })
})

describe('R-VAL-3: CAIP network id', () => {
  it('accepts exactly two non-empty parts', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({ namespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    fc.assert(
      fc.property(fc.array(part, { minLength: 0, maxLength: 5 }), (parts) => {
        const text = ['polkadot', ...parts].join(':')
        expect(isCaipNetworkId(text)).toBe(parts.length === 1)
      }),
    )
    expect(thrownCode(() => parseCaipNetworkId(':1'))).toBe('INVALID_CHAIN_ID')
  })

  it('keeps EVM chain ids below 2147483648', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (id) => {
        expect(isEvmChainId(id)).toBe(id < 2_147_483_648)
        expect(isCaipNetworkId(`eip155:${id}`)).toBe(id < 2_147_483_648)
      }),
    )
    expect(isEvmChainId(2_147_483_647)).toBe(true)
    expect(isEvmChainId(2_147_483_648)).toBe(false)
    expect(isEvmChainId('0')).toBe(false)
    expect(isEvmChainId('01')).toBe(false)
    expect(() => parseCaipNetworkId('eip155:abc')).toThrow('Invalid chainId')
  })
})

describe('R-VAL-4: address checks', () => {
  it('eip155: 40 hex characters with optional 0x', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{40}$/), fc.boolean(), (hex, prefixed) => {
        expect(isEip155Address(prefixed ? `0x${hex}` : hex)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,60}$/), (hex) => {
        expect(isEip155Address(`0x${hex}`)).toBe(hex.length === 40)
      }),
    )
    expect(isEip155Address('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    // Anchored at both ends: nothing before the address, nothing after it.
    expect(isEip155Address('zz0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isEip155Address('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266zz')).toBe(false)
  })

  it('checks each namespace by its own rule; another namespace needs a non-empty address', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(isAddressOf('eip155', evm)).toBe(true)
    expect(isAddressOf('eip155', solana)).toBe(false)
    expect(isAddressOf('solana', solana)).toBe(true)
    expect(isAddressOf('solana', evm)).toBe(false)
    expect(isAddressOf('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    // A bech32 address has '0' and 'l', which base58 leaves out: another namespace is not held to Solana's rule.
    expect(isAddressOf('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isAddressOf('bip122', '')).toBe(false)
  })

  it('solana: 32 to 44 base58 characters', () => {
    fc.assert(
      fc.property(fc.array(base58, { minLength: 20, maxLength: 50 }), (chars) => {
        expect(isSolanaAddress(chars.join(''))).toBe(chars.length >= 32 && chars.length <= 44)
      }),
    )
    expect(isSolanaAddress('0'.repeat(40))).toBe(false)
    expect(isSolanaAddress('O'.repeat(40))).toBe(false)
  })

  it('builds CAIP addresses only from valid parts', () => {
    expect(toCaipAddress('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(thrownCode(() => toCaipAddress('eip155:1', 'not-an-address'))).toBe('INVALID_CAIP_ADDRESS')
    expect(thrownCode(() => toCaipAddress('eip155:x' as `${string}:${string}`, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))).toBe('INVALID_CHAIN_ID')
  })
})
