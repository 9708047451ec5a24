// How a stand-in provider delivers what was bought (issue 36), for real and on chain: USDC on chain A minted by the
// test USDC's deployer (the only key its contract lets mint), ETH on chain A sent from a funded dev account, USDC and
// SOL on the local Solana through its in-process methods (a mint transaction, an airdrop). Each resolves once the
// funds are on chain, with the transaction's id. One payout at a time: the EVM keys' nonces never race.
import { createPublicClient, createWalletClient, defineChain, getAddress, http, parseAbi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevAccount } from '../chain/devAccounts'
import { DEV_SOLANA_CAIP_ID } from '../solana/devKeys'
import type { AssetSymbol } from './quote'

export type EvmPayoutOptions = {
  /** Chain A's JSON-RPC (devstack/start.ts gives anvil's own URL: no fault a test sets is meant for a payout). */
  url: string
  chainId: number
  /** The test USDC's contract, and the account that deployed it (the only one it lets mint). */
  usdc: Address
  usdcMinter: DevAccount
  /** A funded account the ETH purchases are sent from. */
  ethPayer: DevAccount
}

export type SolanaPayoutOptions = {
  /** The local Solana's methods (devstack/solana startSolana's server): base units of USDC, lamports. */
  mintUsdc(owner: string, amount: bigint): Promise<string>
  giveSol(to: string, lamports: bigint): Promise<string>
}

export type Payout = { network: string; symbol: AssetSymbol; address: string; units: bigint }

const USDC_MINT_ABI = parseAbi(['function mint(address to, uint256 amount)'])
const RECEIPT_TIMEOUT_MS = 60_000

export function createPayouts(options: { evm?: EvmPayoutOptions; solana?: SolanaPayoutOptions }) {
  const evm = options.evm ? evmPayouts(options.evm) : undefined
  let queue: Promise<unknown> = Promise.resolve()

  async function payOnce({ network, symbol, address, units }: Payout): Promise<string> {
    if (evm && network === evm.caipNetworkId) {
      // Checked by the quote (isAddressOn); written with its checksum, as viem wants it.
      if (symbol === 'USDC') return evm.mintUsdc(getAddress(address), units)
      if (symbol === 'ETH') return evm.sendEth(getAddress(address), units)
    }
    if (options.solana && network === DEV_SOLANA_CAIP_ID) {
      if (symbol === 'USDC') return options.solana.mintUsdc(address, units)
      if (symbol === 'SOL') return options.solana.giveSol(address, units)
    }
    throw new Error(`no payout for ${symbol} on ${network}`)
  }

  return {
    /** Delivers the payout; resolves to its transaction hash or signature once it is on chain. */
    pay(payout: Payout): Promise<string> {
      const run = queue.then(() => payOnce(payout))
      queue = run.catch(() => undefined)
      return run
    },
  }
}

function evmPayouts(options: EvmPayoutOptions) {
  const chain = defineChain({ id: options.chainId, name: 'Local chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [options.url] } } })
  const transport = http(options.url)
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 })
  const minter = createWalletClient({ account: privateKeyToAccount(options.usdcMinter.privateKey), chain, transport })
  const payer = createWalletClient({ account: privateKeyToAccount(options.ethPayer.privateKey), chain, transport })

  async function mined(hash: Hex, what: string): Promise<string> {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: RECEIPT_TIMEOUT_MS })
    if (receipt.status !== 'success') throw new Error(`${what} reverted on chain (${hash})`)
    return hash
  }

  return {
    caipNetworkId: `eip155:${options.chainId}`,
    mintUsdc: async (to: Address, units: bigint) => mined(await minter.writeContract({ address: options.usdc, abi: USDC_MINT_ABI, functionName: 'mint', args: [to, units] }), 'the USDC mint'),
    sendEth: async (to: Address, units: bigint) => mined(await payer.sendTransaction({ to, value: units }), 'the ETH transfer'),
  }
}
