// The devstack's own ABI codec and unit conversions (kept out of viem for start-up time) agree with viem.
import fc from 'fast-check'
import { decodeAbiParameters, encodeAbiParameters, encodeFunctionData, formatUnits as viemFormatUnits, parseUnits as viemParseUnits, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeString, decodeUint, encodeArgs, encodeCall, encodeDeploy, SELECTORS } from '../../../devstack/chain/abiCodec'
import { formatUnits, parseUnits, toQuantity } from '../../../devstack/chain/units'

const SIGNATURES: Record<keyof typeof SELECTORS, string> = {
  name: 'name()',
  symbol: 'symbol()',
  decimals: 'decimals()',
  balanceOf: 'balanceOf(address)',
  transfer: 'transfer(address,uint256)',
  mintAmount: 'mint(address,uint256)',
  mintItem: 'mint(address)',
}

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
const uint256 = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n })

describe('abiCodec', () => {
  it('holds the right selectors', () => {
    for (const [key, signature] of Object.entries(SIGNATURES)) expect(SELECTORS[key as keyof typeof SELECTORS], signature).toBe(toFunctionSelector(signature))
  })

  it('encodes calls and constructor arguments as viem does', () => {
    fc.assert(
      fc.property(address, uint256, fc.string(), fc.string(), (to, amount, name, symbol) => {
        const abi = [{ type: 'function', name: 'transfer', inputs: [{ type: 'address' }, { type: 'uint256' }], outputs: [], stateMutability: 'nonpayable' }] as const
        expect(encodeCall(SELECTORS.transfer, [{ address: to }, { uint: amount }])).toBe(encodeFunctionData({ abi, functionName: 'transfer', args: [to, amount] }))
        expect(`0x${encodeArgs([{ string: name }, { string: symbol }, { string: '' }])}`).toBe(encodeAbiParameters([{ type: 'string' }, { type: 'string' }, { type: 'string' }], [name, symbol, '']))
      }),
    )
    expect(encodeDeploy('0x6080', [{ string: 'LTD' }])).toBe(`0x6080${encodeAbiParameters([{ type: 'string' }], ['LTD']).slice(2)}`)
  })

  it('decodes uint and string answers as viem does, and refuses what is not one', () => {
    fc.assert(
      fc.property(uint256, fc.string(), (value, text) => {
        expect(decodeUint(encodeAbiParameters([{ type: 'uint256' }], [value]))).toBe(value)
        const encoded = encodeAbiParameters([{ type: 'string' }], [text])
        expect(decodeString(encoded)).toBe(decodeAbiParameters([{ type: 'string' }], encoded)[0])
      }),
    )
    expect(() => decodeUint('0x')).toThrow(TypeError)
    expect(() => decodeString('0x')).toThrow(TypeError)
    expect(() => encodeCall(SELECTORS.balanceOf, [{ address: '0x1234' }])).toThrow(TypeError)
    expect(() => encodeCall(SELECTORS.transfer, [{ address: `0x${'0'.repeat(40)}` }, { uint: -1n }])).toThrow(RangeError)
  })
})

describe('units', () => {
  it('parses and formats exactly as viem does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const text = formatUnits(value, decimals)
        expect(text).toBe(viemFormatUnits(value, decimals))
        expect(parseUnits(text, decimals)).toBe(viemParseUnits(text, decimals))
      }),
    )
    expect(formatUnits(930_500_000_000_000_000_000n, 18)).toBe('930.5')
    expect(() => parseUnits('1.5', 0)).toThrow(RangeError)
    expect(() => parseUnits('1e3', 18)).toThrow(TypeError)
    expect(toQuantity(31338)).toBe('0x7a6a')
  })
})
