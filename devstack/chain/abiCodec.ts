// The few ABI encodings the devstack's Node side needs (calls to ERC-20/721 tokens, their constructors, their
// answers), written out because importing viem under tsx costs about 0.6 s of start-up. Selectors are the first four
// bytes of keccak256 of each signature; tests/unit/chain/abiCodec.test.ts checks every one against viem.
export type Hex = `0x${string}`

export const SELECTORS = {
  name: '0x06fdde03', // name()
  symbol: '0x95d89b41', // symbol()
  decimals: '0x313ce567', // decimals()
  balanceOf: '0x70a08231', // balanceOf(address)
  transfer: '0xa9059cbb', // transfer(address,uint256)
  mintAmount: '0x40c10f19', // mint(address,uint256): ERC20PresetMinterPauser
  mintItem: '0x6a627842', // mint(address): ERC721PresetMinterPauserAutoId
} as const

const WORD = 64 // hex digits in 32 bytes

function word(value: bigint): string {
  if (value < 0n || value >= 1n << 256n) throw new RangeError(`abi: ${value} does not fit a uint256`)
  return value.toString(16).padStart(WORD, '0')
}

function addressWord(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`abi: ${address} is not an address`)
  return address.slice(2).toLowerCase().padStart(WORD, '0')
}

type Arg = { address: string } | { uint: bigint } | { string: string }

/** ABI-encoded arguments (static ones in place, strings as offset + length + padded bytes). */
export function encodeArgs(args: readonly Arg[]): string {
  const heads: string[] = []
  const tails: string[] = []
  let tailBytes = args.length * 32
  for (const arg of args) {
    if ('address' in arg) heads.push(addressWord(arg.address))
    else if ('uint' in arg) heads.push(word(arg.uint))
    else {
      const bytes = Buffer.from(arg.string, 'utf8').toString('hex')
      const padded = bytes.padEnd(Math.ceil(bytes.length / WORD) * WORD, '0')
      heads.push(word(BigInt(tailBytes)))
      tails.push(word(BigInt(bytes.length / 2)) + padded)
      tailBytes += 32 + padded.length / 2
    }
  }
  return heads.join('') + tails.join('')
}

/** Calldata: a selector and its arguments. */
export function encodeCall(selector: Hex, args: readonly Arg[] = []): Hex {
  return `${selector}${encodeArgs(args)}`
}

/** A contract creation's data: creation bytecode, then the constructor's arguments. */
export function encodeDeploy(bytecode: Hex, args: readonly Arg[]): Hex {
  return `${bytecode}${encodeArgs(args)}`
}

/** A uint answer (uint256, uint8, …); throws on anything but one word, as an account with no code answers '0x'. */
export function decodeUint(data: string): bigint {
  if (!/^0x[0-9a-fA-F]{64}$/.test(data)) throw new TypeError(`abi: expected one 32-byte word, got ${data.slice(0, 80)}`)
  return BigInt(data)
}

/** A single string answer. */
export function decodeString(data: string): string {
  if (!/^0x([0-9a-fA-F]{64}){2,}$/.test(data)) throw new TypeError(`abi: expected a string, got ${data.slice(0, 80)}`)
  const hex = data.slice(2)
  const offset = Number(BigInt(`0x${hex.slice(0, WORD)}`)) * 2
  const length = Number(BigInt(`0x${hex.slice(offset, offset + WORD)}`)) * 2
  const start = offset + WORD
  if (start + length > hex.length) throw new TypeError('abi: the string runs past the answer')
  return Buffer.from(hex.slice(start, start + length), 'hex').toString('utf8')
}
