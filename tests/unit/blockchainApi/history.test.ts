// GET /v1/account/{address}/history in the blockchain API's shape (SPEC §3 "Transaction (history)"), indexed from the
// local chains' blocks into SQLite: chain A's seeded past for dev account 0, newest first, ten a page with an opaque
// cursor; a transaction mined just before a request is in its answer; a reverted chain is indexed again.
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '../../../devstack/blockchainApi'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { LTD_ADDRESS, TOKEN_DEPLOYER } from '../../../devstack/chain/devTokens'
import { HISTORY_TRANSFERS } from '../../../devstack/chain/seedPlan'
import { rpc, sendAndMine } from '../chain/seededChains'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from './localBlockchainApi'
import { historyAnswerShape } from './specShapes'

// Lowercase, as indexers answer.
const [ACCOUNT_0, ACCOUNT_1, ACCOUNT_2] = DEV_ACCOUNTS.map((account) => account.address.toLowerCase()) as [string, string, string]
const LTD = LTD_ADDRESS.toLowerCase()

describe('GET /v1/account/{address}/history', () => {
  let local: LocalBlockchainApi
  beforeAll(async () => {
    local = await startLocalBlockchainApi()
  })
  afterAll(async () => {
    await local.close()
  })

  const historyUrl = (address: string, query = 'chainId=eip155:31337') => `${local.api.url}/v1/account/${address}/history?projectId=latch-local&${query}`
  const page = async (url: string) => {
    const { status, body } = await getJson(url)
    expect(status).toBe(200)
    return historyAnswerShape.parse(body)
  }

  it("pages dev account 0's chain-A past newest first, ten at a time, with an opaque cursor and no next on the last page", async () => {
    const first = await page(historyUrl(ACCOUNT_0))
    expect(PAGE_SIZE).toBe(10)
    expect(first.data).toHaveLength(10)
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/)
    const second = await page(historyUrl(ACCOUNT_0, `chainId=eip155:31337&cursor=${first.next!}`))
    expect(second.next).toBeUndefined()
    const all = [...first.data, ...second.data]
    // The mint, then every planned transfer account 0 took part in.
    const involving = HISTORY_TRANSFERS.filter((step) => step.from === 0 || step.to === 0)
    expect(all).toHaveLength(1 + involving.length)
    expect(new Set(all.map((tx) => tx.id)).size).toBe(all.length)
    const times = all.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    // Oldest first, as planned: what each looks like from account 0's side.
    const seen = [...all].reverse().map((tx) => [tx.metadata.operationType, tx.metadata.status, ...tx.transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info.symbol}`)])
    expect(seen).toEqual([
      ['receive', 'confirmed', 'in 1000 LTD'],
      ...involving.map((step) =>
        step.reverts ? ['execute', 'failed'] : [step.from === 0 ? 'send' : 'receive', 'confirmed', `${step.from === 0 ? 'out' : 'in'} ${step.amount} ${step.asset}`],
      ),
    ])
  })

  it('fills metadata and transfers as the cloud does: chain, tx from/to, ISO time, prices at the fake rates', async () => {
    const { data } = await page(historyUrl(ACCOUNT_0))
    const sendEth = data.find((tx) => tx.transfers[0]?.fungible_info.symbol === 'ETH' && tx.transfers[0].direction === 'out')!
    expect(sendEth.metadata).toMatchObject({ chain: 'eip155:31337', status: 'confirmed', operationType: 'send', sentFrom: ACCOUNT_0, sentTo: ACCOUNT_2 })
    expect(sendEth.transfers).toEqual([{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: expect.stringMatching(/^data:image\//) as unknown as string } }, direction: 'out', quantity: { numeric: '0.1' }, value: 300, price: 3000 }])
    const receiveLtd = data.find((tx) => tx.transfers[0]?.quantity.numeric === '40')!
    // An ERC-20 transfer is a call to the token: its recipient is in the transfer, not in sentTo.
    expect(receiveLtd.metadata).toMatchObject({ operationType: 'receive', sentFrom: ACCOUNT_1, sentTo: LTD })
    expect(receiveLtd.transfers[0]).toMatchObject({ fungible_info: { name: 'Latch Test Dollar', symbol: 'LTD' }, direction: 'in', value: 40, price: 1 })
    const failed = data.find((tx) => tx.metadata.status === 'failed')!
    expect(failed).toMatchObject({ metadata: { operationType: 'execute', sentFrom: ACCOUNT_0, sentTo: LTD }, transfers: [] })
  })

  it("keeps chains apart: chain B has only the mint, and no chainId merges both chains' pasts", async () => {
    const chainB = await page(historyUrl(ACCOUNT_0, 'chainId=eip155:31338'))
    expect(chainB.data.map((tx) => [tx.metadata.chain, tx.metadata.sentFrom, tx.transfers[0]?.quantity.numeric])).toEqual([['eip155:31338', TOKEN_DEPLOYER.address.toLowerCase(), '1000']])
    const first = await page(historyUrl(ACCOUNT_0, ''))
    const second = await page(historyUrl(ACCOUNT_0, `cursor=${first.next!}`))
    expect(first.data.length + second.data.length).toBe(13)
    expect(await page(historyUrl('0x000000000000000000000000000000000000dEaD'))).toEqual({ data: [] })
  })

  it('includes a transaction mined just before the request, on top', async () => {
    const hash = await sendAndMine(local.chains.a.url, { from: ACCOUNT_2, to: ACCOUNT_0, value: `0x${parseEther('0.125').toString(16)}` })
    const { data } = await page(historyUrl(ACCOUNT_0))
    expect(data[0]).toMatchObject({ id: hash, metadata: { operationType: 'receive', sentFrom: ACCOUNT_2, sentTo: ACCOUNT_0 }, transfers: [{ direction: 'in', quantity: { numeric: '0.125' } }] })
  })

  it('forgets what a reverted chain no longer has', async () => {
    const snapshot = (await rpc(local.chains.b.url, 'evm_snapshot')) as string
    const hash = await sendAndMine(local.chains.b.url, { from: ACCOUNT_1, to: ACCOUNT_0, value: '0x1' })
    expect((await page(historyUrl(ACCOUNT_0, 'chainId=eip155:31338'))).data[0]?.id).toBe(hash)
    await rpc(local.chains.b.url, 'evm_revert', [snapshot])
    await sendAndMine(local.chains.b.url, { from: ACCOUNT_2, to: ACCOUNT_1, value: '0x2' }) // same height, another block
    const ids = (await page(historyUrl(ACCOUNT_0, 'chainId=eip155:31338'))).data.map((tx) => tx.id)
    expect(ids).not.toContain(hash)
    expect(ids).toHaveLength(1)
  })

  it('answers 400 for a cursor it did not give out, a bad address or an unknown chain', async () => {
    for (const url of [
      historyUrl(ACCOUNT_0, 'chainId=eip155:31337&cursor=bm90IGEgY3Vyc29y'),
      historyUrl(ACCOUNT_0, 'chainId=eip155:31337&cursor=%%%'),
      historyUrl('0xabc'),
      historyUrl(ACCOUNT_0, 'chainId=eip155:10'),
      `${local.api.url}/v1/account/${ACCOUNT_0}/history?chainId=eip155:31337`,
    ]) {
      const { status, body } = await getJson(url)
      expect(status, url).toBe(400)
      expect(typeof (body as { message?: unknown }).message).toBe('string')
    }
  })
})
