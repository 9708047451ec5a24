// A chain id as the app sends it (SPEC §7: a number, or a string — '31337', '0x7a69', 'eip155:31337', or another
// namespace's 'solana:…') and as the frame keeps it: EVM ids as plain numbers, anything else as the string it was.
// The iframe's ?chainId= is a string, so '31337' and 31337 must be the same chain.
import { z } from 'zod/mini'

export type ChainId = string | number

export const chainIdSchema = z.union([z.string().check(z.minLength(1), z.maxLength(80)), z.number().check(z.int(), z.gte(0))])

const DECIMAL = /^\d{1,15}$/
const HEX = /^0x[0-9a-f]{1,13}$/i
const EIP155 = /^eip155:(\d{1,15})$/

/** The EVM chain number, or undefined for another namespace's id. */
export function evmChainNumber(chainId: ChainId): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) ? chainId : undefined
  const text = chainId.trim()
  if (DECIMAL.test(text)) return Number(text)
  if (HEX.test(text)) return Number.parseInt(text.slice(2), 16)
  const caip = EIP155.exec(text)
  return caip ? Number(caip[1]) : undefined
}

export function normalizeChainId(chainId: ChainId): ChainId {
  return evmChainNumber(chainId) ?? chainId
}

/** eth_chainId's answer; undefined off EVM. */
export function chainIdHex(chainId: ChainId): string | undefined {
  const number = evmChainNumber(chainId)
  return number === undefined ? undefined : `0x${number.toString(16)}`
}
