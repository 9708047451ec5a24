// The second local chain and the devstack's tokens: chain B is its own anvil with chain id 31338 and the same funded
// accounts; LTD and the LTB badge sit at the addresses devTokens.ts exports on both chains, minted as seedPlan.ts
// says, and chain A's past of transfers has left the balances it implies.
import { createPublicClient, erc20Abi, formatUnits, getContractAddress, http, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, DEV_CHAIN_B_ID, DEV_CHAIN_ID } from '../../../devstack/chain/devAccounts'
import { DEV_TOKENS, LTB_ADDRESS, LTB_TOKEN, LTD_ADDRESS, LTD_TOKEN, TOKEN_DEPLOYER } from '../../../devstack/chain/devTokens'
import { seedChain } from '../../../devstack/chain/seedChain'
import { HISTORY_TRANSFERS, LTD_MINTED, MINTED_ACCOUNTS } from '../../../devstack/chain/seedPlan'
import { rpc, startSeededChains, type SeededChains } from './seededChains'

const address = (index: number): Address => DEV_ACCOUNTS[index]!.address

/** Each account's LTD after chain A's transfers (reverted ones move nothing). */
function expectedLtd(index: number): bigint {
  let balance = MINTED_ACCOUNTS.includes(index) ? parseUnits(LTD_MINTED, 18) : 0n
  for (const step of HISTORY_TRANSFERS) {
    if (step.asset !== 'LTD' || step.reverts) continue
    if (step.from === index) balance -= parseUnits(step.amount, 18)
    if (step.to === index) balance += parseUnits(step.amount, 18)
  }
  return balance
}

describe('the seeded local chains', () => {
  let chains: SeededChains

  beforeAll(async () => {
    chains = await startSeededChains()
  })
  afterAll(async () => {
    await chains.close()
  })

  it('runs chain B as its own anvil: chain id 31338 (0x7a6a), the same funded dev accounts', async () => {
    expect(DEV_CHAIN_B_ID).toBe(31338)
    expect(chains.b.chainId).toBe(DEV_CHAIN_B_ID)
    expect(chains.b.url).not.toBe(chains.a.url)
    expect(await rpc(chains.b.url, 'eth_chainId')).toBe('0x7a6a')
    expect(await rpc(chains.a.url, 'eth_chainId')).toBe(`0x${DEV_CHAIN_ID.toString(16)}`)
    expect(await rpc(chains.b.url, 'eth_accounts')).toEqual(DEV_ACCOUNTS.map((account) => account.address.toLowerCase()))
    // Account 3 takes part in no transfer: anvil's genesis funds, untouched.
    expect(BigInt((await rpc(chains.b.url, 'eth_getBalance', [address(3), 'latest'])) as string)).toBe(parseEther('10000'))
  })

  it('exports token addresses that are the deployer’s first two contract addresses, with the tokens’ code on both chains', async () => {
    expect(LTD_ADDRESS).toBe(getContractAddress({ from: TOKEN_DEPLOYER.address, nonce: 0n }))
    expect(LTB_ADDRESS).toBe(getContractAddress({ from: TOKEN_DEPLOYER.address, nonce: 1n }))
    expect(TOKEN_DEPLOYER.address).toBe(DEV_ACCOUNTS[9]!.address)
    for (const url of [chains.a.url, chains.b.url]) {
      for (const token of DEV_TOKENS) expect(((await rpc(url, 'eth_getCode', [token.address, 'latest'])) as string).length).toBeGreaterThan(1000)
    }
  })

  it('deploys LTD as "Latch Test Dollar" (18 decimals) and LTB as "Latch Test Badge", as devTokens.ts describes them', async () => {
    for (const url of [chains.a.url, chains.b.url]) {
      const client = createPublicClient({ transport: http(url) })
      const read = (to: Address, functionName: 'name' | 'symbol') => client.readContract({ address: to, abi: erc20Abi, functionName })
      expect(await read(LTD_ADDRESS, 'name')).toBe(LTD_TOKEN.name)
      expect(await read(LTD_ADDRESS, 'symbol')).toBe('LTD')
      expect(await client.readContract({ address: LTD_ADDRESS, abi: erc20Abi, functionName: 'decimals' })).toBe(18)
      expect(await read(LTB_ADDRESS, 'name')).toBe(LTB_TOKEN.name)
      expect(await read(LTB_ADDRESS, 'symbol')).toBe('LTB')
    }
  })

  it('mints 1000 LTD and one badge to dev accounts 0–3 on chain B, and nothing to the others', async () => {
    const client = createPublicClient({ transport: http(chains.b.url) })
    for (let index = 0; index < 5; index++) {
      const minted = MINTED_ACCOUNTS.includes(index)
      expect(await client.readContract({ address: LTD_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address(index)] })).toBe(minted ? parseUnits('1000', 18) : 0n)
      expect(await client.readContract({ address: LTB_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address(index)] })).toBe(minted ? 1n : 0n)
    }
  })

  it('leaves chain A with the LTD balances its transfers imply (account 0: 930.5) and the ETH ones, gas aside', async () => {
    const client = createPublicClient({ transport: http(chains.a.url) })
    expect(formatUnits(expectedLtd(0), 18)).toBe('930.5')
    for (const index of [0, 1, 2, 3]) {
      expect(await client.readContract({ address: LTD_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address(index)] })).toBe(expectedLtd(index))
    }
    let eth = parseEther('10000')
    for (const step of HISTORY_TRANSFERS.filter((candidate) => candidate.asset === 'ETH')) {
      if (step.from === 1) eth -= parseEther(step.amount)
      if (step.to === 1) eth += parseEther(step.amount)
    }
    const balance = await client.getBalance({ address: address(1) })
    expect(balance).toBeLessThanOrEqual(eth)
    expect(eth - balance).toBeLessThan(parseEther('0.01')) // what account 1 paid in gas
  })

  it('records the planned reverted transfer as a failed transaction', async () => {
    const failed = HISTORY_TRANSFERS.filter((step) => step.reverts)
    expect(failed).toHaveLength(1)
    const blockNumber = Number(await rpc(chains.a.url, 'eth_blockNumber'))
    let reverted = 0
    for (let n = 1; n <= blockNumber; n++) {
      const receipts = (await rpc(chains.a.url, 'eth_getBlockReceipts', [`0x${n.toString(16)}`])) as { status: string }[]
      reverted += receipts.filter((receipt) => receipt.status === '0x0').length
    }
    expect(reverted).toBe(1)
  })

  it('refuses to seed a chain twice: the addresses need the deployer’s first nonces', async () => {
    await expect(seedChain({ url: chains.b.url, chainId: chains.b.chainId })).rejects.toThrow(/has sent before .* need a fresh chain/)
  })
})
