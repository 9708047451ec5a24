// @vitest-environment jsdom
// SPEC §8 (R-ERR-1..5) by behaviour: every catalogue text Latch can raise today is reached by making its failure
// happen (the devstack provider API failing, a wallet refusing, a bad config or CAIP string) and the text a person
// sees (the real AlertBar, ToastBar and Connect view) or the dapp gets (a thrown error, an outcome) is compared with
// the literal of ./spec.table.ts. The last test fails if a catalogue entry is neither reached here nor listed as
// not yet reachable, so a new entry cannot go untested silently.
import { act, cleanup, render, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../../src/core/caip'
import { LatchProvider } from '../../src/react/LatchProvider'
import { createProviderApi } from '../../src/services/api'
import { createNamesApi } from '../../src/services/names/namesApi'
import { createWalletCatalogue } from '../../src/services/catalogue/walletCatalogue'
import { getChainId, requestAccounts } from '../../src/services/connectors'
import { createLatch, type Latch } from '../../src/system/createLatch'
import { AlertBar } from '../../src/views/components/AlertBar'
import { ToastBar } from '../../src/views/components/ToastBar'
import { httpStatusText, NOT_YET_REACHABLE, SPEC_ERRORS, SPEC_SERVER_MESSAGES, type SpecErrorCode } from './spec.table'
import { recordingFetch, useDevstack } from './support/world'
import { announceWallet, connectingWallet, ScriptedProvider } from './support/wallet'

const devstack = useDevstack()

/** Catalogue entries a test below made happen, with the table's text observed. */
const reached = new Set<SpecErrorCode>()

let latch: Latch | undefined
const stops: (() => void)[] = []

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  latch?.stop()
  latch = undefined
  stops.splice(0).forEach((stop) => stop())
  localStorage.clear()
})

const NETWORKS = ['eip155:1']

/** createLatch against the devstack, mounted as a dapp mounts it (LatchProvider, whose dialog shows when opened),
 * with the page's own alert and toast bars (the real view components) beside it. */
function mount(options: Partial<Parameters<typeof createLatch>[0]> = {}, deps: Parameters<typeof createLatch>[1] = {}) {
  latch = createLatch({ projectId: 'spec-errors', networks: NETWORKS, services: { apiUrl: devstack.url }, features: { analytics: false }, ...options }, deps)
  const view = render(
    <LatchProvider latch={latch}>
      <div data-testid="bars">
        <AlertBar />
        <ToastBar />
      </div>
    </LatchProvider>,
  )
  return { latch, bars: within(view.getByTestId('bars')) }
}

function text(element: Element | null): string | undefined {
  return element?.textContent ?? undefined
}

/** The alert a person sees (title and description), once one is shown. */
async function shownAlert(): Promise<{ short: string | undefined; long: string | undefined }> {
  return vi.waitFor(
    () => {
      const alert = document.querySelector('[data-testid="bars"] [role="alert"]')
      if (!alert) throw new Error('no alert shown')
      return { short: text(alert.querySelector('.latch-alert-title')), long: text(alert.querySelector('.latch-alert-description')) }
    },
    { timeout: 8_000 },
  )
}

/** The toast a person sees, once one is shown. */
async function shownToast(): Promise<string | undefined> {
  return vi.waitFor(
    () => {
      const toast = document.querySelector('[data-testid="bars"] .latch-toast')
      if (!toast) throw new Error('no toast shown')
      return text(toast)
    },
    { timeout: 8_000 },
  )
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
      await devstack.fault({ route: '/getWallets', status: 401, message })
      const { latch } = mount()
      await openedConnect(latch)
      expectAlert(code, await shownAlert())
    })
  }

  it('R-ERR-1, R-PERM-2: analytics answered 403 (origin not on the allow-list) shows Invalid App Configuration', async () => {
    await devstack.fault({ route: '/e', status: 403, message: 'Forbidden' })
    const { latch } = mount({ features: { analytics: true } })
    // Opening is the MODAL_OPEN event (R-NAV-7) sent to the sink.
    await openedConnect(latch)
    expectAlert('ORIGIN_NOT_ALLOWED', await shownAlert())
  })

  it('R-ERR-1: the cloud API without a project id shows Project ID Not Configured', async () => {
    // No apiUrl: the cloud. Nothing may leave this machine, so the cloud's fetch is a closed door.
    const refused: typeof fetch = () => Promise.reject(new TypeError('offline'))
    latch = createLatch({ networks: NETWORKS, features: { analytics: false } }, { fetch: refused })
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
    await devstack.fault({ route: '/getWallets', status: 404, message: 'no such route' })
    const { latch } = mount()
    await openedConnect(latch)
    expect(await shownConnectError()).toBe(httpStatusText(404))
    reached.add('HTTP_STATUS')
  })

  it(`the provider API answering 500 (after its retries) gives '${httpStatusText(500)}'`, async () => {
    await devstack.fault({ route: '/getWallets', status: 500 })
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
    await devstack.fault({ route: '/getWallets', badBody: true })
    const { latch } = mount()
    await openedConnect(latch)
    expect(await shownConnectError()).toBe(textOf('AN_ERROR_OCCURRED'))
    reached.add('AN_ERROR_OCCURRED')
  })

  it("a provider API call the caller aborts rejects with 'Request was aborted'", async () => {
    await devstack.fault({ route: '/getWallets', delayMs: 2_000 })
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
