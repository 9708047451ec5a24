// Issue 36: chain A's seeding deploys the test USDC where devTokens.ts says (USDC_DEPLOYER's nonce 0, after the
// seeded past), chain B has none, nobody holds any at start, and the catalogue the blockchain API reads names it: a
// balance, once minted, is listed as USD Coin / USDC with 6 decimals at price 1. The tokens every chain gets and the
// seeded past are as before.
import { createPublicClient, createWalletClient, erc20Abi, getContractAddress, http, parseAbi, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { CATALOGUE_TOKENS, DEV_TOKENS, findDevToken, LTB_TOKEN, LTD_TOKEN, TOKEN_DEPLOYER, USDC_ADDRESS, USDC_DEPLOYER, USDC_TOKEN } from '../../../devstack/chain/devTokens'
import { seedChain } from '../../../devstack/chain/seedChain'
import { balanceAnswerShape } from '../blockchainApi/specShapes'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from '../blockchainApi/localBlockchainApi'
import { rpc } from './seededChains'

let local: LocalBlockchainApi
beforeAll(async () => {
  local = await startLocalBlockchainApi()
}, 60_000)
afterAll(async () => {
  await local?.close()
})

const client = (url: string) => createPublicClient({ chain: foundry, transport: http(url) })

describe('the test USDC on the seeded chains', () => {
  it('sits at USDC_ADDRESS, the first contract of dev account 7, which sent nothing else', async () => {
    expect(USDC_DEPLOYER.address).toBe(DEV_ACCOUNTS[7]!.address)
    expect(USDC_ADDRESS).toBe(getContractAddress({ from: USDC_DEPLOYER.address, nonce: 0n }))
    expect(((await rpc(local.chains.a.url, 'eth_getCode', [USDC_ADDRESS, 'latest'])) as string).length).toBeGreaterThan(1000)
    expect(await rpc(local.chains.a.url, 'eth_getTransactionCount', [USDC_DEPLOYER.address, 'latest'])).toBe('0x1')
    // Chain B: no USDC, and its deployer untouched.
    expect(await rpc(local.chains.b.url, 'eth_getCode', [USDC_ADDRESS, 'latest'])).toBe('0x')
    expect(await rpc(local.chains.b.url, 'eth_getTransactionCount', [USDC_DEPLOYER.address, 'latest'])).toBe('0x0')
  })

  it('is USD Coin, USDC, 6 decimals, with nothing minted', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) => client(local.chains.a.url).readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName })
    expect([await read('name'), await read('symbol'), await read('decimals'), await read('totalSupply')]).toEqual(['USD Coin', 'USDC', 6, 0n])
  })

  it('leaves the tokens on every chain as they were: LTD and LTB by the token deployer, two deployments and eight mints', async () => {
    expect(DEV_TOKENS).toEqual([LTD_TOKEN, LTB_TOKEN])
    expect(CATALOGUE_TOKENS).toEqual([LTD_TOKEN, LTB_TOKEN, USDC_TOKEN])
    for (const url of [local.chains.a.url, local.chains.b.url]) expect(await rpc(url, 'eth_getTransactionCount', [TOKEN_DEPLOYER.address, 'latest'])).toBe('0xa')
  })

  it('is in the catalogue under any case of its address: USD Coin, price 1', () => {
    expect(findDevToken(USDC_ADDRESS.toLowerCase())).toBe(USDC_TOKEN)
    expect(USDC_TOKEN).toMatchObject({ kind: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 })
  })

  it('refuses to seed chain A again: the USDC address needs its deployer’s first nonce', async () => {
    await expect(seedChain({ url: local.chains.b.url, chainId: local.chains.b.chainId, testUsdc: true })).rejects.toThrow(/has sent before .* need a fresh chain/)
  })

  it('once minted, the blockchain API lists it as USD Coin / USDC, 6 decimals, price 1; before, not at all', async () => {
    const holder: Address = '0x0000000000000000000000000000000000C0FFEE'
    const balanceUrl = `${local.api.url}/v1/account/${holder}/balance?projectId=latch-local&currency=usd&chainId=eip155:31337`
    expect((await getJson(balanceUrl)).body).toEqual({ balances: [] })
    const minter = createWalletClient({ account: privateKeyToAccount(USDC_DEPLOYER.privateKey), chain: foundry, transport: http(local.chains.a.url) })
    const hash = await minter.writeContract({ address: USDC_ADDRESS, abi: parseAbi(['function mint(address to, uint256 amount)']), functionName: 'mint', args: [holder, parseUnits('12.5', 6)] })
    await client(local.chains.a.url).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const { balances } = balanceAnswerShape.parse((await getJson(balanceUrl)).body)
    expect(balances).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${USDC_ADDRESS.toLowerCase()}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string,
      },
    ])
  })
})
