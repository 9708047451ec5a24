// What the pairing port answers the pairing flow (R-PAIR-1) for each thing the sign client and relay may do: a URI,
// a relay that cannot be reached, a URI that is not a pairing URI, a wallet that rejects (WalletConnect's 5000–5099
// user-rejection codes, R-ERR-5), a proposal that expired, or anything else ("Something went wrong", R-ERR-4).
// The sign client is a stand-in with a real event emitter as its relayer; the session is parsed by the real provider.
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { createPairingService } from '../../../src/services/walletconnect/pairingService'
import type { SignClient } from '../../../src/services/walletconnect/signClient'
import { createWalletConnectProvider } from '../../../src/services/walletconnect/walletConnectProvider'

const TOPIC = 'a'.repeat(64)
const KEY = 'b'.repeat(64)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}`
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOMETHING_WENT_WRONG = { reason: 'error', error: { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' } }
const UNREACHABLE = { ok: false, failure: { reason: 'unreachable' } }

type Answer = { uri?: string; approval: () => Promise<unknown> }

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const signal = () => new AbortController().signal

function harness(connect: () => Promise<Answer>) {
  const relayer = new EventEmitter()
  const client = { connect: vi.fn(connect), core: { relayer } }
  const loadClient = async () => client as unknown as SignClient
  const provider = createWalletConnectProvider({ loadClient, rpcUrl: () => undefined, fetch: vi.fn() })
  const pairing = createPairingService({ loadClient, provider, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], now: () => 0 })
  const listening = () => relayer.listenerCount('relayer_error') + relayer.listenerCount('relayer_connection_stalled')
  return { relayer, pairing, listening }
}

/** A pairing the relay gave a URI for, whose proposal the wallet answers with `answer`. */
async function paired(answer: () => Promise<unknown>) {
  const approval = vi.fn(answer)
  const { pairing } = harness(async () => ({ uri: URI, approval }))
  const created = await pairing.createPairing(signal())
  expect(created).toEqual({ ok: true, pairing: { uri: URI, topic: TOPIC, ttlMs: 240_000 } })
  return { pairing, approval }
}

function session(namespaces: Record<string, { accounts: string[] }>, metadata: { name: string; icons?: string[] } = { name: 'Phone Wallet', icons: ['https://wallet.example/icon.png'] }) {
  return { topic: 'session-topic', namespaces, peer: { metadata } }
}

describe('createPairing: the relay cannot be reached', () => {
  it.each(['relayer_error', 'relayer_connection_stalled'])('R-PAIR-1: the relay socket reporting %s while the URI is awaited reads as unreachable at once', async (event) => {
    const { relayer, pairing } = harness(() => new Promise<Answer>(() => {}))
    const created = pairing.createPairing(signal())
    await flush()
    relayer.emit(event, new Error('socket hang up'))
    expect(await created).toEqual(UNREACHABLE)
  })

  it('R-PAIR-1: a sign client that answers without a URI reads as unreachable', async () => {
    const { pairing } = harness(async () => ({ uri: undefined, approval: () => new Promise(() => {}) }))
    expect(await pairing.createPairing(signal())).toEqual(UNREACHABLE)
  })

  it('R-PAIR-1: a proposal the sign client makes after the relay was given up on is still taken, so its answer never surfaces unhandled', async () => {
    const connecting = deferred<Answer>()
    const { relayer, pairing } = harness(() => connecting.promise)
    const created = pairing.createPairing(signal())
    await flush()
    relayer.emit('relayer_error', new Error('socket hang up'))
    expect(await created).toEqual(UNREACHABLE)
    const late = deferred<unknown>()
    const approval = vi.fn(() => late.promise)
    connecting.resolve({ uri: URI, approval })
    await flush()
    expect(approval).toHaveBeenCalledTimes(1)
    late.reject(Object.assign(new Error('Proposal expired'), { code: 8000 }))
    await flush()
  })

  it('R-PAIR-1: a connect that fails after the relay was given up on never surfaces unhandled', async () => {
    const connecting = deferred<Answer>()
    const { relayer, pairing } = harness(() => connecting.promise)
    const created = pairing.createPairing(signal())
    await flush()
    relayer.emit('relayer_connection_stalled')
    expect(await created).toEqual(UNREACHABLE)
    connecting.reject(new Error('Relay closed'))
    await flush()
  })
})

describe('createPairing: what the sign client gives is checked', () => {
  it('R-ERR-4: a URI that is not a WalletConnect v2 pairing URI fails with "Something went wrong"', async () => {
    const { pairing } = harness(async () => ({ uri: `wc:${TOPIC}@1?symKey=${KEY}`, approval: () => new Promise(() => {}) }))
    expect(await pairing.createPairing(signal())).toEqual({ ok: false, failure: SOMETHING_WENT_WRONG })
  })

  it('R-PAIR-1: the proposal behind a URI that is not a pairing URI is still taken, so its answer never surfaces unhandled', async () => {
    const answer = deferred<unknown>()
    const approval = vi.fn(() => answer.promise)
    const { pairing } = harness(async () => ({ uri: 'wc:not-a-pairing', approval }))
    expect(await pairing.createPairing(signal())).toEqual({ ok: false, failure: SOMETHING_WENT_WRONG })
    expect(approval).toHaveBeenCalledTimes(1)
    answer.reject(Object.assign(new Error('Proposal expired'), { code: 8000 }))
    await flush()
  })

  it.each([
    ['a user rejection (5000)', { code: 5000, message: 'User rejected.' }, { reason: 'rejected' }],
    ['the last user-rejection code (5099)', { code: 5099, message: 'User rejected.' }, { reason: 'rejected' }],
    ['an unsupported-chains error (5100)', { code: 5100, message: 'Unsupported chains.' }, SOMETHING_WENT_WRONG],
    ['a code below the rejection range (4001)', { code: 4001, message: 'Denied' }, SOMETHING_WENT_WRONG],
    ['a rejection code given as text ("5000")', { code: '5000', message: 'User rejected.' }, SOMETHING_WENT_WRONG],
    ['an Error saying the proposal expired', new Error('Proposal expired'), { reason: 'expired' }],
    ['a plain object saying the request EXPIRED', { message: 'Request EXPIRED' }, { reason: 'expired' }],
    ['an Error about something else', new Error('Socket closed'), SOMETHING_WENT_WRONG],
    ['a plain object with no message', { code: 'E_UNKNOWN' }, SOMETHING_WENT_WRONG],
    ['null', null, SOMETHING_WENT_WRONG],
    ['undefined', undefined, SOMETHING_WENT_WRONG],
  ])('R-ERR-5, R-ERR-4: a connect failing with %s reads as that failure', async (_name, cause, failure) => {
    const { pairing } = harness(() => Promise.reject(cause))
    expect(await pairing.createPairing(signal())).toEqual({ ok: false, failure })
  })

  it('R-PAIR-1: a pairing leaves no listener on the relay once it has its answer, whichever answer', async () => {
    const good = harness(async () => ({ uri: URI, approval: () => new Promise(() => {}) }))
    expect((await good.pairing.createPairing(signal())).ok).toBe(true)
    expect(good.listening()).toBe(0)

    const bad = harness(async () => ({ uri: 'wc:not-a-pairing', approval: () => new Promise(() => {}) }))
    expect(await bad.pairing.createPairing(signal())).toEqual({ ok: false, failure: SOMETHING_WENT_WRONG })
    expect(bad.listening()).toBe(0)

    const down = harness(() => new Promise<Answer>(() => {}))
    const created = down.pairing.createPairing(signal())
    await flush()
    expect(down.listening()).toBe(2)
    down.relayer.emit('relayer_error')
    expect(await created).toEqual(UNREACHABLE)
    expect(down.listening()).toBe(0)
  })
})

describe('awaitApproval', () => {
  it('R-PAIR-1: an approved session connects on its EVM account first, with the wallet’s name and icon and every namespace it granted', async () => {
    const { pairing } = await paired(async () => session({ solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`] }, eip155: { accounts: [`eip155:10:${ADDRESS}`] } }))
    expect(await pairing.awaitApproval(TOPIC, signal())).toEqual({
      ok: true,
      approval: { address: ADDRESS, chainId: '10', walletName: 'Phone Wallet', walletImageUrl: 'https://wallet.example/icon.png', namespaces: ['eip155', 'solana'] },
    })
  })

  it('R-PAIR-1: a session approved on Solana only connects on its Solana account', async () => {
    const { pairing } = await paired(async () => session({ solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`] } }))
    expect(await pairing.awaitApproval(TOPIC, signal())).toEqual({
      ok: true,
      approval: { address: SOLANA_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', walletName: 'Phone Wallet', walletImageUrl: 'https://wallet.example/icon.png', namespaces: ['solana'] },
    })
  })

  it('a wallet with no name is shown as WalletConnect', async () => {
    const { pairing } = await paired(async () => session({ eip155: { accounts: [`eip155:1:${ADDRESS}`] } }, { name: '' }))
    expect(await pairing.awaitApproval(TOPIC, signal())).toEqual({
      ok: true,
      approval: { address: ADDRESS, chainId: '1', walletName: 'WalletConnect', walletImageUrl: undefined, namespaces: ['eip155'] },
    })
  })

  it.each([
    ['grants no account', session({ eip155: { accounts: [] } })],
    // A namespace Latch never asked for grants nothing, whatever it is called (even "undefined").
    ['grants accounts only in a namespace Latch did not ask for', session({ undefined: { accounts: [`eip155:1:${ADDRESS}`] }, bip122: { accounts: ['bip122:000000000019d6689c085ae165831e93:bc1qexample'] } })],
    ['is not a session', { topic: 'session-topic' }],
  ])('R-ERR-4: an approval that %s fails with "Something went wrong"', async (_name, answer) => {
    const { pairing } = await paired(async () => answer)
    expect(await pairing.awaitApproval(TOPIC, signal())).toEqual({ ok: false, failure: SOMETHING_WENT_WRONG })
  })

  it.each([
    ['rejects the proposal (5000)', { code: 5000, message: 'User rejected.' }, { reason: 'rejected' }],
    ['lets the proposal expire', Object.assign(new Error('Proposal expired'), { code: 8000 }), { reason: 'expired' }],
    ['fails with null', null, SOMETHING_WENT_WRONG],
  ])('R-ERR-5, R-PAIR-1: a wallet that %s reads as that failure', async (_name, cause, failure) => {
    const { pairing } = await paired(() => Promise.reject(cause))
    expect(await pairing.awaitApproval(TOPIC, signal())).toEqual({ ok: false, failure })
  })

  it('R-PAIR-1: a pairing is answered once; waiting on it again reads as expired', async () => {
    const { pairing } = await paired(async () => session({ eip155: { accounts: [`eip155:1:${ADDRESS}`] } }))
    expect((await pairing.awaitApproval(TOPIC, signal())).ok).toBe(true)
    expect(await pairing.awaitApproval(TOPIC, signal())).toEqual({ ok: false, failure: { reason: 'expired' } })
  })
})
