// The WalletConnect test wallet's logic (devstack/wcWallet/wallet.ts) against a real dapp-side sign-client, the
// devstack relay and anvil, in Node: manual approval, auto mode, rejections (5000 for a proposal, 4001 for a
// request), the signing methods, accountsChanged and disconnect.
import { getSdkError } from '@walletconnect/utils'
import { createPublicClient, http, recoverMessageAddress, recoverTypedDataAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../../devstack/chain/anvil'
import { DEV_ACCOUNTS } from '../../../../devstack/chain/devAccounts'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { createWcWallet, USER_REJECTED_REQUEST, type WalletSnapshot, type WcWallet } from '../../../../devstack/wcWallet/wallet'
import { CHAIN, closeClient, createClient, type Client } from '../relay/signClients'

let relay: Relay
let chain: Chain
const dapps: Client[] = []
const wallets: WcWallet[] = []
let walletCounter = 0

const [FIRST, SECOND] = [DEV_ACCOUNTS[0]!, DEV_ACCOUNTS[1]!]
const METHODS = ['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_chainId']

async function setUp(autoApprove: boolean, namespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }> = { eip155: { chains: [CHAIN], methods: METHODS, events: ['accountsChanged'] } }) {
  walletCounter += 1
  const [dapp, wallet] = await Promise.all([
    createClient(relay.url, 'dapp'),
    createWcWallet({ relayUrl: relay.url, chainUrl: chain.url, autoApprove, storagePrefix: `wc-wallet-${process.pid}-${walletCounter}`, logger: 'silent' }),
  ])
  dapps.push(dapp)
  wallets.push(wallet)
  const { uri, approval } = await dapp.connect({ optionalNamespaces: namespaces })
  const settled = approval().then(
    (session) => ({ ok: true as const, session }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  await wallet.pair(uri!)
  return { dapp, wallet, settled }
}

/** Resolves with the first snapshot that passes. */
function until(wallet: WcWallet, predicate: (snapshot: WalletSnapshot) => boolean, timeoutMs = 15_000): Promise<WalletSnapshot> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`wallet never reached the state; last: ${JSON.stringify(wallet.snapshot())}`))
    }, timeoutMs)
    const stop = wallet.subscribe((snapshot) => {
      if (!predicate(snapshot)) return
      clearTimeout(timer)
      queueMicrotask(() => stop())
      resolve(snapshot)
    })
  })
}

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay({ port: 0 }), startChain({ port: 0 })])
})
afterEach(async () => {
  await Promise.all([...dapps.splice(0).map(closeClient), ...wallets.splice(0).map((wallet) => wallet.close())])
})
afterAll(async () => {
  await Promise.all([relay.close(), chain.close()])
})

describe('WalletConnect test wallet', { timeout: 30_000 }, () => {
  it('shows a proposal until approved, then a request until approved or rejected', async () => {
    const { dapp, wallet, settled } = await setUp(false)
    const proposed = await until(wallet, (snapshot) => snapshot.status === 'proposal')
    expect(proposed.proposal).toMatchObject({ dappName: 'Latch test dapp', dappUrl: 'http://127.0.0.1/dapp', chains: [CHAIN], methods: METHODS })
    await wallet.approveSession()
    const result = await settled
    if (!result.ok) throw result.error
    const { session } = result
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${FIRST.address}`])
    expect(wallet.snapshot()).toMatchObject({ status: 'connected', sessions: [{ topic: session.topic, dappName: 'Latch test dapp', accounts: [`${CHAIN}:${FIRST.address}`] }] })

    // A read is answered with no prompt.
    expect(await dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'eth_chainId', params: [] } })).toBe('0x7a69')

    const message = '0x4c61746368'
    const signing = dapp.request<`0x${string}`>({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: [message, FIRST.address] } })
    const asked = await until(wallet, (snapshot) => snapshot.status === 'request')
    expect(asked.request).toMatchObject({ method: 'personal_sign', params: [message, FIRST.address], chainId: CHAIN, dappName: 'Latch test dapp' })
    await wallet.approveRequest()
    const signature = await signing
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(FIRST.address)
    expect(wallet.snapshot()).toMatchObject({ status: 'connected', lastResult: signature })

    const refused = dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: ['0x01', FIRST.address] } }).catch((error: unknown) => error)
    await until(wallet, (snapshot) => snapshot.status === 'request', 5_000)
    await wallet.rejectRequest()
    expect(await refused).toEqual(USER_REJECTED_REQUEST)
    expect(wallet.snapshot().lastResult).toBe('error 4001: User rejected the request.')
  })

  it('auto mode: approves the session and signs typed data, a transaction on anvil and eth_sign with no click', async () => {
    const { dapp, settled } = await setUp(true)
    const result = await settled
    if (!result.ok) throw result.error
    const topic = result.session.topic

    const typed = { domain: { name: 'Latch', version: '1', chainId: 31337 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hello' } } as const
    const EIP712Domain = [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }]
    const wire = JSON.stringify({ ...typed, types: { EIP712Domain, ...typed.types } })
    const typedSignature = await dapp.request<`0x${string}`>({ topic, chainId: CHAIN, request: { method: 'eth_signTypedData_v4', params: [FIRST.address, wire] } })
    expect(await recoverTypedDataAddress({ ...typed, signature: typedSignature })).toBe(FIRST.address)

    const hash = await dapp.request<`0x${string}`>({ topic, chainId: CHAIN, request: { method: 'eth_sendTransaction', params: [{ from: FIRST.address, to: SECOND.address, value: '0x2a' }] } })
    const receipt = await createPublicClient({ transport: http(chain.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ status: 'success', from: FIRST.address.toLowerCase(), to: SECOND.address.toLowerCase() })

    // eth_sign goes to anvil, which holds the same dev keys (and prefixes the message, as geth does).
    const ethSignature = await dapp.request<`0x${string}`>({ topic, chainId: CHAIN, request: { method: 'eth_sign', params: [FIRST.address, '0xdeadbeef'] } })
    expect(await recoverMessageAddress({ message: { raw: '0xdeadbeef' }, signature: ethSignature })).toBe(FIRST.address)
  })

  it('rejecting a proposal rejects the dapp’s approval() with USER_REJECTED', async () => {
    const { wallet, settled } = await setUp(false)
    await until(wallet, (snapshot) => snapshot.status === 'proposal')
    await wallet.rejectSession()
    const result = await settled
    expect(result.ok).toBe(false)
    expect(result.ok ? undefined : result.error).toMatchObject({ code: getSdkError('USER_REJECTED').code })
    expect(wallet.snapshot()).toMatchObject({ status: 'idle', proposal: undefined })
  })

  it('a proposal for no chain this wallet has cannot be approved; auto mode rejects it as UNSUPPORTED_CHAINS', async () => {
    const elsewhere = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }
    const manual = await setUp(false, elsewhere)
    await until(manual.wallet, (snapshot) => snapshot.status === 'proposal')
    await manual.wallet.approveSession()
    expect(manual.wallet.snapshot().status).toMatch(/^error: .*eip155:31337/)

    const auto = await setUp(true, elsewhere)
    const result = await auto.settled
    expect(result.ok ? undefined : result.error).toMatchObject({ code: getSdkError('UNSUPPORTED_CHAINS').code })
  })

  it('switching accounts updates the session and emits accountsChanged; disconnect ends it on both sides', async () => {
    const { dapp, wallet, settled } = await setUp(true)
    const result = await settled
    if (!result.ok) throw result.error
    const topic = result.session.topic
    const changed = new Promise<unknown>((resolve) => dapp.on('session_event', (event) => resolve(event.params.event)))
    await wallet.switchAccount(1)
    expect(await changed).toEqual({ name: 'accountsChanged', data: [SECOND.address] })
    expect(dapp.session.get(topic).namespaces.eip155?.accounts).toEqual([`${CHAIN}:${SECOND.address}`])
    expect(wallet.snapshot()).toMatchObject({ address: SECOND.address, accountIndex: 1 })

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnect()
    expect((await deleted).topic).toBe(topic)
    expect(wallet.snapshot()).toMatchObject({ status: 'disconnected', sessions: [] })
  })

  it('the dapp disconnecting leaves the wallet disconnected', async () => {
    const { dapp, wallet, settled } = await setUp(true)
    const result = await settled
    if (!result.ok) throw result.error
    await dapp.disconnect({ topic: result.session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await until(wallet, (snapshot) => snapshot.status === 'disconnected')).toMatchObject({ sessions: [] })
  })
})
