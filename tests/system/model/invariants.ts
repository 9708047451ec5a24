// The spec's invariants over the assembled system, each written once and named in the failure it raises. They are
// checked after every step of a generated sequence (stepInvariants) and once when the sequence ends (endInvariants).
// Expected texts, codes and storage keys are written here from SPEC.md, never imported from src/.
import { isAddress, isHex } from 'viem'
import type { AnyActorRef } from 'xstate'
import type { ChainNamespace } from '../../../src/core/caip'
import { selectBalanceFlow, selectOnRampFlow, selectSendFlow } from '../../../src/machines/root/root.contentSelectors'
import { connectLists, installedFor } from '../../../src/views/connectLists'
import type { Tracked, World } from '../support/world'
import type { Model } from './systemModel'

export class InvariantBroken extends Error {
  constructor(
    readonly invariant: string,
    detail: string,
  ) {
    super(`invariant "${invariant}" broken: ${detail}`)
    this.name = 'InvariantBroken'
  }
}

function holds(invariant: string, condition: boolean, detail: () => string): void {
  if (!condition) throw new InvariantBroken(invariant, detail())
}

/** SPEC §8 toast: a failed authentication initialisation. */
const AUTH_INIT_FAILED = 'A problem occurred while trying initialize authentication'
/** SPEC §3 local storage (keys prefixed @appkit/). */
const LAST_USED_CHAIN_KEY = '@appkit/LAST_USED_CHAIN_KEY'
const NATIVE_BALANCE_CACHE_KEY = '@appkit/native_balance_cache'
/** EIP-1193 (4001 refused, 4100 unauthorized, 4200 unsupported, 4900 disconnected, 4901 chain disconnected), EIP-3085
 * (4902 unrecognized chain), R-ERR-5 (5000 default, 32603 invalid chain id); JSON-RPC's own -32700…-32000. */
const PROVIDER_CODES = new Set([4001, 4100, 4200, 4900, 4901, 4902, 5000, 32603])
const isProviderCode = (code: unknown) => typeof code === 'number' && (PROVIDER_CODES.has(code) || (code >= -32700 && code <= -32000))
/** The embedded wallet's connector id (SPEC §1: AUTH). */
const EMBEDDED = 'auth'

const snapshotOf = (ref: unknown) => (ref as AnyActorRef | undefined)?.getSnapshot()
type Machine = { matches(state: unknown): boolean; hasTag(tag: string): boolean; context: Record<string, unknown>; value: unknown }

export function embeddedChildren(world: World): { emailLogin?: Machine; emailUpdate?: Machine; frame?: Machine; smartAccount?: Machine } {
  const children = (snapshotOf(world.embeddedFlow())?.children ?? {}) as Record<string, AnyActorRef | undefined>
  return {
    emailLogin: snapshotOf(children['emailLogin']),
    emailUpdate: snapshotOf(children['emailUpdate']),
    frame: snapshotOf(children['frame']),
    smartAccount: snapshotOf(children['smartAccount']),
  }
}

const stackOf = (world: World) => world.modal().context.stack.map((entry) => entry.view)
const sessionOf = (world: World, namespace: ChainNamespace) => world.connection(namespace).context.session

/** Checked after every step, once the world is quiet. */
export function stepInvariants(world: World, model: Model, before: { toast: string | undefined; at: number }): void {
  const modal = world.modal()
  const account = modal.context.account
  const network = world.networkFlow()?.getSnapshot()

  // What the modal shows belongs together: the account is its namespace's connection's, on the chain that connection
  // (the wallet) is on; the network flow's network of that namespace is that chain.
  for (const namespace of ['eip155', 'solana'] as const) {
    const session = sessionOf(world, namespace)
    const connected = world.connection(namespace).matches('connected')
    if (!session || !connected) continue
    const chain = `${namespace}:${session.chainId}`
    if (network) {
      holds('network follows the wallet', network.context.byNamespace[namespace]?.caipNetwork === chain, () => `${namespace} is connected on ${chain} but the network flow says ${network.context.byNamespace[namespace]?.caipNetwork}`)
    }
    // A browser wallet of the world: Latch's session is where the wallet really is.
    const evm = namespace === 'eip155' ? [...world.evmWallets, ...(world.testWallet ? [world.testWallet.evm] : [])].find((wallet) => wallet.rdns === session.connectorId || session.connectorId.includes(wallet.rdns)) : undefined
    if (evm && evm.authorized) {
      holds('the session is where the wallet is', Number(session.chainId) === evm.chainId, () => `Latch says chain ${session.chainId}, ${evm.name} is on ${evm.chainId}`)
      holds('the session is the wallet’s account', evm.addresses.map((address) => address.toLowerCase()).includes(session.address.toLowerCase()), () => `Latch says ${session.address}, ${evm.name} has ${evm.addresses.join(', ')}`)
    }
  }
  if (account) {
    const session = sessionOf(world, account.namespace)
    holds('the shown account is connected', session !== null && account.caipAddress === `${session.namespace}:${session.chainId}:${session.address}`, () => `shown ${account.caipAddress}, its connection holds ${session ? `${session.namespace}:${session.chainId}:${session.address}` : 'nothing'}`)
  }

  // After a disconnect no flow still holds that account: the balances, sign-in and names follow the shown account.
  const balance = selectBalanceFlow(world.latch.actor.getSnapshot())?.getSnapshot()
  // (Off the Account view the flow may keep the last account it showed, of this same connection.)
  const target = balance?.context.target
  if (target && (account === null || world.view() === 'Account')) {
    holds('balances are the shown account’s', account !== null && target.caipAddress === account.caipAddress, () => `the balance flow holds ${target.caipAddress}, the modal shows ${account?.caipAddress ?? 'no account'} on ${world.view() ?? 'nothing'}`)
  }
  const siwx = world.siwxFlow()?.getSnapshot()
  const siwxAccount = siwx?.context.account
  if (siwxAccount) {
    holds('sign-in asks the shown account', account !== null && `${siwxAccount.chainId}:${siwxAccount.address}`.toLowerCase() === account.caipAddress.toLowerCase(), () => `sign-in holds ${siwxAccount.chainId}:${siwxAccount.address}, the modal shows ${account?.caipAddress ?? 'no account'}`)
  }
  const { emailLogin, emailUpdate } = embeddedChildren(world)
  if (emailLogin?.matches({ flow: 'connected' })) {
    const evm = world.connection('eip155')
    const heldByFrame = evm.context.session?.connectorId === EMBEDDED || (evm.matches('connecting') && evm.context.pending?.connectorId === EMBEDDED)
    holds('a finished email login is the connected account’s', heldByFrame, () => `the email login says connected, the EVM connection is ${JSON.stringify(evm.value)} with ${evm.context.session?.connectorId ?? 'no session'}`)
  }

  // R-PERM-1, R-NAV-9, R-SIWX-4: while sign-in is required, a shown account without a session is being asked: the
  // modal is open with SIWXSignMessage on its stack (back and close do not get around it; Cancel disconnects).
  if (model.config.signInRequired && siwx && account && (['preparing', 'ready', 'signing', 'verifying', 'failed'] as const).some((state) => siwx.matches(state))) {
    holds('a required sign-in is on screen', modal.matches('open') && stackOf(world).includes('SIWXSignMessage'), () => `sign-in is ${JSON.stringify(siwx.value)} for ${account.caipAddress}, the modal is ${JSON.stringify(modal.value)} with ${stackOf(world).join(' > ') || 'no view'}`)
  }

  // A code view on the stack belongs to an update still waiting for that code (R-EMAIL-3): a finished or abandoned
  // update leaves none behind for back to return to.
  const stack = stackOf(world)
  // (While the dialog closes its views are leaving: only an open modal's stack is what the person sees.)
  if (modal.matches('open') && (stack.includes('UpdateEmailPrimaryOtp') || stack.includes('UpdateEmailSecondaryOtp'))) {
    const live = ['awaitingPrimary', 'verifyingPrimary', 'awaitingSecondary', 'verifyingSecondary'].some((state) => emailUpdate?.matches(state))
    holds('an email code view belongs to a live update', live, () => `the stack is ${stack.join(' > ')}, the update flow is ${JSON.stringify(emailUpdate?.value ?? 'not loaded')}`)
  }

  // ...and the other way round: an update waiting for a code (or checking one) has that code's view on an open
  // modal's stack, so the person can type it; a closed modal or a view left behind has dropped the update.
  const waitsFor = emailUpdate?.matches('awaitingPrimary') || emailUpdate?.matches('verifyingPrimary') ? 'UpdateEmailPrimaryOtp' : emailUpdate?.matches('awaitingSecondary') || emailUpdate?.matches('verifyingSecondary') ? 'UpdateEmailSecondaryOtp' : undefined
  if (waitsFor) {
    holds('a live update has its code view', modal.matches('open') && stack.includes(waitsFor), () => `the update flow is ${JSON.stringify(emailUpdate?.value)}, the modal is ${JSON.stringify(modal.value)} with ${stack.join(' > ') || 'no view'}`)
  }

  // Issue 32: a wallet that never answers a signature does not hold it (nor whoever asked) longer than the wallet's
  // signing timeout, 120 s (with 5 s for the step that asked).
  for (const namespace of ['eip155', 'solana'] as const) {
    if (!world.connection(namespace).matches({ connected: 'signing' })) {
      delete model.signingSince[namespace]
      continue
    }
    const since = (model.signingSince[namespace] ??= before.at)
    holds('a signature request ends within 2 minutes', world.now() - since <= 125_000, () => `the ${namespace} connection has been signing for ${Math.round((world.now() - since) / 1000)} s`)
  }

  // SPEC §8: 'A problem occurred while trying initialize authentication' disconnects and resets to Connect.
  const toast = world.toast().next?.message ?? world.toast().toast?.message
  if (toast === AUTH_INIT_FAILED && before.toast !== AUTH_INIT_FAILED) {
    // (A required sign-in of another account still asking stays, or goes back on top: R-PERM-1. With another
    // namespace's account connected, back onto Connect shows Account in its place: R-NAV-3.)
    const start = stack[0] === 'Connect' || (modal.context.account !== null && (stack[0] === 'Account' || stack[0] === 'SIWXSignMessage'))
    const reset = start && stack.slice(1).every((view) => view === 'SIWXSignMessage') && stack.length <= 2
    holds('a failed authentication resets to Connect', modal.matches('closed') || modal.matches('closing') || reset, () => `the stack is ${stack.join(' > ')}`)
    holds('a failed authentication signs the frame out', (world.frame?.received ?? []).some((request) => request?.type.endsWith('SIGN_OUT') === true), () => 'the frame never heard SIGN_OUT')
  }

  // SPEC §4: switching network or reading the chain id stores the last used chain (the frame then loads on it).
  const evmSession = sessionOf(world, 'eip155')
  if (evmSession?.connectorId === EMBEDDED && world.connection('eip155').matches('connected')) {
    holds('the last used chain is stored', localStorage.getItem(LAST_USED_CHAIN_KEY) === evmSession.chainId, () => `the embedded wallet is on ${evmSession.chainId}, storage says ${localStorage.getItem(LAST_USED_CHAIN_KEY)}`)
  }

  // Issue 32: a transaction Latch sent makes the sender's cached balance stale at once (not up to 30 s later).
  for (const sent of world.tracked.filter((entry) => entry.label.endsWith('eth_sendTransaction') && entry.state === 'resolved' && entry.settledAt !== undefined && entry.settledAt >= before.at)) {
    const cached = JSON.parse(localStorage.getItem(NATIVE_BALANCE_CACHE_KEY) ?? '{}') as Record<string, { timestamp: number }>
    const resolvedAt = world.clock.time() - (world.now() - sent.settledAt!)
    // The sending account on the chain it sent on (another chain's balance did not move).
    const sender = evmSession && `eip155:${evmSession.chainId}:${evmSession.address}`.toLowerCase()
    // (An entry past its 30 s life is no cache any more, whatever raw storage still holds.)
    const stale = Object.entries(cached).filter(([caipAddress, entry]) => caipAddress.toLowerCase() === sender && entry.timestamp < resolvedAt && world.clock.time() - entry.timestamp < 30_000)
    holds('a sent transaction refreshes the balance', stale.length === 0, () => `the native balance cached for ${stale.map(([key]) => key).join(', ')} predates the transaction Latch sent`)
  }

  // Issue 36: Send and Buy work for the account shown while their view is in the open modal's history (pushed, opened
  // on, or come back to), whatever the wallet did since: another network or account shown starts them again for it,
  // unless a transfer or purchase is under way (its state tagged accountBound keeps the account it was made for). Out
  // of the history they hold nothing.
  const root = world.latch.actor.getSnapshot()
  for (const [view, flow] of [['Send', selectSendFlow(root)], ['OnRamp', selectOnRampFlow(root)]] as const) {
    const snapshot = flow?.getSnapshot() as Machine | undefined
    const held = (snapshot?.context['account'] as { caipAddress?: string } | null | undefined)?.caipAddress
    if (modal.matches('open') && stack.includes(view) && account) {
      const region = view === 'Send' ? 'send' : 'onRamp'
      const asked = (root.context.pending[region] as { type: string; caipAddress?: string }[]).filter((event) => event.type === `${region}.start`).at(-1)?.caipAddress
      const working = snapshot ? snapshot.hasTag('accountBound') || held === account.caipAddress : root.matches({ [region]: 'loading' }) && asked === account.caipAddress
      holds('a wallet feature works for the shown account', working, () => `${view} is on ${stack.join(' > ')} for ${account.caipAddress}; its flow ${snapshot ? `is ${JSON.stringify(snapshot.value)} for ${held ?? 'no account'}` : `is ${JSON.stringify(root.value)} (asked for ${asked ?? 'nothing'})`}`)
    }
    if (snapshot && !(modal.matches('open') && stack.includes(view))) {
      holds('a wallet feature left holds nothing', snapshot.matches('idle') && held === undefined, () => `${view} is not on ${stack.join(' > ') || 'the closed modal'}, its flow is ${JSON.stringify(snapshot.value)} for ${held ?? 'no account'}`)
    }
  }

  // Issue 32, defect 14: one wallet that serves both namespaces is listed once (opened for no namespace).
  // (The system test renders no view: this is the Connect view's own derivation of its list, connectLists.ts.)
  if (modal.matches('open') && stack.at(-1) === 'Connect') {
    const { namespace, installed, recentWallets, settings } = modal.context
    const lists = connectLists(recentWallets, installedFor(installed, namespace), undefined, { namespace, networks: settings.networks })
    const names = [...lists.recent.map((entry) => entry.wallet.name), ...lists.installed.map((entry) => entry.wallet.name)].map((name) => name.toLowerCase())
    holds('each installed wallet is listed once', new Set(names).size === names.length, () => `Connect lists ${names.join(', ')}`)
  }
}

/** An app's promise that settled must have settled well: a value, or an EIP-1193 error with a numeric code and a
 * message; and what a namespace's provider answered is that namespace's. */
export function settledWell(entry: Tracked): void {
  if (entry.state === 'rejected') {
    const error = entry.error as { code?: unknown; message?: unknown } | undefined
    holds('every rejection is an EIP-1193 error', isProviderCode(error?.code) && typeof error?.message === 'string' && error.message.length > 0, () => `${entry.label} rejected with ${JSON.stringify({ code: error?.code, message: error?.message })}`)
  }
  if (entry.state !== 'resolved') return
  const [namespace, method] = entry.label.split(' ')
  // A namespace's provider is answered by that namespace: an EVM signature is hex, a Solana one base58; accounts of
  // their own kind.
  if (method === 'personal_sign') holds('eip155 is answered by eip155', typeof entry.value === 'string' && isHex(entry.value), () => `${entry.label} resolved with ${String(entry.value)}`)
  if (method === 'solana_signMessage') holds('solana is answered by solana', typeof (entry.value as { signature?: unknown })?.signature === 'string' && /^[1-9A-HJ-NP-Za-km-z]+$/.test((entry.value as { signature: string }).signature), () => `${entry.label} resolved with ${JSON.stringify(entry.value)}`)
  if (method === 'eth_requestAccounts' || method === 'eth_accounts') {
    const accounts = entry.value as string[]
    holds(`${namespace} accounts are ${namespace}’s`, Array.isArray(accounts) && accounts.every((address) => (namespace === 'eip155' ? isAddress(address) : !address.startsWith('0x'))), () => `${entry.label} resolved with ${JSON.stringify(accounts)}`)
  }
}

/** Checked once a sequence has ended. No trap (R-NAV-9, R-SIWX-4): from wherever it is, Close or Escape — or, where
 * sign-in is required, Cancel, which disconnects — closes the modal within a few tries and bounded time, whatever the
 * wallets and servers do. Every promise an app holds settles within 10 minutes, and settled well. */
export async function endInvariants(world: World, model: Model): Promise<void> {
  const tries: string[] = []
  // Bounded by what is on screen and what waits to be: each back takes one view, and each request the app has waiting
  // may show its approval in turn (the provider queues them: found by the system test, 6 queued signatures); a
  // handful more for closes and a sign-out.
  const bound = world.modal().context.stack.length + world.pendingRequests().length + 6
  for (let attempt = 0; attempt < bound && !world.modal().matches('closed'); attempt++) {
    const view = world.view()
    // R-NAV-9: close is disabled on the sign and approve views while sign-in is required without a session; there
    // the way out is the sign-in's Cancel (it disconnects), reached from an approval by back (which withdraws it).
    const stack = stackOf(world)
    const blocked = model.config.signInRequired && world.modal().context.siwxSessions === 0 && (view === 'SIWXSignMessage' || view === 'ApproveTransaction' || stack.includes('SIWXSignMessage'))
    const way = blocked ? (view === 'SIWXSignMessage' ? 'Cancel' : 'back') : attempt % 2 === 0 ? 'close' : 'Escape'
    if (way === 'Cancel') world.cancelSignIn()
    else if (way === 'back') world.back()
    else if (way === 'close') world.close()
    else world.escape()
    tries.push(`${way} on ${view ?? 'nothing'}`)
    // The longest a way out may take: a sign-out (3 s) and the close animation.
    await world.advance(3_500)
  }
  holds('no trap', world.modal().matches('closed'), () => `after ${tries.join(', ')} the modal is still ${JSON.stringify(world.modal().value)} on ${world.view()}`)
  // A prompt left open in a wallet (or the frame) is the person's to answer, whenever they do: they answer now.
  for (const wallet of [...world.evmWallets, ...world.solanaWallets, ...(world.testWallet ? [world.testWallet.evm, world.testWallet.solana] : [])]) wallet.release('reject')
  while (world.frame?.approval && world.frame.reject()) await world.settle()
  await world.advance(600_000)
  const pending = world.pendingRequests()
  holds('every promise settles', pending.length === 0, () => `still pending after 10 minutes: ${pending.map((entry) => entry.label).join(', ')}`)
  for (const entry of world.tracked) settledWell(entry)
}

/** A stopped Latch leaves nothing listening on the page (the next page's Latch would hear what it hears). */
export function leftNothing(leftListening: { target: string; type: string }[]): void {
  holds('a stopped Latch leaves nothing listening', leftListening.length === 0, () => leftListening.map((entry) => `${entry.target} ${entry.type}`).join(', '))
}
