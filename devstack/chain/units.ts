// Decimal text to base units (parseUnits), exact with bigint: the devstack's Node side keeps viem out of its start-up
// (abiCodec.ts says why). The way back is the app's own formatUnits (src/core/units.ts), re-exported here.
export { formatUnits } from '../../src/core/units'
export function parseUnits(text: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new TypeError(`units: ${JSON.stringify(text)} is not a plain decimal number`)
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) throw new RangeError(`units: ${text} has more than ${decimals} decimals`)
  return BigInt(`${match[1] ?? '0'}${fraction.padEnd(decimals, '0')}`)
}

export function toQuantity(value: bigint | number): `0x${string}` {
  return `0x${value.toString(16)}`
}
