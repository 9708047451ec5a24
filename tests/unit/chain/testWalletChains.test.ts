// The test wallet (devstack/testWallet) across the two local chains, in Node against real anvils: it knows chains A
// and B, forwards to the active one, switches with chainChanged and answers 4902 for a chain it does not know until
// wallet_addEthereumChain adds it; the switch knob rejects (4001) or never answers; it can start on chain B or
// without it; and it discovers assets (EIP-5792 capabilities, EIP-7811 wallet_getAssets) on chain A only.
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { LTD_ADDRESS } from '../../../devstack/chain/devTokens'
import { readConfig, toWalletSetup } from '../../../devstack/testWallet/config'
import { createTestWallet, type TestWallet } from '../../../devstack/testWallet/provider'
import { createSessionStore } from '../../../devstack/testWallet/session'
import { rpc, startSeededChains, type SeededChains } from './seededChains'

const ACCOUNT_0 = DEV_ACCOUNTS[0]!.address

// SPEC §5: "A wallet-assets response is valid only if every asset has string address and balance, type ERC20 or
// NATIVE, metadata with string name, symbol, iconUrl and number decimals and price."
const walletAssetsShape = z.record(
  z.string().regex(/^0x[0-9a-f]+$/),
  z.array(
    z.object({
      address: z.string(),
      balance: z.string().regex(/^0x[0-9a-f]+$/),
      type: z.enum(['ERC20', 'NATIVE']),
      metadata: z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), decimals: z.number(), price: z.number() }),
    }),
  ),
)

type Outcome = { ok: true; value: unknown } | { ok: false; code: unknown; message: string }

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the test wallet on two chains', () => {
  let chains: SeededChains
  beforeAll(async () => {
    chains = await startSeededChains()
  })
  afterAll(async () => {
    await chains.close()
  })

  function walletWith(config: Record<string, unknown> = {}, storage = memoryStorage()) {
    const wallet = createTestWallet({ ...toWalletSetup(readConfig({ chainUrl: chains.a.url, chainBUrl: chains.b.url, ...config })), session: createSessionStore(storage) })
    const events: [string, unknown][] = []
    for (const name of ['connect', 'chainChanged', 'accountsChanged']) wallet.provider.on(name, ((payload: unknown) => events.push([name, payload])) as never)
    return { wallet, events, storage }
  }

  async function request(wallet: TestWallet, method: string, params?: unknown[]): Promise<Outcome> {
    try {
      return { ok: true, value: await wallet.provider.request({ method, params }) }
    } catch (error) {
      const { code, message } = error as { code?: unknown; message: string }
      return { ok: false, code, message }
    }
  }

  async function value(wallet: TestWallet, method: string, params?: unknown[]): Promise<unknown> {
    const outcome = await request(wallet, method, params)
    if (!outcome.ok) throw new Error(`${method}: ${String(outcome.code)} ${outcome.message}`)
    return outcome.value
  }

  it('knows chains A and B, starts on A, and switches with chainChanged, forwarding reads to the active chain', async () => {
    const { wallet, events } = walletWith()
    expect(wallet.chainIds).toEqual([31337, 31338])
    expect(await value(wallet, 'eth_chainId')).toBe('0x7a69')
    expect(await value(wallet, 'net_version')).toBe('31337')
    await tick()
    events.length = 0
    expect(await value(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(await value(wallet, 'eth_chainId')).toBe('0x7a6a')
    expect(await value(wallet, 'net_version')).toBe('31338')
    expect(await value(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull() // already there
    await tick()
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(wallet.chainId).toBe(31338)
  })

  it('answers 4902 for a chain it does not know and -32602 for a malformed chain id', async () => {
    const { wallet } = walletWith()
    expect(await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({ ok: false, code: 4902, message: expect.stringMatching(/Unrecognized chain ID "0x1"/) as unknown })
    expect(await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '31338' }])).toMatchObject({ ok: false, code: -32602 })
    expect(await request(wallet, 'wallet_switchEthereumChain', [])).toMatchObject({ ok: false, code: -32602 })
  })

  it("switch: 'reject' answers 4001 and stays; 'never' leaves the request pending; setBehaviour turns the knob", async () => {
    const { wallet } = walletWith({ switch: 'reject' })
    expect(wallet.behaviour).toEqual({ connect: 'approve', sign: 'approve', switch: 'reject' })
    expect(await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
    expect(await value(wallet, 'eth_chainId')).toBe('0x7a69')
    wallet.setBehaviour({ switch: 'never' })
    // Fake timers from before the request: whatever could still settle it (a timer, however long) runs out here,
    // and the request is still pending, not merely slower than a fixed wait.
    vi.useFakeTimers()
    try {
      let settled = 'pending'
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }).then(
        () => (settled = 'resolved'),
        () => (settled = 'rejected'),
      )
      await vi.runAllTimersAsync()
      expect(settled).toBe('pending')
    } finally {
      vi.useRealTimers()
    }
    expect(await value(wallet, 'eth_chainId')).toBe('0x7a69')
    wallet.setBehaviour({ switch: 'approve' })
    expect(await value(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(() => wallet.setBehaviour({ switch: 'maybe' as never })).toThrow(TypeError)
  })

  it('without chain B: 4902 until wallet_addEthereumChain adds it (checked against its node), which also moves there', async () => {
    const { wallet, events } = walletWith({ knowsChainB: false })
    expect(wallet.chainIds).toEqual([31337])
    expect(await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toMatchObject({ ok: false, code: 4902 })
    await tick()
    events.length = 0
    const add = { chainId: '0x7a6a', chainName: 'Local chain B', rpcUrls: [chains.b.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    expect(await value(wallet, 'wallet_addEthereumChain', [add])).toBeNull()
    expect(await value(wallet, 'eth_chainId')).toBe('0x7a6a')
    expect(await value(wallet, 'net_version')).toBe('31338')
    expect(await value(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull() // a dapp's switch after adding
    expect(await value(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
    expect(await value(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    await tick()
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
      ['chainChanged', '0x7a6a'],
    ])
    expect(wallet.chainIds).toEqual([31337, 31338])
  })

  it('refuses to add a chain whose node is another chain or unreachable, or with no RPC URL; a rejected add adds nothing', async () => {
    const { wallet } = walletWith({ knowsChainB: false })
    expect(await request(wallet, 'wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [chains.a.url] }])).toMatchObject({
      ok: false,
      code: -32602,
      message: expect.stringMatching(/does not match 0x7a6a/) as unknown,
    })
    expect(await request(wallet, 'wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: ['http://127.0.0.1:1'] }])).toMatchObject({ ok: false, code: -32602 })
    expect(await request(wallet, 'wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [] }])).toMatchObject({ ok: false, code: -32602 })
    wallet.setBehaviour({ switch: 'reject' })
    expect(await request(wallet, 'wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [chains.b.url] }])).toMatchObject({ ok: false, code: 4001 })
    expect(wallet.chainIds).toEqual([31337])
  })

  it('starts on chain B when asked (connect event included), and on chain A when it does not know B', async () => {
    const { wallet, events } = walletWith({ startChainId: 31338 })
    expect(await value(wallet, 'eth_chainId')).toBe('0x7a6a')
    await tick()
    expect(events).toContainEqual(['connect', { chainId: '0x7a6a' }])
    expect(await value(walletWith({ startChainId: 31338, knowsChainB: false }).wallet, 'eth_chainId')).toBe('0x7a69')
  })

  it('remembers the chain of a connected site across a reload, and the wallet side can switch chains too', async () => {
    const first = walletWith()
    await value(first.wallet, 'eth_requestAccounts')
    first.wallet.switchChain(31338)
    await tick()
    expect(first.events).toContainEqual(['chainChanged', '0x7a6a'])
    expect(() => first.wallet.switchChain(1)).toThrow(RangeError)
    const reloaded = walletWith({}, first.storage)
    expect(reloaded.wallet.connected).toBe(true)
    expect(await value(reloaded.wallet, 'eth_chainId')).toBe('0x7a6a')
  })

  it('sends transactions on the active chain', async () => {
    const { wallet } = walletWith({ startChainId: 31338 })
    await value(wallet, 'eth_requestAccounts')
    wallet.switchAccount(4)
    const hash = (await value(wallet, 'eth_sendTransaction', [{ from: DEV_ACCOUNTS[4]!.address, to: DEV_ACCOUNTS[5]!.address, value: '0x1' }])) as string
    expect(await rpc(chains.b.url, 'eth_getTransactionByHash', [hash])).toMatchObject({ chainId: '0x7a6a' })
    expect(await rpc(chains.a.url, 'eth_getTransactionByHash', [hash])).toBeNull()
  })

  it('refuses (-32602) a transaction that names another network than the active one, as MetaMask does, and sends one that names it', async () => {
    const { wallet } = walletWith({ startChainId: 31338 })
    await value(wallet, 'eth_requestAccounts')
    wallet.switchAccount(4)
    const transfer = { from: DEV_ACCOUNTS[4]!.address, to: DEV_ACCOUNTS[5]!.address, value: '0x1' }
    const count = async () => rpc(chains.b.url, 'eth_getTransactionCount', [DEV_ACCOUNTS[4]!.address, 'latest'])
    const before = await count()
    expect(await request(wallet, 'eth_sendTransaction', [{ ...transfer, chainId: '0x7a69' }])).toMatchObject({ ok: false, code: -32602 })
    expect(await count()).toBe(before)
    const hash = (await value(wallet, 'eth_sendTransaction', [{ ...transfer, chainId: '0x7a6a' }])) as string
    expect(await rpc(chains.b.url, 'eth_getTransactionByHash', [hash])).toMatchObject({ chainId: '0x7a6a' })
  })

  it('answers wallet_getCapabilities with asset discovery on chain A only, for the connected account', async () => {
    const { wallet } = walletWith()
    expect(await request(wallet, 'wallet_getCapabilities', [ACCOUNT_0])).toMatchObject({ ok: false, code: 4100 })
    await value(wallet, 'eth_requestAccounts')
    expect(await value(wallet, 'wallet_getCapabilities', [ACCOUNT_0])).toEqual({ '0x7a69': { assetDiscovery: { supported: true } } })
    expect(await value(wallet, 'wallet_getCapabilities', [ACCOUNT_0, ['0x7a6a']])).toEqual({})
    expect(await request(wallet, 'wallet_getCapabilities', [DEV_ACCOUNTS[1]!.address])).toMatchObject({ ok: false, code: 4100 })
  })

  it('answers wallet_getAssets (EIP-7811) with what the account holds on chain A, read from the chain', async () => {
    const { wallet } = walletWith()
    await value(wallet, 'eth_requestAccounts')
    const answer = walletAssetsShape.parse(await value(wallet, 'wallet_getAssets', [{ account: ACCOUNT_0, chainFilter: ['0x7a69'] }]))
    const native = BigInt((await rpc(chains.a.url, 'eth_getBalance', [ACCOUNT_0, 'latest'])) as string)
    expect(answer).toEqual({
      '0x7a69': [
        { address: 'native', balance: `0x${native.toString(16)}`, type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: expect.stringMatching(/^data:image\//) as unknown } },
        {
          address: LTD_ADDRESS,
          balance: `0x${parseUnits('930.5', 18).toString(16)}`,
          type: 'ERC20',
          metadata: { name: 'Latch Test Dollar', symbol: 'LTD', decimals: 18, price: 1, iconUrl: expect.stringMatching(/^data:image\//) as unknown },
        },
      ],
    })
    expect(await value(wallet, 'wallet_getAssets', [{ account: ACCOUNT_0, chainFilter: ['0x7a6a'] }])).toEqual({})
    const erc20Only = walletAssetsShape.parse(await value(wallet, 'wallet_getAssets', [{ account: ACCOUNT_0, assetTypeFilter: ['ERC20'] }]))
    expect(erc20Only['0x7a69']?.map((asset) => asset.type)).toEqual(['ERC20'])
    expect(await request(wallet, 'wallet_getAssets', [{ account: DEV_ACCOUNTS[1]!.address }])).toMatchObject({ ok: false, code: 4100 })
    expect(await request(wallet, 'wallet_getAssets', [{ chainFilter: ['0x7a69'] }])).toMatchObject({ ok: false, code: -32602 })
  })
})
