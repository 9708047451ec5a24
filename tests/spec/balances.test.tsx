// @vitest-environment jsdom
// R-CONST-1 (balance retry block 30 s, R-BAL-1) and R-CONST-3 (balance display truncated to 3 decimals) by behaviour:
// the real createLatch on a page with the real AccountBalances view, its statecharts on XState's SimulatedClock, the
// cloud's RPC host stood in at the fetch boundary (./support/blockchain.ts: the network's eth_getBalance and the
// blockchain API's balance lookup), every lookup recorded. Each expected number comes from ./spec.table.ts, never
// from src/.
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import type { LatchInstance as Latch } from '../../src/system/createLatch'
import { AccountBalances } from '../../src/views/components/AccountBalances'
import { SPEC, SPEC_ERRORS } from './spec.table'
import { blockchainStandIn, RPC_URL, type BlockchainAnswers } from './support/blockchain'
import { advance, mountLatch, shownToast, toastOnPage, unmountLatch } from './support/page'
import { DEV_ADDRESS } from './support/wallet'
import { useDevstack } from './support/world'

const devstack = useDevstack()

beforeEach(() => localStorage.clear())
afterEach(() => {
  unmountLatch()
  localStorage.clear()
})

const NETWORK = 'eip155:1'
const CAIP_ADDRESS = `${NETWORK}:${DEV_ADDRESS}`
const TARGET = { caipAddress: CAIP_ADDRESS, address: DEV_ADDRESS, caipNetworkId: NETWORK } as const

/** A dapp showing the account's balance (the Account view's AccountBalances asks for it as it shows). */
function accountOnScreen(answers: BlockchainAnswers) {
  const clock = new SimulatedClock()
  const chain = blockchainStandIn(answers)
  const { latch } = mountLatch(
    { projectId: 'spec-balances', networks: [NETWORK], services: { apiUrl: devstack.url, rpcUrl: RPC_URL }, features: { analytics: false } },
    { clock, fetch: chain.fetch },
    <AccountBalances caipAddress={CAIP_ADDRESS} />,
  )
  return { latch, clock, chain }
}

/** The balance flow: its state, whether an ask waits for the block to end, and whether a lookup is running. */
function balanceFlow(latch: Latch) {
  const flow = (latch.actor.getSnapshot().children as Record<string, { getSnapshot(): { value: unknown; context: { askedWhileBlocked: boolean }; children: object } } | undefined>)['balance']
  const snapshot = flow?.getSnapshot()
  return { state: snapshot?.value, askedWhileBlocked: snapshot?.context.askedWhileBlocked, fetching: snapshot ? 'fetchBalances' in snapshot.children : undefined }
}

describe(`R-CONST-1, R-BAL-1: after a failed balance, no new lookup for ${SPEC.balanceRetryBlockMs.value / 1000} s (SimulatedClock)`, () => {
  const BLOCK = SPEC.balanceRetryBlockMs.value

  it(`the account's balance asked again ${BLOCK - 1} ms after the failure is not looked up; at ${BLOCK} ms it is`, async () => {
    const answers: BlockchainAnswers = { nativeWei: 10n ** 18n, balances: 404 }
    const { latch, clock, chain } = accountOnScreen(answers)
    expect(await shownToast()).toBe(SPEC_ERRORS.TOKEN_BALANCE_UNAVAILABLE.text)
    await vi.waitFor(() => expect(balanceFlow(latch)).toEqual({ state: 'blocked', askedWhileBlocked: false, fetching: false }))
    const failed = chain.lookups()
    expect(failed).toBeGreaterThan(0)
    // The blockchain API is back at once: only the block keeps the balances from being looked up.
    answers.balances = []

    await advance(clock, BLOCK - 1)
    // The Account view shown again asks for the same balances.
    act(() => latch.actor.send({ type: 'balance.fetch', target: TARGET }))
    // Kept for when the block ends, not sent: the flow is the only one that looks balances up, and it is not.
    expect(balanceFlow(latch)).toEqual({ state: 'blocked', askedWhileBlocked: true, fetching: false })
    expect(chain.lookups()).toBe(failed)

    await advance(clock, 1)
    await vi.waitFor(() => expect(balanceFlow(latch).state).toBe('loaded'))
    expect(chain.lookups()).toBeGreaterThan(failed)
  })

  it(`with nothing asked meanwhile, nothing is looked up when the ${BLOCK / 1000} s end`, async () => {
    const { latch, clock, chain } = accountOnScreen({ balances: 404 })
    await vi.waitFor(() => expect(balanceFlow(latch).state).toBe('blocked'))
    expect(toastOnPage()).toBe(SPEC_ERRORS.TOKEN_BALANCE_UNAVAILABLE.text)
    const failed = chain.lookups()
    await advance(clock, BLOCK - 1)
    expect(balanceFlow(latch).state).toBe('blocked')
    await advance(clock, 1)
    expect(balanceFlow(latch)).toEqual({ state: 'idle', askedWhileBlocked: false, fetching: false })
    expect(chain.lookups()).toBe(failed)
  })
})

describe(`R-CONST-3: a balance is shown truncated to ${SPEC.balanceDisplayDecimals.value} decimals`, () => {
  const DECIMALS = SPEC.balanceDisplayDecimals.value

  it.each([
    // 1.234999… ETH: cut after the third decimal, never rounded up to 1.235.
    [1_234_999_999_999_999_999n, '1.234 ETH'],
    // 0.0009 ETH: nothing within three decimals.
    [900_000_000_000_000n, '0 ETH'],
    // 2.5 ETH: no trailing zeros added.
    [2_500_000_000_000_000_000n, '2.5 ETH'],
  ])('%s wei is shown as %s', async (wei, shown) => {
    accountOnScreen({ nativeWei: wei })
    const balance = await vi.waitFor(() => {
      const element = document.querySelector('[data-testid="native-balance"]')
      if (!element) throw new Error('no balance shown yet')
      return element.textContent
    })
    expect(balance).toBe(shown)
    expect(balance?.split(' ')[0]?.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(DECIMALS)
  })
})
