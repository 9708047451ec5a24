// GET /v1/account/{address}/balance in the blockchain API's shape (SPEC §3 "Token balance"), read live from the
// local chains: native ETH and LTD at the fake prices, the LTB badge with quantity.decimals '0' (what the client's
// SPEC §5 rule drops), every local chain without chainId, and 400s for what is not a valid question.
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { LTB_ADDRESS, LTD_ADDRESS } from '../../../devstack/chain/devTokens'
import { rpc } from '../chain/seededChains'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from './localBlockchainApi'
import { balanceAnswerShape } from './specShapes'

const ACCOUNT_0 = DEV_ACCOUNTS[0]!.address

describe('GET /v1/account/{address}/balance', () => {
  let local: LocalBlockchainApi
  beforeAll(async () => {
    local = await startLocalBlockchainApi()
  })
  afterAll(async () => {
    await local.close()
  })

  const balanceUrl = (address: string, query = 'chainId=eip155:31337') => `${local.api.url}/v1/account/${address}/balance?projectId=latch-local&currency=usd&${query}`

  it("answers { balances } in SPEC §3's shape: ETH and LTD read from the chain at fake prices, the badge with decimals '0'", async () => {
    const { status, body, headers } = await getJson(balanceUrl(ACCOUNT_0))
    expect(status).toBe(200)
    expect(headers.get('access-control-allow-origin')).toBe('*')
    const { balances } = balanceAnswerShape.parse(body)
    const onChain = BigInt((await rpc(local.chains.a.url, 'eth_getBalance', [ACCOUNT_0, 'latest'])) as string)
    const eth = balances.find((token) => token.symbol === 'ETH')
    expect(eth).toMatchObject({ name: 'Ether', chainId: 'eip155:31337', price: 3000, quantity: { decimals: '18' } })
    expect(eth?.address).toBeUndefined()
    expect(parseUnits(eth!.quantity.numeric, 18)).toBe(onChain)
    expect(eth!.value).toBeCloseTo(Number(eth!.quantity.numeric) * 3000, 3)
    expect(balances.find((token) => token.symbol === 'LTD')).toEqual({
      name: 'Latch Test Dollar',
      symbol: 'LTD',
      chainId: 'eip155:31337',
      address: `eip155:31337:${LTD_ADDRESS.toLowerCase()}`, // lowercase, as indexers answer
      value: 930.5,
      price: 1,
      quantity: { decimals: '18', numeric: '930.5' },
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string,
    })
    const badge = balances.find((token) => token.symbol === 'LTB')
    expect(badge).toMatchObject({ name: 'Latch Test Badge', address: `eip155:31337:${LTB_ADDRESS.toLowerCase()}`, quantity: { decimals: '0', numeric: '1' }, value: 0 })
    expect(balances.map((token) => token.symbol)).toEqual(['ETH', 'LTD', 'LTB']) // most valuable first
  })

  it('covers every local EVM chain without chainId, and only the one named with it', async () => {
    const all = balanceAnswerShape.parse((await getJson(balanceUrl(ACCOUNT_0, ''))).body).balances
    expect(all.map((token) => `${token.chainId} ${token.symbol} ${token.quantity.numeric}`)).toEqual(
      expect.arrayContaining(['eip155:31337 LTD 930.5', 'eip155:31338 ETH 10000', 'eip155:31338 LTD 1000', 'eip155:31338 LTB 1']),
    )
    expect(all).toHaveLength(6)
    const chainB = balanceAnswerShape.parse((await getJson(balanceUrl(ACCOUNT_0, 'chainId=eip155:31338'))).body).balances
    expect(new Set(chainB.map((token) => token.chainId))).toEqual(new Set(['eip155:31338']))
  })

  it('lists only what is held: an empty account gets an empty list, any address case works', async () => {
    expect((await getJson(balanceUrl('0x000000000000000000000000000000000000dEaD'))).body).toEqual({ balances: [] })
    const lower = balanceAnswerShape.parse((await getJson(balanceUrl(ACCOUNT_0.toLowerCase()))).body).balances
    expect(lower.map((token) => token.symbol)).toEqual(['ETH', 'LTD', 'LTB'])
  })

  it('reads live: a transfer mined just before the request shows, and an ERC-20 the account only received is found', async () => {
    const sender = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey)
    const receiver = '0x000000000000000000000000000000000000bEEF'
    const raw = await sender.signTransaction({
      type: 'eip1559',
      chainId: 31338,
      nonce: 0,
      gas: 100_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      to: LTD_ADDRESS,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('7.25', 18)] }),
    })
    await rpc(local.chains.b.url, 'eth_sendRawTransaction', [raw])
    const balances = balanceAnswerShape.parse((await getJson(balanceUrl(receiver, 'chainId=eip155:31338'))).body).balances
    expect(balances).toEqual([expect.objectContaining({ symbol: 'LTD', quantity: { decimals: '18', numeric: '7.25' }, value: 7.25 })])
  })

  it('answers 400 with a JSON message for a bad address, an unknown or non-EVM chain, another currency, no projectId', async () => {
    const bad = async (url: string) => {
      const { status, body } = await getJson(url)
      expect(status).toBe(400)
      return (body as { message: string }).message
    }
    expect(await bad(balanceUrl('0x1234'))).toMatch(/^address: /)
    expect(await bad(balanceUrl('notAnAddress'))).toMatch(/^address: /)
    expect(await bad(balanceUrl(ACCOUNT_0, 'chainId=eip155:1'))).toMatch(/^Unsupported chainId eip155:1/)
    expect(await bad(balanceUrl(ACCOUNT_0, 'chainId=eip155'))).toMatch(/^chainId: /)
    expect(await bad(`${local.api.url}/v1/account/${ACCOUNT_0}/balance?projectId=x&currency=eur`)).toMatch(/currency/)
    expect(await bad(`${local.api.url}/v1/account/${ACCOUNT_0}/balance?currency=usd`)).toMatch(/^projectId: /)
    expect((await fetch(balanceUrl(ACCOUNT_0), { method: 'POST' })).status).toBe(405)
  })
})
