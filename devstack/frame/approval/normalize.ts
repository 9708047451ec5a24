// The one reading of an approval request (issue "What you see is what you sign"): the app's raw params become a
// NormalizedApproval once, here; the summary is rendered from that object and the signer signs that same object, so
// the two cannot drift. The issue's rules: values as hex or decimal strings or numbers; `data` or `input`, and both
// present but different is refused; anything that could be read two ways is refused rather than guessed. Who may
// sign it (the signed-in account, the session's chain) is the signer's question, not this file's.
import { isHex, stringToHex, type Address, type Hex } from 'viem'
import { z } from 'zod/mini'
import { needsApproval } from '../../../src/services/rpc/rpcMethods'
import { NOT_SUPPORTED_YET } from '../signerErrors'
import { decodeAccountCalls, type AccountCall } from './accountCalls'
import { canonicalTypedData, type CanonicalTypedData } from './typedData'
import { ADDRESS_RULE, addressSchema, BYTES_RULE, bytesSchema, invalidParams, quantitySchema } from './values'

export type NormalizedCall = AccountCall

export type NormalizedTransaction = {
  from?: Address
  /** null: a contract creation, `data` its bytecode. */
  to: Address | null
  value: bigint
  data: Hex
  chainId?: number
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

export type NormalizedUserOperation = {
  sender: Address
  nonce: bigint
  /** What callData says, decoded; the signer encodes it again (the same bytes: decoding checks the round trip). */
  calls: NormalizedCall[]
  /** executeBatch, even for one call (it is signed differently from execute). */
  batch: boolean
  factory?: Address
  factoryData?: Hex
  callGasLimit?: bigint
  verificationGasLimit?: bigint
  preVerificationGas?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

export type PersonalSignApproval = { method: 'personal_sign'; message: Hex; from?: Address }
export type TypedDataApproval = { method: 'eth_signTypedData_v4'; from: Address; typedData: CanonicalTypedData }
export type TransactionApproval = { method: 'eth_sendTransaction'; tx: NormalizedTransaction }
export type SendCallsApproval = { method: 'wallet_sendCalls'; from?: Address; chainId?: number; calls: [NormalizedCall, ...NormalizedCall[]] }
export type UserOperationApproval = { method: 'eth_sendUserOperation'; entryPoint: Address; operation: NormalizedUserOperation }

export type NormalizedApproval = PersonalSignApproval | TypedDataApproval | TransactionApproval | SendCallsApproval | UserOperationApproval

export type Normalized = { ok: true; request: NormalizedApproval } | { ok: false; message: string }

export const MAX_BATCH_CALLS = 50

const smallQuantity = (what: string) =>
  z.pipe(
    quantitySchema,
    z.transform((value, ctx) => {
      if (value <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(value)
      ctx.issues.push({ code: 'custom', message: `${what} is at most 2^53 - 1`, input: value })
      return z.NEVER
    }),
  )

const dataFields = { data: z.optional(bytesSchema), input: z.optional(bytesSchema) }

/** One of `data` and `input`, or both when they are the same bytes; '0x' when neither. */
function oneData(given: { data?: Hex | undefined; input?: Hex | undefined }): Hex | undefined {
  const { data, input } = given
  if (data !== undefined && input !== undefined && data !== input) return undefined
  return data ?? input ?? '0x'
}

const DATA_INPUT_DIFFER = 'data and input are both given and differ'

const transactionSchema = z.object({
  from: z.optional(addressSchema),
  to: z.optional(z.union([z.null(), addressSchema], { error: `${ADDRESS_RULE}, or null for a contract creation` })),
  value: z.optional(quantitySchema),
  ...dataFields,
  chainId: z.optional(smallQuantity('chainId')),
  gas: z.optional(quantitySchema),
  gasPrice: z.optional(quantitySchema),
  maxFeePerGas: z.optional(quantitySchema),
  maxPriorityFeePerGas: z.optional(quantitySchema),
  nonce: z.optional(smallQuantity('nonce')),
}, { error: 'the transaction is an object' })

const callSchema = z.object({ to: addressSchema, value: z.optional(quantitySchema), ...dataFields }, { error: 'a call is an object' })
const sendCallsSchema = z.object({
  version: z.optional(z.string()),
  from: z.optional(addressSchema),
  chainId: z.optional(smallQuantity('chainId')),
  calls: z.array(callSchema, { error: 'calls is a list of calls' }).check(z.minLength(1, 'calls holds 1 to 50 calls'), z.maxLength(MAX_BATCH_CALLS, 'calls holds 1 to 50 calls')),
}, { error: 'the batch is an object' })

// ERC-4337's RPC form for EntryPoint v0.7 and later (the devstack's is v0.8). The signature is the frame's to make,
// so a given one (often a dummy for estimation) is not read.
const absent = (value: unknown) => value === undefined || value === null || value === '0x'
const userOperationSchema = z.object({
  sender: addressSchema,
  nonce: quantitySchema,
  callData: bytesSchema,
  factory: z.optional(z.union([z.null(), addressSchema], { error: ADDRESS_RULE })),
  factoryData: z.optional(z.union([z.null(), bytesSchema], { error: BYTES_RULE })),
  callGasLimit: z.optional(quantitySchema),
  verificationGasLimit: z.optional(quantitySchema),
  preVerificationGas: z.optional(quantitySchema),
  maxFeePerGas: z.optional(quantitySchema),
  maxPriorityFeePerGas: z.optional(quantitySchema),
  paymaster: z.optional(z.unknown()),
  paymasterData: z.optional(z.unknown()),
  paymasterVerificationGasLimit: z.optional(z.unknown()),
  paymasterPostOpGasLimit: z.optional(z.unknown()),
  paymasterAndData: z.optional(z.unknown()),
  initCode: z.optional(z.unknown()),
  eip7702Auth: z.optional(z.unknown()),
}, { error: 'the user operation is an object' })

const personalSignSchema = z.tuple([z.string({ error: 'the message is a string' }), z.optional(addressSchema)], { error: 'personal_sign takes [message, address?]' })
const typedDataParamsSchema = z.tuple([addressSchema, z.unknown()], { error: 'eth_signTypedData_v4 takes [address, typed data]' })
const oneObjectParams = (method: string, what: string) => z.tuple([z.unknown()], { error: `${method} takes [${what}]` })
const userOperationParamsSchema = z.tuple([z.unknown(), addressSchema], { error: 'eth_sendUserOperation takes [user operation, EntryPoint address]' })

const HEX_TEXT = /^0x[0-9a-fA-F]*$/

const refused = (message: string): Normalized => ({ ok: false, message })
const normalized = (request: NormalizedApproval): Normalized => ({ ok: true, request })
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T

function personalSign(params: unknown): Normalized {
  const parsed = z.safeParse(personalSignSchema, params)
  if (!parsed.success) return refused(invalidParams(parsed.error, 'params'))
  const [text, from] = parsed.data
  // A 0x string is the bytes it spells (what viem and MetaMask sign); half a byte is no bytes, so it is refused.
  if (HEX_TEXT.test(text) && text.length % 2 === 1) return refused('Invalid params: message: an odd number of hex digits is not bytes')
  const message = isHex(text, { strict: true }) ? (text.toLowerCase() as Hex) : stringToHex(text)
  return normalized(defined({ method: 'personal_sign' as const, message, from }))
}

function typedData(params: unknown): Normalized {
  const parsed = z.safeParse(typedDataParamsSchema, params)
  if (!parsed.success) return refused(invalidParams(parsed.error, 'params'))
  const [from, raw] = parsed.data
  const canonical = canonicalTypedData(raw)
  if (!canonical.ok) return refused(`Invalid params: ${canonical.message}`)
  return normalized({ method: 'eth_signTypedData_v4', from, typedData: canonical.typedData })
}

function sendTransaction(params: unknown): Normalized {
  const outer = z.safeParse(oneObjectParams('eth_sendTransaction', 'transaction'), params)
  if (!outer.success) return refused(invalidParams(outer.error, 'params'))
  const parsed = z.safeParse(transactionSchema, outer.data[0])
  if (!parsed.success) return refused(invalidParams(parsed.error))
  const { data: _data, input: _input, to, value, ...rest } = parsed.data
  const data = oneData(parsed.data)
  if (data === undefined) return refused(`Invalid params: ${DATA_INPUT_DIFFER}`)
  if (rest.gasPrice !== undefined && (rest.maxFeePerGas !== undefined || rest.maxPriorityFeePerGas !== undefined)) {
    return refused('Invalid params: gasPrice and maxFeePerGas / maxPriorityFeePerGas are two kinds of fee; give one')
  }
  return normalized({ method: 'eth_sendTransaction', tx: defined({ ...rest, to: to ?? null, value: value ?? 0n, data }) })
}

function sendCalls(params: unknown): Normalized {
  const outer = z.safeParse(oneObjectParams('wallet_sendCalls', 'batch'), params)
  if (!outer.success) return refused(invalidParams(outer.error, 'params'))
  const parsed = z.safeParse(sendCallsSchema, outer.data[0])
  if (!parsed.success) return refused(invalidParams(parsed.error))
  const calls: NormalizedCall[] = []
  for (const [index, call] of parsed.data.calls.entries()) {
    const data = oneData(call)
    if (data === undefined) return refused(`Invalid params: calls.${index}: ${DATA_INPUT_DIFFER}`)
    calls.push({ to: call.to, value: call.value ?? 0n, data })
  }
  const { from, chainId } = parsed.data
  return normalized(defined({ method: 'wallet_sendCalls' as const, from, chainId, calls: calls as [NormalizedCall, ...NormalizedCall[]] }))
}

function userOperation(params: unknown): Normalized {
  const outer = z.safeParse(userOperationParamsSchema, params)
  if (!outer.success) return refused(invalidParams(outer.error, 'params'))
  const parsed = z.safeParse(userOperationSchema, outer.data[0])
  if (!parsed.success) return refused(invalidParams(parsed.error))
  const op = parsed.data
  if (!absent(op.initCode) || !absent(op.paymasterAndData)) return refused('Invalid params: initCode and paymasterAndData are EntryPoint v0.6 fields; this frame sends to EntryPoint v0.8')
  if (!absent(op.paymaster) || !absent(op.paymasterData)) return refused('Invalid params: paymasters are not supported by this frame')
  if (!absent(op.eip7702Auth)) return refused('Invalid params: eip7702Auth is not supported by this frame')
  if (absent(op.factory) !== absent(op.factoryData)) return refused('Invalid params: factory and factoryData come together')
  const decoded = decodeAccountCalls(op.callData)
  if (!decoded) return refused('Invalid params: callData is not one execute or executeBatch call of the account')
  const { sender, nonce, callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas } = op
  const operation: NormalizedUserOperation = defined({
    sender,
    nonce,
    calls: decoded.calls,
    batch: decoded.batch,
    factory: op.factory ?? undefined,
    factoryData: absent(op.factory) ? undefined : (op.factoryData ?? undefined),
    callGasLimit,
    verificationGasLimit,
    preVerificationGas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  })
  return normalized({ method: 'eth_sendUserOperation', entryPoint: outer.data[1], operation })
}

export function normalizeApproval(method: string, params: unknown): Normalized {
  switch (method) {
    case 'personal_sign':
      return personalSign(params)
    case 'eth_signTypedData_v4':
      return typedData(params)
    case 'eth_sendTransaction':
      return sendTransaction(params)
    case 'wallet_sendCalls':
      return sendCalls(params)
    case 'eth_sendUserOperation':
      return userOperation(params)
    default:
      // wallet_grantPermissions / wallet_revokePermissions and Solana's signing: approval methods this EVM dev
      // wallet does not do; anything else is no approval at all.
      return refused(needsApproval(method) ? NOT_SUPPORTED_YET : `Invalid params: ${method} is not an approval method`)
  }
}
