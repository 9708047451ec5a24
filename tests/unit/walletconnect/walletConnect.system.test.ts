// Latch's WalletConnect module end to end in Node (R-PAIR-1, R-PERM-3, R-CONN-1): its own sign client on the
// devstack relay pairs with the devstack's WalletConnect test wallet, the approved session becomes the provider's,
// wallet methods go to the wallet and reads to the chain's RPC (anvil), a rejected proposal reads as rejected, and
// disconnecting ends the session on the wallet's side too. The browser run of the same flow is tests/e2e.
import { recoverMessageAddress, stringToHex, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { DEV_ACCOUNTS, DEV_CHAIN_ID } from '../../../devstack/chain/devAccounts'
import { startRelay, type Relay } from '../../../devstack/relay'
import { createWcWallet, type WalletSnapshot, type WcWallet } from '../../../devstack/wcWallet/wallet'
import { createWalletConnect } from '../../../src/services/walletconnect/walletConnect'
import '../devstack/relay/signClients' // sign-client's own switch for Verify and start-up events in Node (IS_VITEST)

const CHAIN = `eip155:${DEV_CHAIN_ID}`
const FIRST = DEV_ACCOUNTS[0]!

let relay: Relay
let chain: Chain
let walletConnect: ReturnType<typeof createWalletConnect>
const wallets: WcWallet[] = []

async function wallet(autoApprove: boolean): Promise<WcWallet> {
  const created = await createWcWallet({ relayUrl: relay.url, chainUrl: chain.url, autoApprove, storagePrefix: `latch-wc-system-${process.pid}-${wallets.length}`, logger: 'silent' })
  wallets.push(created)
  return created
}

function until(target: WcWallet, predicate: (snapshot: WalletSnapshot) => boolean): Promise<WalletSnapshot> {
  return new Promise((resolve) => {
    const stop = target.subscribe((snapshot) => {
      if (!predicate(snapshot)) return
      queueMicrotask(() => stop())
      resolve(snapshot)
    })
  })
}

async function pair(signal = new AbortController().signal) {
  const created = await walletConnect.pairing.createPairing(signal)
  if (!created.ok) throw new Error(`no pairing: ${JSON.stringify(created.failure)}`)
  return created.pairing
}

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay({ port: 0 }), startChain({ port: 0 })])
  walletConnect = createWalletConnect({
    projectId: 'latch-devstack',
    relayUrl: relay.url,
    metadata: { name: 'Latch system test', description: 'Latch in Node', url: 'http://127.0.0.1/latch', icons: [] },
    offline: true,
    chains: [CHAIN],
    networks: {
      networkEntries: [{ caipNetworkId: CHAIN, name: 'Local chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: chain.url }],
      projectId: 'latch-devstack',
      services: { apiUrl: 'http://127.0.0.1:9' },
    },
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
  })
}, 60_000)

afterAll(async () => {
  await Promise.all(wallets.map((created) => created.close()))
  await Promise.all([relay.close(), chain.close()])
})

describe('WalletConnect through Latch’s own module', { timeout: 30_000 }, () => {
  it('R-PAIR-1, R-PERM-3: pairs, is approved, signs through the wallet, reads from the chain, and disconnects on both sides', async () => {
    const pairing = await pair()
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairing.ttlMs).toBeGreaterThan(230_000)
    expect(pairing.ttlMs).toBeLessThanOrEqual(240_000)
    const testWallet = await wallet(true)
    const approval = walletConnect.pairing.awaitApproval(pairing.topic, new AbortController().signal)
    await testWallet.pair(pairing.uri)
    expect(await approval).toEqual({ ok: true, approval: { address: FIRST.address, chainId: String(DEV_CHAIN_ID), walletName: 'Latch WC Test Wallet', walletImageUrl: undefined, namespaces: ['eip155'] } })

    const { provider } = walletConnect
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([FIRST.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const signature = (await provider.request({ method: 'personal_sign', params: [stringToHex('hello Latch'), FIRST.address] })) as Hex
    expect(await recoverMessageAddress({ message: 'hello Latch', signature })).toBe(FIRST.address)
    // A read is the chain's RPC's, not the wallet's.
    expect(await provider.request({ method: 'eth_getBalance', params: [FIRST.address, 'latest'] })).toMatch(/^0x[0-9a-f]+$/)

    await provider.endSession()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await until(testWallet, (snapshot) => snapshot.sessions.length === 0)
  })

  it('a wallet rejecting the proposal reads as rejected', async () => {
    const pairing = await pair()
    const testWallet = await wallet(false)
    const approval = walletConnect.pairing.awaitApproval(pairing.topic, new AbortController().signal)
    await testWallet.pair(pairing.uri)
    await until(testWallet, (snapshot) => snapshot.status === 'proposal')
    await testWallet.rejectSession()
    expect(await approval).toEqual({ ok: false, failure: { reason: 'rejected' } })
  })

  it('waiting on a pairing it does not know (already answered or never made) reads as expired', async () => {
    expect(await walletConnect.pairing.awaitApproval('f'.repeat(64), new AbortController().signal)).toEqual({ ok: false, failure: { reason: 'expired' } })
  })

  it('a pairing asked for after the caller left is unreachable, not a hang', async () => {
    const controller = new AbortController()
    controller.abort()
    expect(await walletConnect.pairing.createPairing(controller.signal)).toEqual({ ok: false, failure: { reason: 'unreachable' } })
  })
})
