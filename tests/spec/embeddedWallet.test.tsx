// @vitest-environment jsdom
// R-CONST-1 (SPEC §9) for the embedded wallet, by behaviour: the real createLatch on a page (the real AlertBar and
// ToastBar beside it), its statecharts on XState's SimulatedClock, the embedded-wallet frame page played at the
// page's postMessage boundary (./support/framePage.ts). Frame load 20 000 ms, ready delay 500 ms, heartbeat 5 s,
// request timeout 30 000 ms, email login cooldown 30 s, sign-out wait 3 000 ms (the frame's sign-out on vitest's fake
// timers, the connection's disconnect on the SimulatedClock). Each expected number comes from ./spec.table.ts, never
// from src/.
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock, waitFor } from 'xstate'
import { createEmbeddedFrame } from '../../src/services/frame/embeddedFrame'
import { createFrameProvider } from '../../src/services/frame/frameProvider'
import type { LatchInstance as Latch } from '../../src/system/createLatch'
import { SPEC, SPEC_ERRORS } from './spec.table'
import { FRAME_URL, framePage, type FramePage, type FrameScript } from './support/framePage'
import { advance, alertOnPage, mountLatch, shownAlert, shownToast, toastOnPage, unmountLatch } from './support/page'
import { announceWallet, connectingWallet } from './support/wallet'
import { useDevstack } from './support/world'

const devstack = useDevstack()
const stops: (() => void)[] = []

beforeEach(() => localStorage.clear())
afterEach(() => {
  unmountLatch()
  stops.splice(0).forEach((stop) => stop())
  vi.restoreAllMocks()
  vi.useRealTimers()
  localStorage.clear()
  document.body.replaceChildren()
})

const EMAIL = 'ana@example.com'
const TIMED_OUT = SPEC_ERRORS.FRAME_REQUEST_TIMEOUT
const LOAD_FAILED = SPEC_ERRORS.FRAME_LOAD_FAILED

/** A dapp with email login on a page, its clock simulated, and the frame page the test plays. */
function embeddedDapp(script: FrameScript = {}) {
  const clock = new SimulatedClock()
  const { latch } = mountLatch(
    { projectId: 'spec-embedded', networks: ['eip155:1'], services: { apiUrl: devstack.url, frameUrl: FRAME_URL }, features: { analytics: false, email: true } },
    { clock },
  )
  return { latch, clock, frame: framePage(script) }
}

const frameOf = (latch: Latch) => {
  const embedded = (latch.actor.getSnapshot().children as Record<string, { getSnapshot(): { children: Record<string, unknown> } } | undefined>)['embedded']
  return embedded?.getSnapshot().children['frame'] as { getSnapshot(): { value: unknown; hasTag(tag: string): boolean } } | undefined
}

/** Something needs the frame (the email field is shown): Latch loads the embedded wallet's code and creates it. */
async function frameCreated(latch: Latch, frame: FramePage): Promise<void> {
  act(() => latch.actor.send({ type: 'frame.load' }))
  await frame.created()
}

/** The frame is created, says it is ready, and the ready delay has passed. */
async function frameReady(latch: Latch, clock: SimulatedClock, frame: FramePage): Promise<void> {
  await frameCreated(latch, frame)
  act(() => frame.ready())
  await advance(clock, SPEC.frameReadyDelayMs.value)
  expect(frameOf(latch)?.getSnapshot().hasTag('ready')).toBe(true)
}

describe(`R-CONST-1, R-ERR-6: the frame has ${SPEC.frameLoadTimeoutMs.value} ms to say it is ready (SimulatedClock)`, () => {
  const LOAD = SPEC.frameLoadTimeoutMs.value

  it(`a frame that never says so is '${LOAD_FAILED.short}' at ${LOAD} ms, not at ${LOAD - 1} ms`, async () => {
    const { latch, clock, frame } = embeddedDapp()
    await frameCreated(latch, frame)
    await advance(clock, LOAD - 1)
    expect([frameOf(latch)?.getSnapshot().hasTag('loading'), alertOnPage()]).toEqual([true, undefined])
    await advance(clock, 1)
    expect(await shownAlert()).toEqual({ short: LOAD_FAILED.short, long: LOAD_FAILED.long })
    expect(frameOf(latch)?.getSnapshot().value).toBe('failed')
  })

  it(`a ready message at ${LOAD - 1} ms stops the limit: no failure at ${LOAD} ms`, async () => {
    const { latch, clock, frame } = embeddedDapp()
    await frameCreated(latch, frame)
    await advance(clock, LOAD - 1)
    act(() => frame.ready())
    await advance(clock, 1)
    await advance(clock, LOAD, 1_000)
    expect([frameOf(latch)?.getSnapshot().hasTag('ready'), alertOnPage()]).toEqual([true, undefined])
  })
})

describe(`R-CONST-1, R-FRAME-1: ready ${SPEC.frameReadyDelayMs.value} ms after the frame says so (SimulatedClock)`, () => {
  const DELAY = SPEC.frameReadyDelayMs.value

  it(`at ${DELAY - 1} ms the frame is not used yet; at ${DELAY} ms it is (the app's theme is the first thing sent to it)`, async () => {
    const { latch, clock, frame } = embeddedDapp()
    await frameCreated(latch, frame)
    act(() => frame.ready())
    await advance(clock, DELAY - 1)
    expect([frameOf(latch)?.getSnapshot().hasTag('ready'), frame.asked()]).toEqual([false, []])
    await advance(clock, 1)
    expect(frameOf(latch)?.getSnapshot().hasTag('ready')).toBe(true)
    expect(frame.asked()).toContain('SYNC_THEME')
  })
})

describe(`R-CONST-1: while ready, a heartbeat every ${SPEC.heartbeatMs.value / 1000} s (SimulatedClock)`, () => {
  const BEAT = SPEC.heartbeatMs.value

  it(`the frame is asked ${BEAT} ms after it is ready, not ${BEAT - 1} ms, and again ${BEAT} ms after it answered`, async () => {
    const { latch, clock, frame } = embeddedDapp()
    await frameReady(latch, clock, frame)
    const beats = () => frame.asked().filter((name) => name === 'HEARTBEAT').length
    await advance(clock, BEAT - 1)
    expect(beats()).toBe(0)
    await advance(clock, 1)
    expect(beats()).toBe(1)
    // The page answers (a microtask later): the next beat is a whole period after that.
    await vi.waitFor(() => expect(frameOf(latch)?.getSnapshot().value).toEqual({ live: { ready: 'waiting' } }))
    await advance(clock, BEAT - 1)
    expect(beats()).toBe(1)
    await advance(clock, 1)
    expect(beats()).toBe(2)
    expect(frameOf(latch)?.getSnapshot().hasTag('ready')).toBe(true)
  })
})

describe(`R-CONST-1, R-ERR-6: a frame request has ${SPEC.frameRequestTimeoutMs.value} ms (SimulatedClock)`, () => {
  const LIMIT = SPEC.frameRequestTimeoutMs.value

  it(`an email the frame never answers is '${TIMED_OUT.short}' at ${LIMIT} ms, not at ${LIMIT - 1} ms`, async () => {
    const { latch, clock, frame } = embeddedDapp({ CONNECT_EMAIL: 'never' })
    await frameReady(latch, clock, frame)
    act(() => latch.actor.send({ type: 'email.submit', email: EMAIL }))
    await frame.askedFor('CONNECT_EMAIL')
    await advance(clock, LIMIT - 1, 1_000)
    expect(alertOnPage()).toBeUndefined()
    await advance(clock, 1)
    expect(await shownAlert()).toEqual({ short: TIMED_OUT.short, long: TIMED_OUT.long })
  })
})

describe(`R-CONST-1, R-EMAIL-4: one email login per ${SPEC.emailLoginCooldownMs.value / 1000} s (SimulatedClock)`, () => {
  const COOLDOWN = SPEC.emailLoginCooldownMs.value
  const cooldownText = (seconds: number) => SPEC_ERRORS.EMAIL_COOLDOWN.text.replace('N', String(seconds))

  it(`a new code asked ${COOLDOWN - 1} ms after the email is refused with the second left; at ${COOLDOWN} ms it is sent`, async () => {
    const { latch, clock, frame } = embeddedDapp({ CONNECT_EMAIL: { ok: true, payload: { action: 'VERIFY_OTP' } } })
    await frameReady(latch, clock, frame)
    act(() => latch.actor.send({ type: 'email.submit', email: EMAIL }))
    await frame.askedFor('CONNECT_EMAIL')
    // The frame asked for a code: the person is on the code view, where a new code can be asked for.
    await vi.waitFor(() => expect(emailFlow(latch)).toBe('awaitingOtp'))
    await advance(clock, COOLDOWN - 1, 1_000)
    act(() => latch.actor.send({ type: 'email.resend' }))
    expect(await shownToast()).toBe(cooldownText(1))
    expect(frame.asked().filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(1)
    await advance(clock, 1)
    act(() => latch.actor.send({ type: 'email.resend' }))
    expect((await frame.askedFor('CONNECT_EMAIL', 2)).payload).toEqual({ email: EMAIL })
  })
})

function emailFlow(latch: Latch): unknown {
  const embedded = (latch.actor.getSnapshot().children as Record<string, { getSnapshot(): { children: Record<string, unknown> } } | undefined>)['embedded']
  const login = embedded?.getSnapshot().children['emailLogin'] as { getSnapshot(): { value: { flow: unknown } } } | undefined
  return login?.getSnapshot().value.flow
}

describe(`R-CONST-1, R-AUTH-1: signing out waits ${SPEC.signOutWaitMs.value} ms at most`, () => {
  const WAIT = SPEC.signOutWaitMs.value

  it(`the frame's sign-out: a frame that does not answer is given up ${WAIT} ms after, not ${WAIT - 1} ms (fake timers)`, async () => {
    // The frame service and the frame provider the embedded flow builds, on the page, with the frame page played.
    const frame = framePage({ SIGN_OUT: 'never' })
    const { port, bridge } = createEmbeddedFrame({ doc: document, frameUrl: FRAME_URL, projectId: 'spec-embedded', chainId: 1, version: 'spec', enableLogger: false })
    const remove = port.create(() => {})
    await frame.created()
    let signedOut = 0
    const provider = createFrameProvider(bridge, () => void signedOut++, () => ({ left: new Promise(() => {}), end: () => {} }))
    vi.useFakeTimers()
    let ended = false
    void provider.endSession().then(
      () => (ended = true),
      () => (ended = true),
    )
    expect(frame.asked()).toEqual(['SIGN_OUT'])
    await vi.advanceTimersByTimeAsync(WAIT - 1)
    expect([ended, signedOut, bridge.pending]).toEqual([false, 0, 1])
    await vi.advanceTimersByTimeAsync(1)
    expect([ended, signedOut, bridge.pending]).toEqual([true, 1, 0])
    remove()
  })

  it(`the connection's disconnect: a wallet that does not let go is left ${WAIT} ms after, not ${WAIT - 1} ms (SimulatedClock)`, async () => {
    const wallet = connectingWallet(({ method }) => (method === 'wallet_revokePermissions' ? new Promise(() => {}) : null))
    stops.push(announceWallet(wallet, 'dev.latch.spec.holds'))
    const clock = new SimulatedClock()
    const { latch } = mountLatch({ projectId: 'spec-embedded', networks: ['eip155:1'], services: { apiUrl: devstack.url }, features: { analytics: false } }, { clock })
    await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === 'dev.latch.spec.holds'), { timeout: 8_000 })
    const connectorId = latch.modal.getSnapshot().context.installed.find((installed) => installed.rdns === 'dev.latch.spec.holds')!.connectorId
    act(() => latch.connection.send({ type: 'connection.connect', connectorId, walletName: 'holds' }))
    await waitFor(latch.connection, (s) => s.matches('connected'), { timeout: 8_000 })
    act(() => latch.connection.send({ type: 'connection.disconnect' }))
    await vi.waitFor(() => expect(wallet.calls.map((call) => call.method)).toContain('wallet_revokePermissions'))
    await advance(clock, WAIT - 1)
    expect(latch.connection.getSnapshot().matches('disconnecting')).toBe(true)
    await advance(clock, 1)
    expect(latch.connection.getSnapshot().matches('disconnected')).toBe(true)
    expect(toastOnPage()).toBeUndefined()
  })
})
