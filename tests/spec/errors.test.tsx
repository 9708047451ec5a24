// @vitest-environment jsdom
// SPEC §8 (R-ERR-1..6) by behaviour: every catalogue text Latch can raise today is reached by making its failure
// happen (the devstack provider API failing, a wallet refusing, a bad config or CAIP string, the blockchain API down,
// the embedded-wallet frame silent or refusing) and the text a person sees (the real AlertBar, ToastBar and views) or
// the dapp gets (a thrown error, an outcome) is compared with the literal of ./spec.table.ts. The last test fails if
// a catalogue entry is neither reached here nor listed as not yet reachable, so a new entry cannot go untested
// silently.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock, waitFor } from 'xstate'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../../src/core/caip'
import { LatchProvider } from '../../src/react/LatchProvider'
import { createProviderApi } from '../../src/services/api'
import { createNamesApi } from '../../src/services/names/namesApi'
import { createWalletCatalogue } from '../../src/services/catalogue/walletCatalogue'
import { getChainId, requestAccounts } from '../../src/services/connectors'
import type { LatchNetworkId } from '../../src/core/latchOptions'
import { createLatch, type LatchInstance as Latch } from '../../src/system/createLatch'
import { AccountBalances } from '../../src/views/components/AccountBalances'
import { ActivityList } from '../../src/views/components/ActivityList'
import { AlertBar } from '../../src/views/components/AlertBar'
import { httpStatusText, NOT_YET_REACHABLE, SPEC, SPEC_ERRORS, SPEC_SERVER_MESSAGES, type SpecErrorCode } from './spec.table'
import { blockchainStandIn, RPC_URL, type BlockchainAnswers } from './support/blockchain'
import { FRAME_URL, framePage, SIGNED_IN_USER, type FramePage, type FrameScript } from './support/framePage'
import { advance, mountLatch, shownAlert, shownToast, unmountLatch } from './support/page'
import { recordingFetch, useDevstack } from './support/world'
import { announceWallet, connectingWallet, DEV_ADDRESS, ScriptedProvider } from './support/wallet'

const devstack = useDevstack()

/** Catalogue entries a test below made happen, with the table's text observed. */
const reached = new Set<SpecErrorCode>()

let latch: Latch | undefined
const stops: (() => void)[] = []

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => {
  unmountLatch()
  latch?.stop()
  latch = undefined
  stops.splice(0).forEach((stop) => stop())
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.replaceChildren()
})

const NETWORKS: LatchNetworkId[] = ['eip155:1']

/** createLatch against the devstack, mounted as a dapp mounts it, with the page's alert and toast bars beside it
 * (./support/page.tsx); `children` are views the test shows inside the provider. */
function mount(options: Partial<Parameters<typeof createLatch>[0]> = {}, deps: Parameters<typeof createLatch>[1] = {}, children?: ReactNode) {
  return mountLatch({ projectId: 'spec-errors', networks: NETWORKS, services: { apiUrl: devstack.url }, features: { analytics: false }, ...options }, deps, children)
}

function text(element: Element | null): string | undefined {
  return element?.textContent ?? undefined
}

/** The Connect view's failure notice (the open dialog's wallet list), once shown. */
async function shownConnectError(): Promise<string | undefined> {
  return vi.waitFor(
    () => {
      const notice = document.querySelector('#latch-dialog-content .latch-error p')
      if (!notice) throw new Error('no error notice in the dialog')
      return text(notice)
    },
    { timeout: 8_000 },
  )
}

function expectAlert(code: SpecErrorCode, shown: { short: string | undefined; long: string | undefined }): void {
  const row = SPEC_ERRORS[code]
  if (row.kind !== 'alert') throw new Error(`${code} is not an alert in the table`)
  expect(shown).toEqual({ short: row.short, long: row.long })
  reached.add(code)
}

function textOf(code: SpecErrorCode): string {
  const row = SPEC_ERRORS[code]
  if (row.kind === 'alert') throw new Error(`${code} is an alert`)
  return row.text
}

/** A shown text is the catalogue text (its N filled in with `n`, when given). */
function expectShown(code: SpecErrorCode, shown: string | undefined, n?: number): void {
  expect(shown).toBe(n === undefined ? textOf(code) : textOf(code).replace('N', String(n)))
  reached.add(code)
}

/** A thrown error's message is the catalogue text, optionally followed by ': ' and a developer detail. */
function expectThrown(code: SpecErrorCode, error: unknown, expected = textOf(code)): void {
  expect(error).toBeInstanceOf(Error)
  const message = (error as Error).message
  expect(message === expected || message.startsWith(`${expected}: `), `"${message}" starts with "${expected}"`).toBe(true)
  reached.add(code)
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

async function openedConnect(current: Latch) {
  act(() => current.open())
  await waitFor(current.modal, (s) => s.matches({ open: { view: 'Connect' } }))
}

describe('R-ERR-1, R-ERR-2: alerts', () => {
  for (const [message, code] of Object.entries(SPEC_SERVER_MESSAGES)) {
    it(`R-ERR-2: the provider API saying '${message}' shows the ${code} alert`, async () => {
      await devstack.fault({ route: '/getWallets', mode: 'status', status: 401, message })
      const { latch } = mount()
      await openedConnect(latch)
      expectAlert(code, await shownAlert())
    })
  }

  it('R-ERR-1, R-PERM-2: analytics answered 403 (origin not on the allow-list) shows Invalid App Configuration', async () => {
    await devstack.fault({ route: '/e', mode: 'status', status: 403, message: 'Forbidden' })
    const { latch } = mount({ features: { analytics: true } })
    // Opening is the MODAL_OPEN event (R-NAV-7) sent to the sink.
    await openedConnect(latch)
    expectAlert('ORIGIN_NOT_ALLOWED', await shownAlert())
  })

  it('R-ERR-1: the cloud API without a project id shows Project ID Not Configured', async () => {
    // No apiUrl: the cloud. Nothing may leave this machine, so the cloud's fetch is a closed door.
    const refused: typeof fetch = () => Promise.reject(new TypeError('offline'))
    latch = createLatch({ networks: NETWORKS, features: { analytics: false } }, { fetch: refused })
    // The bar is the page's here, outside the dialog that would ask for the catalogue when it opens.
    latch.actor.send({ type: 'locale.need' })
    const view = render(
      <LatchProvider latch={latch}>
        <div data-testid="bars">
          <AlertBar />
        </div>
      </LatchProvider>,
    )
    expect(view.getByTestId('bars')).toBeTruthy()
    expectAlert('PROJECT_ID_NOT_CONFIGURED', await shownAlert())
  })

  it('R-ERR-1: a defaultNetwork missing from networks throws Network Not Found, with the alert text', async () => {
    const error = rejectionSync(() => createLatch({ networks: NETWORKS, defaultNetwork: 'eip155:5', services: { apiUrl: devstack.url } }))
    const row = SPEC_ERRORS.NETWORK_NOT_FOUND
    expect((error as Error).message.startsWith(`${row.short}: `) || (error as Error).message === row.short, (error as Error).message).toBe(true)
    // The alert a view shows for this error, its short and long text: the thrown error's code shown by the alert flow.
    const { latch } = mount()
    act(() => latch.alert.send({ type: 'alert.show', code: (error as { code: 'NETWORK_NOT_FOUND' }).code }))
    expectAlert('NETWORK_NOT_FOUND', await shownAlert())
  })
})

function rejectionSync(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('R-ERR-3: toasts', () => {
  it(`the provider API answering 404 shows '${httpStatusText(404)}' in the Connect view`, async () => {
    await devstack.fault({ route: '/getWallets', mode: 'status', status: 404, message: 'no such route' })
    const { latch } = mount()
    await openedConnect(latch)
    expect(await shownConnectError()).toBe(httpStatusText(404))
    reached.add('HTTP_STATUS')
  })

  it(`the provider API answering 500 (after its retries) gives '${httpStatusText(500)}'`, async () => {
    await devstack.fault({ route: '/getWallets', mode: 'status', status: 500 })
    const api = createProviderApi({ baseUrl: devstack.url, projectId: 'spec-errors', analytics: false, transport: { baseDelayMs: 1 } })
    const outcome = await createWalletCatalogue(api).loadConnectWallets({ featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [], networks: NETWORKS }, new AbortController().signal)
    expect(outcome.ok ? undefined : outcome.error.message).toBe(httpStatusText(500))
    expectThrown('HTTP_STATUS', await rejection(api.getWallets({ page: 1, entries: 1 })), httpStatusText(500))
  })

  it("a wallet refusing to sign gives 'Signature declined', to the dapp and on screen", async () => {
    const wallet = connectingWallet(({ method }) => (method === 'personal_sign' ? Promise.reject({ code: 4001, message: 'User rejected the request.' }) : null))
    stops.push(announceWallet(wallet, 'dev.latch.spec.declines'))
    const { latch } = mount()
    await connect(latch, 'dev.latch.spec.declines')
    const outcome = await latch.signMessage('Sign in to the spec')
    expect(wallet.calls.map((call) => call.method)).toContain('personal_sign')
    expect(outcome.ok ? undefined : outcome.error.message).toBe(textOf('SIGNATURE_DECLINED'))
    expect(await shownToast()).toBe(textOf('SIGNATURE_DECLINED'))
    reached.add('SIGNATURE_DECLINED')
  }, 20_000)

  it("a wallet failing to let go on disconnect shows 'Failed to disconnect'", async () => {
    const wallet = connectingWallet(({ method }) => (method === 'wallet_revokePermissions' ? Promise.reject({ code: -32603, message: 'Internal error' }) : null))
    stops.push(announceWallet(wallet, 'dev.latch.spec.clings'))
    const { latch } = mount()
    await connect(latch, 'dev.latch.spec.clings')
    latch.connection.send({ type: 'connection.disconnect' })
    expect(await shownToast()).toBe(textOf('DISCONNECT_FAILED'))
    expect(wallet.calls.map((call) => call.method)).toContain('wallet_revokePermissions')
    reached.add('DISCONNECT_FAILED')
  }, 20_000)
})

async function connect(current: Latch, rdns: string): Promise<void> {
  await waitFor(current.modal, (s) => s.context.installed.some((installed) => installed.rdns === rdns), { timeout: 8_000 })
  const connectorId = current.modal.getSnapshot().context.installed.find((installed) => installed.rdns === rdns)!.connectorId
  current.connection.send({ type: 'connection.connect', connectorId, walletName: rdns })
  await waitFor(current.connection, (s) => s.matches('connected'), { timeout: 15_000 })
}

describe('R-ERR-4: thrown', () => {
  it("the sign-in sessions API of an app without siwx rejects with 'SIWX is not enabled'", async () => {
    const { latch } = mount()
    expectThrown('SIWX_NOT_ENABLED', await rejection(latch.getSessions()))
    expectThrown('SIWX_NOT_ENABLED', await rejection(latch.revokeSession({ message: '', signature: '', data: {} as never })))
  })

  it("a body that does not match the contract shows 'An error occurred' in the Connect view", async () => {
    await devstack.fault({ route: '/getWallets', mode: 'wrong-shape' })
    const { latch } = mount()
    await openedConnect(latch)
    expect(await shownConnectError()).toBe(textOf('AN_ERROR_OCCURRED'))
    reached.add('AN_ERROR_OCCURRED')
  })

  it("a provider API call the caller aborts rejects with 'Request was aborted'", async () => {
    await devstack.fault({ route: '/getWallets', mode: 'slow', delayMs: 2_000 })
    const wire = recordingFetch()
    const api = createProviderApi({ baseUrl: devstack.url, projectId: 'spec-errors', analytics: false, fetch: wire.fetch })
    const controller = new AbortController()
    const pending = api.getWallets({ page: 1, entries: 1 }, controller.signal)
    await vi.waitFor(() => expect(wire.walletRequests()).toHaveLength(1))
    controller.abort()
    expectThrown('REQUEST_ABORTED', await rejection(pending))
  })

  it("a provider API that cannot be reached gives 'Something went wrong'", async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    const api = createProviderApi({ baseUrl: devstack.url, projectId: 'spec-errors', analytics: false, fetch: refused, transport: { baseDelayMs: 1 } })
    const outcome = await createWalletCatalogue(api).loadConnectWallets({ featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [], networks: NETWORKS }, new AbortController().signal)
    expect(outcome.ok ? undefined : outcome.error.message).toBe(textOf('SOMETHING_WENT_WRONG'))
    expectThrown('SOMETHING_WENT_WRONG', await rejection(api.getWallets({ page: 1, entries: 1 })))
  })

  it("asking to sign with no account connected gives 'No ActiveCaipAddress found'", async () => {
    const { latch } = mount()
    await waitFor(latch.connection, (s) => s.matches('disconnected'), { timeout: 8_000 })
    const outcome = await latch.signMessage('nobody is connected')
    expect(outcome.ok ? undefined : outcome.error.message).toBe(textOf('NO_ACTIVE_CAIP_ADDRESS'))
    reached.add('NO_ACTIVE_CAIP_ADDRESS')
  })

  it.each(['eip155:1', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266:extra', 'eip155::0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])(
    "R-VAL-3: the CAIP address '%s' throws 'Invalid CAIP Address'",
    (value) => {
      expectThrown('INVALID_CAIP_ADDRESS', rejectionSync(() => parseCaipAddress(value)))
    },
  )

  it("an address that is not one of its namespace throws 'Invalid CAIP Address'", () => {
    expectThrown('INVALID_CAIP_ADDRESS', rejectionSync(() => toCaipAddress('eip155:1', '0x1234')))
  })

  it("a wallet answering a chain id out of the EVM range (2^31) rejects with 'Invalid chainId'", async () => {
    const wallet = new ScriptedProvider(({ method }) => (method === 'eth_chainId' ? '0x80000000' : null))
    expectThrown('INVALID_CHAIN_ID', await rejection(getChainId(wallet)))
  })

  // Names (SPEC §7 lookups and register) against a names service that cannot be reached: nothing listens on port 9.
  it("a name resolved while the names service is down rejects with 'Error resolving name'", async () => {
    const { latch } = mount({ services: { apiUrl: devstack.url, rpcUrl: 'http://127.0.0.1:9' } })
    expectThrown('NAME_RESOLVE_FAILED', await rejection(latch.resolveName('alice')))
  })

  it("the names service down: suggestions, names for an address and registering reject with their own texts, the name filled in", async () => {
    const names = createNamesApi({ baseUrl: 'http://127.0.0.1:9', projectId: 'spec-errors', fetch })
    expectThrown('NAME_SUGGESTIONS_FAILED', await rejection(names.suggestions('alice')))
    expectThrown('NAMES_FOR_ADDRESS_FAILED', await rejection(names.namesOf('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')))
    const registration = { coinType: 2147483649, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message: '{}', signature: '0x' }
    expectThrown('NAME_REGISTER_FAILED', await rejection(names.register(registration, 'alice')), 'Error registering name alice')
  })

  it.each(['eip155', 'eip155:0', 'eip155:1:2'])("R-VAL-3: the network id '%s' throws 'Invalid chainId'", (value) => {
    expectThrown('INVALID_CHAIN_ID', rejectionSync(() => parseCaipNetworkId(value)))
  })
})

describe('R-ERR-1, R-API-5: the project does not allow the page', () => {
  it("an origin off the project's allow-list shows Invalid App Configuration / verify the domain is allowed", async () => {
    // jsdom's page is http://localhost:3000.
    await devstack.project({ allowedOrigins: ['https://app.example.com'] })
    const { latch } = mount()
    await openedConnect(latch)
    expectAlert('DOMAIN_NOT_ALLOWED', await shownAlert())
  })
})

describe('R-ERR-3, R-ERR-4, R-PERM-4: requests and networks', () => {
  it("a method Latch does not route rejects with 'Requested RPC call is not allowed'; the person reads 'Action not allowed'", async () => {
    const { latch } = mount()
    expectThrown('RPC_CALL_NOT_ALLOWED', await rejection(latch.request({ method: 'admin_peers' })))
    // SPEC §6, R-PERM-4: the UI's words for it.
    expect(await shownToast()).toBe('Action not allowed')
  })

  it("a network the app did not configure, asked for, says 'Network not found'", async () => {
    const { latch } = mount()
    act(() => latch.switchNetwork('eip155:10'))
    expectShown('NETWORK_NOT_FOUND_THROWN', await shownToast())
  })
})

describe('R-ERR-3, R-VAL-5: balances and activity (the cloud RPC host stood in at the fetch boundary)', () => {
  const CAIP_ADDRESS = `eip155:1:${DEV_ADDRESS}`

  function accountData(answers: BlockchainAnswers, view: ReactNode) {
    const chain = blockchainStandIn(answers)
    return { ...mount({ services: { apiUrl: devstack.url, rpcUrl: RPC_URL } }, { fetch: chain.fetch }, view), chain }
  }

  it("the blockchain API failing the balance lookup shows 'Token Balance Unavailable'", async () => {
    const { chain } = accountData({ balances: 404 }, <AccountBalances caipAddress={CAIP_ADDRESS} />)
    expectShown('TOKEN_BALANCE_UNAVAILABLE', await shownToast())
    expect(chain.requests.map((request) => request.kind)).toContain('balances')
  })

  it("the blockchain API failing the history shows 'Failed to fetch transactions'", async () => {
    const { chain } = accountData({ history: 404 }, <ActivityList caipAddress={CAIP_ADDRESS} />)
    expectShown('TRANSACTIONS_FETCH_FAILED', await shownToast())
    expect(chain.requests.map((request) => request.kind)).toContain('history')
  })

  it("an account without an address says 'Transactions can't be fetched without an accountAddress', and asks nothing", async () => {
    const { chain } = accountData({}, <div data-testid="activity"><ActivityList caipAddress="eip155:1:" /></div>)
    // The tab's note, once the activity's code has loaded (a skeleton until then).
    const said = await vi.waitFor(
      () => {
        const note = screen.getByTestId('activity').querySelector('p')
        if (!note) throw new Error('nothing said yet')
        return note.textContent ?? undefined
      },
      { timeout: 4_000 },
    )
    expectShown('TRANSACTIONS_NEED_ADDRESS', said)
    expect(chain.requests).toEqual([])
  })
})

describe('R-VAL-5: Send, on the assembled system (a browser wallet, the cloud RPC host stood in at the fetch boundary)', () => {
  it("an amount with no receiver, reviewed: 'An amount and receiver address are required', and Edit gives the form back as typed", async () => {
    const wallet = connectingWallet(() => null)
    stops.push(announceWallet(wallet, 'dev.latch.spec.sends'))
    const chain = blockchainStandIn({ nativeWei: 10n ** 18n, balances: [] })
    const { latch } = mount({ services: { apiUrl: devstack.url, rpcUrl: RPC_URL } }, { fetch: chain.fetch })
    await connect(latch, 'dev.latch.spec.sends')
    // The person opens Account and chooses Send among its wallet features.
    act(() => latch.open())
    const features = await screen.findByRole('group', { name: 'Wallet features' }, { timeout: 8_000 })
    act(() => within(features).getByRole('button', { name: 'Send' }).click())
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 8_000 })
    const review = () => screen.getByRole('button', { name: 'Review' })
    // Nothing typed: Review stays disabled (issue 36); an amount within the balance enables it.
    expect(review()).toHaveProperty('disabled', true)
    act(() => fireEvent.change(amount, { target: { value: '0.1' } }))
    await vi.waitFor(() => expect(review()).toHaveProperty('disabled', false))
    act(() => review().click())
    const notice = await screen.findByRole('alert')
    expectShown('SEND_AMOUNT_AND_RECEIVER_REQUIRED', text(notice.querySelector('p')))
    act(() => within(notice).getByRole('button', { name: 'Edit' }).click())
    expect((await screen.findByRole('textbox', { name: 'Amount' })).getAttribute('value')).toBe('0.1')
    // Nothing was asked of the wallet beyond connecting: no transaction, no estimate.
    expect(wallet.calls.map((call) => call.method).filter((method) => method.startsWith('eth_send') || method === 'eth_estimateGas')).toEqual([])
  }, 20_000)

  it("the wallet moving to a network the app lacks while Send is open: back from UnsupportedChain, Send says 'Unsupported chain'", async () => {
    // The dev account on chain 1, on a chain that moves.
    let chainId = '0x1'
    const moving = new ScriptedProvider(({ method }) => (method === 'eth_requestAccounts' || method === 'eth_accounts' ? [DEV_ADDRESS] : method === 'eth_chainId' ? chainId : null))
    stops.push(announceWallet(moving, 'dev.latch.spec.moves'))
    const chain = blockchainStandIn({ nativeWei: 10n ** 18n, balances: [] })
    const { latch } = mount({ services: { apiUrl: devstack.url, rpcUrl: RPC_URL } }, { fetch: chain.fetch })
    await connect(latch, 'dev.latch.spec.moves')
    act(() => latch.open({ view: 'Send' }))
    await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 8_000 })
    // The wallet moves to Polygon by itself (not among the app's networks): R-NAV-10 lays UnsupportedChain over Send.
    chainId = '0x89'
    act(() => moving.emit('chainChanged', '0x89'))
    await waitFor(latch.modal, (s) => s.context.stack.at(-1)?.view === 'UnsupportedChain', { timeout: 8_000 })
    act(() => latch.modal.send({ type: 'modal.back' }))
    const said = await vi.waitFor(
      () => {
        const notice = screen.getByTestId('send-view').querySelector('[role="alert"]')
        if (!notice) throw new Error('nothing said yet')
        return text(notice)
      },
      { timeout: 8_000 },
    )
    expectShown('UNSUPPORTED_CHAIN', said)
    // Nothing was asked of the wallet for the network it left: no estimate, no transaction.
    expect(moving.calls.map((call) => call.method).filter((method) => method.startsWith('eth_send') || method === 'eth_estimateGas')).toEqual([])
  }, 20_000)
})

describe('R-ERR-1, R-ERR-3, R-ERR-4, R-ERR-6: the embedded wallet (its frame page played at postMessage, SimulatedClock)', () => {
  const EMAIL = 'ana@example.com'

  function embedded(script: FrameScript = {}) {
    const clock = new SimulatedClock()
    const { latch } = mount({ services: { apiUrl: devstack.url, frameUrl: FRAME_URL }, features: { analytics: false, email: true } }, { clock })
    return { latch, clock, frame: framePage(script) }
  }

  /** The email field needs the frame: created, it says it is ready, and the ready delay passes. */
  async function frameReady(latch: Latch, clock: SimulatedClock, frame: FramePage): Promise<void> {
    act(() => latch.actor.send({ type: 'frame.load' }))
    await frame.created()
    act(() => frame.ready())
    await advance(clock, SPEC.frameReadyDelayMs.value)
  }

  it("a frame that never says it is ready: 'Network Error - Could not load embedded wallet' / 'try again later'", async () => {
    const { latch, clock, frame } = embedded()
    act(() => latch.actor.send({ type: 'frame.load' }))
    await frame.created()
    await advance(clock, SPEC.frameLoadTimeoutMs.value, 1_000)
    expectAlert('FRAME_LOAD_FAILED', await shownAlert())
  })

  it("an email the frame never answers: 'Embedded Wallet Request Timed Out' / 'try again later'", async () => {
    const { latch, clock, frame } = embedded({ CONNECT_EMAIL: 'never' })
    await frameReady(latch, clock, frame)
    act(() => latch.actor.send({ type: 'email.submit', email: EMAIL }))
    await frame.askedFor('CONNECT_EMAIL')
    await advance(clock, SPEC.frameRequestTimeoutMs.value, 1_000)
    expectAlert('FRAME_REQUEST_TIMEOUT', await shownAlert())
  })

  it("a new code asked 12 s after the email: 'Please try again after 18 seconds'", async () => {
    const { latch, clock, frame } = embedded({ CONNECT_EMAIL: { ok: true, payload: { action: 'VERIFY_OTP' } } })
    await frameReady(latch, clock, frame)
    act(() => latch.actor.send({ type: 'email.submit', email: EMAIL }))
    await frame.askedFor('CONNECT_EMAIL')
    await advance(clock, 12_000, 1_000)
    act(() => latch.actor.send({ type: 'email.resend' }))
    expectShown('EMAIL_COOLDOWN', await shownToast(), 18)
  })

  it("the frame cannot say who signed in: 'A problem occurred while trying initialize authentication'", async () => {
    const { latch, clock, frame } = embedded({ CONNECT_EMAIL: { ok: true, payload: { action: 'CONNECT' } }, GET_USER: { ok: false, message: 'no session' } })
    await frameReady(latch, clock, frame)
    act(() => latch.actor.send({ type: 'email.submit', email: EMAIL }))
    expectShown('AUTH_INIT_FAILED', await shownToast())
    expect(frame.asked()).toContain('GET_USER')
  })

  it("the frame refusing the smart account: 'This application might not support Smart Accounts' (and the EOA is asked for)", async () => {
    const { latch, clock, frame } = embedded({
      CONNECT_EMAIL: { ok: true, payload: { action: 'CONNECT' } },
      GET_USER: { ok: true, payload: SIGNED_IN_USER },
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { ok: true, payload: { smartAccountEnabledNetworks: [1] } },
      SET_PREFERRED_ACCOUNT: (payload) =>
        (payload as { type: string }).type === 'smartAccount' ? { ok: false, message: 'Smart accounts are off for this project' } : { ok: true, payload: { type: 'eoa', address: SIGNED_IN_USER.address } },
      RPC_REQUEST: (payload) => {
        const { method } = payload as { method: string }
        return { ok: true, payload: method === 'eth_chainId' ? '0x1' : method.endsWith('ccounts') ? [SIGNED_IN_USER.address] : null }
      },
      GET_CHAIN_ID: { ok: true, payload: { chainId: 1 } },
    })
    await frameReady(latch, clock, frame)
    act(() => latch.actor.send({ type: 'email.submit', email: EMAIL }))
    await frame.askedFor('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    await vi.waitFor(() => expect(smartAccountState(latch)).toBe('ready'))
    act(() => latch.actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' }))
    expectShown('SMART_ACCOUNTS_UNSUPPORTED', await shownToast())
    expect((await frame.askedFor('SET_PREFERRED_ACCOUNT', 2)).payload).toEqual({ type: 'eoa' })
  })

  it("the embedded wallet's code failing to load: 'Unable to load email login dependency' on the Connect view", async () => {
    // The chunk of the embedded wallet's code cannot be loaded (a deployment replaced it, the network dropped).
    vi.doMock('../../src/system/flows/embeddedFlow', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    try {
      const { latch } = mount({ services: { apiUrl: devstack.url, frameUrl: FRAME_URL }, features: { analytics: false, email: true } })
      await openedConnect(latch)
      expectShown('EMAIL_DEPENDENCY_LOAD_FAILED', await shownConnectError())
    } finally {
      vi.doUnmock('../../src/system/flows/embeddedFlow')
    }
  })
})

function smartAccountState(latch: Latch): unknown {
  const embedded = (latch.actor.getSnapshot().children as Record<string, { getSnapshot(): { children: Record<string, unknown> } } | undefined>)['embedded']
  return (embedded?.getSnapshot().children['smartAccount'] as { getSnapshot(): { value: unknown } } | undefined)?.getSnapshot().value
}

describe('R-ERR-5: RPC codes keep their text', () => {
  for (const code of ['RPC_UNRECOGNIZED_CHAIN', 'RPC_DEFAULT', 'RPC_INVALID_CHAIN_ID'] as const) {
    const row = SPEC_ERRORS[code]
    it(`a wallet failing with code ${row.rpcCode} gives '${row.text}'`, async () => {
      const wallet = new ScriptedProvider(() => Promise.reject({ code: row.rpcCode, message: 'the wallet says something else' }))
      const outcome = await requestAccounts(wallet)
      expect(outcome).toEqual({ ok: false, error: { code: row.rpcCode, message: row.text } })
      reached.add(code)
    })
  }
})

// That the catalogue holds exactly the table's entries, with their texts, is tests/unit/core/errors.test.ts's (it
// reads the catalogue itself); here each entry is reached by behaviour.
describe('the catalogue is covered', () => {
  // Runs last: the tests above record what they reached.
  it('every catalogue entry was reached by a test above, or is on the not-yet-reachable list', () => {
    const entries = Object.keys(SPEC_ERRORS) as SpecErrorCode[]
    const unaccounted = entries.filter((code) => !reached.has(code) && !NOT_YET_REACHABLE.includes(code))
    expect(unaccounted, 'reached by no test and not listed as not yet reachable').toEqual([])
    expect(NOT_YET_REACHABLE.filter((code) => reached.has(code)), 'reached today: take it off the not-yet list').toEqual([])
  })
})
