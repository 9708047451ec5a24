// The connection flow with its port answering (R-CONN-1, R-NAV-1, R-ERR-3, R-ERR-4, R-AUTH-1, R-CONST-1), each
// expected value written out: what the wallet is asked (restore, connect, sign, disconnect: the namespace, the
// wallet chosen, the session, the message), what each answer leaves in context and which state follows, the status
// facts the app hears with their cause, the toasts, what is forgotten, and the events each state ignores. The model
// test walks every path by handing the machine its outcomes; here the port really answers, through the actors and
// actions the system provides (connection.actors.ts). Time is a SimulatedClock.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { ChainNamespace } from '../../../src/core/caip'
import { createConnectionActions, createConnectionActors, type ConnectionPort } from '../../../src/machines/connection/connection.actors'
import { connectionMachine } from '../../../src/machines/connection/connection.machine'
import { combineStatuses, selectConnectedAddress, selectStatus } from '../../../src/machines/connection/connection.selectors'
import { CONNECTION_NAMESPACES, connectionSystemId } from '../../../src/machines/connection/connection.systemId'
import type { ConnectionEmitted, ConnectionEvent, ConnectOutcome, DisconnectOutcome, ProviderFact, RestoreOutcome, Session, SignOutcome } from '../../../src/machines/connection/connection.types'
import { pending, settle } from './support/promises'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SESSION: Session = { connectorId: 'dev.latch.testwallet', namespace: 'eip155', address: ADDRESS, chainId: '31337', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' }
/** What the app is told of SESSION: no connector id, no image, the CAIP-10 address. */
const ACCOUNT = { namespace: 'eip155', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}`, walletName: 'Latch Test Wallet' }
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const SOLANA: Session = { connectorId: 'wallet-standard:Latch Test Wallet', namespace: 'solana', address: SOLANA_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', walletName: 'Latch Test Wallet' }
const CHOOSE = { type: 'connection.connect', connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' } as const
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
const NOT_CONNECTED = { code: 'NO_ACTIVE_CAIP_ADDRESS', message: 'No ActiveCaipAddress found' }
const DISCONNECT_FAILED = { code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' }
const status = (account: unknown, cause: string, namespace = 'eip155') => ({ type: 'status', namespace, account, cause })

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

type Answers = {
  restore?: () => Promise<RestoreOutcome>
  connect?: () => Promise<ConnectOutcome>
  disconnect?: () => Promise<DisconnectOutcome>
  signMessage?: () => Promise<SignOutcome>
}

/** The flow with its port: `asked` lists every call to the port in order (watch and its end included). */
function start(answers: Answers = {}, namespace: ChainNamespace = 'eip155') {
  const clock = new SimulatedClock()
  const asked: { id: string; input: unknown }[] = []
  const signals: { restore?: AbortSignal; connect?: AbortSignal; signMessage?: AbortSignal } = {}
  let report: (fact: ProviderFact) => void = () => {}
  const port: ConnectionPort = {
    restore: (name, signal) => {
      asked.push({ id: 'restore', input: name })
      signals.restore = signal
      return (answers.restore ?? pending)()
    },
    connect: (request, signal) => {
      asked.push({ id: 'connect', input: request })
      signals.connect = signal
      return (answers.connect ?? pending)()
    },
    disconnect: (session) => {
      asked.push({ id: 'disconnect', input: session })
      return (answers.disconnect ?? pending)()
    },
    signMessage: (session, message, signal) => {
      asked.push({ id: 'signMessage', input: { session, message } })
      signals.signMessage = signal
      return (answers.signMessage ?? pending)()
    },
    forget: (name) => void asked.push({ id: 'forget', input: name }),
    watch: (session, sendBack) => {
      asked.push({ id: 'watch', input: session })
      report = sendBack
      return () => void asked.push({ id: 'unwatch', input: session })
    },
  }
  const actor = createActor(connectionMachine.provide({ actors: createConnectionActors(port), actions: createConnectionActions(port) }), { input: { namespace }, clock })
  const facts: ConnectionEmitted[] = []
  for (const type of ['status', 'toast', 'signed'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  /** Forgets what was asked and said so far: the test reads only what follows. */
  const clear = () => {
    asked.length = 0
    facts.length = 0
  }
  return { actor, clock, asked, facts, signals, snapshot, clear, context: () => snapshot().context, wallet: (fact: ProviderFact) => report(fact) }
}

/** Restored with `session` on load, then the log cleared. */
async function connected(answers: Answers = {}, session: Session = SESSION, namespace: ChainNamespace = 'eip155') {
  const flow = start({ restore: async () => ({ ok: true, session }), ...answers }, namespace)
  await settle()
  expect(flow.snapshot().value).toEqual({ connected: 'idle' })
  flow.clear()
  return flow
}

/** Nothing stored on load: disconnected, then the log cleared. */
async function disconnected(answers: Answers = {}) {
  const flow = start({ restore: async () => ({ ok: true, session: null }), ...answers })
  await settle()
  expect(flow.snapshot().value).toBe('disconnected')
  flow.clear()
  return flow
}

const EMPTY = { session: null, pending: null, failure: null, signing: null, beside: false }

describe('connection: on page load (R-CONN-1)', () => {
  it.each(['eip155', 'solana'] as const)('%s: starts restoring with nothing known, asks the port to restore its namespace and tells the app nothing yet', (namespace) => {
    const { asked, facts, snapshot } = start({}, namespace)
    expect([snapshot().value, snapshot().context]).toEqual(['restoring', { namespace, ...EMPTY }])
    expect(asked).toEqual([{ id: 'restore', input: namespace }])
    expect(facts).toEqual([])
    expect(selectStatus(snapshot())).toBe('connecting')
  })

  it('R-CONN-1, R-NAV-1: a stored session the wallet confirms is connected, watched and reported as restored', async () => {
    const { asked, facts, snapshot } = start({ restore: async () => ({ ok: true, session: SESSION }) })
    await settle()
    expect([snapshot().value, snapshot().context]).toEqual([{ connected: 'idle' }, { namespace: 'eip155', ...EMPTY, session: SESSION }])
    expect(asked).toEqual([
      { id: 'restore', input: 'eip155' },
      { id: 'watch', input: SESSION },
    ])
    expect(facts).toStrictEqual([status(ACCOUNT, 'restored')])
  })

  it('R-CONN-1: a Solana session is restored in the Solana flow, its account a solana CAIP-10 address', async () => {
    const { asked, facts, snapshot } = start({ restore: async () => ({ ok: true, session: SOLANA }) }, 'solana')
    await settle()
    expect([snapshot().value, snapshot().context.session]).toEqual([{ connected: 'idle' }, SOLANA])
    expect(asked.map((entry) => entry.id)).toEqual(['restore', 'watch'])
    expect(facts).toEqual([
      status({ namespace: 'solana', address: SOLANA_ADDRESS, caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`, walletName: 'Latch Test Wallet' }, 'restored', 'solana'),
    ])
  })

  it.each([
    ['nothing stored', async (): Promise<RestoreOutcome> => ({ ok: true, session: null })],
    ['a wallet that does not confirm the stored session', async (): Promise<RestoreOutcome> => ({ ok: false, error: SOMETHING_WENT_WRONG })],
    ['a restore that throws', () => Promise.reject(new Error('storage'))],
  ])('R-CONN-1: %s leaves the flow disconnected, forgets what was stored and tells the app null', async (_case, restore) => {
    const { asked, facts, snapshot } = start({ restore })
    await settle()
    expect([snapshot().value, snapshot().context]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }])
    expect(asked).toEqual([
      { id: 'restore', input: 'eip155' },
      { id: 'forget', input: 'eip155' },
    ])
    expect(facts).toEqual([status(null, 'changed')])
  })

  it('R-CONN-1: a failed Solana restore forgets the Solana session and reports the Solana namespace', async () => {
    const { asked, facts } = start({ restore: async () => ({ ok: true, session: null }) }, 'solana')
    await settle()
    expect(asked).toEqual([
      { id: 'restore', input: 'solana' },
      { id: 'forget', input: 'solana' },
    ])
    expect(facts).toEqual([status(null, 'changed', 'solana')])
  })

  it('a wallet silent on load is given 5 s (Latch’s own choice), then treated as gone; its late answer changes nothing', async () => {
    const late = deferred<RestoreOutcome>()
    const { asked, clock, facts, signals, snapshot } = start({ restore: () => late.promise })
    clock.increment(4_999)
    expect([snapshot().value, facts, signals.restore?.aborted]).toEqual(['restoring', [], false])
    clock.increment(1)
    expect([snapshot().value, snapshot().context.session, signals.restore?.aborted]).toEqual(['disconnected', null, true])
    expect(asked).toEqual([
      { id: 'restore', input: 'eip155' },
      { id: 'forget', input: 'eip155' },
    ])
    expect(facts).toEqual([status(null, 'changed')])
    late.resolve({ ok: true, session: SESSION })
    await settle()
    expect([snapshot().value, snapshot().context.session, facts.length, asked.length]).toEqual(['disconnected', null, 1, 2])
  })

  it('the machine alone, without a port, restores nothing and says disconnected', async () => {
    const actor = createActor(connectionMachine, { input: { namespace: 'eip155' } })
    const facts: ConnectionEmitted[] = []
    actor.on('status', (fact) => facts.push(fact))
    actor.start()
    await settle()
    expect([actor.getSnapshot().value, actor.getSnapshot().context.session, facts]).toEqual(['disconnected', null, [status(null, 'changed')]])
    actor.stop()
  })

  it('while restoring, cancelling, retrying, disconnecting and wallet events are ignored', () => {
    const { actor, asked, facts, snapshot } = start()
    for (const event of [{ type: 'connection.cancel' }, { type: 'connection.retry' }, { type: 'connection.disconnect' }, { type: 'provider.disconnected' }, { type: 'provider.accountsChanged', accounts: [] }] satisfies ConnectionEvent[]) actor.send(event)
    expect([snapshot().value, snapshot().context, asked.length, facts]).toEqual(['restoring', { namespace: 'eip155', ...EMPTY }, 1, []])
  })

  it('a wallet chosen while restoring takes over: the restore is dropped and the wallet asked to connect, not left waiting', async () => {
    const late = deferred<RestoreOutcome>()
    const { actor, asked, facts, signals, snapshot } = start({ restore: () => late.promise })
    actor.send(CHOOSE)
    expect([snapshot().value, signals.restore?.aborted]).toEqual(['connecting', true])
    expect(asked).toEqual([
      { id: 'restore', input: 'eip155' },
      { id: 'connect', input: { namespace: 'eip155', connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' } },
    ])
    late.resolve({ ok: true, session: SESSION })
    await settle()
    expect([snapshot().value, facts]).toEqual(['connecting', []])
  })
})

describe('connection: connecting a wallet (R-CONN-1)', () => {
  it('the wallet chosen is kept for the Connecting view and the port is asked to connect it in this namespace', async () => {
    const { actor, asked, facts, snapshot } = await disconnected()
    actor.send(CHOOSE)
    expect(snapshot().value).toBe('connecting')
    expect(snapshot().context).toEqual({
      namespace: 'eip155',
      ...EMPTY,
      pending: { connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' },
    })
    expect(asked).toEqual([{ id: 'connect', input: { namespace: 'eip155', connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' } }])
    expect(facts).toEqual([])
    expect(selectStatus(snapshot())).toBe('connecting')
  })

  it('R-NAV-1: a wallet that connects is the session, watched, and the app hears it was chosen', async () => {
    const { actor, asked, facts, snapshot } = await disconnected({ connect: async () => ({ ok: true, session: SESSION }) })
    actor.send(CHOOSE)
    await settle()
    expect([snapshot().value, snapshot().context]).toEqual([{ connected: 'idle' }, { namespace: 'eip155', ...EMPTY, session: SESSION }])
    expect(asked.map((entry) => entry.id)).toEqual(['connect', 'watch'])
    expect(asked[1]).toEqual({ id: 'watch', input: SESSION })
    expect(facts).toEqual([status(ACCOUNT, 'chosen')])
    expect([selectStatus(snapshot()), selectConnectedAddress(snapshot())]).toEqual(['connected', ADDRESS])
  })

  it('a namespace connected beside another (one WalletConnect session) is reported beside, with the chains it approved', async () => {
    const approved = { ...SESSION, connectorId: 'walletConnect', approvedChains: ['eip155:1', 'eip155:31337'] }
    const { actor, facts, snapshot } = await disconnected({ connect: async () => ({ ok: true, session: approved }) })
    actor.send({ type: 'connection.connect', connectorId: 'walletConnect', walletName: 'Latch Test Wallet', beside: true })
    expect(snapshot().context.beside).toBe(true)
    await settle()
    expect(facts).toEqual([status({ ...ACCOUNT, approvedChains: ['eip155:1', 'eip155:31337'] }, 'beside')])
    expect(snapshot().context.beside).toBe(true)
  })

  it('beside: false, like no beside at all, is the person’s own choice', async () => {
    const { actor, facts, snapshot } = await disconnected({ connect: async () => ({ ok: true, session: SESSION }) })
    actor.send({ ...CHOOSE, beside: false })
    await settle()
    expect([snapshot().context.beside, facts]).toEqual([false, [status(ACCOUNT, 'chosen')]])
  })

  it.each([
    ['rejected by the person', { ok: false, error: { reason: 'rejected' } } as const, { reason: 'rejected' }],
    ['failing with its reason', { ok: false, error: { reason: 'error', error: { code: '-32002', message: 'Request already pending' } } } as const, { reason: 'error', error: { code: '-32002', message: 'Request already pending' } }],
  ])('a wallet %s leaves the flow failed with that failure, the wallet kept for Retry, and the app told nothing', async (_case, outcome, failure) => {
    const { actor, asked, facts, snapshot } = await disconnected({ connect: async () => outcome })
    actor.send(CHOOSE)
    await settle()
    expect([snapshot().value, snapshot().context.failure, snapshot().context.session]).toEqual(['failed', failure, null])
    expect(snapshot().context.pending).toEqual({ connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' })
    expect([asked.map((entry) => entry.id), facts]).toEqual([['connect'], []])
    expect([selectStatus(snapshot()), selectConnectedAddress(snapshot())]).toEqual(['disconnected', undefined])
  })

  it('R-ERR-4: a connection that throws fails with "Something went wrong"', async () => {
    const { actor, facts, snapshot } = await disconnected({ connect: () => Promise.reject(new Error('boom')) })
    actor.send(CHOOSE)
    await settle()
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['failed', { reason: 'error', error: SOMETHING_WENT_WRONG }, []])
  })

  it('a wallet that does not answer in 120 s (Latch’s own choice) times out; the request is abandoned and its late answer ignored', async () => {
    const late = deferred<ConnectOutcome>()
    const { actor, clock, facts, signals, snapshot } = await disconnected({ connect: () => late.promise })
    actor.send(CHOOSE)
    clock.increment(119_999)
    expect([snapshot().value, signals.connect?.aborted]).toEqual(['connecting', false])
    clock.increment(1)
    expect([snapshot().value, snapshot().context.failure, signals.connect?.aborted]).toEqual(['failed', { reason: 'timeout' }, true])
    expect(snapshot().context.pending).not.toBeNull()
    late.resolve({ ok: true, session: SESSION })
    await settle()
    expect([snapshot().value, snapshot().context.session, facts]).toEqual(['failed', null, []])
  })

  it('Cancel while the wallet is asked goes back to disconnected with nothing pending; the request is abandoned', async () => {
    const late = deferred<ConnectOutcome>()
    const { actor, facts, signals, snapshot } = await disconnected({ connect: () => late.promise })
    actor.send(CHOOSE)
    actor.send({ type: 'connection.cancel' })
    expect([snapshot().value, snapshot().context, signals.connect?.aborted]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }, true])
    late.resolve({ ok: true, session: SESSION })
    await settle()
    expect([snapshot().value, facts]).toEqual(['disconnected', []])
  })

  it('while the wallet is asked, another choice, Retry, Disconnect and wallet events are ignored', async () => {
    const { actor, asked, facts, snapshot } = await disconnected()
    actor.send(CHOOSE)
    const before = snapshot().context
    actor.send({ type: 'connection.connect', connectorId: 'walletConnect', walletName: 'WalletConnect' })
    for (const event of [{ type: 'connection.retry' }, { type: 'connection.disconnect' }, { type: 'provider.disconnected' }, { type: 'provider.chainChanged', chainId: '1' }] as const) actor.send(event)
    expect([snapshot().value, snapshot().context, asked.length, facts]).toEqual(['connecting', before, 1, []])
  })

  it('disconnected, Cancel, Retry, Disconnect and wallet events ask nothing and say nothing', async () => {
    const { actor, asked, facts, snapshot } = await disconnected()
    for (const event of [
      { type: 'connection.cancel' },
      { type: 'connection.retry' },
      { type: 'connection.disconnect' },
      { type: 'provider.accountsChanged', accounts: [OTHER] },
      { type: 'provider.chainChanged', chainId: '1' },
      { type: 'provider.disconnected' },
    ] satisfies ConnectionEvent[])
      actor.send(event)
    expect([snapshot().value, snapshot().context, asked, facts]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }, [], []])
  })
})

describe('connection: after a failed attempt', () => {
  async function failed(connect: () => Promise<ConnectOutcome>) {
    const flow = await disconnected({ connect })
    flow.actor.send(CHOOSE)
    await settle()
    expect(flow.snapshot().value).toBe('failed')
    flow.clear()
    return flow
  }

  it('Retry clears the failure and asks the same wallet again; a success then connects it', async () => {
    let call = 0
    const { actor, asked, facts, snapshot } = await failed(async () => (call++ === 0 ? { ok: false, error: { reason: 'rejected' } } : { ok: true, session: SESSION }))
    actor.send({ type: 'connection.retry' })
    expect([snapshot().value, snapshot().context.failure]).toEqual(['connecting', null])
    expect(asked).toEqual([{ id: 'connect', input: { namespace: 'eip155', connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' } }])
    await settle()
    expect([snapshot().value, snapshot().context.pending, facts]).toEqual([{ connected: 'idle' }, null, [status(ACCOUNT, 'chosen')]])
  })

  it('Cancel goes back to disconnected with neither wallet nor failure', async () => {
    const { actor, asked, facts, snapshot } = await failed(async () => ({ ok: false, error: { reason: 'rejected' } }))
    actor.send({ type: 'connection.cancel' })
    expect([snapshot().value, snapshot().context, asked, facts]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }, [], []])
  })

  it('another wallet chosen is asked at once, the failure cleared', async () => {
    const { actor, asked, snapshot } = await failed(async () => ({ ok: false, error: { reason: 'rejected' } }))
    actor.send({ type: 'connection.connect', connectorId: 'walletConnect', walletName: 'WalletConnect', beside: true })
    expect([snapshot().value, snapshot().context.failure, snapshot().context.pending, snapshot().context.beside]).toEqual([
      'connecting',
      null,
      { connectorId: 'walletConnect', walletName: 'WalletConnect', walletImageUrl: undefined },
      true,
    ])
    expect(asked).toEqual([{ id: 'connect', input: { namespace: 'eip155', connectorId: 'walletConnect', walletName: 'WalletConnect' } }])
  })

  it('Disconnect and wallet events change nothing', async () => {
    const { actor, asked, facts, snapshot } = await failed(async () => ({ ok: false, error: { reason: 'rejected' } }))
    const before = snapshot().context
    for (const event of [{ type: 'connection.disconnect' }, { type: 'provider.disconnected' }, { type: 'provider.accountsChanged', accounts: [] }] satisfies ConnectionEvent[]) actor.send(event)
    expect([snapshot().value, snapshot().context, asked, facts]).toEqual(['failed', before, [], []])
  })
})

describe('connection: what the wallet reports while connected (R-CONN-1, R-NAV-1)', () => {
  it('another account: the session follows it and the app hears the change', async () => {
    const { asked, facts, snapshot, wallet } = await connected()
    wallet({ type: 'provider.accountsChanged', accounts: [OTHER, ADDRESS] })
    expect([snapshot().value, snapshot().context.session]).toEqual([{ connected: 'idle' }, { ...SESSION, address: OTHER }])
    expect(facts).toEqual([status({ ...ACCOUNT, address: OTHER, caipAddress: `eip155:31337:${OTHER}` }, 'changed')])
    expect(asked).toEqual([])
  })

  it('another chain: the session follows it and the app hears the new CAIP address', async () => {
    const { facts, snapshot, wallet } = await connected()
    wallet({ type: 'provider.chainChanged', chainId: '1' })
    expect([snapshot().value, snapshot().context.session]).toEqual([{ connected: 'idle' }, { ...SESSION, chainId: '1' }])
    expect(facts).toEqual([status({ ...ACCOUNT, caipAddress: `eip155:1:${ADDRESS}` }, 'changed')])
  })

  it.each<[string, ProviderFact]>([
    ['no accounts (the site was revoked)', { type: 'provider.accountsChanged', accounts: [] }],
    ['a disconnect', { type: 'provider.disconnected' }],
  ])('R-CONN-1: %s ends the session: cleared, forgotten, no longer watched, the app told null', async (_case, fact) => {
    const { asked, facts, snapshot, wallet } = await connected()
    wallet(fact)
    expect([snapshot().value, snapshot().context]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }])
    expect(asked).toEqual([
      { id: 'forget', input: 'eip155' },
      { id: 'unwatch', input: SESSION },
    ])
    expect(facts).toEqual([status(null, 'changed')])
    expect([selectStatus(snapshot()), selectConnectedAddress(snapshot())]).toEqual(['disconnected', undefined])
  })

  it('R-CONN-1: a Solana wallet that disconnects forgets the Solana session and tells the app for Solana', async () => {
    const { asked, facts, wallet } = await connected({}, SOLANA, 'solana')
    wallet({ type: 'provider.disconnected' })
    expect(asked.filter((entry) => entry.id === 'forget')).toEqual([{ id: 'forget', input: 'solana' }])
    expect(facts).toEqual([status(null, 'changed', 'solana')])
  })

  it('another wallet chosen while connected lets the current account go (forgotten, the app told null) and connects the new one', async () => {
    const next = { ...SESSION, connectorId: 'walletConnect', address: OTHER, walletName: 'WalletConnect', walletImageUrl: undefined }
    const { actor, asked, facts, snapshot } = await connected({ connect: async () => ({ ok: true, session: next }) })
    actor.send({ type: 'connection.connect', connectorId: 'walletConnect', walletName: 'WalletConnect' })
    expect(snapshot().value).toBe('connecting')
    expect(snapshot().context).toEqual({ namespace: 'eip155', ...EMPTY, pending: { connectorId: 'walletConnect', walletName: 'WalletConnect' } })
    expect(asked).toEqual([
      { id: 'forget', input: 'eip155' },
      { id: 'unwatch', input: SESSION },
      { id: 'connect', input: { namespace: 'eip155', connectorId: 'walletConnect', walletName: 'WalletConnect' } },
    ])
    expect(facts).toEqual([status(null, 'changed')])
    await settle()
    expect([snapshot().value, snapshot().context.session]).toEqual([{ connected: 'idle' }, next])
    expect(facts).toEqual([status(null, 'changed'), status({ ...ACCOUNT, address: OTHER, caipAddress: `eip155:31337:${OTHER}`, walletName: 'WalletConnect' }, 'chosen')])
  })
})

describe('connection: signing a message (R-ERR-3, R-ERR-4)', () => {
  const SIGN = { type: 'connection.signMessage', requestId: 'r1', message: 'Sign in to Latch' } as const

  it('the connected wallet is asked to sign the message with the session; its signature answers the request', async () => {
    const { actor, asked, facts, snapshot } = await connected({ signMessage: async () => ({ ok: true, signature: '0xsig' }) })
    actor.send(SIGN)
    expect([snapshot().value, snapshot().context.signing]).toEqual([{ connected: 'signing' }, { requestId: 'r1', message: 'Sign in to Latch' }])
    expect(asked).toEqual([{ id: 'signMessage', input: { session: SESSION, message: 'Sign in to Latch' } }])
    expect([selectStatus(snapshot()), selectConnectedAddress(snapshot())]).toEqual(['connected', ADDRESS])
    await settle()
    expect([snapshot().value, snapshot().context.signing]).toEqual([{ connected: 'idle' }, null])
    expect(facts).toEqual([{ type: 'signed', requestId: 'r1', outcome: { ok: true, signature: '0xsig' } }])
  })

  it('the account the wallet switched to is the one asked to sign', async () => {
    const { actor, asked, wallet } = await connected()
    wallet({ type: 'provider.accountsChanged', accounts: [OTHER] })
    actor.send(SIGN)
    expect(asked).toEqual([{ id: 'signMessage', input: { session: { ...SESSION, address: OTHER }, message: 'Sign in to Latch' } }])
  })

  it('R-ERR-3: a declined signature answers the request and toasts "Signature declined"', async () => {
    const declined = { ok: false, declined: true, error: { code: '4001', message: 'User rejected the request' } } as const
    const { actor, facts, snapshot } = await connected({ signMessage: async () => declined })
    actor.send(SIGN)
    await settle()
    expect([snapshot().value, snapshot().context.signing]).toEqual([{ connected: 'idle' }, null])
    // The toast names its catalogue entry; the system words it 'Signature declined'.
    expect(facts).toEqual([
      { type: 'signed', requestId: 'r1', outcome: declined },
      { type: 'toast', code: 'SIGNATURE_DECLINED' },
    ])
  })

  it('another refusal answers the request with its reason, without a toast', async () => {
    const refused = { ok: false, declined: false, error: { code: 'INVALID_CHAIN_ID', message: 'Invalid chainId' } } as const
    const { actor, facts, snapshot } = await connected({ signMessage: async () => refused })
    actor.send(SIGN)
    await settle()
    expect([snapshot().value, facts]).toEqual([{ connected: 'idle' }, [{ type: 'signed', requestId: 'r1', outcome: refused }]])
  })

  it('R-ERR-4: a signing that throws answers "Something went wrong", without a toast', async () => {
    const { actor, facts, snapshot } = await connected({ signMessage: () => Promise.reject(new Error('boom')) })
    actor.send(SIGN)
    await settle()
    expect([snapshot().value, snapshot().context.signing, facts]).toEqual([{ connected: 'idle' }, null, [{ type: 'signed', requestId: 'r1', outcome: { ok: false, declined: false, error: SOMETHING_WENT_WRONG } }]])
  })

  it('one signature at a time: a second request is answered "Something went wrong" at once and the first still waits', async () => {
    const { actor, asked, facts, snapshot } = await connected()
    actor.send(SIGN)
    actor.send({ type: 'connection.signMessage', requestId: 'r2', message: 'Another' })
    expect([snapshot().value, snapshot().context.signing, asked.length]).toEqual([{ connected: 'signing' }, { requestId: 'r1', message: 'Sign in to Latch' }, 1])
    expect(facts).toEqual([{ type: 'signed', requestId: 'r2', outcome: { ok: false, declined: false, error: SOMETHING_WENT_WRONG } }])
  })

  it('R-ERR-4: without a connected account a request is answered "No ActiveCaipAddress found" at once', async () => {
    const request = (requestId: string) => ({ type: 'connection.signMessage', requestId, message: 'Sign in to Latch' }) as const
    const refused = (requestId: string) => ({ type: 'signed', requestId, outcome: { ok: false, declined: false, error: NOT_CONNECTED } })
    const flow = start({ restore: async () => ({ ok: true, session: null }), connect: async () => ({ ok: false, error: { reason: 'rejected' } }) })
    flow.actor.send(request('restoring'))
    await settle()
    flow.actor.send(request('disconnected'))
    flow.actor.send(CHOOSE)
    await settle()
    flow.actor.send(request('failed'))
    expect(flow.facts.filter((fact) => fact.type === 'signed')).toEqual([refused('restoring'), refused('disconnected'), refused('failed')])
    expect(flow.asked.filter((entry) => entry.id === 'signMessage')).toEqual([])
  })

  it('while the session is being ended, a request is answered "No ActiveCaipAddress found"', async () => {
    const { actor, asked, facts } = await connected()
    actor.send({ type: 'connection.disconnect' })
    actor.send(SIGN)
    expect(facts).toEqual([{ type: 'signed', requestId: 'r1', outcome: { ok: false, declined: false, error: NOT_CONNECTED } }])
    expect(asked.map((entry) => entry.id)).toEqual(['unwatch', 'disconnect'])
  })

  it('another account or chain mid-signing keeps the wallet asked', async () => {
    const { actor, facts, snapshot, wallet } = await connected()
    actor.send(SIGN)
    wallet({ type: 'provider.accountsChanged', accounts: [OTHER] })
    wallet({ type: 'provider.chainChanged', chainId: '1' })
    expect([snapshot().value, snapshot().context.signing]).toEqual([{ connected: 'signing' }, { requestId: 'r1', message: 'Sign in to Latch' }])
    expect(facts.map((fact) => fact.type)).toEqual(['status', 'status'])
  })

  it.each([
    ['the wallet disconnects', { type: 'provider.disconnected' }, 'disconnected'],
    ['the person disconnects', { type: 'connection.disconnect' }, 'disconnecting'],
    ['the person chooses another wallet', { type: 'connection.connect', connectorId: 'walletConnect', walletName: 'WalletConnect' }, 'connecting'],
  ] as const)('SPEC §8: a signing ended because %s is answered once, "Request was aborted", and the wallet’s request abandoned', async (_case, event, state) => {
    const { actor, facts, signals, snapshot, wallet } = await connected()
    actor.send(SIGN)
    if (event.type === 'provider.disconnected') wallet(event)
    else actor.send(event)
    expect([snapshot().value, snapshot().context.signing, signals.signMessage?.aborted]).toEqual([state, null, true])
    expect(facts.filter((fact) => fact.type === 'signed')).toEqual([{ type: 'signed', requestId: 'r1', outcome: { ok: false, declined: false, error: { code: 'REQUEST_ABORTED', message: 'Request was aborted' } } }])
  })
})

describe('connection: disconnecting (R-CONN-1, R-ERR-3, R-AUTH-1)', () => {
  it('Disconnect asks the wallet to let go of the session, still connected meanwhile, and stops watching it', async () => {
    const { actor, asked, facts, snapshot } = await connected()
    actor.send({ type: 'connection.disconnect' })
    expect([snapshot().value, snapshot().context.session]).toEqual(['disconnecting', SESSION])
    expect(asked).toEqual([
      { id: 'unwatch', input: SESSION },
      { id: 'disconnect', input: SESSION },
    ])
    expect(facts).toEqual([])
    expect([selectStatus(snapshot()), selectConnectedAddress(snapshot())]).toEqual(['connected', ADDRESS])
  })

  it('R-CONN-1: a wallet that lets go leaves the flow disconnected, the app told null, without a toast (the port cleared its storage)', async () => {
    const { actor, asked, facts, snapshot } = await connected({ disconnect: async () => ({ ok: true }) })
    actor.send({ type: 'connection.disconnect' })
    await settle()
    expect([snapshot().value, snapshot().context]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }])
    expect(asked.map((entry) => entry.id)).toEqual(['unwatch', 'disconnect'])
    expect(facts).toEqual([status(null, 'changed')])
  })

  it.each([
    ['answers that it could not', async (): Promise<DisconnectOutcome> => ({ ok: false, error: DISCONNECT_FAILED })],
    ['throws', () => Promise.reject(new Error('revoke failed'))],
  ])('R-ERR-3, R-CONN-1: a wallet that %s still ends the session here: cleared, forgotten, the app told null, and "Failed to disconnect" toasted', async (_case, disconnect) => {
    const { actor, asked, facts, snapshot } = await connected({ disconnect })
    actor.send({ type: 'connection.disconnect' })
    await settle()
    expect([snapshot().value, snapshot().context]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }])
    expect(asked).toEqual([
      { id: 'unwatch', input: SESSION },
      { id: 'disconnect', input: SESSION },
      { id: 'forget', input: 'eip155' },
    ])
    // The toast names its catalogue entry; the system words it 'Failed to disconnect'.
    expect(facts).toEqual([status(null, 'changed'), { type: 'toast', code: 'DISCONNECT_FAILED' }])
  })

  it('R-AUTH-1, R-CONST-1: a wallet silent for 3000 ms leaves the person disconnected and forgotten; its late answer changes nothing', async () => {
    const late = deferred<DisconnectOutcome>()
    const { actor, asked, clock, facts, snapshot } = await connected({ disconnect: () => late.promise })
    actor.send({ type: 'connection.disconnect' })
    clock.increment(2_999)
    expect([snapshot().value, facts]).toEqual(['disconnecting', []])
    clock.increment(1)
    expect([snapshot().value, snapshot().context]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }])
    expect(asked.map((entry) => entry.id)).toEqual(['unwatch', 'disconnect', 'forget'])
    expect(asked[2]).toEqual({ id: 'forget', input: 'eip155' })
    expect(facts).toEqual([status(null, 'changed')])
    late.resolve({ ok: false, error: DISCONNECT_FAILED })
    await settle()
    expect([snapshot().value, facts]).toEqual(['disconnected', [status(null, 'changed')]])
  })

  it('while disconnecting, Disconnect again, Retry and wallet events are ignored', async () => {
    const { actor, asked, facts, snapshot, wallet } = await connected()
    actor.send({ type: 'connection.disconnect' })
    for (const event of [{ type: 'connection.disconnect' }, { type: 'connection.retry' }] as const) actor.send(event)
    wallet({ type: 'provider.disconnected' })
    actor.send({ type: 'provider.accountsChanged', accounts: [] })
    expect([snapshot().value, snapshot().context.session, snapshot().context.pending, asked.length, facts]).toEqual(['disconnecting', SESSION, null, 2, []])
  })

  it('R-CONN-1: a wallet chosen while the last one lets go waits for it, then is asked; the app hears null, then the new account', async () => {
    const letGo = deferred<DisconnectOutcome>()
    const { actor, asked, facts, snapshot } = await connected({ disconnect: () => letGo.promise, connect: async () => ({ ok: true, session: { ...SESSION, address: OTHER } }) })
    actor.send({ type: 'connection.disconnect' })
    actor.send(CHOOSE)
    expect([snapshot().value, snapshot().context.pending, asked.map((entry) => entry.id)]).toEqual([
      'disconnecting',
      { connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' },
      ['unwatch', 'disconnect'],
    ])
    letGo.resolve({ ok: true })
    await settle()
    expect(snapshot().value).toEqual({ connected: 'idle' })
    expect(asked.map((entry) => entry.id)).toEqual(['unwatch', 'disconnect', 'connect', 'watch'])
    expect(asked[2]).toEqual({ id: 'connect', input: { namespace: 'eip155', connectorId: 'dev.latch.testwallet', walletName: 'Latch Test Wallet', walletImageUrl: 'http://127.0.0.1:5176/wallet.png' } })
    expect(facts).toEqual([status(null, 'changed'), status({ ...ACCOUNT, address: OTHER, caipAddress: `eip155:31337:${OTHER}` }, 'chosen')])
  })

  it('R-AUTH-1: a wallet chosen during a sign-out the wallet never answers is asked after the 3000 ms wait', async () => {
    const { actor, asked, clock, snapshot } = await connected()
    actor.send({ type: 'connection.disconnect' })
    actor.send(CHOOSE)
    clock.increment(2_999)
    expect(snapshot().value).toBe('disconnecting')
    clock.increment(1)
    expect([snapshot().value, snapshot().context.session]).toEqual(['connecting', null])
    expect(asked.map((entry) => entry.id)).toEqual(['unwatch', 'disconnect', 'forget', 'connect'])
  })

  it('a wallet chosen and then cancelled while disconnecting is forgotten: the flow ends disconnected and asks nothing', async () => {
    const { actor, asked, facts, snapshot } = await connected({ disconnect: async () => ({ ok: true }) })
    actor.send({ type: 'connection.disconnect' })
    actor.send(CHOOSE)
    actor.send({ type: 'connection.cancel' })
    expect(snapshot().context.pending).toBeNull()
    await settle()
    expect([snapshot().value, snapshot().context]).toEqual(['disconnected', { namespace: 'eip155', ...EMPTY }])
    expect(asked.map((entry) => entry.id)).toEqual(['unwatch', 'disconnect'])
    expect(facts).toEqual([status(null, 'changed')])
  })
})

describe('connection: status as the dapp reads it (R-CONN-1)', () => {
  it('several namespaces read as one: connected when any is, connecting when one is and none connected, else disconnected', () => {
    expect(combineStatuses([])).toBe('disconnected')
    expect(combineStatuses(['disconnected', 'disconnected'])).toBe('disconnected')
    expect(combineStatuses(['disconnected', 'connecting'])).toBe('connecting')
    expect(combineStatuses(['connecting', 'connected'])).toBe('connected')
    expect(combineStatuses(['connected', 'disconnected'])).toBe('connected')
  })

  it('no flow yet has no connected address', () => {
    expect(selectConnectedAddress(undefined)).toBeUndefined()
  })

  it('each namespace’s flow is found by its own name, the EVM one by the plain name', () => {
    expect(CONNECTION_NAMESPACES).toEqual(['eip155', 'solana'])
    expect([connectionSystemId('eip155'), connectionSystemId('solana'), connectionSystemId('bip122')]).toEqual(['connection', 'connection.solana', 'connection.bip122'])
  })
})
