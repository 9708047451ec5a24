// @vitest-environment node
// The browser wallet fake (support/evmWallet.ts) against the devstack's test wallet (devstack/testWallet/provider.ts,
// the EIP-1193 provider the e2e tests inject), one script of requests and person's answers run on both: the same
// answers (the same dev key signs the same bytes), the same EIP-1193 error codes (4001 refused, 4100 not authorized,
// 4902 unknown chain, -32602 bad params), the same events with the same payloads, and the same outcomes for Latch's
// own typed calls (src/services/connectors/eip1193.ts) over either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import { createTestWallet, type TestWallet } from '../../../devstack/testWallet/provider'
import type { SessionStore } from '../../../devstack/testWallet/session'
import { getAccounts, getChainId, personalSign, requestAccounts, revokeAccountPermission, subscribe, switchEthereumChain, addEthereumChain } from '../../../src/services/connectors/eip1193'
import type { Eip1193Provider } from '../../../src/services/connectors/provider'
import { FakeEvmWallet } from '../support/evmWallet'

const A = 31337
const B = 31338
let chain: Chain

beforeAll(async () => {
  chain = await startChain({ port: 0 })
}, 30_000)
afterAll(() => chain?.close())

function memorySession(): SessionStore {
  let account: number | undefined
  let chainId: number | undefined
  return { load: () => account, save: (index) => void (account = index), clear: () => void (account = undefined), loadChainId: () => chainId, saveChainId: (id) => void (chainId = id) }
}

type Behaviour = 'approve' | 'reject' | 'never'
/** One wallet, either kind, behind the same knobs. */
type Subject = { provider: Eip1193Provider; set(kind: 'connect' | 'sign' | 'switch', answer: Behaviour): void; switchAccount(index: number): void; switchChain(id: number): void; disconnect(): void }

function devstackWallet(): Subject {
  const wallet: TestWallet = createTestWallet({ chainUrl: chain.url, chainId: A, otherChains: [{ id: B, url: chain.url }], connect: 'approve', sign: 'approve', session: memorySession() })
  return {
    provider: wallet.provider as unknown as Eip1193Provider,
    set: (kind, answer) => wallet.setBehaviour({ [kind]: answer }),
    switchAccount: (index) => wallet.switchAccount(index),
    switchChain: (id) => wallet.switchChain(id),
    disconnect: () => wallet.disconnect(),
  }
}

function fakeWallet(): Subject {
  const wallet = new FakeEvmWallet({ accounts: [0, 1, 2], chains: [A, B], assetDiscovery: [A] })
  return {
    provider: wallet.provider as unknown as Eip1193Provider,
    set: (kind, answer) => void (wallet.answers[kind] = answer === 'never' ? 'hang' : answer),
    switchAccount: (index) => wallet.switchAccount(index),
    switchChain: (id) => wallet.switchChain(id),
    disconnect: () => wallet.disconnect(),
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** A request's outcome as a dapp sees it: the answer, the error's code, or nothing within a moment (a prompt left open). */
async function outcome(provider: Eip1193Provider, method: string, params?: unknown[]): Promise<unknown> {
  const answer = provider.request({ method, ...(params ? { params } : {}) }).then(
    (value) => ({ value }),
    (error: { code?: unknown }) => ({ code: error.code }),
  )
  return Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('no answer yet'), 30))])
}

const ALICE = DEV_ACCOUNTS[0]!.address
const BOB = DEV_ACCOUNTS[1]!.address
const TYPED = {
  types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  domain: { name: 'World', chainId: A },
  message: { text: 'hello' },
}

/** The script: what a dapp asks and what the person answers; every outcome and event, in order. */
async function script(subject: Subject): Promise<unknown[]> {
  const seen: unknown[] = []
  for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) subject.provider.on(event, (payload: unknown) => seen.push({ event, payload: event === 'disconnect' ? { code: (payload as { code: number }).code } : payload }))
  const step = async (label: string, run: () => Promise<unknown>) => {
    seen.push({ label, outcome: await run() })
    await tick()
  }
  const { provider } = subject
  await step('accounts before', () => outcome(provider, 'eth_accounts'))
  await step('chain', () => outcome(provider, 'eth_chainId'))
  await step('sign before connecting', () => outcome(provider, 'personal_sign', ['0x68656c6c6f', ALICE]))
  subject.set('connect', 'reject')
  await step('connect refused', () => outcome(provider, 'eth_requestAccounts'))
  subject.set('connect', 'never')
  await step('connect left open', () => outcome(provider, 'eth_requestAccounts'))
  subject.set('connect', 'approve')
  await step('connect', () => outcome(provider, 'eth_requestAccounts'))
  subject.set('connect', 'reject')
  await step('connect again, no prompt', () => outcome(provider, 'eth_requestAccounts'))
  subject.set('sign', 'reject')
  await step('sign refused', () => outcome(provider, 'personal_sign', ['0x68656c6c6f', ALICE]))
  subject.set('sign', 'approve')
  await step('sign', () => outcome(provider, 'personal_sign', ['0x68656c6c6f', ALICE]))
  await step('sign as another account', () => outcome(provider, 'personal_sign', ['0x68656c6c6f', BOB]))
  await step('typed data', () => outcome(provider, 'eth_signTypedData_v4', [ALICE, JSON.stringify(TYPED)]))
  await step('switch to an unknown chain', () => outcome(provider, 'wallet_switchEthereumChain', [{ chainId: '0x1' }]))
  await step('switch malformed', () => outcome(provider, 'wallet_switchEthereumChain', [{ chainId: '1' }]))
  subject.set('switch', 'reject')
  await step('switch refused', () => outcome(provider, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]))
  subject.set('switch', 'approve')
  await step('switch', () => outcome(provider, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]))
  await step('switch to where it is', () => outcome(provider, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]))
  await step('capabilities', () => outcome(provider, 'wallet_getCapabilities', [ALICE]))
  await step('the person moves chain', async () => subject.switchChain(A))
  await step('the person moves account', async () => subject.switchAccount(1))
  await step('accounts', () => outcome(provider, 'eth_accounts'))
  await step('revoke', () => outcome(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]))
  await step('accounts after revoke', () => outcome(provider, 'eth_accounts'))
  await step('connect', () => outcome(provider, 'eth_requestAccounts'))
  await step('the wallet lets go', async () => subject.disconnect())
  await step('accounts after', () => outcome(provider, 'eth_accounts'))
  return seen
}

describe('browser wallet fake ≡ devstack test wallet', () => {
  it('the same answers, codes and events for the same script', async () => {
    const [real, faked] = [await script(devstackWallet()), await script(fakeWallet())]
    expect(faked).toEqual(real)
    // What the script proves, spelled out: the codes Latch routes on.
    expect(faked).toContainEqual({ label: 'connect refused', outcome: { code: 4001 } })
    expect(faked).toContainEqual({ label: 'sign before connecting', outcome: { code: 4100 } })
    expect(faked).toContainEqual({ label: 'switch to an unknown chain', outcome: { code: 4902 } })
    expect(faked).toContainEqual({ event: 'disconnect', payload: { code: 4900 } })
  })

  it("Latch's typed calls (services/connectors/eip1193.ts) get the same outcomes from both", async () => {
    const run = async (subject: Subject) => {
      const { provider } = subject
      const events: unknown[] = []
      const stop = subscribe(provider, { accountsChanged: (accounts) => events.push(['accounts', accounts]), chainChanged: (id) => events.push(['chain', id]), disconnect: (error) => events.push(['disconnect', error]) })
      subject.set('connect', 'reject')
      const refused = await requestAccounts(provider)
      subject.set('connect', 'approve')
      const granted = await requestAccounts(provider)
      const accounts = await getAccounts(provider)
      const chainId = await getChainId(provider)
      const signed = await personalSign(provider, 'hello', ALICE)
      subject.set('sign', 'reject')
      const declined = await personalSign(provider, 'hello', ALICE)
      const unknown = await switchEthereumChain(provider, 1)
      const added = await addEthereumChain(provider, { chainId: B, chainName: 'Local chain B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [chain.url] })
      const revoked = await revokeAccountPermission(provider)
      await tick()
      subject.disconnect()
      stop()
      return { refused, granted, accounts, chainId, signed, declined, unknown, added, revoked, events }
    }
    const [real, faked] = [await run(devstackWallet()), await run(fakeWallet())]
    expect(faked).toEqual(real)
    expect(faked.declined).toEqual({ ok: false, error: { code: 4001, message: 'Signature declined' } })
  })
})
