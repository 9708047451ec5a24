// seedChain: puts seedPlan.ts on a fresh anvil. Anvil holds the dev keys (the same mnemonic), so the transactions go
// out as eth_sendTransaction from the dev accounts, with nonce, gas and fees spelled out: no estimates, no signing
// here, no viem to load (abiCodec.ts). The plan costs one batch of nonces, one request per transaction and a batch or
// two of receipts: about 0.1 s a chain.
import type { Address, Hex } from 'viem'
import { z } from 'zod/mini'
import { encodeCall, encodeDeploy, SELECTORS } from './abiCodec'
import { testUsdcArtifact } from './compileContracts'
import { presetArtifacts } from './contractArtifacts'
import { DEV_ACCOUNTS } from './devAccounts'
import { LTB_TOKEN, LTD_TOKEN, TOKEN_DEPLOYER, USDC_ADDRESS, USDC_DEPLOYER } from './devTokens'
import { rpcBatch, rpcCall } from './jsonRpc'
import { LTD_MINTED, MINTED_ACCOUNTS, type SeedTransfer } from './seedPlan'
import { parseUnits, toQuantity } from './units'
import { DEFAULT_CHAIN_DEADLINE_MS } from './waitUntilReady'

export type SeedOptions = {
  url: string
  chainId: number
  /** The past of transfers (seedPlan's HISTORY_TRANSFERS on the first chain; none elsewhere). */
  transfers?: readonly SeedTransfer[]
  /** Deploy the test USDC (issue 36) from USDC_DEPLOYER at its nonce 0, after everything else, minting nothing: chain A
   * only, where the on-ramp stand-ins (devstack/onRamp) sell it. */
  testUsdc?: boolean
}

// Generous fixed limits (measured use: deployments ~1.8M and ~2.5M, mints ~73k and ~120k, transfers ~35–55k). The
// reverting transfer needs one: an estimate would refuse it instead of letting it fail on chain.
const GAS = { deploy: 5_000_000n, mint: 200_000n, transfer: 100_000n, ether: 21_000n } as const
// Anvil starts at a 1 gwei base fee and lowers it while blocks are nearly empty: 10 gwei always fits.
const FEES = { maxFeePerGas: toQuantity(10_000_000_000n), maxPriorityFeePerGas: toQuantity(1_000_000_000n) } as const

type Step = { from: Address; to?: Address; data?: Hex; value?: bigint; gas: bigint; reverts?: boolean }

function address(index: number): Address {
  const dev = DEV_ACCOUNTS[index]
  if (!dev) throw new Error(`seed plan: no dev account ${index}`)
  return dev.address
}

function steps(transfers: readonly SeedTransfer[], testUsdc: boolean): Step[] {
  const { erc20, erc721 } = presetArtifacts()
  const deployer = TOKEN_DEPLOYER.address
  const mint = (to: number): Step[] => [
    { from: deployer, to: LTD_TOKEN.address, gas: GAS.mint, data: encodeCall(SELECTORS.mintAmount, [{ address: address(to) }, { uint: parseUnits(LTD_MINTED, LTD_TOKEN.decimals) }]) },
    { from: deployer, to: LTB_TOKEN.address, gas: GAS.mint, data: encodeCall(SELECTORS.mintItem, [{ address: address(to) }]) },
  ]
  const transfer = (step: SeedTransfer): Step =>
    step.asset === 'ETH'
      ? { from: address(step.from), to: address(step.to), value: parseUnits(step.amount, 18), gas: GAS.ether }
      : {
          from: address(step.from),
          to: LTD_TOKEN.address,
          gas: GAS.transfer,
          data: encodeCall(SELECTORS.transfer, [{ address: address(step.to) }, { uint: parseUnits(step.amount, LTD_TOKEN.decimals) }]),
          reverts: step.reverts === true,
        }
  return [
    // Nonces 0 and 1 of the deployer: the addresses devTokens.ts names.
    { from: deployer, gas: GAS.deploy, data: encodeDeploy(erc20.bytecode, [{ string: LTD_TOKEN.name }, { string: LTD_TOKEN.symbol }]) },
    { from: deployer, gas: GAS.deploy, data: encodeDeploy(erc721.bytecode, [{ string: LTB_TOKEN.name }, { string: LTB_TOKEN.symbol }, { string: '' }]) },
    ...MINTED_ACCOUNTS.flatMap(mint),
    ...transfers.map(transfer),
    // Last, from its own deployer: the seeded past (blocks, nonces, every account's history) stays as it was.
    ...(testUsdc ? [{ from: USDC_DEPLOYER.address, gas: GAS.deploy, data: testUsdcArtifact().bytecode }] : []),
  ]
}

const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const receiptSchema = z.object({ transactionHash: hexSchema, status: z.enum(['0x0', '0x1']), contractAddress: z.optional(z.nullable(hexSchema)) })
type Receipt = z.output<typeof receiptSchema>
const RECEIPT_POLL_MS = 5
// A deadline, not a pause: a loaded machine mines late (start-up's waits are 60 s, waitUntilReady.ts).
const RECEIPT_TIMEOUT_MS = DEFAULT_CHAIN_DEADLINE_MS

async function nonces(url: string, senders: readonly Address[]): Promise<Map<Address, number>> {
  const counts = await rpcBatch(url, senders.map((sender) => ({ method: 'eth_getTransactionCount', params: [sender, 'pending'] })))
  return new Map(senders.map((sender, i) => [sender, Number(hexSchema.parse(counts[i]))]))
}

/** Every hash's receipt: anvil mines on arrival but may answer the send a moment before the block is sealed. */
async function minedReceipts(url: string, hashes: readonly string[]): Promise<Receipt[]> {
  const found = new Map<string, Receipt>()
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const missing = hashes.filter((hash) => !found.has(hash))
    const answers = await rpcBatch(url, missing.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })))
    answers.forEach((raw, i) => {
      const parsed = z.safeParse(receiptSchema, raw)
      const hash = missing[i]
      if (parsed.success && hash) found.set(hash, parsed.data)
    })
    if (found.size === hashes.length) return hashes.map((hash) => found.get(hash) as Receipt)
    if (Date.now() > deadline) throw new Error(`seedChain: ${hashes.length - found.size} transactions not mined on ${url} within ${RECEIPT_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/** Deploys the devstack's tokens, mints them and replays `transfers` (then deploys the test USDC if asked); rejects if
 * anything landed otherwise than planned. */
export async function seedChain(options: SeedOptions): Promise<void> {
  const plan = steps(options.transfers ?? [], options.testUsdc === true)
  const next = await nonces(options.url, [...new Set(plan.map((step) => step.from))])
  for (const deployer of options.testUsdc ? [TOKEN_DEPLOYER, USDC_DEPLOYER] : [TOKEN_DEPLOYER]) {
    if (next.get(deployer.address) !== 0) {
      throw new Error(`seedChain: the token deployer ${deployer.address} has sent before on ${options.url}; the token addresses need a fresh chain`)
    }
  }

  // One after the other: later steps spend what earlier ones minted.
  const hashes: string[] = []
  for (const step of plan) {
    const nonce = next.get(step.from) ?? 0
    next.set(step.from, nonce + 1)
    const tx = {
      from: step.from,
      nonce: toQuantity(nonce),
      gas: toQuantity(step.gas),
      ...FEES,
      chainId: toQuantity(options.chainId),
      ...(step.to ? { to: step.to } : {}),
      ...(step.data ? { data: step.data } : {}),
      ...(step.value ? { value: toQuantity(step.value) } : {}),
    }
    hashes.push(hexSchema.parse(await rpcCall(options.url, 'eth_sendTransaction', [tx])))
  }

  const receipts = await minedReceipts(options.url, hashes)
  receipts.forEach((receipt, i) => {
    const expected = plan[i]?.reverts ? '0x0' : '0x1'
    if (receipt.status !== expected) throw new Error(`seedChain: step ${i} on ${options.url} ended with status ${receipt.status}, expected ${expected} (${receipt.transactionHash})`)
  })
  const deployed = [receipts[0]?.contractAddress, receipts[1]?.contractAddress]
  if (deployed[0]?.toLowerCase() !== LTD_TOKEN.address.toLowerCase() || deployed[1]?.toLowerCase() !== LTB_TOKEN.address.toLowerCase()) {
    throw new Error(`seedChain: tokens deployed at ${String(deployed)}, not at devTokens.ts's addresses`)
  }
  const usdc = options.testUsdc ? receipts.at(-1)?.contractAddress : undefined
  if (options.testUsdc && usdc?.toLowerCase() !== USDC_ADDRESS.toLowerCase()) {
    throw new Error(`seedChain: the test USDC deployed at ${String(usdc)}, not at devTokens.ts's USDC_ADDRESS`)
  }
}
