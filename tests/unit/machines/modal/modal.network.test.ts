// The network flow's facts as the modal meets them (R-NAV-10, R-NAV-11): UnsupportedChain on top once, opening on it
// from closed and from the exit animation, support restored, and a switch that closes or goes back. The requests the
// network views make of the network flow are recorded from the actor system.
import { describe, expect, it } from 'vitest'
import { ACCOUNT, startModal } from './modal.harness'

const LOAD = { flow: 'network', event: { type: 'network.load' } }
const CANCEL_SWITCH = { flow: 'network', event: { type: 'network.cancelSwitch' } }

describe('UnsupportedChain (R-NAV-10)', () => {
  it('R-NAV-10: while open, the unsupported network puts UnsupportedChain on top once, however often it is reported', () => {
    const { send, state, views } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'network.supportChanged', unsupported: true })
    expect([state(), views()]).toEqual(['UnsupportedChain', ['Account', 'UnsupportedChain']])
    send({ type: 'network.supportChanged', unsupported: true })
    expect(views()).toEqual(['Account', 'UnsupportedChain'])
  })

  it('R-NAV-10: a supported network reported while open changes nothing', () => {
    const { send, state, views } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'Networks' })
    send({ type: 'network.supportChanged', unsupported: false })
    expect([state(), views()]).toEqual(['Networks', ['Account', 'Networks']])
  })

  it('R-NAV-10: over another network view, UnsupportedChain still goes on top', () => {
    const { send, views } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open', view: 'Networks' })
    send({ type: 'network.supportChanged', unsupported: true })
    expect(views()).toEqual(['Networks', 'UnsupportedChain'])
  })

  it('R-NAV-10: reported while closed, the modal opens on UnsupportedChain alone, reporting MODAL_OPEN', () => {
    const { send, snapshot, state, facts } = startModal({ account: ACCOUNT })
    send({ type: 'network.supportChanged', unsupported: false })
    expect(snapshot().value).toBe('closed')
    send({ type: 'network.supportChanged', unsupported: true })
    expect(state()).toBe('UnsupportedChain')
    expect(snapshot().context.stack).toEqual([{ view: 'UnsupportedChain', data: undefined }])
    expect(snapshot().context.requested).toEqual({ view: 'UnsupportedChain', data: undefined })
    expect(facts).toEqual([{ type: 'analytics', event: 'MODAL_OPEN', properties: { connected: true } }])
  })

  it('R-NAV-10: reported during the exit animation (a connection just closed the modal), it opens on UnsupportedChain for every namespace', () => {
    const { send, snapshot, state, clock, facts } = startModal()
    send({ type: 'modal.open', namespace: 'solana' })
    send({ type: 'router.push', view: 'ConnectingWalletConnect' })
    send({ type: 'connection.changed', account: ACCOUNT })
    expect(snapshot().value).toBe('closing')
    send({ type: 'network.supportChanged', unsupported: false })
    expect(snapshot().value).toBe('closing')
    send({ type: 'network.supportChanged', unsupported: true })
    expect([state(), snapshot().context.stack, snapshot().context.namespace]).toEqual(['UnsupportedChain', [{ view: 'UnsupportedChain', data: undefined }], undefined])
    expect(facts.map((fact) => fact.type === 'analytics' && fact.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
    clock.increment(150)
    expect(state()).toBe('UnsupportedChain')
  })

  it('R-NAV-10: the wallet back on a supported network closes UnsupportedChain', () => {
    const { send, snapshot } = startModal({ account: ACCOUNT })
    send({ type: 'network.supportChanged', unsupported: true })
    send({ type: 'network.supportChanged', unsupported: true })
    expect(snapshot().value).toMatchObject({ open: { view: 'UnsupportedChain' } })
    send({ type: 'network.supportChanged', unsupported: false })
    expect(snapshot().value).toBe('closing')
  })

  it('UnsupportedChain: disconnect asks the account\'s connection flow (Solana\'s for a Solana account)', () => {
    const { send, requests } = startModal({ account: { namespace: 'solana', address: 'Sol1', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Sol1' } })
    send({ type: 'network.supportChanged', unsupported: true })
    requests.length = 0
    send({ type: 'account.disconnect' })
    expect(requests).toEqual([{ flow: 'connection.solana', event: { type: 'connection.disconnect' } }])
  })
})

describe('switching (R-NAV-11)', () => {
  it.each(['Networks', 'UnsupportedChain'] as const)('R-NAV-11: on %s, a switch that leaves an unrequested network closes the modal', (view) => {
    const { send, snapshot } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view })
    send({ type: 'network.switched', close: true })
    expect(snapshot().value).toBe('closing')
  })

  it.each(['Networks', 'UnsupportedChain'] as const)('R-NAV-11: on %s, another successful switch goes back one view', (view) => {
    const { send, state, views } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view })
    send({ type: 'network.switched', close: false })
    expect([state(), views()]).toEqual(['Account', ['Account']])
  })

  it.each(['Networks', 'UnsupportedChain'] as const)('R-NAV-11: on %s, a failed switch goes back one view', (view) => {
    const { send, state, views } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'router.push', view })
    send({ type: 'network.switchFailed' })
    expect([state(), views()]).toEqual(['AllWallets', ['Account', 'AllWallets']])
  })

  it('R-NAV-11: a switch with no earlier view to go back to closes (back from the only view)', () => {
    const { send, snapshot } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open', view: 'Networks' })
    send({ type: 'network.switchFailed' })
    expect(snapshot().value).toBe('closing')
  })

  it('switch facts off the network views change nothing', () => {
    const { send, state } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'network.switched', close: true })
    send({ type: 'network.switchFailed' })
    expect(state()).toBe('Account')
  })

  it('a network view loads the network flow on entry and drops a waiting switch on leaving', () => {
    const { send, requests } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'router.push', view: 'Networks' })
    expect(requests).toEqual([LOAD])
    send({ type: 'network.supportChanged', unsupported: true })
    expect(requests).toEqual([LOAD, CANCEL_SWITCH, LOAD])
    send({ type: 'modal.back' })
    expect(requests).toEqual([LOAD, CANCEL_SWITCH, LOAD, CANCEL_SWITCH, LOAD])
  })
})
