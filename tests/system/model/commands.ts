// What a person and an app do, as fast-check commands over the world: each one does what its view or the app would do
// when that makes sense now (and nothing otherwise: a generated sequence may ask for Back on a closed modal), lets the
// world settle, runs what the views on screen do by themselves, checks its own promise where it makes one, then every
// invariant. toString() is the readable step a shrunk failure prints.
import fc from 'fast-check'
import type { CaipNetworkId, ChainNamespace } from '../../../src/core/caip'
import type { NavigableView } from '../../../src/machines/modal/modal.types'
import { TEST_WALLET, type World } from '../support/world'
import { connectLists, installedFor } from '../../../src/views/connectLists'
import type { InstalledWallet } from '../../../src/machines/modal/modal.types'
import { embeddedChildren, InvariantBroken, stepInvariants } from './invariants'
import { noteReached } from './reached'
import type { Model, Real, SystemConfig } from './systemModel'

type Step = (model: Model, real: Real) => Promise<unknown> | unknown
/** What a command promises of its own outcome, checked after it (beside every invariant). */
type Promise_ = (model: Model, real: Real) => Promise<void> | void

class Act implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly label: string,
    private readonly step: Step,
    private readonly promise?: Promise_,
    /** The person works the modal: where an approval will find it is no longer what it was when the app asked. */
    private readonly movesModal = false,
  ) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const { world } = real
    // (A toast waiting out the swap delay behind another is the one that was said.)
    const before = { toast: world.toast().next?.message ?? world.toast().toast?.message, at: world.now() }
    real.log.push(this.label)
    model.steps++
    if (this.movesModal) for (const approval of model.approvals) approval.foundOpen = undefined
    await this.step(model, real)
    await world.settle()
    // What Latch defers until after a paint runs too: a person never acts within one frame of the last step. The
    // views on screen do what they do on their own, until the screen stops changing.
    for (let round = 0; round < 3; round++) {
      await world.frameTick()
      if (!viewEffects(model, real)) break
      await world.settle()
    }
    await this.promise?.(model, real)
    // A network chosen before its namespace connected is judged whenever that connection comes, whatever step brings it.
    wantedNetworkFollows(model, real)
    stepInvariants(world, model, before)
    noteReached(world, model)
  }
  toString(): string {
    return this.label
  }
}

/** What views do by themselves once on screen (the system test renders none): the Account view asks for its account's
 * balances (again when the account changes); Connect's email field asks for the embedded wallet's frame; Send and
 * Buy, shown with an account whose flow was never asked for (the modal opened on them before it), ask for it
 * (FeatureFlowGate). */
function viewEffects(model: Model, { world }: Real): boolean {
  const view = world.view()
  const account = world.modal().context.account?.caipAddress
  let acted = false
  const feature = view === 'Send' ? 'send' : view === 'OnRamp' ? 'onRamp' : undefined
  if (feature && account && world.latch.actor.getSnapshot().matches({ [feature]: 'unloaded' })) {
    world.latch.actor.send(feature === 'send' ? { type: 'send.start', caipAddress: account } : { type: 'onRamp.start', caipAddress: account })
    acted = true
  }
  if (view === 'Account' && account && model.accountShown !== account) acted = world.fetchBalances()
  model.accountShown = view === 'Account' ? account : undefined
  if (view === 'Connect' && !model.frameAsked && world.frame) {
    model.frameAsked = true
    world.loadFrame()
    acted = true
  }
  return acted
}

const broken = (invariant: string, detail: string) => {
  throw new InvariantBroken(invariant, detail)
}

const EMAILS = ['ada@example.com', 'bob@example.com'] as const
// Issue 36: the app may open the modal on a wallet feature too, connected or not.
const VIEWS: (NavigableView | undefined)[] = [undefined, 'Account', 'Networks', 'Send', 'OnRamp', 'Receive']

type Command = fc.Arbitrary<fc.AsyncCommand<Model, Real>>

/** Every command, weighted: what a person does often (whole tasks: connect, log in) is drawn more often than what
 * only shakes the world (a wallet's own change, a frame failing), so sequences of 30 steps reach deep states. */
/** Every command the generator can draw, by its readable step (the named examples replay sequences by name). */
export function commandsByLabel(config: SystemConfig): Map<string, fc.AsyncCommand<Model, Real>> {
  const found = new Map<string, fc.AsyncCommand<Model, Real>>()
  for (const arbitrary of [...tasks(config), ...steps(config)]) for (const command of fc.sample(arbitrary, { numRuns: 400, seed: 1 })) found.set(command.toString(), command)
  return found
}

export function commandsFor(config: SystemConfig): Command[] {
  const weighted = [
    ...tasks(config).map((arbitrary) => ({ arbitrary, weight: 4 })),
    ...steps(config).map((arbitrary) => ({ arbitrary, weight: 2 })),
  ]
  return [fc.oneof(...weighted)]
}

/** Whole tasks as a person does them: open the modal and click a wallet; log in by email with the mailed code;
 * update the email with its two codes. Each step of a task is also a command of its own (steps), so a sequence
 * can also stop or interleave half-way. */
function tasks(config: SystemConfig): Command[] {
  const wallets: [string, ChainNamespace][] = [
    ['Fake Wallet', 'eip155'],
    ['Fake Solana Wallet', 'solana'],
    ...(config.testWallet ? ([[TEST_WALLET.name, 'eip155'], [TEST_WALLET.name, 'solana']] as [string, ChainNamespace][]) : []),
  ]
  return [
    fc.constantFrom(...wallets).map(
      ([name, namespace]) =>
        new Act(`connect ${name} (${namespace})`, async (_, real) => {
          const { world } = real
          if (!world.modal().matches('open')) {
            world.open({ namespace })
            await world.settle()
            await world.frameTick()
          }
          const wallet = listedWallets(world).find((listed) => listed.name === name && (listed.namespace ?? 'eip155') === namespace)
          if (wallet) world.latch.modal.send({ type: 'wallet.connect', wallet })
        }, undefined, true),
    ),
    fc.constantFrom(...EMAILS).map(
      (email) =>
        new Act(`log in by email as ${email} (the mailed code)`, async (model, real) => {
          const { world } = real
          if (!world.modal().matches('open')) {
            world.open()
            await world.settle()
            await world.frameTick()
          }
          viewEffects(model, real)
          await world.advance(600)
          submitEmail(model, real, email)
          await emailGoesOn(model, real)
          // (The code view follows the frame's answer: the person types the code once it shows.)
          await world.advance(600)
          if (world.view() === 'EmailVerifyOtp') world.submitOtp()
        }, undefined, true),
    ),
    // Two namespaces at once: the browser wallet, then the Solana one beside it.
    fc.constant(
      new Act('connect Fake Wallet, then Fake Solana Wallet beside it', async (model, real) => {
        for (const [name, namespace] of [['Fake Wallet', 'eip155'], ['Fake Solana Wallet', 'solana']] as const) {
          const { world } = real
          if (!world.modal().matches('open')) world.open({ namespace })
          await world.settle()
          await world.frameTick()
          const wallet = listedWallets(world).find((listed) => listed.name === name && (listed.namespace ?? 'eip155') === namespace)
          if (wallet) world.latch.modal.send({ type: 'wallet.connect', wallet })
          await world.advance(600)
        }
      }, undefined, true),
    ),
    // A wallet whose person never answers (the prompt left open in another window), then the person tries.
    fc.constantFrom('connect', 'sign').map(
      (kind) =>
        new Act(`the wallets will hang on ${kind}, and the person tries`, async (model, real) => {
          const { world } = real
          for (const wallet of world.evmWallets) wallet.answers[kind] = 'hang'
          for (const wallet of world.solanaWallets) wallet.answers[kind] = 'hang'
          if (kind === 'sign') {
            world.signIn()
            void world.request('personal_sign', ['0x6869', world.connection('eip155').context.session?.address ?? '0x0000000000000000000000000000000000000002'])
            return
          }
          if (!world.modal().matches('open')) world.open()
          await world.settle()
          await world.frameTick()
          const wallet = listedWallets(world)[0]
          if (wallet) world.latch.modal.send({ type: 'wallet.connect', wallet })
        }, undefined, true),
    ),
    // The app asks the connected account to sign (the embedded wallet shows it in its frame, issue 31).
    fc.constant(
      new Act('the app asks its account to sign a message', (model, { world }) => {
        const session = world.connection('eip155').context.session
        if (!session) return
        if (session.connectorId === 'auth') model.approvals.push({ label: 'personal_sign', foundOpen: model.approvals.length === 0 && !world.frame?.approval ? world.modal().matches('open') : undefined })
        void world.request('personal_sign', ['0x6869', session.address])
      }),
    ),
    fc.constantFrom('new@example.com', 'other@example.com').map(
      (email) =>
        new Act(`update the email to ${email} (both codes)`, async (model, real) => {
          const { world } = real
          if (world.connection('eip155').context.session?.connectorId !== 'auth') {
            // Not logged in by email yet: the person logs in first.
            if (!world.modal().matches('open')) world.open()
            await world.settle()
            await world.frameTick()
            viewEffects(model, real)
            await world.advance(600)
            submitEmail(model, real, 'ada@example.com')
            await emailGoesOn(model, real)
            await world.advance(600)
            if (world.view() === 'EmailVerifyOtp') world.submitOtp()
            await world.advance(600)
          }
          if (world.connection('eip155').context.session?.connectorId !== 'auth') return
          if (!world.modal().matches('open')) world.open({ view: 'Account' })
          await world.settle()
          if (world.view() === 'Account') world.openUpdateEmail()
          await world.settle()
          submitUpdate(model, real, email)
          await updateGoesOn(model, real)
          for (const view of ['UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp']) {
            if (world.view() !== view) break
            world.submitUpdateOtp()
            await world.advance(600)
          }
        }, undefined, true),
    ),
  ]
}

function steps(config: SystemConfig): Command[] {
  const evmChains = config.networks.filter((id) => id.startsWith('eip155:'))
  const namespaces: ChainNamespace[] = ['eip155', 'solana']

  return [
    // ── the modal ─────────────────────────────────────────────────────────────────────────────────────────────────
    fc.record({ view: fc.constantFrom(...VIEWS), namespace: fc.constantFrom(undefined, ...namespaces) }).map(
      ({ view, namespace }) => new Act(`open${view ? ` on ${view}` : ''}${namespace ? ` for ${namespace}` : ''}`, (_, { world }) => world.open({ view, namespace }), undefined, true),
    ),
    fc.constant(new Act('close', (_, { world }) => world.close(), undefined, true)),
    fc.constant(new Act('Escape', (_, { world }) => world.escape(), undefined, true)),
    fc.constant(new Act('back', (_, { world }) => world.back(), undefined, true)),
    // A wallet's button on Connect (the recent ones first, then the installed), as the view lists them: a wallet the
    // view does not list (another namespace's, when opened for one) cannot be clicked.
    fc.nat(3).map(
      (index) =>
        new Act(`pick the wallet listed ${['first', 'second', 'third', 'fourth'][index]} on Connect`, (_, real) => {
          const wallet = listedWallets(real.world)[index]
          if (!wallet) return
          real.log.push(`  (${wallet.name}${wallet.namespace ? ` for ${wallet.namespace}` : ''})`)
          real.world.latch.modal.send({ type: 'wallet.connect', wallet })
        }),
    ),
    fc.constant(new Act('Retry (connecting)', (_, { world }) => world.view() === 'ConnectingWallet' && world.retryConnection(world.connection('solana').matches('failed') ? 'solana' : 'eip155'))),
    // Networks' buttons: the chosen network of a namespace without an account waits for a connection there (R-CONN-2).
    fc.constantFrom(...config.networks).map(
      (caipNetworkId) =>
        new Act(`choose network ${caipNetworkId}`, (model, { world }) => {
          if (!world.modal().matches('open')) return
          if (world.view() !== 'Networks') world.latch.modal.send({ type: 'router.push', view: 'Networks' })
          const namespace = caipNetworkId.split(':')[0] as ChainNamespace
          const here = world.connection(namespace).matches('connected')
          const elsewhere = namespaces.some((other) => other !== namespace && world.connection(other).matches('connected'))
          model.wanted = !here && elsewhere ? { [namespace]: caipNetworkId } : {}
          world.chooseNetwork(caipNetworkId)
        }, undefined, true),
    ),
    fc.constant(new Act('Disconnect (Account)', (_, { world }) => world.view() === 'Account' && world.disconnect())),
    // Issue 36: Account's wallet features (SPEC §1: send and buy on eip155 and solana, receive anywhere: every account
    // Latch connects).
    fc.constantFrom(['Send', 'Send'], ['Buy', 'OnRamp'], ['Receive', 'Receive']).map(
      ([label, view]) => new Act(`${label} (Account)`, (_, { world }) => world.view() === 'Account' && world.latch.modal.send({ type: 'router.push', view: view as NavigableView }), undefined, true),
    ),

    // ── the wallets' prompts and the wallets by themselves ──────────────────────────────────────────────────────────
    fc.record({ wallet: fc.constantFrom('evm', 'solana'), kind: fc.constantFrom('connect', 'sign', 'switch'), answer: fc.constantFrom('approve', 'reject', 'hang') }).map(
      ({ wallet, kind, answer }) =>
        new Act(`${wallet} wallet will ${answer} ${kind}`, (_, { world }) => {
          if (wallet === 'evm') for (const evm of world.evmWallets) evm.answers[kind as 'connect'] = answer as 'approve'
          else if (kind !== 'switch') for (const solana of world.solanaWallets) solana.answers[kind as 'connect'] = answer as 'approve'
        }),
    ),
    fc.record({ wallet: fc.constantFrom('evm', 'solana'), answer: fc.constantFrom('approve', 'reject') }).map(
      ({ wallet, answer }) =>
        new Act(`the person answers the ${wallet} wallet's open prompt: ${answer}`, (_, { world }) => {
          for (const each of wallet === 'evm' ? world.evmWallets : world.solanaWallets) each.release(answer as 'approve')
        }),
    ),
    fc.constantFrom(1, 137, 10).map((chainId) => new Act(`the EVM wallet moves to chain ${chainId} by itself`, (_, { world }) => world.evmWallet?.authorized && world.evmWallet.switchChain(chainId))),
    fc.constant(new Act('the EVM wallet changes account by itself', (_, { world }) => world.evmWallet?.authorized && world.evmWallet.switchAccount(1))),
    fc.constant(new Act('the EVM wallet lets go by itself', (_, { world }) => world.evmWallet?.authorized && world.evmWallet.disconnect())),
    fc.constant(new Act('the Solana wallet changes account by itself', (_, { world }) => world.solanaWallet?.authorized && world.solanaWallet.switchAccount(1))),
    fc.constant(new Act('the Solana wallet lets go by itself', (_, { world }) => world.solanaWallet?.authorized && world.solanaWallet.disconnect())),

    // ── sign in with X ──────────────────────────────────────────────────────────────────────────────────────────────
    fc.constant(new Act('Sign (sign-in)', (_, { world }) => world.signIn())),
    fc.constant(new Act('Cancel (sign-in)', (_, { world }) => world.cancelSignIn())),
    fc.constant(new Act('Try again (sign-in)', (model, real) => tryAgain(model, real), oneTryAgainAsks)),

    // ── the embedded wallet: email login and update ─────────────────────────────────────────────────────────────────
    fc.constantFrom(...EMAILS).map((email) => new Act(`submit email ${email}`, (model, real) => submitEmail(model, real, email), emailGoesOn)),
    fc.boolean().map((right) => new Act(`type the ${right ? 'right' : 'wrong'} code`, (_, { world }) => world.submitOtp(right ? undefined : '000001'))),
    fc.constant(new Act('Update email (Account)', (_, { world }) => world.view() === 'Account' && world.connection('eip155').context.session?.connectorId === 'auth' && world.openUpdateEmail())),
    fc.constantFrom('new@example.com', 'other@example.com').map((email) => new Act(`submit new email ${email}`, (model, real) => submitUpdate(model, real, email), updateGoesOn)),
    fc.constant(new Act('type the update code', (_, { world }) => world.submitUpdateOtp())),
    fc.constantFrom('GET_USER', 'UPDATE_EMAIL', 'CONNECT_OTP').map(
      (name) =>
        new Act(`the frame fails ${name} from now on`, (_, { world }) => {
          if (world.frame) world.frame.modes[name] = { fail: 'Frame failure' }
        }),
    ),
    fc.constantFrom('approve', 'reject').map(
      (how) =>
        new Act(`the person ${how}s in the frame`, (model, { world }) => {
          decided = undefined
          if (!world.frame?.approval) return
          decided = model.approvals.shift()
          if (how === 'approve') world.frame.approve()
          else world.frame.reject()
        }, approvalLeavesModalAsFound),
    ),

    // ── the app ─────────────────────────────────────────────────────────────────────────────────────────────────────
    fc.constantFrom<[string, unknown[] | undefined, 'eip155' | 'solana']>(
      ['eth_requestAccounts', undefined, 'eip155'],
      ['eth_accounts', undefined, 'eip155'],
      ['eth_chainId', undefined, 'eip155'],
      ['eth_blockNumber', [], 'eip155'],
      ['eth_sign', ['0x0000000000000000000000000000000000000001', '0x00'], 'eip155'],
      ['personal_sign', ['0x6869'], 'eip155'],
      ['eth_sendTransaction', [], 'eip155'],
      ...evmChains.map((id) => ['wallet_switchEthereumChain', [{ chainId: `0x${Number(id.split(':')[1]).toString(16)}` }], 'eip155'] as [string, unknown[], 'eip155']),
      ['wallet_switchEthereumChain', [{ chainId: '0xa' }], 'eip155'],
      ['eth_requestAccounts', undefined, 'solana'],
      ['solana_signMessage', [{ message: '3yZe7d' }], 'solana'],
    ).map(
      ([method, params, namespace]) =>
        new Act(`the app asks ${namespace}: ${method}${method === 'wallet_switchEthereumChain' ? ` to ${(params?.[0] as { chainId: string }).chainId}` : ''}`, (model, { world }) => {
          const from = world.connection('eip155').context.session?.address
          // Signing and sending name the account they are for (the connected one, or a stranger's when none is).
          const given =
            method === 'personal_sign' ? ['0x6869', from ?? '0x0000000000000000000000000000000000000002'] : method === 'eth_sendTransaction' ? [{ from: from ?? '0x0000000000000000000000000000000000000002', to: '0x0000000000000000000000000000000000000003', value: '0x1' }] : params
          const embedded = world.connection('eip155').context.session?.connectorId === 'auth'
          // The first approval asked while none waits finds the modal as it is now; a queued one finds it as the
          // one before leaves it (not followed here).
          if (embedded && (method === 'personal_sign' || method === 'eth_sendTransaction'))
            model.approvals.push({ label: method, foundOpen: model.approvals.length === 0 && !world.frame?.approval ? world.modal().matches('open') : undefined })
          void world.request(method, given, namespace)
        }),
    ),

    // ── the page and time ───────────────────────────────────────────────────────────────────────────────────────────
    fc.constant(
      new Act('reload', async (model, { world }) => {
        model.accountShown = undefined
        model.frameAsked = false
        model.wanted = {}
        model.approvals = []
        model.signingSince = {}
        beforeReload = (['eip155', 'solana'] as const).map((namespace) => ({ namespace, session: world.connection(namespace).matches('connected') ? world.connection(namespace).context.session : null }))
        await world.reload()
        // A stored session is checked with its wallet before anything is said (at most 5 s, R-CONN-1).
        await world.advance(5_000)
      }, restoresWhatWasStored),
    ),
    fc.constantFrom(600, 3_000, 30_000, 130_000).map((ms) => new Act(`${ms / 1000} s pass`, (_, { world }) => world.advance(ms))),
  ]
}

// ── what some commands promise of themselves ────────────────────────────────────────────────────────────────────────

/** R-CONN-2: a network chosen where there is no account waits for the connection there, and then is its network.
 * The wish lasts while the modal is open with Networks on its stack (closing, or backing out of Networks, drops it). */
function wantedNetworkFollows(model: Model, { world }: Real): void {
  for (const [namespace, wanted] of Object.entries(model.wanted) as [ChainNamespace, CaipNetworkId][]) {
    const session = world.connection(namespace).context.session
    if (session && world.connection(namespace).matches('connected')) {
      // An EVM wallet is asked to move there (it may refuse); a Solana connection takes the cluster.
      if (namespace === 'solana' || world.evmWallets.every((wallet) => wallet.answers.switch === 'approve')) {
        const on = `${namespace}:${session.chainId}`
        if (on !== wanted) broken('a chosen network is the one connected', `${wanted} was chosen before ${namespace} connected; it connected on ${on}`)
      }
      delete model.wanted[namespace]
    } else if (!world.modal().matches('open') || !world.modal().context.stack.some((entry) => entry.view === 'Networks')) delete model.wanted[namespace]
  }
}

let emailExpected = false
function submitEmail(_model: Model, { world }: Real, email: string): void {
  const { emailLogin, frame } = embeddedChildren(world)
  // The email field is Connect's; a login can start when the frame is ready and no other login holds the page.
  emailExpected =
    world.view() === 'Connect' &&
    frame?.hasTag('ready') === true &&
    emailLogin?.matches({ cooldown: 'ready' }) === true &&
    world.connection('eip155').context.session?.connectorId !== 'auth' &&
    !Object.values(world.frame?.modes ?? {}).some((mode) => mode !== 'answer')
  if (world.view() === 'Connect') world.submitEmail(email)
}
/** R-EMAIL-1: an email sent from Connect (the frame ready, no cooldown) leads to its code or says why not; a second
 * login after a logout works like the first. */
async function emailGoesOn(_model: Model, { world }: Real): Promise<void> {
  if (!emailExpected) return
  await world.advance(600)
  const view = world.view()
  const { emailLogin } = embeddedChildren(world)
  const told = emailLogin?.context['failure'] !== null || world.toast().toast !== undefined || world.alert().alert !== undefined
  if (view !== 'EmailVerifyOtp' && view !== 'EmailVerifyDevice' && !told) broken('an email leads to its code', `after the email the modal shows ${view ?? 'nothing'} and the login is ${JSON.stringify(emailLogin?.value)}`)
}

let updateExpected = false
function submitUpdate(_model: Model, { world }: Real, email: string): void {
  updateExpected = world.view() === 'UpdateEmail' && !Object.values(world.frame?.modes ?? {}).some((mode) => mode !== 'answer')
  if (world.view() === 'UpdateEmail') world.submitUpdateEmail(email)
}
/** R-EMAIL-3: a new email from the update's field leads to the code for the current address, or says why not. */
async function updateGoesOn(_model: Model, { world }: Real): Promise<void> {
  if (!updateExpected) return
  await world.advance(600)
  const { emailUpdate } = embeddedChildren(world)
  const told = emailUpdate?.context['failure'] !== null || world.alert().alert !== undefined
  if (world.view() !== 'UpdateEmailPrimaryOtp' && !told) broken('a new email leads to its code', `after the new email the modal shows ${world.view() ?? 'nothing'} and the update is ${JSON.stringify(emailUpdate?.value)}`)
}

let retryAsks = false
function tryAgain(_model: Model, { world }: Real): void {
  const siwx = world.siwxFlow()?.getSnapshot()
  retryAsks = siwx?.matches('failed') === true && world.evmWallets.every((wallet) => wallet.answers.sign === 'approve') && world.solanaWallets.every((wallet) => wallet.answers.sign === 'approve')
  world.retrySignIn()
}
/** R-SIWX-3, issue 32: after a failure, one press of Try again asks the wallet: it does not stop at a second Sign. */
function oneTryAgainAsks(_model: Model, { world }: Real): void {
  if (!retryAsks) return
  const siwx = world.siwxFlow()?.getSnapshot()
  if (siwx?.matches('ready')) broken('Try again signs in one press', 'after Try again the sign-in waits for another press of Sign')
}

let decided: Model['approvals'][number] | undefined
/** SPEC §2 transaction stack, issue 32: an answered approval returns the modal to where the request found it. */
async function approvalLeavesModalAsFound(_model: Model, { world }: Real): Promise<void> {
  if (decided?.foundOpen !== false) return
  await world.advance(300)
  if (world.frame?.approval) return
  if (!world.modal().matches('closed')) broken('an approval leaves the modal as it found it', `the request found the modal closed; answered, it is ${JSON.stringify(world.modal().value)} on ${world.view()}`)
}

/** The installed wallets Connect shows now, in order, each as the click would connect it (connectLists.ts). */
function listedWallets(world: World): InstalledWallet[] {
  const modal = world.modal()
  if (!modal.matches('open') || world.view() !== 'Connect') return []
  const { namespace, installed, recentWallets, settings } = modal.context
  const lists = connectLists(recentWallets, installedFor(installed, namespace), undefined, { namespace, networks: settings.networks })
  return [...lists.recent.flatMap((entry) => (entry.kind === 'installed' ? [entry.wallet] : [])), ...lists.installed.map((entry) => entry.wallet)]
}

let beforeReload: { namespace: ChainNamespace; session: { connectorId: string; address: string } | null }[] = []
/** R-CONN-1, R-ENT-3: a reload restores exactly what was stored (the same wallet's same account), or nothing — and
 * then nothing is left stored for it. */
function restoresWhatWasStored(_model: Model, { world }: Real): void {
  for (const { namespace, session } of beforeReload) {
    const now = world.connection(namespace)
    const restored = now.matches('connected') ? now.context.session : null
    if (restored && (!session || restored.connectorId !== session.connectorId || restored.address.toLowerCase() !== session.address.toLowerCase()))
      broken('a reload restores what was stored', `${namespace} came back as ${restored.connectorId} ${restored.address}; before the reload it was ${session ? `${session.connectorId} ${session.address}` : 'not connected'}`)
    if (!restored && !now.matches('connecting') && !now.matches('restoring')) {
      const stored = JSON.parse(localStorage.getItem('@appkit/connections') ?? '{}') as Record<string, unknown>
      if (stored[namespace] !== undefined) broken('a reload restores what was stored, or nothing', `${namespace} was not restored, yet storage still holds ${JSON.stringify(stored[namespace])}`)
    }
  }
}
