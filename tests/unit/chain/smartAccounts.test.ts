// ERC-4337 on a real anvil: EntryPoint v0.8 and the factory land at the addresses the devstack names, and an
// embedded user's LatchSimpleAccount signs what viem's verifyMessage / verifyTypedData accept — through ERC-6492
// before it is deployed, ERC-1271 after — and sends a transaction as a user operation (R-SA-1's accounts; issue 14).
import { createPublicClient, getAddress, http, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from '../../../devstack/chain/smartAccountDeployment'
import { createSmartAccounts, type SmartAccounts } from '../../../devstack/frame/smartAccounts'
import { rpc } from './seededChains'

let chain: Chain
let accounts: SmartAccounts
const client = () => createPublicClient({ transport: http(chain.url) })

async function fundedOwner(): Promise<Hex> {
  const key = generatePrivateKey()
  await rpc(chain.url, 'anvil_setBalance', [privateKeyToAccount(key).address, '0x56BC75E2D63100000']) // 100 ETH
  return key
}

beforeAll(async () => {
  chain = await startChain({ port: 0 })
  await deploySmartAccountContracts({ url: chain.url, chainId: chain.chainId })
  accounts = createSmartAccounts({ chainUrl: chain.url, chainId: chain.chainId, entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS })
}, 60_000)
afterAll(() => chain?.close())

describe('the account-abstraction contracts', () => {
  it('are deployed at the named addresses, and a second deployment on the same chain is refused', async () => {
    for (const address of [ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS]) expect(((await rpc(chain.url, 'eth_getCode', [address, 'latest'])) as string).length).toBeGreaterThan(1000)
    await expect(deploySmartAccountContracts({ url: chain.url, chainId: chain.chainId })).rejects.toThrow(/has sent before/)
  })
})

describe("an embedded user's smart account", () => {
  it('has a counterfactual address of its own, not its owner’s, the same on every ask', async () => {
    const owner = privateKeyToAccount(await fundedOwner()).address
    const first = await accounts.address(owner)
    expect(getAddress(first)).not.toBe(getAddress(owner))
    expect(await accounts.address(owner)).toBe(first)
    expect(await accounts.isDeployed(first)).toBe(false)
  })

  it('signs a message viem verifies through ERC-6492 before deployment and ERC-1271 after; the owner’s own address does not', async () => {
    const key = await fundedOwner()
    const owner = privateKeyToAccount(key).address
    const account = await accounts.address(owner)
    const { hashMessage } = await import('viem')
    const before = await accounts.signHash(key, hashMessage('hello from a smart account'))
    expect(await client().verifyMessage({ address: account, message: 'hello from a smart account', signature: before })).toBe(true)
    expect(await client().verifyMessage({ address: account, message: 'another message', signature: before })).toBe(false)
    expect(await accounts.deploy(key)).toEqual({ address: account, isDeployed: true })
    expect(await accounts.isDeployed(account)).toBe(true)
    const after = await accounts.signHash(key, hashMessage('hello again'))
    expect(after.length).toBe(132) // a plain 65-byte signature: no 6492 wrapper once deployed
    expect(await client().verifyMessage({ address: account, message: 'hello again', signature: after })).toBe(true)
    // Replay-safe: what the account signed is not the owner's signature of the message.
    expect(await client().verifyMessage({ address: owner, message: 'hello again', signature: after })).toBe(false)
  })

  it('sends a transaction as a user operation: deployed on the way, value arrives, the account pays', async () => {
    const key = await fundedOwner()
    const account = await accounts.address(privateKeyToAccount(key).address)
    await rpc(chain.url, 'anvil_setBalance', [account, '0x56BC75E2D63100000'])
    const to: Address = '0x000000000000000000000000000000000000bEEF'
    const hash = await accounts.send(key, { to, value: parseEther('1.25'), data: '0x' })
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: to })).toBe(parseEther('1.25'))
    expect(await accounts.isDeployed(account)).toBe(true)
    expect(await client().getBalance({ address: account })).toBeLessThan(parseEther('98.75'))
    // The second goes without initCode.
    await accounts.send(key, { to, value: parseEther('0.5'), data: '0x' })
    expect(await client().getBalance({ address: to })).toBe(parseEther('1.75'))
  })

  it('a call that reverts in the account is an error, not a hash', async () => {
    const key = await fundedOwner()
    const account = await accounts.address(privateKeyToAccount(key).address)
    await rpc(chain.url, 'anvil_setBalance', [account, '0xDE0B6B3A7640000']) // 1 ETH
    await expect(accounts.send(key, { to: '0x000000000000000000000000000000000000bEEF', value: parseEther('5'), data: '0x' })).rejects.toThrow('The smart account’s call failed')
  })
})
