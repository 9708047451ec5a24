// Walks one generated path on a live modal actor rendered by the real views: each event is made by the
// gesture a person would use where the screen offers one (click Back, Close, Retry, Approve, type a search),
// otherwise sent as the outside world would send it; delays advance a SimulatedClock. After every step the
// screen must match the state.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createActor, fromCallback, SimulatedClock, type SnapshotFrom } from 'xstate'
import { expect } from 'vitest'
import { parseLatchConfig } from '../../../src/core/config'
import { SHAKE_MS, VIEW_TRANSITION_MS } from '../../../src/core/constants'
import { alertMachine } from '../../../src/machines/alert/alert.machine'
import { createConnectionActors } from '../../../src/machines/connection/connection.actors'
import { connectionMachine } from '../../../src/machines/connection/connection.machine'
import { createCatalogueActors, createWalletListLoader } from '../../../src/machines/modal/modal.actors'
import { modalMachine } from '../../../src/machines/modal/modal.machine'
import { isCloseBlocked } from '../../../src/machines/modal/modal.rules'
import type { ModalSettings, ModalView } from '../../../src/machines/modal/modal.types'
import { toastMachine } from '../../../src/machines/toast/toast.machine'
import { createBalanceLoader, createNetworkLoader, createPairingLoader } from '../../../src/machines/root/root.actors'
import type { CaipNetworkId } from '../../../src/core/caip'
import { rootMachine } from '../../../src/machines/root/root.machine'
import { errorText } from '../../../src/core/errors'
import { selectProfile } from '../../../src/machines/modal/modal.selectors'
import { selectWalletList } from '../../../src/machines/modal/modal.contentSelectors'
import { LatchContext } from '../../../src/instance/latchContext'
import type { LatchInstance as Latch } from '../../../src/system/createLatch'
import { ModalRoot } from '../../../src/views/ModalRoot'
import { VIEW_TEXT } from '../../../src/views/viewText'
import type { CoverageRecorder } from '../support/coverage'
import { serializeEvent } from '../support/modelGraph'
import { recordTransitions } from '../support/transitionCoverage'
import { CATALOGUE, PAGE, type ModelEvent } from './modal.fixtures'
import { englishLocaleActor } from '../../unit/support/englishLocale'

type Snapshot = SnapshotFrom<typeof modalMachine>

const DELAYS: Record<string, number> = {
  'xstate.after.shake.modal.open.shake.shaking': SHAKE_MS,
  'xstate.after.closeAnimation.modal.closing': VIEW_TRANSITION_MS,
}

const VIEW_TEST_IDS: Record<ModalView, string> = {
  Connect: 'connect-view',
  Account: 'account-view',
  AllWallets: 'all-wallets-view',
  WalletDetails: 'wallet-details-view',
  ConnectingWallet: 'connecting-wallet-view',
  ConnectingWalletConnect: 'connecting-walletconnect-view',
  ConnectingWalletConnectBasic: 'connecting-walletconnect-basic-view',
  ApproveTransaction: 'approve-transaction-view',
  Networks: 'networks-view',
  UnsupportedChain: 'unsupported-chain-view',
  EmailVerifyOtp: 'email-verify-otp-view',
  EmailVerifyDevice: 'email-verify-device-view',
  UpdateEmail: 'update-email-view',
  UpdateEmailPrimaryOtp: 'update-email-primary-otp-view',
  UpdateEmailSecondaryOtp: 'update-email-secondary-otp-view',
  SIWXSignMessage: 'siwx-view',
  RegisterAccountName: 'register-name-view',
  RegisterAccountNameSuccess: 'register-name-success-view',
  Send: 'send-view',
  Receive: 'receive-view',
  OnRamp: 'on-ramp-view',
}

// The real actor factory on a port that never settles by itself: the path delivers outcomes as events.
const never = () => new Promise<never>(() => {})
const inert = fromCallback(() => () => {}) as never
const pendingActors = {
  ...createCatalogueActors({ loadConnectWallets: () => new Promise(() => {}) }),
  // The list's code arrives (or fails) when the path says so.
  ...createWalletListLoader(never),
}

// Paths share their starts (the shortest way to an edge's source): the same events from a fresh modal give the same
// screen, so each start is checked against the state once per scenario, and each path's own steps always.
const checkedPrefixes = new WeakMap<ModalSettings, Set<string>>()

export async function walkModalPath(path: readonly ModelEvent[], settings: ModalSettings, coverage: CoverageRecorder): Promise<void> {
  const clock = new SimulatedClock()
  const actor = createActor(modalMachine.provide({ actors: pendingActors }), {
    input: { settings },
    clock,
    inspect: recordTransitions(coverage.transitions, coverage.states),
  })
  actor.start()
  const toast = createActor(toastMachine).start()
  const alert = createActor(alertMachine).start()
  const config = parseLatchConfig({ networks: settings.networks, embedded: settings.embedded, signInRequired: settings.signInRequired, services: { apiUrl: 'http://127.0.0.1:9' } })
  // A view that crashed would be reported here; no step may crash one.
  const reported: unknown[] = []
  // The connection flow the views read; here it waits on a port that never answers.
  const connection = createActor(
    connectionMachine.provide({ actors: createConnectionActors({ restore: never, connect: never, disconnect: never, signMessage: never, forget: () => {}, watch: () => () => {} }) }),
    { input: { namespace: 'eip155' } },
  ).start()
  // The root the pairing views read the pairing flow from; its code never loads, so they show the code being created.
  // Likewise the network flow's code never loads: the network views show it loading.
  const root = createActor(rootMachine.provide({ actors: { modal: inert, connection: inert, ...createPairingLoader(never), ...createNetworkLoader(never), ...createBalanceLoader(never) } }), {
    input: { settings, network: { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: settings.basic }, networks: settings.networks as CaipNetworkId[], active: settings.networks[0] as CaipNetworkId } },
  }).start()
  const latch = { config, actor: root, modal: actor, toast, alert, localeActor: englishLocaleActor(), connection, connectionOf: () => connection, imageUrl: () => '', reportError: (error: unknown) => reported.push(error) } as unknown as Latch
  render(
    <LatchContext.Provider value={latch}>
      <ModalRoot />
    </LatchContext.Provider>,
  )
  const checked = checkedPrefixes.get(settings) ?? checkedPrefixes.set(settings, new Set()).get(settings)!
  try {
    coverage.enter(actor.getSnapshot())
    let prefix = ''
    if (!checked.has(prefix)) await expectScreenMatches(actor.getSnapshot())
    checked.add(prefix)
    for (const event of path) {
      await act(async () => perform(event, actor.getSnapshot(), (e) => actor.send(e), clock))
      coverage.enter(actor.getSnapshot())
      prefix += `\n${serializeEvent(event)}`
      if (!checked.has(prefix)) await expectScreenMatches(actor.getSnapshot())
      checked.add(prefix)
      expect(reported).toEqual([])
    }
  } finally {
    cleanup()
    actor.stop()
    connection.stop()
    root.stop()
  }
}

function button(name: string | RegExp): HTMLElement | null {
  const found = screen.queryAllByRole('button', { name })
  return found.find((element) => !element.hidden && !element.closest('[hidden]')) ?? null
}

function perform(event: ModelEvent, snapshot: Snapshot, send: (event: never) => void, clock: SimulatedClock) {
  const delay = DELAYS[event.type]
  if (delay !== undefined) return clock.increment(delay)
  const click = (target: HTMLElement | null) => (target ? fireEvent.click(target) : send(event as never))
  switch (event.type) {
    case 'modal.back':
      // R-NAME-2: the success view's Done is its way back to Account.
      if (snapshot.matches({ open: { view: 'RegisterAccountNameSuccess' } })) return click(button('Done'))
      return click(button('Back'))
    case 'modal.close':
      return click(button('Close'))
    case 'catalogue.retry':
    case 'walletList.load':
      return click(button('Retry'))
    case 'transaction.succeeded':
      return click(button('Approve'))
    case 'transaction.cancelled':
      return click(button('Reject'))
    case 'account.copyAddress':
      return click(button('Copy address'))
    case 'account.disconnect':
      return click(button('Disconnect'))
    case 'wallet.connect':
      return click(screen.queryByRole('button', { name: /Latch Test Wallet/ }))
    case 'router.push':
      if (event.view === 'AllWallets') return click(button('All wallets 540 wallets'))
      if (event.view === 'WalletDetails' && snapshot.matches({ open: { view: 'AllWallets' } })) return click(button('Wallet 1'))
      // R-PROD-6: Account offers a name to an eip155 account.
      if (event.view === 'RegisterAccountName' && snapshot.matches({ open: { view: 'Account' } })) return click(button(/^(Choose a name|Register another name)$/))
      // Issue 36: Account's wallet features.
      if (snapshot.matches({ open: { view: 'Account' } }) && (event.view === 'Send' || event.view === 'Receive' || event.view === 'OnRamp'))
        return click(button(event.view === 'OnRamp' ? 'Buy' : event.view))
      return send(event as never)
    default:
      return send(event as never)
  }
}

const viewOf = (snapshot: Snapshot): ModalView | undefined => snapshot.context.stack[snapshot.context.stack.length - 1]?.view

async function expectScreenMatches(snapshot: Snapshot) {
  if (snapshot.matches('closed')) {
    expect(screen.queryByRole('dialog')).toBeNull()
    return
  }
  const dialog = screen.getByRole('dialog')
  if (snapshot.matches('closing')) {
    expect(dialog.dataset['state']).toBe('closed')
    return
  }
  const view = viewOf(snapshot)
  // The stack's top mirrors the state; the screen shows that view, with its title, on open.
  expect(snapshot.matches({ open: { view: view as ModalView } })).toBe(true)
  expect(dialog.dataset['state']).toBe('open')
  expect(dialog.dataset['view']).toBe(view)
  await screen.findByTestId(VIEW_TEST_IDS[view!])
  // A wallet's own views are titled with its name.
  const data = snapshot.context.stack.at(-1)?.data
  const title = view === 'WalletDetails' || view === 'ConnectingWallet' ? data?.['walletName'] : VIEW_TEXT[view!].title
  expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(title)
  expect('shaking' in dialog.dataset).toBe(snapshot.hasTag('shaking'))
  expect(button('Back') !== null).toBe(snapshot.context.stack.length > 1)
  expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled') === 'true').toBe(isCloseBlocked(snapshot.context))
  if (view === 'Connect') expectConnectContent(snapshot, dialog)
  if (view === 'AllWallets') await expectAllWalletsContent(snapshot, dialog)
  if (view === 'Account') expect(button('Disconnect') !== null).toBe(snapshot.context.account !== null)
  // SPEC §3: the profile name stands above the address when the account has one; R-NAME-2: the success says it.
  const profileName = selectProfile(snapshot)?.name
  if (view === 'Account' && profileName) expect(within(dialog).getByText(profileName)).toBeTruthy()
  if (view === 'Account' && snapshot.context.account) expect(button(/^(Choose a name|Register another name)$/) !== null).toBe(snapshot.context.account.namespace === 'eip155')
  // Issue 36, R-PROD-2: every wallet feature is on by default, and an eip155 account has all three.
  if (view === 'Account' && snapshot.context.account) expect(within(dialog).getByRole('group', { name: 'Wallet features' }).textContent).toBe('BuySendReceive')
  // Receive shows the shown account's address (EIP-55) and a QR code of it.
  if (view === 'Receive' && snapshot.context.account) {
    // (Its words load with it: the wallet features' catalogue part.)
    expect((await within(dialog).findByTestId('receive-address')).textContent?.toLowerCase()).toBe(snapshot.context.account.address.toLowerCase())
    expect(await within(dialog).findByRole('img', { name: 'QR code of your address' })).toBeTruthy()
  }
  if (view === 'RegisterAccountNameSuccess') expect(within(screen.getByTestId('register-name-success-view')).getByRole('status').textContent).toBe(profileName ? `${profileName} is now your account's name.` : 'Your name is registered.')
  // Installed wallets are listed first on Connect, each once.
  if (view === 'Connect') expect(within(dialog).queryAllByRole('button', { name: /Latch Test Wallet/ })).toHaveLength(snapshot.context.installed.length)
  // R-CONST-3: a wallet connected with leads the list, marked recent, and still connects in one click.
  if (view === 'Connect') {
    const recent = within(dialog).queryByRole('list', { name: 'Recent wallets' })
    expect(recent ? within(recent).getAllByRole('button').length : 0).toBe(snapshot.context.installed.length > 0 ? snapshot.context.recentWallets.length : 0)
  }
  // R-NAV-4: an approval view is only ever on screen for a request still waiting, and shows that request.
  if (view === 'ApproveTransaction') {
    const shown = snapshot.context.stack.at(-1)?.transaction
    const pending = snapshot.context.transactions.find((transaction) => transaction.id === shown)
    expect(pending).toBeDefined()
    expect(button('Approve')).not.toBeNull()
    expect(within(dialog).getByText(String(data?.['summary']))).toBeTruthy()
  }
}

// R-NAV-2: opened for a namespace the app has no network of (solana here, the app being on eip155:1 only), no
// wallet is offered, nothing is fetched, and a sentence says why.
function expectNoNetworkNotice(snapshot: Snapshot, dialog: HTMLElement): boolean {
  const missing = snapshot.context.namespace === 'solana' && !snapshot.context.settings.networks.some((network) => network.startsWith('solana:'))
  expect(snapshot.matches({ open: { catalogue: 'unavailable' } })).toBe(missing)
  if (!missing) {
    expect(within(dialog).queryByTestId('no-network-notice')).toBeNull()
    return false
  }
  expect(within(dialog).getByTestId('no-network-notice').textContent).toBe('This app has no Solana network, so there is no wallet to connect for it.')
  expect(within(dialog).queryAllByRole('button', { name: /Wallet|WalletConnect/ })).toEqual([])
  return true
}

function expectConnectContent(snapshot: Snapshot, dialog: HTMLElement) {
  if (expectNoNetworkNotice(snapshot, dialog)) return
  const failed = snapshot.matches({ open: { catalogue: 'failed' } })
  if (snapshot.context.catalogue) {
    expect(within(dialog).getAllByRole('button', { name: /^Wallet \d$/ })).toHaveLength(CATALOGUE.featured.length + CATALOGUE.recommended.length)
  } else if (failed) {
    // Never an empty list without a message: the catalogue text and a Retry.
    const message = snapshot.context.catalogueError?.message ?? ''
    expect(within(dialog).getByRole('alert').textContent).toContain(message)
    expect(button('Retry')).not.toBeNull()
  } else {
    expect(within(dialog).getByText('Loading wallets')).toBeTruthy()
  }
}

// The list actor is the dialog's: on AllWallets it shows its first page, kept across a visit to a wallet. Until its
// code has loaded the view says it is loading; code that did not load is the catalogue's text with a Retry.
async function expectAllWalletsContent(snapshot: Snapshot, dialog: HTMLElement) {
  const list = selectWalletList(snapshot)
  if (expectNoNetworkNotice(snapshot, dialog)) {
    expect(snapshot.matches({ open: { walletList: 'unloaded' } })).toBe(true)
    return
  }
  if (snapshot.matches({ open: { walletList: 'failed' } })) {
    expect(within(dialog).getByRole('alert').textContent).toContain(errorText('SOMETHING_WENT_WRONG'))
    expect(button('Retry')).not.toBeNull()
    return
  }
  if (!snapshot.matches({ open: { walletList: 'ready' } })) {
    expect(list).toBeUndefined()
    expect(within(dialog).getByText('Loading wallets')).toBeTruthy()
    return
  }
  expect(list?.getSnapshot().matches('shown')).toBe(true)
  expect(await within(dialog).findAllByRole('button', { name: /^Wallet \d+$/ })).toHaveLength(PAGE.wallets.length)
  expect(list?.getSnapshot().context.pagesLoaded).toBe(1)
}
