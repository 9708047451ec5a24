// Where the modal starts (R-NAV-1, R-NAV-2, R-NAV-7) and what it starts with (R-CONST-3): the start view of each way
// of opening, the stack and the request it leaves, the facts it reports. Every expected value is written out.
import { describe, expect, it } from 'vitest'
import { ACCOUNT, card, SETTINGS, SOLANA, startModal } from './modal.harness'

describe('the modal before any opening', () => {
  it('R-CONST-3: the initial context from input keeps 2 recent wallets, newest first, one per wallet id', () => {
    const { snapshot } = startModal({ account: ACCOUNT, recentWallets: [card(1), card(1), card(2), card(3)] })
    expect(snapshot().value).toBe('closed')
    expect(snapshot().context).toEqual({
      settings: SETTINGS,
      stack: [],
      requested: { view: undefined, data: undefined },
      namespace: undefined,
      account: ACCOUNT,
      installed: [],
      recentWallets: [card(1), card(2)],
      siwxSessions: 0,
      profile: null,
      transactions: [],
      nextTransaction: 1,
      catalogue: undefined,
      catalogueError: undefined,
    })
  })

  it('without an account or recent wallets in the input: none connected, none recent; not visible', () => {
    const { snapshot } = startModal()
    expect([snapshot().context.account, snapshot().context.recentWallets, snapshot().hasTag('visible')]).toEqual([null, [], false])
  })

  it('R-NAV-6: the pairing URI is reset on entering closed, at start too', () => {
    const { requests } = startModal()
    expect(requests).toEqual([{ flow: 'pairing', event: { type: 'pairing.reset' } }])
  })
})

describe('start views (R-NAV-1, R-NAV-2)', () => {
  it('R-NAV-1: not connected, the modal opens on Connect, with a one-view stack, prefetching (R-NAV-7) and reporting MODAL_OPEN', () => {
    const { send, snapshot, facts, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    expect(snapshot().value).toEqual({ open: { view: 'Connect', catalogue: 'loading', walletList: 'unloaded', shake: 'still' } })
    expect(snapshot().context.stack).toEqual([{ view: 'Connect', data: undefined }])
    expect(snapshot().hasTag('visible')).toBe(true)
    expect(snapshot().hasTag('loading')).toBe(true)
    expect(catalogueCalls).toHaveLength(1)
    expect(facts).toEqual([{ type: 'analytics', event: 'MODAL_OPEN', properties: { connected: false } }])
  })

  it('R-NAV-1: connected, the modal opens on Account; MODAL_OPEN says connected', () => {
    const { send, state, snapshot, facts } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    expect(state()).toBe('Account')
    expect(snapshot().context.stack).toEqual([{ view: 'Account' }])
    expect(facts).toEqual([{ type: 'analytics', event: 'MODAL_OPEN', properties: { connected: true } }])
  })

  it('an account reported while closed picks Account at the next opening', () => {
    const { send, state } = startModal()
    send({ type: 'connection.changed', account: ACCOUNT })
    send({ type: 'modal.open' })
    expect(state()).toBe('Account')
  })

  it('basic mode, not connected: the QR beside the wallet list; connected: Account', () => {
    const basic = startModal({ settings: { basic: true } })
    basic.send({ type: 'modal.open' })
    expect([basic.state(), basic.views()]).toEqual(['ConnectingWalletConnectBasic', ['ConnectingWalletConnectBasic']])
    const connected = startModal({ settings: { basic: true }, account: ACCOUNT })
    connected.send({ type: 'modal.open' })
    expect(connected.state()).toBe('Account')
  })

  it('embedded mode opens as a dialog does: Connect, or Account when connected', () => {
    const embedded = startModal({ settings: { embedded: true } })
    embedded.send({ type: 'modal.open' })
    expect(embedded.state()).toBe('Connect')
    const connected = startModal({ settings: { embedded: true }, account: ACCOUNT })
    connected.send({ type: 'modal.open' })
    expect(connected.state()).toBe('Account')
  })

  it.each([
    'Connect',
    'Account',
    'AllWallets',
    'WalletDetails',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
    'Networks',
    'UnsupportedChain',
    'SIWXSignMessage',
    'RegisterAccountName',
  ] as const)('R-NAV-2: a requested %s is the start view, alone on the stack', (view) => {
    const { send, state, views, snapshot } = startModal()
    send({ type: 'modal.open', view })
    expect([state(), views()]).toEqual([view, [view]])
    expect(snapshot().context.requested).toEqual({ view, data: undefined })
  })

  it('R-NAV-2: the requested view wins over the connection: Connect while connected, Account while not', () => {
    const connected = startModal({ account: ACCOUNT })
    connected.send({ type: 'modal.open', view: 'Connect' })
    expect(connected.state()).toBe('Connect')
    const disconnected = startModal()
    disconnected.send({ type: 'modal.open', view: 'Account' })
    expect(disconnected.state()).toBe('Account')
  })

  it('R-NAV-2: a requested view keeps the data it was requested with', () => {
    const data = { walletName: 'Wallet 9', wallet: card(9) }
    const { send, snapshot } = startModal()
    send({ type: 'modal.open', view: 'WalletDetails', data })
    expect(snapshot().context.stack).toEqual([{ view: 'WalletDetails', data: { walletName: 'Wallet 9', wallet: card(9) } }])
    expect(snapshot().context.requested).toEqual({ view: 'WalletDetails', data: { walletName: 'Wallet 9', wallet: card(9) } })
  })

  it.each(['EmailVerifyOtp', 'EmailVerifyDevice', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp', 'RegisterAccountNameSuccess'] as const)(
    'the step %s follows an email or a registration, never an opening: the modal starts as unrequested, without its data',
    (view) => {
      const { send, snapshot, state } = startModal()
      send({ type: 'modal.open', view, data: { email: 'a@b.c' } })
      expect(state()).toBe('Connect')
      expect(snapshot().context.stack).toEqual([{ view: 'Connect', data: undefined }])
    },
  )

  it('R-NAV-2: opened for a namespace, the modal keeps it and prefetches that namespace\'s wallets only', () => {
    const { send, snapshot, catalogueCalls } = startModal()
    send({ type: 'modal.open', namespace: 'solana' })
    expect(snapshot().context.namespace).toBe('solana')
    expect(snapshot().context.requested).toEqual({ view: undefined, data: undefined })
    expect(catalogueCalls.map((call) => call.settings.networks)).toEqual([[SOLANA]])
  })

  it('R-NAV-2: opened on a view for a namespace: that view, that namespace', () => {
    const { send, snapshot, state } = startModal()
    send({ type: 'modal.open', view: 'AllWallets', namespace: 'eip155' })
    expect([state(), snapshot().context.namespace]).toEqual(['AllWallets', 'eip155'])
  })

  it('R-NAV-2: opened for a namespace the app has no network of: no wallet to offer, nothing fetched', () => {
    const { send, snapshot, catalogueCalls } = startModal()
    send({ type: 'modal.open', namespace: 'bip122' })
    expect(snapshot().value).toEqual({ open: { view: 'Connect', catalogue: 'unavailable', walletList: 'unloaded', shake: 'still' } })
    expect(snapshot().hasTag('loading')).toBe(false)
    expect(catalogueCalls).toEqual([])
  })

  it('a second modal.open while open is not an opening: nothing changes, nothing is reported', () => {
    const { send, snapshot, facts } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'modal.open', view: 'Networks' })
    expect(snapshot().context.stack).toEqual([{ view: 'Connect', data: undefined }])
    expect(facts).toHaveLength(1)
  })
})

describe('facts kept whatever the life (R-NAV-1)', () => {
  it('installed wallets, sign-in sessions and the account\'s profile are kept as reported', () => {
    const { send, snapshot } = startModal()
    const installed = [{ connectorId: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]
    send({ type: 'connectors.changed', installed })
    send({ type: 'siwx.sessionsChanged', count: 3 })
    send({ type: 'account.profile', caipAddress: ACCOUNT.caipAddress, name: 'alice', image: 'https://img.example/alice.png' })
    expect(snapshot().context.installed).toEqual([{ connectorId: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }])
    expect(snapshot().context.siwxSessions).toBe(3)
    expect(snapshot().context.profile).toEqual({ caipAddress: `eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`, name: 'alice', image: 'https://img.example/alice.png' })
  })
})
