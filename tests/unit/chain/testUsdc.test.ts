// Issue 36: the devstack's test USDC, compiled from source and deployed on a real anvil: six decimals, USDC's name
// and symbol, and only its deployer mints.
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { testUsdcArtifact } from '../../../devstack/chain/compileContracts'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'

let chain: Chain
let address: `0x${string}`
const deployer = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)

beforeAll(async () => {
  chain = await startChain({ port: 0 })
  const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(chain.url) })
  const publicClient = createPublicClient({ chain: foundry, transport: http(chain.url) })
  const { abi, bytecode } = testUsdcArtifact()
  const hash = await wallet.deployContract({ abi, bytecode })
  address = (await publicClient.waitForTransactionReceipt({ hash })).contractAddress!
}, 60_000)

afterAll(() => chain?.close())

describe('LatchTestUsdc (issue 36)', () => {
  const read = (functionName: string, args: unknown[] = []) =>
    createPublicClient({ chain: foundry, transport: http(chain.url) }).readContract({ address, abi: testUsdcArtifact().abi, functionName, args })

  it('is USD Coin, USDC, with 6 decimals', async () => {
    expect(await read('name')).toBe('USD Coin')
    expect(await read('symbol')).toBe('USDC')
    expect(await read('decimals')).toBe(6)
  })

  it('mints for its deployer, in base units of 6 decimals', async () => {
    const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(chain.url) })
    const hash = await wallet.writeContract({ address, abi: testUsdcArtifact().abi, functionName: 'mint', args: [stranger.address, parseUnits('25.5', 6)] })
    await createPublicClient({ chain: foundry, transport: http(chain.url) }).waitForTransactionReceipt({ hash })
    expect(await read('balanceOf', [stranger.address])).toBe(25_500_000n)
  })

  it('refuses anyone else who mints', async () => {
    const wallet = createWalletClient({ account: stranger, chain: foundry, transport: http(chain.url) })
    await expect(wallet.writeContract({ address, abi: testUsdcArtifact().abi, functionName: 'mint', args: [stranger.address, 1n] })).rejects.toThrow(/only the minter/)
  })
})
