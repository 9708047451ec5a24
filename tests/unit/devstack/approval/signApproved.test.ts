// The frame's signer against a real anvil with the devstack's tokens and account-abstraction contracts: the token
// facts the summary reads from the chain, and signApproved signing or sending exactly the normalised request — the
// EOA's transactions and signatures, the smart account's (ERC-6492 / ERC-1271, user operations), an app's own
// eth_sendUserOperation — then what it refuses, and the safe-method allow-list of its other door.
import { createPublicClient, encodeFunctionData, erc20Abi, getAddress, http, parseEther, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../../devstack/chain/anvil'
import { DEV_ACCOUNTS } from '../../../../devstack/chain/devAccounts'
import { LTB_ADDRESS, LTD_ADDRESS } from '../../../../devstack/chain/devTokens'
import { seedChain } from '../../../../devstack/chain/seedChain'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from '../../../../devstack/chain/smartAccountDeployment'
import { encodeAccountCalls } from '../../../../devstack/frame/approval/accountCalls'
import { summarizeApproval, summaryText } from '../../../../devstack/frame/approval/summary'
import { createTokenReads } from '../../../../devstack/frame/approval/tokenReads'
import { createSigner, type Signer } from '../../../../devstack/frame/signer'
import { createSmartAccounts, type SmartAccounts } from '../../../../devstack/frame/smartAccounts'
import type { ActiveAccount } from '../../../../devstack/frame/userAccounts'
import type { StoredUser } from '../../../../devstack/frame/walletStore'
import { rpc } from '../../chain/seededChains'
import { normalized } from './fixtures'

let chain: Chain
let signer: Signer
let smartAccounts: SmartAccounts
const client = () => createPublicClient({ transport: http(chain.url) })

// Dev account 2 holds 1000 LTD after seeding; it is the EOA user here.
const dev = DEV_ACCOUNTS[2]!
const eoaUser: StoredUser = { id: 1, email: 'eve@example.test', privateKey: dev.privateKey, address: dev.address }
const eoa: ActiveAccount = { type: 'eoa', address: dev.address }
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  chain = await startChain({ port: 0 })
  await seedChain({ url: chain.url, chainId: chain.chainId })
  await deploySmartAccountContracts({ url: chain.url, chainId: chain.chainId })
  smartAccounts = createSmartAccounts({ chainUrl: chain.url, chainId: chain.chainId, entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS })
  signer = createSigner({ chainUrl: chain.url, chainId: chain.chainId, smartAccounts })
}, 60_000)
afterAll(() => chain?.close())

async function ltdBalance(address: Address): Promise<bigint> {
  return client().readContract({ address: LTD_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

async function smartUser(): Promise<{ user: StoredUser; active: ActiveAccount }> {
  const key = generatePrivateKey()
  const owner = privateKeyToAccount(key).address
  const account = await smartAccounts.address(owner)
  await rpc(chain.url, 'anvil_setBalance', [owner, toHex(parseEther('10'))])
  await rpc(chain.url, 'anvil_setBalance', [account, toHex(parseEther('10'))])
  return { user: { id: 2, email: 'sam@example.test', privateKey: key, address: owner }, active: { type: 'smartAccount', address: account } }
}

describe('token facts from the chain', { timeout: 20_000 }, () => {
  it('reads decimals, symbol and name of an ERC-20, ERC-165’s word on an ERC-721, and nothing of a non-token', async () => {
    const reads = createTokenReads({ chainUrl: chain.url, chainId: chain.chainId })
    expect(await reads.token(LTD_ADDRESS)).toEqual({ name: 'Latch Test Dollar', symbol: 'LTD', decimals: 18 })
    expect(await reads.token(LTB_ADDRESS)).toEqual({ name: 'Latch Test Badge', symbol: 'LTB', isErc721: true })
    expect(await reads.token(RECIPIENT)).toBeUndefined()
    expect(await reads.token(ENTRY_POINT_ADDRESS)).toBeUndefined()
  })

  it('puts them in the summary; a contract that does not answer gets base units and "decimals unknown"', async () => {
    const reads = createTokenReads({ chainUrl: chain.url, chainId: chain.chainId })
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseEther('12.5')] })
    expect(summaryText(await summarizeApproval(normalized('eth_sendTransaction', [{ to: LTD_ADDRESS, input }]), reads))).toContain(`Token: LTD (Latch Test Dollar)\nRecipient: ${getAddress(RECIPIENT)}\nAmount: 12.5 LTD`)
    expect(summaryText(await summarizeApproval(normalized('eth_sendTransaction', [{ to: ENTRY_POINT_ADDRESS, input }]), reads))).toContain('Amount: 12500000000000000000 base units (decimals unknown)')
  })
})

describe('signApproved from the EOA', { timeout: 20_000 }, () => {
  it('sends the transaction it was shown: a token transfer given in `input`, with value as a number', async () => {
    const amount = parseEther('3')
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] })
    const before = await ltdBalance(RECIPIENT)
    const reply = await signer.signApproved(eoaUser, chain.chainId, normalized('eth_sendTransaction', [{ from: dev.address, to: LTD_ADDRESS, value: 0, input }]), eoa)
    if (!reply.ok) throw new Error(reply.message)
    const hash = reply.payload as Hex
    expect((await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
    const sent = await client().getTransaction({ hash })
    expect({ from: sent.from, to: sent.to, value: sent.value, input: sent.input }).toEqual({ from: dev.address.toLowerCase(), to: LTD_ADDRESS.toLowerCase(), value: 0n, input })
    expect(await ltdBalance(RECIPIENT)).toBe(before + amount)
  })

  it('moves the ETH a JSON-number value says', async () => {
    const before = await client().getBalance({ address: RECIPIENT })
    const reply = await signer.signApproved(eoaUser, chain.chainId, normalized('eth_sendTransaction', [{ to: RECIPIENT, value: 250_000_000_000_000 }]), eoa)
    if (!reply.ok) throw new Error(reply.message)
    await client().waitForTransactionReceipt({ hash: reply.payload as Hex, pollingInterval: 20 })
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + 250_000_000_000_000n)
  })

  it('signs the exact bytes of a personal_sign, and the canonical typed data', async () => {
    const bytes = await signer.signApproved(eoaUser, 'eip155:31337', normalized('personal_sign', ['0x48656c6c6fff', dev.address]), eoa)
    expect(bytes.ok && (await verifyMessage({ address: dev.address, message: { raw: '0x48656c6c6fff' }, signature: bytes.payload as Hex }))).toBe(true)
    const typedData = {
      types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit' as const,
      domain: { name: 'Latch Test Dollar', version: '1', chainId: 31337, verifyingContract: LTD_ADDRESS },
      message: { owner: dev.address, spender: RECIPIENT, value: 5n, nonce: 0n, deadline: 1_900_000_000n },
    }
    const request = normalized('eth_signTypedData_v4', [dev.address, JSON.stringify({ ...typedData, message: { ...typedData.message, value: '0x5', nonce: 0, deadline: '1900000000' } })])
    const typed = await signer.signApproved(eoaUser, 31337, request, eoa)
    expect(typed.ok && (await verifyTypedData({ address: dev.address, ...typedData, signature: typed.payload as Hex }))).toBe(true)
  })

  it('sends a batch call by call, and answers its status', async () => {
    const before = await Promise.all([client().getBalance({ address: RECIPIENT }), ltdBalance(RECIPIENT)])
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 7n] })
    const reply = await signer.signApproved(eoaUser, 31337, normalized('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to: RECIPIENT, value: '1000' }, { to: LTD_ADDRESS, input: transfer }] }]), eoa)
    if (!reply.ok) throw new Error(reply.message)
    expect(await Promise.all([client().getBalance({ address: RECIPIENT }), ltdBalance(RECIPIENT)])).toEqual([before[0] + 1000n, before[1] + 7n])
    const status = await signer.request(eoaUser, 31337, { method: 'wallet_getCallsStatus', params: [(reply.payload as { id: string }).id] }, eoa)
    expect(status).toMatchObject({ ok: true, payload: { atomic: false, status: 200 } })
  })
})

describe('signApproved from the smart account', { timeout: 30_000 }, () => {
  it('signs as the account (ERC-6492 before deployment) and sends a transaction as its user operation', async () => {
    const { user, active } = await smartUser()
    const signed = await signer.signApproved(user, 31337, normalized('personal_sign', ['hello from the account']), active)
    expect(signed.ok && (await client().verifyMessage({ address: active.address, message: 'hello from the account', signature: signed.payload as Hex }))).toBe(true)
    const before = await client().getBalance({ address: RECIPIENT })
    const sent = await signer.signApproved(user, 31337, normalized('eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }]), active)
    expect(sent.ok).toBe(true)
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + 1n)
  })

  it('sends an app’s own user operation (eth_sendUserOperation): deployed on the way, its calls made, its hash the answer', async () => {
    const { user, active } = await smartUser()
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 0n] })
    const callData = encodeAccountCalls([{ to: RECIPIENT, value: parseEther('0.5'), data: '0x' }, { to: LTD_ADDRESS, value: 0n, data: transfer }])
    const before = await client().getBalance({ address: RECIPIENT })
    const request = normalized('eth_sendUserOperation', [{ sender: active.address, nonce: '0x0', callData, signature: '0x' }, ENTRY_POINT_ADDRESS])
    const reply = await signer.signApproved(user, 31337, request, active)
    if (!reply.ok) throw new Error(reply.message)
    const userOpHash = reply.payload as Hex
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.5'))
    const events = await client().getContractEvents({ address: ENTRY_POINT_ADDRESS, abi: entryPoint08Abi, eventName: 'UserOperationEvent', args: { userOpHash }, fromBlock: 0n })
    expect(events.map((event) => ({ sender: event.args.sender, success: event.args.success, nonce: event.args.nonce }))).toEqual([{ sender: active.address, success: true, nonce: 0n }])
    expect(await smartAccounts.isDeployed(active.address)).toBe(true)

    // The next one, with the gas the app chose; the wrong nonce fails on chain and says so.
    const next = normalized('eth_sendUserOperation', [{ sender: active.address, nonce: 1, callData: encodeAccountCalls([{ to: RECIPIENT, value: 1n, data: '0x' }]), callGasLimit: 200_000, verificationGasLimit: '100000', preVerificationGas: 60_000 }, ENTRY_POINT_ADDRESS])
    expect(await signer.signApproved(user, 31337, next, active)).toMatchObject({ ok: true })
    const stale = await signer.signApproved(user, 31337, next, active)
    expect(stale.ok).toBe(false)
  })

  it('refuses what the account may not sign: another sender, another EntryPoint, a foreign factory, a contract creation, the EOA in use', async () => {
    const { user, active } = await smartUser()
    const callData = encodeAccountCalls([{ to: RECIPIENT, value: 1n, data: '0x' }])
    const op = (fields: Record<string, unknown>, entryPoint: Address = ENTRY_POINT_ADDRESS) => normalized('eth_sendUserOperation', [{ sender: active.address, nonce: 0, callData, ...fields }, entryPoint])
    const refusal = (request: Parameters<Signer['refusal']>[2], account: ActiveAccount = active) => signer.refusal(user, 31337, request, account)
    expect(await refusal(op({ sender: RECIPIENT }))).toBe('The address is not the signed-in account')
    expect(await refusal(op({}, RECIPIENT))).toBe(`Invalid params: entryPoint ${getAddress(RECIPIENT)} is not this frame’s EntryPoint ${getAddress(ENTRY_POINT_ADDRESS)}`)
    expect(await refusal(op({ factory: RECIPIENT, factoryData: '0x1234' }))).toBe('Invalid params: factory and factoryData are not this account’s deployment')
    const ownFactory = { factory: SMART_ACCOUNT_FACTORY_ADDRESS, factoryData: smartAccounts.initCall(user.address) }
    expect(await refusal(op(ownFactory))).toBeUndefined()
    expect(await refusal(op({}), { type: 'eoa', address: user.address })).toBe('Invalid params: eth_sendUserOperation needs the smart account in use')
    expect(await refusal(normalized('eth_sendTransaction', [{ data: '0x6080' }]))).toBe('Invalid params: a smart account’s user operation calls out of the account; it cannot create a contract')
    expect(await signer.signApproved(user, 31337, normalized('eth_sendTransaction', [{ data: '0x6080' }]), active)).toEqual({ ok: false, message: 'Invalid params: a smart account’s user operation calls out of the account; it cannot create a contract' })
  })
})

describe('what signApproved refuses for any account', { timeout: 20_000 }, () => {
  it.each([
    ['a personal_sign from another address', 'personal_sign', ['hi', DEV_ACCOUNTS[5]!.address], 31337, 'The address is not the signed-in account'],
    ['typed data from another address', 'eth_signTypedData_v4', [DEV_ACCOUNTS[5]!.address, { types: { A: [{ name: 'a', type: 'uint8' }] }, primaryType: 'A', domain: {}, message: { a: 1 } }], 31337, 'The address is not the signed-in account'],
    ['a transaction from another address', 'eth_sendTransaction', [{ from: DEV_ACCOUNTS[5]!.address, to: RECIPIENT }], 31337, 'The address is not the signed-in account'],
    ['a transaction on another chain than the session’s', 'eth_sendTransaction', [{ to: RECIPIENT }], 31338, 'Unsupported chain'],
    ['a transaction whose chainId is not the session’s', 'eth_sendTransaction', [{ to: RECIPIENT, chainId: 1 }], 31337, 'Invalid params: chainId 1 is not the session’s chain 31337'],
    ['a batch for another chain', 'wallet_sendCalls', [{ chainId: '0x1', calls: [{ to: RECIPIENT }] }], 31337, 'Invalid params: chainId 1 is not the session’s chain 31337'],
    ['a batch from another address', 'wallet_sendCalls', [{ from: DEV_ACCOUNTS[5]!.address, calls: [{ to: RECIPIENT }] }], 31337, 'The address is not the signed-in account'],
  ])('%s', async (_, method, params, chainId, message) => {
    expect(await signer.signApproved(eoaUser, chainId, normalized(method, params), eoa)).toEqual({ ok: false, message })
  })
})

describe('request: the door without approval forwards only SPEC §6’s safe reads', { timeout: 20_000 }, () => {
  const ask = (method: string, params: unknown[] = []) => signer.request(eoaUser, 31337, { method, params }, eoa)

  it('answers the wallet’s own reads and forwards the safe ones', async () => {
    expect(await ask('eth_accounts')).toEqual({ ok: true, payload: [dev.address] })
    expect(await ask('eth_chainId')).toEqual({ ok: true, payload: '0x7a69' })
    expect(await ask('eth_getBalance', [dev.address, 'latest'])).toMatchObject({ ok: true, payload: expect.stringMatching(/^0x[0-9a-f]+$/) })
    expect(await ask('eth_getCode', [LTD_ADDRESS, 'latest'])).toMatchObject({ ok: true })
  })

  it.each(['anvil_setBalance', 'anvil_mine', 'evm_mine', 'hardhat_setBalance', 'debug_traceTransaction', 'eth_sign', 'eth_signTransaction', 'eth_noSuchMethod'])(
    'refuses %s with the catalogue’s text',
    async (method) => {
      expect(await ask(method, [])).toEqual({ ok: false, message: 'Requested RPC call is not allowed' })
    },
  )

  it('leaves the chain as it was when refusing', async () => {
    const before = await client().getBalance({ address: RECIPIENT })
    expect(await ask('anvil_setBalance', [RECIPIENT, '0x0'])).toEqual({ ok: false, message: 'Requested RPC call is not allowed' })
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before)
  })

  it('refuses the approval methods: they are signed only once approved', async () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'eth_sendUserOperation', 'wallet_grantPermissions']) {
      expect(await ask(method, ['hi'])).toEqual({ ok: false, message: 'This request is signed only after the person approves it in the frame' })
    }
  })

  it('typed data keys its types do not name are not signed: the signature is over the data without them', async () => {
    const types = { A: [{ name: 'a', type: 'uint8' }] }
    const request = normalized('eth_signTypedData_v4', [dev.address, { types, primaryType: 'A', domain: { name: 'x' }, message: { a: 1, ignored: 'not signed' } }])
    const reply = await signer.signApproved(eoaUser, 31337, request, eoa)
    expect(reply.ok && (await verifyTypedData({ address: dev.address, types, primaryType: 'A', domain: { name: 'x' }, message: { a: 1 }, signature: reply.payload as Hex }))).toBe(true)
  })
})
