// ERC-4337 on the local chain: EntryPoint v0.8 and LatchSimpleAccountFactory, deployed by their own dev account at its
// first two nonces, so their addresses are known before any chain runs (the frame's smart accounts are counterfactual:
// an address is an eth_call to the factory, deployed or not). Like seedChain, the transactions go out from anvil's
// unlocked dev account with gas spelled out.
import { getContractAddress, type Address } from 'viem'
import { z } from 'zod/mini'
import { encodeDeploy } from './abiCodec'
import { entryPointArtifact, smartAccountFactoryArtifact } from './compileContracts'
import { DEV_ACCOUNTS, type DevAccount } from './devAccounts'
import { rpcCall } from './jsonRpc'
import { toQuantity } from './units'
import { DEFAULT_CHAIN_DEADLINE_MS } from './waitUntilReady'

/** Dev account 8: it deploys the account-abstraction contracts and does nothing else. */
export const SMART_ACCOUNT_DEPLOYER: DevAccount = DEV_ACCOUNTS[8] as DevAccount
export const ENTRY_POINT_ADDRESS: Address = getContractAddress({ from: SMART_ACCOUNT_DEPLOYER.address, nonce: 0n })
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({ from: SMART_ACCOUNT_DEPLOYER.address, nonce: 1n })

// Measured: EntryPoint ~5.2M gas, the factory (with the account implementation) ~3.4M.
const DEPLOY_GAS = 12_000_000n
const FEES = { maxFeePerGas: toQuantity(10_000_000_000n), maxPriorityFeePerGas: toQuantity(1_000_000_000n) } as const
const receiptSchema = z.object({ status: z.enum(['0x0', '0x1']), contractAddress: z.optional(z.nullable(z.string())) })

// A deadline, not a count of tries: a loaded machine mines late (start-up's waits are 60 s, waitUntilReady.ts).
async function receipt(url: string, hash: unknown): Promise<z.infer<typeof receiptSchema>> {
  const deadline = Date.now() + DEFAULT_CHAIN_DEADLINE_MS
  for (;;) {
    const found = z.safeParse(receiptSchema, await rpcCall(url, 'eth_getTransactionReceipt', [hash]))
    if (found.success) return found.data
    if (Date.now() > deadline) throw new Error(`smart accounts: ${String(hash)} not mined on ${url} within ${DEFAULT_CHAIN_DEADLINE_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Deploys EntryPoint and the factory on a fresh chain; rejects if either did not land where the constants say. */
export async function deploySmartAccountContracts(options: { url: string; chainId: number }): Promise<void> {
  const from = SMART_ACCOUNT_DEPLOYER.address
  const sent = Number(await rpcCall(options.url, 'eth_getTransactionCount', [from, 'pending']))
  if (sent !== 0) throw new Error(`smart accounts: ${from} has sent before on ${options.url}; the contract addresses need a fresh chain`)
  const plan: { data: `0x${string}`; expected: Address }[] = [
    { data: entryPointArtifact().bytecode, expected: ENTRY_POINT_ADDRESS },
    { data: encodeDeploy(smartAccountFactoryArtifact().bytecode, [{ address: ENTRY_POINT_ADDRESS }]), expected: SMART_ACCOUNT_FACTORY_ADDRESS },
  ]
  for (const [nonce, step] of plan.entries()) {
    const tx = { from, nonce: toQuantity(nonce), gas: toQuantity(DEPLOY_GAS), ...FEES, chainId: toQuantity(options.chainId), data: step.data }
    const mined = await receipt(options.url, await rpcCall(options.url, 'eth_sendTransaction', [tx]))
    if (mined.status !== '0x1' || mined.contractAddress?.toLowerCase() !== step.expected.toLowerCase()) {
      throw new Error(`smart accounts: deployment ${nonce} on ${options.url} ended ${mined.status} at ${String(mined.contractAddress)}, expected ${step.expected}`)
    }
  }
}
