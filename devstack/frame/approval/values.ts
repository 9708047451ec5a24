// The few value shapes an approval request is made of, each accepted in the spellings apps really send and turned
// into one canonical form, so the summary and the signature read the same thing: quantities as bigints, addresses
// checksummed, bytes as lower-case hex. Anything that could be read two ways (odd hex digits, a fraction, a number
// past 2^53 that JSON has already rounded) is refused rather than guessed.
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { z } from 'zod/mini'

export const MAX_UINT256 = (1n << 256n) - 1n

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const DECIMAL_QUANTITY = /^[0-9]{1,78}$/
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/

export const QUANTITY_RULE = 'a quantity is a 0x-hex or decimal string or a non-negative safe integer, at most 2^256 - 1'
export const ADDRESS_RULE = 'an address is 0x and 40 hex digits (with a valid checksum when mixed-case)'
export const BYTES_RULE = 'bytes are 0x and an even number of hex digits'

/** A quantity as the issue allows it, or undefined when it is none. */
export function toQuantity(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  if (typeof value !== 'string' || !(HEX_QUANTITY.test(value) || DECIMAL_QUANTITY.test(value))) return undefined
  const quantity = BigInt(value)
  return quantity <= MAX_UINT256 ? quantity : undefined
}

export function toAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value) ? getAddress(value) : undefined
}

export function toBytes(value: unknown): Hex | undefined {
  return typeof value === 'string' && HEX_BYTES.test(value) ? (value.toLowerCase() as Hex) : undefined
}

function canonical<T>(read: (value: unknown) => T | undefined, rule: string) {
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const read_ = read(value)
      if (read_ !== undefined) return read_
      ctx.issues.push({ code: 'custom', message: rule, input: value })
      return z.NEVER
    }),
  )
}

export const quantitySchema = canonical(toQuantity, QUANTITY_RULE)
export const addressSchema = canonical(toAddress, ADDRESS_RULE)
export const bytesSchema = canonical(toBytes, BYTES_RULE)

/** The first issue as one line, after the frame's 'Invalid params' (what the signer has always answered). */
export function invalidParams(error: z.core.$ZodError, where?: string): string {
  const issue = error.issues[0]
  const path = [where, issue?.path.map(String).join('.')].filter((part) => part).join(' ')
  return `Invalid params: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`
}
