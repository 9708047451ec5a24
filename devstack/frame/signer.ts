// RPC_REQUEST for the signed-in user, signed in Node with viem from the key in the store (the frame page never sees
// a key). Two doors. `request` answers what needs no approval: eth_accounts / eth_requestAccounts (the account in
// use), eth_chainId (the session's chain), wallet_getCallsStatus, and the SPEC §6 safe reads, forwarded to the chain;
// anything on neither §6 list is refused with 'Requested RPC call is not allowed' (R-PERM-4), and an approval method
// is refused too, for it must be shown first. `signApproved` signs an approval method after the person approved it
// — the very NormalizedApproval the summary was made from (approval/normalize.ts), never the raw params again.
// With the smart account in use, signatures are the account's (smartAccounts.ts: ERC-1271, ERC-6492 before
// deployment) and a transaction is its user operation. The frame serves one EVM chain (the devstack's chain A): on a
// session switched elsewhere only the chain-free answers work, the rest say 'Unsupported chain' (SPEC §5). Nothing
// here throws: every failure is the error answer's message.
import { getAddress, hashMessage, hashTypedData, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ERRORS } from '../../src/core/errors'
import type { RequestPayload } from '../../src/services/frame/frameMessages'
import { needsApproval, SAFE_RPC_METHODS } from '../../src/services/rpc/rpcMethods'
import type { NormalizedApproval } from './approval/normalize'
import { transactionFields } from './approval/transactionFields'
import { asDefinition } from './approval/typedData'
import { chainIdHex, evmChainNumber, type ChainId } from './chainIds'
import { createCallBatches } from './callBatches'
import { forwardRpc } from './forward'
import { localChainClients } from './localChainClients'
import { errorText, failure, success, type Reply } from './reply'
import { NEEDS_APPROVAL, NOT_YOUR_ACCOUNT, UNSUPPORTED_CHAIN } from './signerErrors'
import type { SmartAccounts, SmartCall } from './smartAccounts'
import type { ActiveAccount } from './userAccounts'
import type { StoredUser } from './walletStore'

export const RPC_CALL_NOT_ALLOWED = ERRORS.RPC_CALL_NOT_ALLOWED.text
export const SMART_ACCOUNT_CANNOT_CREATE = 'Invalid params: a smart account’s user operation calls out of the account; it cannot create a contract'
export const NEEDS_SMART_ACCOUNT = 'Invalid params: eth_sendUserOperation needs the smart account in use'

const isSafe = (method: string) => (SAFE_RPC_METHODS as readonly string[]).includes(method)
const chainMismatch = (given: number, ours: number) => `Invalid params: chainId ${given} is not the session’s chain ${ours}`

export type SignerOptions = { chainUrl: string; chainId: number; smartAccounts?: SmartAccounts; fetch?: typeof fetch }

export function createSigner(options: SignerOptions) {
  const { chain, wallet: walletClient, client: publicClient } = localChainClients(options)

  const isOwn = (active: ActiveAccount, claimed: Address | undefined) => claimed === undefined || claimed.toLowerCase() === active.address.toLowerCase()
  const smart = (active: ActiveAccount) => (active.type === 'smartAccount' ? options.smartAccounts : undefined)
  const onOurChain = (chainId: ChainId) => evmChainNumber(chainId) === options.chainId
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

  async function handle(user: StoredUser, active: ActiveAccount, chainId: ChainId, method: string, params: unknown): Promise<Reply> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return success([getAddress(active.address)])
      case 'eth_chainId': {
        const hexId = chainIdHex(chainId)
        return hexId ? success(hexId) : failure(UNSUPPORTED_CHAIN)
      }
      case 'wallet_getCallsStatus':
        return batches.getCallsStatus(Array.isArray(params) ? params : [])
      default:
        if (needsApproval(method)) return failure(NEEDS_APPROVAL)
        // SPEC §6, R-PERM-4: the chain answers the safe reads only; anvil_*, debug_* and the like never reach it.
        if (!isSafe(method)) return failure(RPC_CALL_NOT_ALLOWED)
        return onOurChain(chainId) ? forwardRpc(options.chainUrl, method, params, options.fetch) : failure(UNSUPPORTED_CHAIN)
    }
  }

  /** Why the signed-in user may not have this signed here, or undefined: asked again when it is approved. */
  async function refusal(user: StoredUser, chainId: ChainId, request: NormalizedApproval, active: ActiveAccount): Promise<string | undefined> {
    const sameChain = (given: number | undefined) => (given === undefined || given === options.chainId ? undefined : chainMismatch(given, options.chainId))
    switch (request.method) {
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return isOwn(active, request.from) ? undefined : NOT_YOUR_ACCOUNT
      case 'eth_sendTransaction': {
        const { tx } = request
        if (!onOurChain(chainId)) return UNSUPPORTED_CHAIN
        if (!isOwn(active, tx.from)) return NOT_YOUR_ACCOUNT
        if (smart(active) && tx.to === null) return SMART_ACCOUNT_CANNOT_CREATE
        return sameChain(tx.chainId)
      }
      case 'wallet_sendCalls':
        if (!onOurChain(chainId)) return UNSUPPORTED_CHAIN
        return isOwn(active, request.from) ? sameChain(request.chainId) : NOT_YOUR_ACCOUNT
      case 'eth_sendUserOperation': {
        const account = smart(active)
        if (!onOurChain(chainId)) return UNSUPPORTED_CHAIN
        if (!account) return NEEDS_SMART_ACCOUNT
        const { operation } = request
        if (!isOwn(active, operation.sender)) return NOT_YOUR_ACCOUNT
        if (request.entryPoint !== getAddress(account.entryPoint)) return `Invalid params: entryPoint ${request.entryPoint} is not this frame’s EntryPoint ${getAddress(account.entryPoint)}`
        if (operation.factory === undefined) return undefined
        // The frame deploys the account itself when it must; a given factory must be that very deployment.
        const own = operation.factory === getAddress(account.factory) && operation.factoryData === account.initCall(privateKeyToAccount(user.privateKey).address).toLowerCase()
        if (!own) return 'Invalid params: factory and factoryData are not this account’s deployment'
        return (await account.isDeployed(operation.sender)) ? 'Invalid params: the account is deployed already; factory and factoryData must be left out' : undefined
      }
    }
  }

  async function sign(user: StoredUser, request: NormalizedApproval, active: ActiveAccount): Promise<Reply> {
    const account = privateKeyToAccount(user.privateKey)
    const smartAccount = smart(active)
    switch (request.method) {
      case 'personal_sign': {
        const message = { raw: request.message }
        if (smartAccount) return success(await smartAccount.signHash(user.privateKey, hashMessage(message)))
        return success(await account.signMessage({ message }))
      }
      case 'eth_signTypedData_v4': {
        const definition = asDefinition(request.typedData)
        if (smartAccount) return success(await smartAccount.signHash(user.privateKey, hashTypedData(definition)))
        return success(await account.signTypedData(definition))
      }
      case 'eth_sendTransaction': {
        const { tx } = request
        // A user operation brings its own nonce and gas, so the transaction's are not used from the smart account.
        if (smartAccount && tx.to !== null) return success(await smartAccount.send(user.privateKey, { to: tx.to, value: tx.value, data: tx.data }))
        return success(await walletClient.sendTransaction({ account, chain, ...transactionFields(tx) }))
      }
      case 'wallet_sendCalls':
        return batches.sendCalls(user, active, request.calls)
      case 'eth_sendUserOperation': {
        const { calls, batch, nonce, callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas } = request.operation
        const fields = { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas }
        const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
        const sent = await smartAccount!.sendOperation(user.privateKey, { calls: calls as [SmartCall, ...SmartCall[]], batch, nonce, ...given })
        return success(sent.userOpHash)
      }
    }
  }

  return {
    /** The answer to one RPC_REQUEST that needs no approval, from `active` (the user's account in use); a request's
     * own chainId wins over the session's. */
    async request(user: StoredUser, sessionChainId: ChainId, request: RequestPayload<'RPC_REQUEST'>, active: ActiveAccount): Promise<Reply> {
      try {
        return await handle(user, active, request.chainId ?? sessionChainId, request.method, request.params)
      } catch (error) {
        return failure(errorText(error))
      }
    },

    /** Why `request` cannot be signed for this user, account and chain (undefined: it can); worth asking before the
     * person is shown it, and asked again by signApproved. */
    async refusal(user: StoredUser, chainId: ChainId, request: NormalizedApproval, active: ActiveAccount): Promise<string | undefined> {
      try {
        return await refusal(user, chainId, request, active)
      } catch (error) {
        return errorText(error)
      }
    },

    /** The person approved `request` (normalised once, summarised from the same object): sign or send exactly it. */
    async signApproved(user: StoredUser, chainId: ChainId, request: NormalizedApproval, active: ActiveAccount): Promise<Reply> {
      try {
        const refused = await refusal(user, chainId, request, active)
        return refused ? failure(refused) : await sign(user, request, active)
      } catch (error) {
        return failure(errorText(error))
      }
    },
  }
}

export type Signer = ReturnType<typeof createSigner>
