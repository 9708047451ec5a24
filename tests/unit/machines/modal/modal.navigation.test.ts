// Push, replace and back (R-NAV-3), and the views that leave with the account or with a connection. Every view and
// stack is written out; the model test walks these paths, here each one's values are pinned.
import { describe, expect, it } from 'vitest'
import { ACCOUNT, card, startModal } from './modal.harness'

const NAVIGABLE = [
  'Connect',
  'Account',
  'AllWallets',
  'WalletDetails',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Networks',
  'UnsupportedChain',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const

describe('push (R-NAV-3: the history)', () => {
  it.each(NAVIGABLE)('pushing %s shows it on top of the start view, with its data', (view) => {
    const { send, state, snapshot } = startModal()
    send({ type: 'modal.open', view: 'WalletDetails' })
    send({ type: 'router.push', view, data: { from: 'test' } })
    expect(state()).toBe(view)
    expect(snapshot().context.stack).toEqual([{ view: 'WalletDetails' }, { view, data: { from: 'test' } }])
  })

  it('pushes stack up; each view keeps its own data', () => {
    const { send, snapshot } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'router.push', view: 'WalletDetails', data: { walletName: 'Wallet 4', wallet: card(4) } })
    expect(snapshot().context.stack).toEqual([{ view: 'Connect' }, { view: 'AllWallets' }, { view: 'WalletDetails', data: { walletName: 'Wallet 4', wallet: card(4) } }])
  })

  it('R-CONN-2: a network of a namespace with no account: Connect on top, for that namespace', () => {
    const { send, snapshot, state } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'Networks' })
    send({ type: 'network.connectNamespace', namespace: 'solana' })
    expect(state()).toBe('Connect')
    expect(snapshot().context.stack).toEqual([{ view: 'Account' }, { view: 'Networks' }, { view: 'Connect' }])
    expect(snapshot().context.namespace).toBe('solana')
  })
})

describe('replace (R-NAME-2)', () => {
  it('the registration form gives way to its success: the form leaves the stack, its data with it', () => {
    const { send, snapshot, state } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'RegisterAccountName', data: { name: 'alice' } })
    send({ type: 'router.replace', view: 'RegisterAccountNameSuccess' })
    expect(state()).toBe('RegisterAccountNameSuccess')
    expect(snapshot().context.stack).toEqual([{ view: 'Account' }, { view: 'RegisterAccountNameSuccess' }])
    // R-NAV-3: back from the success leads where back from the form led.
    send({ type: 'modal.back' })
    expect([state(), snapshot().context.stack]).toEqual(['Account', [{ view: 'Account' }]])
  })

  it('only the top view is replaced: the views under it stay, in order', () => {
    const { send, snapshot } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'Networks' })
    send({ type: 'router.push', view: 'RegisterAccountName', data: { name: 'alice' } })
    send({ type: 'router.replace', view: 'RegisterAccountNameSuccess' })
    expect(snapshot().context.stack).toEqual([{ view: 'Account' }, { view: 'Networks' }, { view: 'RegisterAccountNameSuccess' }])
  })
})

describe('back (R-NAV-3)', () => {
  it.each(NAVIGABLE.filter((view) => view !== 'Connect'))('back from a view onto %s shows it again, with its data', (view) => {
    const { send, state, snapshot } = startModal()
    send({ type: 'modal.open', view: 'Networks' })
    send({ type: 'router.push', view, data: { n: 1 } })
    send({ type: 'router.push', view: 'WalletDetails' })
    send({ type: 'modal.back' })
    expect(state()).toBe(view)
    expect(snapshot().context.stack).toEqual([{ view: 'Networks' }, { view, data: { n: 1 } }])
  })

  it('R-NAV-3: back onto Connect while not connected shows Connect', () => {
    const { send, state, views } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'modal.back' })
    expect([state(), views()]).toEqual(['Connect', ['Connect']])
  })

  it('R-NAV-3: back onto Connect while connected shows Account in its place', () => {
    const { send, state, snapshot } = startModal()
    send({ type: 'modal.open', view: 'Networks' })
    send({ type: 'router.push', view: 'Connect', data: { n: 1 } })
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'connection.changed', account: ACCOUNT })
    send({ type: 'modal.back' })
    expect(state()).toBe('Account')
    expect(snapshot().context.stack).toEqual([{ view: 'Networks' }, { view: 'Account' }])
  })

  it('R-NAV-3: with no earlier view, back closes the modal (closing, then closed after 150 ms)', () => {
    const { send, snapshot, clock, facts } = startModal()
    send({ type: 'modal.open', view: 'AllWallets' })
    send({ type: 'modal.back' })
    expect(snapshot().value).toBe('closing')
    expect(facts.at(-1)).toEqual({ type: 'analytics', event: 'MODAL_CLOSE', properties: { connected: false } })
    clock.increment(150)
    expect(snapshot().value).toBe('closed')
  })

  it('a flow\'s router.back goes back as a person\'s back does, and closes from the only view', () => {
    const { send, state, snapshot } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'Networks' })
    send({ type: 'router.back' })
    expect(state()).toBe('Connect')
    send({ type: 'router.back' })
    expect(snapshot().value).toBe('closing')
  })

  it('R-NAV-9: back still leads out of ApproveTransaction while close is blocked (the request is cancelled)', () => {
    const { send, state } = startModal({ settings: { signInRequired: true } })
    send({ type: 'modal.open' })
    send({ type: 'transaction.push', view: 'ApproveTransaction' })
    send({ type: 'modal.back' })
    expect(state()).toBe('Connect')
  })

  it('issue 32, R-NAV-9: on SIWXSignMessage while sign-in is required and no session exists, back only shakes (Cancel, which disconnects, is the way out); with a session it goes back', () => {
    const { send, state, snapshot } = startModal({ settings: { signInRequired: true }, account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'SIWXSignMessage' })
    send({ type: 'modal.back' })
    expect(state()).toBe('SIWXSignMessage')
    expect(snapshot().hasTag('shaking')).toBe(true)
    send({ type: 'siwx.sessionsChanged', count: 1 })
    send({ type: 'modal.back' })
    expect(state()).toBe('Account')
  })
})

describe('views that leave with the account', () => {
  it('Account: copy emits the address; disconnect asks the account\'s connection flow; the account gone closes', () => {
    const { send, snapshot, facts, requests } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'account.copyAddress' })
    expect(facts.at(-1)).toEqual({ type: 'copyAddress', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    requests.length = 0
    send({ type: 'account.disconnect' })
    expect(requests).toEqual([{ flow: 'connection', event: { type: 'connection.disconnect' } }])
    // Another account reported keeps the view.
    send({ type: 'connection.changed', account: { ...ACCOUNT, address: '0x01' } })
    expect(snapshot().value).toMatchObject({ open: { view: 'Account' } })
    send({ type: 'connection.changed', account: null })
    expect(snapshot().value).toBe('closing')
    expect(snapshot().context.account).toBeNull()
    expect(facts.at(-1)).toEqual({ type: 'analytics', event: 'MODAL_CLOSE', properties: { connected: false } })
  })

  it('Account opened while not connected: copy and disconnect do nothing', () => {
    const { send, facts, requests } = startModal()
    send({ type: 'modal.open', view: 'Account' })
    requests.length = 0
    facts.length = 0
    send({ type: 'account.copyAddress' })
    send({ type: 'account.disconnect' })
    expect([facts, requests]).toEqual([[], []])
  })

  it.each(['RegisterAccountName', 'RegisterAccountNameSuccess', 'SIWXSignMessage', 'UnsupportedChain'] as const)('%s closes when the account is gone, and only then', (view) => {
    const { send, snapshot, state } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view })
    send({ type: 'connection.changed', account: { ...ACCOUNT, address: '0x02' } })
    expect(state()).toBe(view)
    send({ type: 'connection.changed', account: null })
    expect([snapshot().value, snapshot().context.account]).toEqual(['closing', null])
  })

  it('R-SIWX-4: the sign-in view\'s disconnect asks the connection flow, when an account is connected', () => {
    const { send, requests } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open', view: 'SIWXSignMessage' })
    requests.length = 0
    send({ type: 'account.disconnect' })
    const withoutAccount = startModal()
    withoutAccount.send({ type: 'modal.open', view: 'SIWXSignMessage' })
    withoutAccount.requests.length = 0
    withoutAccount.send({ type: 'account.disconnect' })
    expect([requests, withoutAccount.requests]).toEqual([[{ flow: 'connection', event: { type: 'connection.disconnect' } }], []])
  })
})

describe('views that leave with a connection', () => {
  it.each(['EmailVerifyOtp', 'EmailVerifyDevice', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const)(
    'R-EMAIL-1: %s closes when an account connects, and not when none does',
    (view) => {
      const { send, snapshot, state } = startModal()
      send({ type: 'modal.open' })
      send({ type: 'router.push', view })
      send({ type: 'connection.changed', account: null })
      expect(state()).toBe(view)
      send({ type: 'connection.changed', account: ACCOUNT })
      expect([snapshot().value, snapshot().context.account]).toEqual(['closing', ACCOUNT])
    },
  )

  it.each(['Connect', 'AllWallets', 'WalletDetails', 'Networks', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'] as const)(
    '%s stays when an account connects (only the account is kept)',
    (view) => {
      const { send, snapshot, state } = startModal()
      send({ type: 'modal.open', view: 'Networks' })
      send({ type: 'router.push', view })
      send({ type: 'connection.changed', account: ACCOUNT })
      expect([state(), snapshot().context.account]).toEqual([view, ACCOUNT])
    },
  )
})

describe('close marks (R-NAV-9)', () => {
  // The sign and approve views are where close can be disabled; every other view is marked closable.
  it.each([...NAVIGABLE.filter((view) => view !== 'SIWXSignMessage'), 'ConnectingWallet'] as const)('%s is marked closable', (view) => {
    const { send, snapshot } = startModal()
    send({ type: 'modal.open', view: 'Networks' })
    if (view === 'ConnectingWallet') send({ type: 'wallet.connect', wallet: { connectorId: 'io.metamask', name: 'MetaMask' } })
    else send({ type: 'router.push', view })
    expect(snapshot().hasTag('closable')).toBe(true)
  })

  it('the sign and approve views are not', () => {
    const { send, snapshot } = startModal()
    send({ type: 'modal.open', view: 'SIWXSignMessage' })
    expect(snapshot().hasTag('closable')).toBe(false)
    send({ type: 'transaction.push', view: 'ApproveTransaction' })
    expect(snapshot().hasTag('closable')).toBe(false)
  })
})
