// Typed data in words, whole: the domain first (every field it signs), then what it is when it is a token permit —
// EIP-2612's Permit, or Permit2's PermitSingle, PermitBatch, PermitTransferFrom and PermitBatchTransferFrom, each
// recognised only when its types are exactly the standard's — then the primary type and every field of the message
// with its path (nested structs and arrays included). Nothing is cut: a long permit shows all of itself.
import type { Address } from 'viem'
import type { SummaryRow, SummarySection } from './summarySchema'
import { tokenAmount, tokenName, type TokenReads } from './tokenFacts'
import type { CanonicalTypedData, TypedField, TypedStruct, TypedTypes, TypedValue } from './typedData'
import { visible } from './visibleText'

const ARRAY = /^(.+)\[\d*\]$/

function leafText(type: string, value: TypedValue): { value: string; warning?: true } {
  if (typeof value === 'bigint') return { value: value.toString() }
  if (typeof value === 'boolean') return { value: String(value) }
  if (typeof value === 'string') return type === 'string' ? visible(value) : { value }
  return { value: JSON.stringify(value) }
}

/** Every field under `path`, in the order its type declares them. */
function flatten(types: TypedTypes, type: string, value: TypedValue, path: string): SummaryRow[] {
  const struct = types[type]
  if (struct !== undefined) {
    if (struct.length === 0) return [{ label: path || 'message', value: '{} (no fields)' }]
    const fields = value as TypedStruct
    return struct.flatMap(({ name, type: fieldType }) => flatten(types, fieldType, fields[name]!, path ? `${path}.${name}` : name))
  }
  const array = ARRAY.exec(type)
  if (array && Array.isArray(value)) {
    if (value.length === 0) return [{ label: path, value: '[] (empty list)' }]
    return value.flatMap((item, index) => flatten(types, array[1]!, item, `${path}[${index}]`))
  }
  return [{ label: path, ...leafText(type, value) }]
}

const same = (fields: readonly TypedField[] | undefined, expected: string): boolean =>
  fields !== undefined && fields.map(({ type, name }) => `${type} ${name}`).join(',') === expected

const EIP2612 = 'address owner,address spender,uint256 value,uint256 nonce,uint256 deadline'
const PERMIT_DETAILS = 'address token,uint160 amount,uint48 expiration,uint48 nonce'
const TOKEN_PERMISSIONS = 'address token,uint256 amount'
const PERMIT2_SHAPES: Record<string, { struct: string; expected: string; item: string }> = {
  PermitSingle: { struct: 'PermitDetails', expected: 'PermitDetails details,address spender,uint256 sigDeadline', item: PERMIT_DETAILS },
  PermitBatch: { struct: 'PermitDetails', expected: 'PermitDetails[] details,address spender,uint256 sigDeadline', item: PERMIT_DETAILS },
  PermitTransferFrom: { struct: 'TokenPermissions', expected: 'TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline', item: TOKEN_PERMISSIONS },
  PermitBatchTransferFrom: { struct: 'TokenPermissions', expected: 'TokenPermissions[] permitted,address spender,uint256 nonce,uint256 deadline', item: TOKEN_PERMISSIONS },
}

// JavaScript dates end at 8.64e15 ms; a later deadline is as good as none.
const LAST_DATE_SECONDS = 8_640_000_000_000n

export function timeText(seconds: bigint): string {
  if (seconds > LAST_DATE_SECONDS) return `${seconds} (no end)`
  return `${seconds} (${new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC')})`
}

async function tokenRow(address: Address, reads: TokenReads) {
  const facts = await reads.token(address)
  const name = tokenName(facts)
  return { facts, row: { label: 'Token', value: `${name.value} at ${address}`, ...(name.warning ? { warning: true } : {}) } satisfies SummaryRow }
}

type Recognised = { title: string; sections: SummarySection[] }

async function eip2612(typedData: CanonicalTypedData, reads: TokenReads): Promise<Recognised | undefined> {
  const token = typedData.domain['verifyingContract']
  if (typedData.primaryType !== 'Permit' || !same(typedData.types['Permit'], EIP2612) || typeof token !== 'string') return undefined
  const { owner, spender, value, nonce, deadline } = typedData.message as { owner: Address; spender: Address; value: bigint; nonce: bigint; deadline: bigint }
  const { facts, row } = await tokenRow(token as Address, reads)
  return {
    title: 'Sign a token permit',
    sections: [
      {
        heading: 'Token permit (EIP-2612)',
        rows: [
          row,
          { label: 'Owner', value: owner },
          { label: 'Spender', value: spender },
          { label: 'Amount', ...tokenAmount(value, facts, { approval: true }) },
          { label: 'Nonce', value: nonce.toString() },
          { label: 'Deadline', value: timeText(deadline) },
        ],
      },
    ],
  }
}

type PermitDetails = { token: Address; amount: bigint; expiration: bigint; nonce: bigint }
type TokenPermissions = { token: Address; amount: bigint }

async function permit2(typedData: CanonicalTypedData, reads: TokenReads): Promise<Recognised | undefined> {
  const { primaryType, types, domain } = typedData
  const shape = PERMIT2_SHAPES[primaryType]
  if (domain['name'] !== 'Permit2' || !shape || !same(types[primaryType], shape.expected) || !same(types[shape.struct], shape.item)) return undefined
  const message = typedData.message as { spender: Address; sigDeadline?: bigint; nonce?: bigint; deadline?: bigint; details?: PermitDetails | PermitDetails[]; permitted?: TokenPermissions | TokenPermissions[] }
  const spender = { label: 'Spender', value: message.spender }
  const allowance = async ({ token, amount, expiration, nonce }: PermitDetails): Promise<SummaryRow[]> => {
    const { facts, row } = await tokenRow(token, reads)
    return [row, { label: 'Amount', ...tokenAmount(amount, facts, { approval: true, bits: 160 }) }, { label: 'Expiration', value: timeText(expiration) }, { label: 'Nonce', value: nonce.toString() }]
  }
  const transfer = async ({ token, amount }: TokenPermissions): Promise<SummaryRow[]> => {
    const { facts, row } = await tokenRow(token, reads)
    return [row, { label: 'Amount', ...tokenAmount(amount, facts, { approval: true }) }]
  }
  const heading = primaryType.includes('TransferFrom') ? `Permit2 transfer (${primaryType})` : `Permit2 allowance (${primaryType})`
  const title = 'Sign a Permit2 permit'
  switch (primaryType) {
    case 'PermitSingle':
      return { title, sections: [{ heading, rows: [spender, ...(await allowance(message.details as PermitDetails)), { label: 'Signature deadline', value: timeText(message.sigDeadline!) }] }] }
    case 'PermitBatch': {
      const details = message.details as PermitDetails[]
      const each = await Promise.all(details.map(async (item, index) => ({ heading: `${heading}: token ${index + 1} of ${details.length}`, rows: await allowance(item) })))
      return { title, sections: [{ heading, rows: [spender, { label: 'Signature deadline', value: timeText(message.sigDeadline!) }] }, ...each] }
    }
    case 'PermitTransferFrom':
      return { title, sections: [{ heading, rows: [spender, ...(await transfer(message.permitted as TokenPermissions)), { label: 'Nonce', value: message.nonce!.toString() }, { label: 'Deadline', value: timeText(message.deadline!) }] }] }
    default: {
      const permitted = message.permitted as TokenPermissions[]
      const each = await Promise.all(permitted.map(async (item, index) => ({ heading: `${heading}: token ${index + 1} of ${permitted.length}`, rows: await transfer(item) })))
      return { title, sections: [{ heading, rows: [spender, { label: 'Nonce', value: message.nonce!.toString() }, { label: 'Deadline', value: timeText(message.deadline!) }] }, ...each] }
    }
  }
}

export async function summarizeTypedData(typedData: CanonicalTypedData, reads: TokenReads): Promise<Recognised> {
  const { types, primaryType, domain, domainFields, message } = typedData
  const domainRows = domainFields.flatMap(({ name, type }) => flatten(types, type, domain[name]!, name))
  const recognised = (await eip2612(typedData, reads)) ?? (await permit2(typedData, reads))
  const messageRows = primaryType === 'EIP712Domain' ? [] : flatten(types, primaryType, message, '')
  return {
    title: recognised?.title ?? 'Sign typed data',
    sections: [
      { heading: 'Domain', rows: domainRows.length > 0 ? domainRows : [{ label: 'Fields', value: 'none' }] },
      ...(recognised?.sections ?? []),
      { heading: 'Message', rows: [{ label: 'Primary type', value: primaryType }, ...messageRows] },
    ],
  }
}
