// The root's lazily loaded flows, each with a recording stand-in for its code: what is asked while the code loads
// reaches the flow in the order asked; code that did not load is loaded again by the requests the failed state
// answers, and the flow then hears what is still wanted, once (R-NAV-1: no request silently lost, none doubled).
// Also what each flow is started with: the network flow its networks, sign-in whether it is required (R-PERM-1,
// R-SIWX-4) and the networks it serves (R-SIWX-1); and the one connection flow per namespace (R-CONN-1).
import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine, type AnyActorRef, type EventObject } from 'xstate'
import { connectionSystemId } from '../../../src/machines/connection/connection.systemId'
import { rootMachine } from '../../../src/machines/root/root.machine'
import { settings } from '../../models/modal/modal.fixtures'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CAIP_ADDRESS = `eip155:1:${ADDRESS}`
const NETWORK_INPUT = { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }, networks: ['eip155:1', SOLANA], active: 'eip155:1' }
const input = { settings: settings({ signInRequired: true, networks: ['eip155:1', SOLANA] }), network: NETWORK_INPUT }

/** Stands in for a flow's loaded code: keeps its input and every event it hears (its type, and the account it names). */
const recorder = createMachine({
  types: {} as { context: { input: unknown; heard: string[] }; input: unknown },
  context: ({ input }) => ({ input, heard: [] }),
  on: { '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, 'caipAddress' in event ? `${event.type} ${String(event.caipAddress)}` : event.type] }) } },
})
const OTHER_CAIP_ADDRESS = `eip155:1:${'0x70997970C51812dc3A010C7d01b50e0d17dc79C8'}`

type Flow = 'pairing' | 'network' | 'balance' | 'embedded' | 'siwx' | 'names'
const loader = (flow: Flow) => `load${flow[0]!.toUpperCase()}${flow.slice(1)}`

function startRoot() {
  // The loaders are never left to answer: each test delivers the load's outcome itself, as the model test does.
  const actor = createActor(rootMachine, { input: input as never }).start()
  const send = (event: EventObject) => actor.send(event as never)
  const region = (flow: Flow) => (actor.getSnapshot().value as Record<Flow, string>)[flow]
  const loaded = (flow: Flow) => send({ type: `xstate.done.actor.${loader(flow)}`, output: recorder } as EventObject)
  const failed = (flow: Flow) => send({ type: `xstate.error.actor.${loader(flow)}`, error: new Error('chunk did not load') } as EventObject)
  const child = (flow: Flow) => (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[flow]
  const heard = (flow: Flow) => child(flow)?.getSnapshot().context.heard as string[] | undefined
  return { actor, send, region, loaded, failed, child, heard }
}

const account = (type: 'siwx.account' | 'names.account', caipAddress: string | null) => ({ type, caipAddress })
// What starts each flow's load, and two more of its requests asked while the code loads.
const STARTS: { flow: Flow; start: EventObject; meanwhile: EventObject[] }[] = [
  { flow: 'pairing', start: { type: 'pairing.prepare' }, meanwhile: [{ type: 'pairing.showQr' }, { type: 'pairing.copy' }] },
  { flow: 'network', start: { type: 'network.switch', caipNetworkId: SOLANA } as EventObject, meanwhile: [{ type: 'network.cancelSwitch' }, { type: 'network.load' }] },
  { flow: 'balance', start: { type: 'balance.fetch' }, meanwhile: [{ type: 'activity.fetch' }, { type: 'balance.clear' }] },
  { flow: 'embedded', start: { type: 'frame.load' }, meanwhile: [{ type: 'email.submit' }, { type: 'email.cancel' }] },
  { flow: 'siwx', start: account('siwx.account', CAIP_ADDRESS), meanwhile: [{ type: 'siwx.sign' }, { type: 'siwx.cancel' }] },
  { flow: 'names', start: account('names.account', CAIP_ADDRESS), meanwhile: [{ type: 'names.type' }, { type: 'names.recent' }] },
]

describe('root: requests asked while a flow’s code loads', () => {
  it.each(STARTS)('$flow: every request asked meanwhile reaches the flow once it loads, in the order asked', ({ flow, start, meanwhile }) => {
    const root = startRoot()
    root.send(start)
    expect(root.region(flow)).toBe('loading')
    for (const event of meanwhile) root.send(event)
    root.loaded(flow)
    expect(root.region(flow)).toBe('ready')
    expect(root.heard(flow)).toEqual([start, ...meanwhile].map((event) => ('caipAddress' in event ? `${event.type} ${String(event.caipAddress)}` : event.type)))
    expect(root.actor.getSnapshot().context.pending[flow]).toEqual([])
    root.actor.stop()
  })
})

// Each request a failed region answers by loading again, and what the flow then hears: a request that replaces what
// was asked before (a new account, a new fetch) drops it; a Retry or another choice keeps it.
const RELOADS: { flow: Flow; before: EventObject; again: EventObject; heard: string[] }[] = [
  { flow: 'network', before: { type: 'network.switch', caipNetworkId: SOLANA } as EventObject, again: { type: 'network.load' }, heard: ['network.switch'] },
  { flow: 'network', before: { type: 'network.switch', caipNetworkId: SOLANA } as EventObject, again: { type: 'network.switch', caipNetworkId: 'eip155:1' } as EventObject, heard: ['network.switch', 'network.switch'] },
  { flow: 'balance', before: { type: 'activity.fetch' }, again: { type: 'balance.fetch' }, heard: ['balance.fetch'] },
  { flow: 'balance', before: { type: 'balance.fetch' }, again: { type: 'activity.fetch' }, heard: ['activity.fetch'] },
  { flow: 'embedded', before: { type: 'email.submit' }, again: { type: 'frame.load' }, heard: ['frame.load'] },
  { flow: 'embedded', before: { type: 'email.submit' }, again: { type: 'frame.retry' }, heard: ['frame.retry'] },
  { flow: 'siwx', before: account('siwx.account', CAIP_ADDRESS), again: account('siwx.account', OTHER_CAIP_ADDRESS), heard: [`siwx.account ${OTHER_CAIP_ADDRESS}`] },
  { flow: 'names', before: account('names.account', CAIP_ADDRESS), again: account('names.account', OTHER_CAIP_ADDRESS), heard: [`names.account ${OTHER_CAIP_ADDRESS}`] },
  { flow: 'names', before: account('names.account', CAIP_ADDRESS), again: { type: 'names.retry' }, heard: [`names.account ${CAIP_ADDRESS}`] },
  { flow: 'names', before: account('names.account', CAIP_ADDRESS), again: { type: 'names.recent' }, heard: [`names.account ${CAIP_ADDRESS}`, 'names.recent'] },
  { flow: 'pairing', before: { type: 'pairing.start' }, again: { type: 'pairing.retry' }, heard: ['pairing.start'] },
  { flow: 'pairing', before: { type: 'pairing.prepare' }, again: { type: 'pairing.start' }, heard: ['pairing.start'] },
  { flow: 'pairing', before: { type: 'pairing.start' }, again: { type: 'pairing.prepare' }, heard: ['pairing.prepare'] },
]

describe('root: code that did not load', () => {
  it.each(RELOADS)('$flow: $again.type loads it again; the flow then hears $heard', ({ flow, before, again, heard }) => {
    const root = startRoot()
    root.send(before)
    root.failed(flow)
    expect([root.region(flow), root.child(flow)]).toEqual(['failed', undefined])
    root.send(again)
    expect(root.region(flow)).toBe('loading')
    root.loaded(flow)
    expect(root.heard(flow)).toEqual(heard)
    root.actor.stop()
  })

  it.each([
    ['siwx', account('siwx.account', CAIP_ADDRESS), account('siwx.account', null), account('siwx.account', CAIP_ADDRESS)],
    ['names', account('names.account', CAIP_ADDRESS), account('names.account', null), { type: 'names.retry' }],
    ['pairing', { type: 'pairing.start' }, { type: 'pairing.leave' }, { type: 'pairing.retry' }],
    ['pairing', { type: 'pairing.start' }, { type: 'pairing.reset' }, { type: 'pairing.retry' }],
  ] as [Flow, EventObject, EventObject, EventObject][])('%s: after a failed load, %#: what no one wants any more (account gone, view left) is dropped and not heard later', (flow, before, gone, reload) => {
    const root = startRoot()
    root.send(before)
    root.failed(flow)
    root.send(gone)
    expect([root.region(flow), root.actor.getSnapshot().context.pending[flow]]).toEqual(['failed', []])
    root.send(reload)
    root.loaded(flow)
    expect(root.heard(flow)).toEqual(reload.type === before.type ? [`${before.type} ${CAIP_ADDRESS}`] : [])
    root.actor.stop()
  })
})

describe('root: what each loaded flow starts with', () => {
  it('the network flow gets the networks and settings the app gave (R-NAV-11)', () => {
    const root = startRoot()
    root.send({ type: 'network.load' })
    root.loaded('network')
    expect(root.child('network')?.getSnapshot().context.input).toEqual(NETWORK_INPUT)
    root.actor.stop()
  })

  it('sign-in gets whether it is required and the networks it serves (R-PERM-1, R-SIWX-1)', () => {
    const root = startRoot()
    root.send(account('siwx.account', CAIP_ADDRESS))
    root.loaded('siwx')
    expect(root.child('siwx')?.getSnapshot().context.input).toEqual({ required: true, networks: ['eip155:1', SOLANA] })
    root.actor.stop()
  })

  it.each(['pairing', 'balance', 'embedded', 'names'] as const)('%s needs no input: it is given none', (flow) => {
    const root = startRoot()
    root.send(STARTS.find((entry) => entry.flow === flow)!.start)
    root.loaded(flow)
    expect(root.child(flow)?.getSnapshot().context.input).toBeUndefined()
    root.actor.stop()
  })
})

describe('root: one connection flow per namespace (R-CONN-1)', () => {
  it('the EVM flow connects eip155 accounts and the Solana flow solana ones, each found by its systemId', () => {
    const root = startRoot()
    expect(root.actor.system.get(connectionSystemId('eip155'))?.getSnapshot().context.namespace).toBe('eip155')
    expect(root.actor.system.get(connectionSystemId('solana'))?.getSnapshot().context.namespace).toBe('solana')
    root.actor.stop()
  })
})

describe('root: the names the Stately inspector shows', () => {
  it('the machine is latch, and each long-lived child is named for what it does', () => {
    const root = startRoot()
    expect(rootMachine.id).toBe('latch')
    expect(Object.keys(root.actor.getSnapshot().children).sort()).toEqual(['alert', 'connection', 'connection.solana', 'locale', 'modal', 'toast', 'watchInstalledWallets'])
    root.actor.stop()
  })
})
