// What the modal asks of the flows that outlive it (connection, pairing, network), as they receive it through the
// actor system, and the recent wallet a connection leaves (R-CONST-3).
import { describe, expect, it } from 'vitest'
import { ACCOUNT, CATALOGUE, card, settle, startModal } from './modal.harness'

const METAMASK = { connectorId: 'io.metamask', name: 'MetaMask', imageUrl: 'https://img.example/mm.png', rdns: 'io.metamask' }
const PHANTOM = { connectorId: 'app.phantom', name: 'Phantom', namespace: 'solana' as const }

describe('the connection flow', () => {
  it('choosing an installed wallet: ConnectingWallet with its name and wallet; the EVM flow is asked to connect it', () => {
    const { send, snapshot, state, requests } = startModal()
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'wallet.connect', wallet: METAMASK })
    expect(state()).toBe('ConnectingWallet')
    expect(snapshot().context.stack.at(-1)).toEqual({ view: 'ConnectingWallet', data: { walletName: 'MetaMask', wallet: METAMASK } })
    expect(requests).toEqual([
      { flow: 'connection', event: { type: 'connection.connect', connectorId: 'io.metamask', walletName: 'MetaMask', walletImageUrl: 'https://img.example/mm.png' } },
    ])
  })

  it("a Solana wallet goes to the Solana flow; leaving its view withdraws the request there", () => {
    const { send, requests, state } = startModal()
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'wallet.connect', wallet: PHANTOM })
    send({ type: 'modal.back' })
    expect(state()).toBe('Connect')
    expect(requests).toEqual([
      { flow: 'connection.solana', event: { type: 'connection.connect', connectorId: 'app.phantom', walletName: 'Phantom', walletImageUrl: undefined } },
      { flow: 'connection.solana', event: { type: 'connection.cancel' } },
    ])
  })

  it('closing from ConnectingWallet withdraws an EVM request from the EVM flow', () => {
    const { send, requests } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'wallet.connect', wallet: METAMASK })
    requests.length = 0
    send({ type: 'modal.close' })
    expect(requests).toEqual([{ flow: 'connection', event: { type: 'connection.cancel' } }])
  })

  it('disconnect asks the flow of the account shown', () => {
    const { send, requests } = startModal({ account: { namespace: 'solana', address: 'Sol1', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Sol1' } })
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'account.disconnect' })
    expect(requests).toEqual([{ flow: 'connection.solana', event: { type: 'connection.disconnect' } }])
  })

  it('a flow not running here is reached through the root (systemId latch); with neither, nothing is sent', () => {
    const throughRoot = startModal({ flows: ['latch'] })
    throughRoot.send({ type: 'modal.open' })
    throughRoot.send({ type: 'wallet.connect', wallet: METAMASK })
    expect(throughRoot.requests).toEqual([
      { flow: 'latch', event: { type: 'pairing.reset' } },
      { flow: 'latch', event: { type: 'connection.connect', connectorId: 'io.metamask', walletName: 'MetaMask', walletImageUrl: 'https://img.example/mm.png' } },
    ])
    const alone = startModal({ flows: [] })
    alone.send({ type: 'modal.open' })
    alone.send({ type: 'wallet.connect', wallet: METAMASK })
    expect([alone.state(), alone.snapshot().status]).toEqual(['ConnectingWallet', 'active'])
  })
})

describe('the pairing flow (R-PAIR-1)', () => {
  it('a pairing view for a catalogue wallet starts pairing with that wallet; leaving it leaves pairing', () => {
    const { send, requests } = startModal()
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'router.push', view: 'ConnectingWalletConnect', data: { walletName: 'Wallet 5', wallet: card(5) } })
    send({ type: 'modal.back' })
    expect(requests).toEqual([
      { flow: 'pairing', event: { type: 'pairing.start', wallet: card(5) } },
      { flow: 'pairing', event: { type: 'pairing.leave' } },
    ])
  })

  it('the plain WalletConnect QR (and basic mode\'s) starts pairing for no wallet in particular', () => {
    const { send, requests } = startModal({ settings: { basic: true } })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'ConnectingWalletConnect', data: { wallet: { name: 'not a card' } } })
    expect(requests).toEqual([
      { flow: 'pairing', event: { type: 'pairing.reset' } },
      { flow: 'pairing', event: { type: 'pairing.start', wallet: undefined } },
      { flow: 'pairing', event: { type: 'pairing.leave' } },
      { flow: 'pairing', event: { type: 'pairing.start', wallet: undefined } },
    ])
  })

  it.each([
    ['null', null],
    ['a string', 'wallet-5'],
    ['no id', { name: 'Wallet 5', links: { mobile: null, desktop: null, webapp: null } }],
    ['no links', { id: 'wallet-5', name: 'Wallet 5' }],
    ['no name', { id: 'wallet-5', links: { mobile: null, desktop: null, webapp: null } }],
  ])('a pairing view whose wallet is not a catalogue card (%s) pairs for no wallet in particular', (_case, wallet) => {
    const { send, requests, snapshot } = startModal()
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'router.push', view: 'ConnectingWalletConnect', data: { wallet } })
    expect(requests).toEqual([{ flow: 'pairing', event: { type: 'pairing.start', wallet: undefined } }])
    expect(snapshot().status).toBe('active')
  })

  it('R-VAL-7: on a phone, a wallet list on screen gets a URI ready; on a desktop it does not', () => {
    const phone = startModal({ settings: { mobile: true } })
    phone.send({ type: 'modal.open' })
    phone.send({ type: 'router.push', view: 'AllWallets' })
    const desktop = startModal({ settings: { mobile: false } })
    desktop.send({ type: 'modal.open' })
    desktop.send({ type: 'router.push', view: 'AllWallets' })
    expect(phone.requests.slice(1)).toEqual([
      { flow: 'pairing', event: { type: 'pairing.prepare' } },
      { flow: 'pairing', event: { type: 'pairing.prepare' } },
    ])
    expect(desktop.requests.slice(1)).toEqual([])
  })
})

describe('the recent wallet a connection leaves (R-CONST-3)', () => {
  it('an installed wallet the catalogue does not know: remembered as announced, with the account\'s address, first of 2', () => {
    const { send, snapshot, facts } = startModal({ recentWallets: [card(1), card(2)] })
    send({ type: 'modal.open' })
    send({ type: 'wallet.connect', wallet: METAMASK })
    send({ type: 'connection.changed', account: ACCOUNT })
    const remembered = {
      id: 'io.metamask',
      name: 'MetaMask',
      imageUrl: 'https://img.example/mm.png',
      rdns: 'io.metamask',
      chains: [],
      links: { mobile: null, desktop: null, webapp: null },
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    }
    expect(snapshot().value).toBe('closing')
    expect(facts.filter((fact) => fact.type === 'recentWallet')).toEqual([{ type: 'recentWallet', wallet: remembered }])
    expect(snapshot().context.recentWallets).toEqual([remembered, card(1)])
  })

  it('without an image or an rdns: an empty image and no rdns', () => {
    const { send, facts } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'wallet.connect', wallet: { connectorId: 'injected', name: 'Browser Wallet' } })
    send({ type: 'connection.changed', account: ACCOUNT })
    expect(facts.filter((fact) => fact.type === 'recentWallet')).toEqual([
      {
        type: 'recentWallet',
        wallet: { id: 'injected', name: 'Browser Wallet', imageUrl: '', rdns: null, chains: [], links: { mobile: null, desktop: null, webapp: null }, address: ACCOUNT.address },
      },
    ])
  })

  it.each([
    ['featured', 'io.one', 1],
    ['recommended', 'io.three', 3],
  ] as const)('an installed wallet the catalogue knows (%s, same rdns) is remembered as the catalogue\'s entry', async (_list, rdns, n) => {
    const { send, facts, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    catalogueCalls[0]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    send({ type: 'wallet.connect', wallet: { connectorId: 'x', name: 'X', rdns } })
    send({ type: 'connection.changed', account: ACCOUNT })
    expect(facts.filter((fact) => fact.type === 'recentWallet')).toEqual([{ type: 'recentWallet', wallet: { ...card(n, rdns), address: ACCOUNT.address } }])
  })

  it('a catalogue wallet connected over WalletConnect is remembered as it is; already recent, it moves to the front, kept once', () => {
    const { send, snapshot, facts } = startModal({ recentWallets: [card(5), card(6)] })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'ConnectingWalletConnect', data: { walletName: 'Wallet 6', wallet: card(6) } })
    send({ type: 'connection.changed', account: ACCOUNT })
    expect(facts.filter((fact) => fact.type === 'recentWallet')).toEqual([{ type: 'recentWallet', wallet: { ...card(6), address: ACCOUNT.address } }])
    expect(snapshot().context.recentWallets).toEqual([{ ...card(6), address: ACCOUNT.address }, card(5)])
  })

  it('a connection from the plain QR (no wallet chosen) leaves no recent wallet', () => {
    const { send, snapshot, facts } = startModal({ recentWallets: [card(5)] })
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'ConnectingWalletConnect' })
    send({ type: 'connection.changed', account: ACCOUNT })
    expect(snapshot().value).toBe('closing')
    expect(facts.map((fact) => fact.type)).toEqual(['analytics', 'analytics'])
    expect(snapshot().context.recentWallets).toEqual([card(5)])
  })
})
