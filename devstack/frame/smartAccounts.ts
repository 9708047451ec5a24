// The embedded wallet's ERC-4337 accounts: one LatchSimpleAccount per user, owned by the user's EOA, at the factory's
// counterfactual address (salt 0) on the chain where EntryPoint v0.8 and the factory are deployed. What it signs is the
// owner's signature over the account's replay-safe hash (LatchSimpleAccount.replaySafeHash, EIP-712), wrapped per
// ERC-6492 while the account is not deployed, so viem's verifyMessage checks it either way. A transaction is a user
// operation (execute(to, value, data), with the factory's initCode the first time) the frame bundles itself: the
// owner's EOA submits handleOps to the EntryPoint and is paid back by the account; the answer is that transaction's
// hash once the operation succeeded on chain. Several calls (wallet_sendCalls) are one operation through executeBatch:
// they land together or not at all. An app's own user operation (eth_sendUserOperation, once the person approved it)
// goes the same way: the frame signs its hash with the owner's key and submits it, filling only the gas fields the
// app left out (and the account's deployment, the first time); its answer is the operation's hash, as a bundler's.
import { decodeEventLog, encodeFunctionData, parseAbi, serializeErc6492Signature, type Address, type Hex } from 'viem'
import { entryPoint08Abi, getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { encodeAccountCalls } from './approval/accountCalls'
import { localChainClients } from './localChainClients'

const factoryAbi = parseAbi(['function createAccount(address owner, uint256 salt) returns (address)', 'function getAddress(address owner, uint256 salt) view returns (address)'])
const SALT = 0n
// Generous fixed limits (measured: validation with deployment ~330k, without ~40k; a transfer's call ~35k); v0.8
// charges 10 % of unused call gas above 40k, a few gwei-cents on the local chain.
const GAS = { verification: 600_000n, verificationDeployed: 100_000n, callFloor: 100_000n, preVerification: 60_000n } as const

export const SMART_ACCOUNT_CALL_FAILED = 'The smart account’s call failed'

export type SmartAccountOptions = { chainUrl: string; chainId: number; entryPoint: Address; factory: Address; fetch?: typeof fetch }
export type SmartCall = { to: Address; value: bigint; data: Hex }
/** An operation of the owner's account: its calls and whatever of nonce, gas and fees the app chose (the rest is
 * read or estimated here, as for the frame's own operations). */
export type OperationRequest = {
  calls: readonly [SmartCall, ...SmartCall[]]
  /** executeBatch even for one call (an app's operation says which; the frame's own use execute for one). */
  batch?: boolean
  nonce?: bigint
  callGasLimit?: bigint
  verificationGasLimit?: bigint
  preVerificationGas?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

export function createSmartAccounts(options: SmartAccountOptions) {
  const { chain, wallet, client } = localChainClients(options)
  const addresses = new Map<Address, Address>()
  const initCall = (owner: Address) => encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner, SALT] })

  async function address(owner: Address): Promise<Address> {
    const known = addresses.get(owner)
    if (known) return known
    const found = await client.readContract({ address: options.factory, abi: factoryAbi, functionName: 'getAddress', args: [owner, SALT] })
    addresses.set(owner, found)
    return found
  }

  async function isDeployed(account: Address): Promise<boolean> {
    const code = await client.getCode({ address: account })
    return code !== undefined && code !== '0x'
  }

  async function submit(ownerKey: Hex, request: OperationRequest): Promise<{ userOpHash: Hex; transactionHash: Hex }> {
    const { calls } = request
    const [call] = calls
    const owner = privateKeyToAccount(ownerKey)
    const sender = await address(owner.address)
    const deployed = await isDeployed(sender)
    const [nonce, fees, callGas] = await Promise.all([
      request.nonce ?? client.readContract({ address: options.entryPoint, abi: entryPoint08Abi, functionName: 'getNonce', args: [sender, 0n] }),
      request.maxFeePerGas !== undefined && request.maxPriorityFeePerGas !== undefined
        ? { maxFeePerGas: request.maxFeePerGas, maxPriorityFeePerGas: request.maxPriorityFeePerGas }
        : client.estimateFeesPerGas(),
      request.callGasLimit !== undefined
        ? 0n
        : deployed && calls.length === 1
          ? client.estimateGas({ account: sender, to: call.to, value: call.value, data: call.data }).catch(() => GAS.callFloor)
          : Promise.resolve(GAS.callFloor * BigInt(2 + calls.length)),
    ])
    const operation: UserOperation<'0.8'> = {
      sender,
      nonce,
      ...(deployed ? {} : { factory: options.factory, factoryData: initCall(owner.address) }),
      callData: encodeAccountCalls(calls, request.batch ?? calls.length !== 1),
      callGasLimit: request.callGasLimit ?? callGas + GAS.callFloor,
      verificationGasLimit: request.verificationGasLimit ?? (deployed ? GAS.verificationDeployed : GAS.verification),
      preVerificationGas: request.preVerificationGas ?? GAS.preVerification,
      maxFeePerGas: request.maxFeePerGas ?? fees.maxFeePerGas,
      maxPriorityFeePerGas: request.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas,
      signature: '0x',
    }
    // SimpleAccount checks the owner's signature over the EIP-712 user-operation hash itself.
    const userOpHash = getUserOperationHash({ userOperation: operation, entryPointAddress: options.entryPoint, entryPointVersion: '0.8', chainId: options.chainId })
    operation.signature = await owner.sign({ hash: userOpHash })
    const hash = await wallet.writeContract({
      account: owner,
      chain,
      address: options.entryPoint,
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(operation)], owner.address],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const event = receipt.logs
      .filter((log) => log.address.toLowerCase() === options.entryPoint.toLowerCase())
      .map((log) => {
        try {
          return decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics })
        } catch {
          return undefined
        }
      })
      .find((decoded) => decoded?.eventName === 'UserOperationEvent')
    if (receipt.status !== 'success' || !event || !(event.args as { success: boolean }).success) throw new Error(SMART_ACCOUNT_CALL_FAILED)
    return { userOpHash, transactionHash: hash }
  }

  return {
    chainId: options.chainId,
    entryPoint: options.entryPoint,
    factory: options.factory,
    /** The factory call that deploys `owner`'s account (a user operation's factoryData before deployment). */
    initCall,
    address,
    isDeployed,
    /** INIT_SMART_ACCOUNT: the owner's EOA calls the factory; a deployed account is left as it is. */
    async deploy(ownerKey: Hex): Promise<{ address: Address; isDeployed: true }> {
      const owner = privateKeyToAccount(ownerKey)
      const account = await address(owner.address)
      if (!(await isDeployed(account))) {
        const hash = await wallet.writeContract({ account: owner, chain, address: options.factory, abi: factoryAbi, functionName: 'createAccount', args: [owner.address, SALT] })
        const receipt = await client.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error(`The smart account was not deployed (${hash})`)
      }
      return { address: account, isDeployed: true }
    },
    /** A signature ERC-1271 accepts for `hash` (ERC-6492-wrapped before deployment). */
    async signHash(ownerKey: Hex, hash: Hex): Promise<Hex> {
      const owner = privateKeyToAccount(ownerKey)
      const account = await address(owner.address)
      const signature = await owner.signTypedData({
        domain: { name: 'LatchSimpleAccount', version: '1', chainId: options.chainId, verifyingContract: account },
        types: { LatchSimpleAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
        primaryType: 'LatchSimpleAccountMessage',
        message: { hash },
      })
      if (await isDeployed(account)) return signature
      return serializeErc6492Signature({ address: options.factory, data: initCall(owner.address), signature })
    },
    /** Calls from the account as one user operation, bundled here; resolves to the handleOps transaction's hash. */
    async send(ownerKey: Hex, ...calls: [SmartCall, ...SmartCall[]]): Promise<Hex> {
      return (await submit(ownerKey, { calls })).transactionHash
    },
    /** An app's user operation for the owner's account (its sender), bundled here once mined and successful. */
    async sendOperation(ownerKey: Hex, request: OperationRequest): Promise<{ userOpHash: Hex; transactionHash: Hex }> {
      return submit(ownerKey, request)
    },
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
