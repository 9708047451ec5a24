// eth_signTypedData_v4's typed data, made canonical by walking its own types the way viem's hashTypedData walks them
// (a struct first, then bytes, string, arrays, then the elementary types): every field the signature covers is
// checked and kept in one spelling (ints as bigints, addresses checksummed, bytes lower-case), and keys the types do
// not name are left out, because the signature does not cover them and showing them would show what is not signed.
// The result is then hashed with viem once, so what the person is shown is something the signer can sign.
import { hashTypedData, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { z } from 'zod/mini'
import { errorText } from '../reply'
import { toAddress, toBytes } from './values'

export type TypedField = { name: string; type: string }
export type TypedTypes = Record<string, readonly TypedField[]>
export type TypedValue = bigint | boolean | string | Address | Hex | TypedValue[] | { [name: string]: TypedValue }
export type TypedStruct = { [name: string]: TypedValue }

/** Typed data as the signer signs it and the summary shows it. */
export type CanonicalTypedData = {
  types: TypedTypes
  primaryType: string
  domain: TypedStruct
  /** The domain's own fields: EIP712Domain as given, else the ones viem infers from the domain's keys. */
  domainFields: readonly TypedField[]
  message: TypedStruct
}

const identifier = z.string().check(z.regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'a type or field name is an identifier'))
const fieldSchema = z.object({ name: identifier, type: z.string({ error: 'a field’s type is a string' }).check(z.minLength(1), z.maxLength(200)) }, { error: 'a field is { name, type }' })
const typedDataSchema = z.object(
  {
    types: z.record(identifier, z.array(fieldSchema, { error: 'a type is a list of fields' }), { error: 'types is an object of struct types' }),
    primaryType: z.string({ error: 'primaryType names one of the types' }),
    domain: z.record(z.string(), z.unknown(), { error: 'domain is an object' }),
    message: z.record(z.string(), z.unknown(), { error: 'message is an object' }),
  },
  { error: 'typed data is a JSON object (or its JSON text) with types, primaryType, domain and message' },
)

const ARRAY = /^(.+)\[(\d*)\]$/
const INTEGER = /^(u?)int(\d*)$/
const FIXED_BYTES = /^bytes(\d+)$/
const DECIMAL_INTEGER = /^-?[0-9]{1,78}$/
const HEX_INTEGER = /^0x[0-9a-fA-F]{1,64}$/

class Refusal extends Error {}

const refuse = (path: string, message: string): never => {
  throw new Refusal(`${path}: ${message}`)
}

function integer(value: unknown, signed: boolean, bits: number, path: string): bigint {
  let read: bigint | undefined
  if (typeof value === 'number' && Number.isSafeInteger(value)) read = BigInt(value)
  else if (typeof value === 'string' && (DECIMAL_INTEGER.test(value) || HEX_INTEGER.test(value))) read = BigInt(value)
  if (read === undefined) return refuse(path, 'an integer is a decimal or 0x-hex string or a safe integer')
  const [min, max] = signed ? [-(1n << BigInt(bits - 1)), (1n << BigInt(bits - 1)) - 1n] : [0n, (1n << BigInt(bits)) - 1n]
  if (read < min || read > max) refuse(path, `${read} does not fit ${signed ? 'int' : 'uint'}${bits}`)
  return read
}

function elementary(type: string, value: unknown, path: string): TypedValue {
  if (type === 'address') return toAddress(value) ?? refuse(path, 'not an address')
  if (type === 'bool') return typeof value === 'boolean' ? value : refuse(path, 'a bool is true or false')
  const bytes = FIXED_BYTES.exec(type)
  if (bytes) {
    const size = Number(bytes[1])
    if (size < 1 || size > 32) refuse(path, `unknown type ${type}`)
    const hex = toBytes(value)
    return hex !== undefined && (hex.length - 2) / 2 === size ? hex : refuse(path, `${type} is 0x and exactly ${size * 2} hex digits`)
  }
  const int = INTEGER.exec(type)
  if (int) {
    const bits = int[2] === '' ? 256 : Number(int[2])
    if (bits < 8 || bits > 256 || bits % 8 !== 0) refuse(path, `unknown type ${type}`)
    return integer(value, int[1] === '', bits, path)
  }
  return refuse(path, `unknown type ${type}`)
}

function field(types: TypedTypes, type: string, value: unknown, path: string): TypedValue {
  const struct = types[type]
  if (struct !== undefined) return structValue(types, struct, value, path)
  if (type === 'bytes') return toBytes(value) ?? refuse(path, 'bytes are 0x and an even number of hex digits')
  if (type === 'string') return typeof value === 'string' ? value : refuse(path, 'not a string')
  const array = ARRAY.exec(type)
  if (array) {
    if (!Array.isArray(value)) return refuse(path, `${type} is an array`)
    if (array[2] !== '' && value.length !== Number(array[2])) refuse(path, `${type} holds exactly ${array[2]} items`)
    return value.map((item, index) => field(types, array[1]!, item, `${path}[${index}]`))
  }
  return elementary(type, value, path)
}

function structValue(types: TypedTypes, struct: readonly TypedField[], value: unknown, path: string): TypedStruct {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(path, 'a struct is an object')
  const given = value as Record<string, unknown>
  const result: TypedStruct = {}
  for (const { name, type } of struct) {
    if (!Object.hasOwn(given, name) || given[name] === undefined || given[name] === null) refuse(`${path}.${name}`, 'missing')
    result[name] = field(types, type, given[name], `${path}.${name}`)
  }
  return result
}

/** viem's rule for a domain without EIP712Domain in the types: the standard fields the domain has. */
function inferredDomainFields(domain: Record<string, unknown>): TypedField[] {
  const standard: TypedField[] = [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
    { name: 'salt', type: 'bytes32' },
  ]
  return standard.filter(({ name }) => domain[name] !== undefined && domain[name] !== null)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The typed data, canonical and hashable, or why not ('typed data …'). */
export function canonicalTypedData(raw: unknown): { ok: true; typedData: CanonicalTypedData } | { ok: false; message: string } {
  const parsed = z.safeParse(typedDataSchema, typeof raw === 'string' ? parseJson(raw) : raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, message: `typed data ${issue?.path.map(String).join('.') || '(whole)'}: ${issue?.message ?? 'invalid'}` }
  }
  const { types, primaryType, domain, message } = parsed.data
  if (primaryType !== 'EIP712Domain' && types[primaryType] === undefined) return { ok: false, message: `typed data primaryType: ${primaryType} is not one of its types` }
  try {
    const domainFields = types['EIP712Domain'] ?? inferredDomainFields(domain)
    const canonical: CanonicalTypedData = {
      types,
      primaryType,
      domain: structValue(types, domainFields, domain, 'domain'),
      domainFields,
      // viem hashes the domain alone for this primary type; the message is not signed.
      message: primaryType === 'EIP712Domain' ? {} : structValue(types, types[primaryType]!, message, 'message'),
    }
    hashTypedData(asDefinition(canonical))
    return { ok: true, typedData: canonical }
  } catch (error) {
    return { ok: false, message: `typed data ${error instanceof Refusal ? error.message : `not signable: ${errorText(error)}`}` }
  }
}

/** What viem's signTypedData and hashTypedData take. */
export function asDefinition(typedData: CanonicalTypedData): TypedDataDefinition {
  const { types, primaryType, domain, message } = typedData
  return { types, primaryType, domain, message } as unknown as TypedDataDefinition
}
