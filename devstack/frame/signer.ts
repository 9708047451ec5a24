// RPC_REQUEST for the signed-in user, signed in Node with viem from the key in the store (the frame page never sees
// a key): personal_sign, eth_signTypedData_v4 and eth_sendTransaction (signed here, sent to the local chain),
// eth_accounts / eth_requestAccounts (the account in use) and eth_chainId (the session's chain). With the smart
// account in use, signatures are the account's (smartAccounts.ts: ERC-1271, ERC-6492 before deployment) and a
// transaction is its user operation. Everything else is
// forwarded to the chain. The frame serves one EVM chain (the devstack's chain A): on a session switched elsewhere
// only the chain-free answers work, the rest say 'Unsupported chain' (SPEC §5). Nothing here throws: every failure
// is the error answer's message.
import { getAddress, hashMessage, hashTypedData, hexToBigInt, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod/mini'
import type { RequestPayload } from '../../src/services/frame/frameMessages'
import { chainIdHex, evmChainNumber, type ChainId } from './chainIds'
import { createCallBatches } from './callBatches'
import { forwardRpc } from './forward'
import { localChainClients } from './localChainClients'
import { errorText, failure, success, type Reply } from './reply'
import { INVALID_PARAMS, NOT_YOUR_ACCOUNT, UNSUPPORTED_CHAIN } from './signerErrors'
import type { SmartAccounts, SmartCall } from './smartAccounts'
import type { ActiveAccount } from './userAccounts'
import type { StoredUser } from './walletStore'


const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const quantity = z.union([z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)), z.number().check(z.int(), z.gte(0))])

const personalSignParams = z.tuple([z.string(), z.optional(address)])
const typedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])])
const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})
const transactionSchema = z.object({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
})

type Quantity = z.infer<typeof quantity>
const big = (value: Quantity | undefined): bigint | undefined => (value === undefined ? undefined : typeof value === 'number' ? BigInt(value) : hexToBigInt(value as Hex))

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export type SignerOptions = { chainUrl: string; chainId: number; smartAccounts?: SmartAccounts; fetch?: typeof fetch }

export function createSigner(options: SignerOptions) {
  const { chain, wallet: walletClient, client: publicClient } = localChainClients(options)

  const isOwn = (active: ActiveAccount, claimed: string | undefined) => claimed === undefined || claimed.toLowerCase() === active.address.toLowerCase()
  const smart = (active: ActiveAccount) => (active.type === 'smartAccount' ? options.smartAccounts : undefined)
  const batches = createCallBatches({
    chainId: options.chainId,
    ...(options.smartAccounts ? { smartAccounts: options.smartAccounts } : {}),
    async sendFromEoa(user: StoredUser, call: SmartCall) {
      const hash = await walletClient.sendTransaction({ account: privateKeyToAccount(user.privateKey), chain, to: call.to, value: call.value, data: call.data })
      await publicClient.waitForTransactionReceipt({ hash })
      return hash
    },
    receipt: (hash) => forwardRpc(options.chainUrl, 'eth_getTransactionReceipt', [hash], options.fetch).then((reply) => (reply.ok ? reply.payload : null)),
  })

  async function sendTransaction(user: StoredUser, active: ActiveAccount, params: readonly unknown[]): Promise<Reply> {
    const parsed = z.safeParse(transactionSchema, params[0])
    if (!parsed.success) return failure(INVALID_PARAMS)
    const tx = parsed.data
    if (!isOwn(active, tx.from)) return failure(NOT_YOUR_ACCOUNT)
    const account = smart(active)
    if (account) {
      // A user operation calls out of the account; it cannot create a contract.
      if (!tx.to) return failure(INVALID_PARAMS)
      return success(await account.send(user.privateKey, { to: getAddress(tx.to), value: big(tx.value) ?? 0n, data: ((tx.data ?? tx.input) as Hex | undefined) ?? '0x' }))
    }
    const gasPrice = big(tx.gasPrice)
    const nonce = big(tx.nonce)
    const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
    const hash = await walletClient.sendTransaction({
      account: privateKeyToAccount(user.privateKey),
      chain,
      to: tx.to ? (getAddress(tx.to) as Address) : null, // none: a contract creation
      data: (tx.data ?? tx.input) as Hex | undefined,
      value: big(tx.value),
      gas: big(tx.gas),
      nonce: nonce === undefined ? undefined : Number(nonce),
      ...fees,
    })
    return success(hash)
  }

  async function handle(user: StoredUser, active: ActiveAccount, chainId: ChainId, method: string, rawParams: unknown): Promise<Reply> {
    const params = Array.isArray(rawParams) ? rawParams : []
    const account = privateKeyToAccount(user.privateKey)
    const smartAccount = smart(active)
    const onOurChain = evmChainNumber(chainId) === options.chainId
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return success([getAddress(active.address)])
      case 'eth_chainId': {
        const hexId = chainIdHex(chainId)
        return hexId ? success(hexId) : failure(UNSUPPORTED_CHAIN)
      }
      case 'personal_sign': {
        const parsed = z.safeParse(personalSignParams, params)
        if (!parsed.success) return failure(INVALID_PARAMS)
        const [message, from] = parsed.data
        if (!isOwn(active, from)) return failure(NOT_YOUR_ACCOUNT)
        const signable = isHex(message) ? { raw: message } : message
        if (smartAccount) return success(await smartAccount.signHash(user.privateKey, hashMessage(signable)))
        return success(await account.signMessage({ message: signable }))
      }
      case 'eth_signTypedData_v4': {
        const parsed = z.safeParse(typedDataParams, params)
        if (!parsed.success) return failure(INVALID_PARAMS)
        const [from, typed] = parsed.data
        if (!isOwn(active, from)) return failure(NOT_YOUR_ACCOUNT)
        const definition = z.safeParse(typedDataSchema, typeof typed === 'string' ? parseJson(typed) : typed)
        if (!definition.success) return failure(INVALID_PARAMS)
        const typedData = definition.data as unknown as TypedDataDefinition
        if (smartAccount) return success(await smartAccount.signHash(user.privateKey, hashTypedData(typedData)))
        return success(await account.signTypedData(typedData))
      }
      case 'eth_sendTransaction':
        return onOurChain ? sendTransaction(user, active, params) : failure(UNSUPPORTED_CHAIN)
      case 'wallet_sendCalls':
        return onOurChain ? batches.sendCalls(user, active, params) : failure(UNSUPPORTED_CHAIN)
      case 'wallet_getCallsStatus':
        return batches.getCallsStatus(params)
      default:
        return onOurChain ? forwardRpc(options.chainUrl, method, rawParams, options.fetch) : failure(UNSUPPORTED_CHAIN)
    }
  }

  return {
    /** The answer to one RPC_REQUEST from `active` (the user's account in use); a request's own chainId wins over the
     * session's. */
    async request(user: StoredUser, sessionChainId: ChainId, request: RequestPayload<'RPC_REQUEST'>, active: ActiveAccount): Promise<Reply> {
      try {
        return await handle(user, active, request.chainId ?? sessionChainId, request.method, request.params)
      } catch (error) {
        return failure(errorText(error))
      }
    },
  }
}

export type Signer = ReturnType<typeof createSigner>
