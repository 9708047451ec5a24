// The WalletConnect test wallet's Solana side end to end in Node (devstack/wcWallet/wallet.ts): a real dapp-side
// sign-client on the devstack relay proposes solana (alone, or beside eip155), the wallet approves it with the dev key
// on the chains asked for, and answers solana_signMessage when approved and with WalletConnect's user-rejected error
// (5000) when rejected — while an eip155 request in the same session is still turned down with EIP-1193's 4001.
// No chain is needed: nothing here reaches anvil or a Solana RPC.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../devstack/relay'
import { createWcWallet, type WalletSnapshot, type WcWallet } from '../../../devstack/wcWallet/wallet'
import { CHAIN, closeClient, createClient, type Client } from '../devstack/relay/signClients'

const LOCAL = 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEV_KEY = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const EIP155_ACCOUNT = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

let relay: Relay
const dapps: Client[] = []
const wallets: WcWallet[] = []
let counter = 0

type Namespaces = Record<string, { chains: string[]; methods: string[]; events: string[] }>

async function connect(optionalNamespaces: Namespaces, only: 'all' | 'solana' = 'all') {
  counter += 1
  const [dapp, wallet] = await Promise.all([
    createClient(relay.url, 'dapp'),
    createWcWallet({ relayUrl: relay.url, chainUrl: 'http://127.0.0.1:9', solanaUrl: 'http://127.0.0.1:9', only, storagePrefix: `wc-wallet-solana-${process.pid}-${counter}`, logger: 'silent' }),
  ])
  dapps.push(dapp)
  wallets.push(wallet)
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  await wallet.pair(uri!)
  await until(wallet, (snapshot) => snapshot.status === 'proposal')
  await wallet.approveSession()
  return { dapp, wallet, session: await approval() }
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
  relay = await startRelay({ port: 0 })
})
afterEach(async () => {
  await Promise.all([...dapps.splice(0).map(closeClient), ...wallets.splice(0).map((wallet) => wallet.close())])
})
afterAll(async () => {
  await relay.close()
})

describe('WalletConnect test wallet over the relay, solana namespace', { timeout: 30_000 }, () => {
  it('a solana-only proposal: the session has the dev key on the local cluster; signMessage approved verifies, rejected is 5000', async () => {
    const { dapp, wallet, session } = await connect({ solana: { chains: [LOCAL], methods: SOLANA_METHODS, events: [] } })
    expect(session.namespaces).toEqual({ solana: { chains: [LOCAL], methods: SOLANA_METHODS, events: [], accounts: [`${LOCAL}:${DEV_KEY}`] } })

    const message = new TextEncoder().encode('Sign in to Latch')
    const signing = dapp.request<{ signature: string }>({ topic: session.topic, chainId: LOCAL, request: { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: DEV_KEY } } })
    const asked = await until(wallet, (snapshot) => snapshot.status === 'request')
    expect(asked.request).toMatchObject({ method: 'solana_signMessage', chainId: LOCAL })
    await wallet.approveRequest()
    const { signature } = await signing
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(DEV_KEY))).toBe(true)
    expect(wallet.snapshot().lastResult).toBe(JSON.stringify({ signature }))

    const refused = dapp.request({ topic: session.topic, chainId: LOCAL, request: { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: DEV_KEY } } }).catch((error: unknown) => error)
    await until(wallet, (snapshot) => snapshot.status === 'request', 5_000)
    await wallet.rejectRequest()
    expect(await refused).toEqual({ code: 5000, message: 'User rejected.' })
    expect(wallet.snapshot().lastResult).toBe('error 5000: User rejected.')
  })

  it('eip155 and solana together: both namespaces; an eip155 request rejected is still 4001', async () => {
    const { dapp, wallet, session } = await connect({
      eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] },
      solana: { chains: [MAINNET, LOCAL], methods: ['solana_signMessage'], events: [] },
    })
    expect(session.namespaces).toEqual({
      eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'], accounts: [EIP155_ACCOUNT] },
      solana: { chains: [MAINNET, LOCAL], methods: ['solana_signMessage'], events: [], accounts: [`${MAINNET}:${DEV_KEY}`, `${LOCAL}:${DEV_KEY}`] },
    })
    const refused = dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: ['0x01', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } }).catch((error: unknown) => error)
    await until(wallet, (snapshot) => snapshot.status === 'request')
    await wallet.rejectRequest()
    expect(await refused).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('only=solana: a Solana-only wallet approves solana alone, and switching accounts leaves its session be', async () => {
    const { wallet, session } = await connect({ eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] }, solana: { chains: [LOCAL], methods: ['solana_signMessage'], events: [] } }, 'solana')
    expect(Object.keys(session.namespaces)).toEqual(['solana'])
    await wallet.switchAccount(1)
    expect(wallet.snapshot().status).toBe('connected')
  })
})
