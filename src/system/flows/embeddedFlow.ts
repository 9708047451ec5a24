// The embedded wallet's glue, loaded with its code on the first email field (or at start after an email login): the
// frame in the page and its bridge, the frame's life and the email login with their I/O, and their facts wired to the
// alerts, toasts, the modal's views and the EVM connection (the frame is then that connection's wallet).
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { connectionMachine } from '../../machines/connection/connection.machine'
import { SDK_VERSION } from '../../core/constants'
import { errorPhrase } from '../../core/errors'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { EMBEDDED_CONNECTOR_ID } from '../../machines/emailLogin/emailLogin.connector'
import { emailLoginMachine } from '../../machines/emailLogin/emailLogin.machine'
import type { EmbeddedLoginUser, StepOutcome } from '../../machines/emailLogin/emailLogin.types'
import { embeddedWalletMachine } from '../../machines/embeddedWallet/embeddedWallet.machine'
import { emailUpdateMachine } from '../../machines/emailUpdate/emailUpdate.machine'
import { createFrameActions, createFrameActors } from '../../machines/frame/frame.actors'
import { frameMachine } from '../../machines/frame/frame.machine'
import { smartAccountMachine } from '../../machines/smartAccount/smartAccount.machine'
import type { FrameOutcome } from '../../services/frame/frameBridge'
import { createEmbeddedFrame } from '../../services/frame/embeddedFrame'
import type { RequestName } from '../../services/frame/frameMessages'
import { createFrameProvider, type ApprovalScreen } from '../../services/frame/frameProvider'
import { createEmbeddedLoginCache } from '../../services/storage/embeddedLoginCache'

const step = <N extends RequestName, T>(outcome: FrameOutcome<N>, value: (payload: FrameOutcome<N> & { ok: true }) => T): StepOutcome<T> =>
  outcome.ok ? { ok: true, value: value(outcome) } : { ok: false, error: outcome.error }

export function create(glue: FlowGlue): LoadedFlow<typeof embeddedWalletMachine> {
  const { config, send } = glue
  const cache = createEmbeddedLoginCache(glue.rawStorage)
  // SPEC §4, issue 32: the frame loads on the last chain its account used (stored by switching or reading the chain
  // id), while the app still configures it; else on the default network.
  const lastUsed = cache.getLastUsedChain()
  const chainId = lastUsed && config.networks.includes(`eip155:${lastUsed}`) ? lastUsed : config.defaultNetwork.startsWith('eip155:') ? config.defaultNetwork.split(':')[1]! : '1'
  const frame = createEmbeddedFrame({
    doc: glue.win!.document,
    frameUrl: config.services.frameUrl!,
    projectId: config.projectId,
    chainId,
    version: SDK_VERSION,
    enableLogger: false,
  })
  const { bridge } = frame
  const systemScheme = config.themeMode === 'system' ? glue.win?.matchMedia?.('(prefers-color-scheme: dark)') : undefined
  const syncTheme = () =>
    void bridge.request('SYNC_THEME', {
      themeMode: config.themeMode === 'system' ? (systemScheme?.matches ? 'dark' : 'light') : config.themeMode,
      themeVariables: config.themeVariables,
    })
  // The frame is the EVM connection's wallet once ready; signing out clears the login cache (R-AUTH-1).
  // Issue 31: each request the frame would sign or send is shown and decided in the frame, which the modal lays
  // over its ApproveTransaction view. Any way that view leaves before the frame answered withdraws the request (a
  // 'transaction.succeeded' sent by the page's own code included: only the frame's answer approves).
  glue.presentApprovalFrame(frame)
  const showApproval: ApprovalScreen = (requestId) => {
    let leave = () => {}
    const left = new Promise<void>((resolve) => (leave = resolve))
    // Issue 32, SPEC §2 transaction stack: once answered, the modal returns to where the request found it: closed
    // again when it was closed, one view back when it was open.
    const foundOpen = glue.root().children.modal?.getSnapshot().matches('open') === true
    send({ type: 'modal.open' })
    send({ type: 'transaction.push', view: 'ApproveTransaction', data: { frameRequest: requestId }, onSuccess: leave, onError: leave, onCancel: leave })
    return {
      left,
      end(how) {
        // Only while this request's view is the one on top: the modal answers the top view's request.
        const stack = glue.root().children.modal?.getSnapshot().context.stack
        if (stack?.[stack.length - 1]?.data?.['frameRequest'] !== requestId) return
        send({ type: how === 'approved' ? 'transaction.succeeded' : how === 'rejected' ? 'transaction.cancelled' : 'transaction.failed' })
        if (!foundOpen) send({ type: 'modal.close' })
      },
    }
  }
  const provider = createFrameProvider(bridge, () => cache.clear(), showApproval)
  // SPEC §3 social username: the name a social login gave the account, kept with the login (cleared with it).
  const rememberUser = (user: EmbeddedLoginUser) => {
    if (user.userName) cache.setSocialUsername(user.userName)
  }
  // SPEC §1 (R-PROD-5): the person's choice for EVM, else the smart account; the frame falls back to the EOA where
  // the network has no smart accounts.
  const preferredEvmAccount = () => (cache.getPreferredAccountType('eip155') === 'smartAccount' ? 'smartAccount' : 'eoa')

  const logic = embeddedWalletMachine.provide({
    actors: {
      frame: frameMachine.provide({ actors: createFrameActors(frame.port), actions: createFrameActions(frame.port) }),
      emailLogin: emailLoginMachine.provide({
        actors: {
          sendEmail: fromStep(async ({ email }: { email: string }, signal) => {
            cache.setLastEmailLoginTime()
            return step(await bridge.request('CONNECT_EMAIL', { email }, signal), (answer) => ({ action: answer.payload.action }))
          }),
          verifyDevice: fromStep(async (_: unknown, signal) => step(await bridge.request('CONNECT_DEVICE', undefined, signal), (): unknown => ({}))),
          verifyOtp: fromStep(async ({ otp }: { otp: string }, signal) => step(await bridge.request('CONNECT_OTP', { otp }, signal), (): unknown => ({}))),
          fetchUser: fromStep(async (_: unknown, signal) =>
            step(await bridge.request('GET_USER', { chainId, preferredAccountType: preferredEvmAccount() }, signal), (answer) => answer.payload),
          ),
        },
        actions: {
          abortRequests: () => bridge.abortAll(),
          // R-EMAIL-2: the email stored, the login-used flag set, the last-email-login time cleared.
          rememberLogin: ({ context }) => void cache.rememberLogin(context.email ?? ''),
        },
      }),
      // R-EMAIL-3: the primary code goes to the current address, the secondary to the new one.
      emailUpdate: emailUpdateMachine.provide({
        actors: {
          sendUpdate: fromStep(async ({ email }: { email: string }, signal) => step(await bridge.request('UPDATE_EMAIL', { email }, signal), (): unknown => ({}))),
          verifyPrimary: fromStep(async ({ otp }: { otp: string }, signal) => step(await bridge.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, signal), (): unknown => ({}))),
          verifySecondary: fromStep(async ({ otp }: { otp: string }, signal) => step(await bridge.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }, signal), (): unknown => ({}))),
        },
        actions: { abortRequests: () => bridge.abortAll() },
      }),
      smartAccount: smartAccountMachine.provide({
        actors: {
          fetchEnabledNetworks: fromStep(async (_: unknown, signal) =>
            step(await bridge.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, signal), (answer) => answer.payload.smartAccountEnabledNetworks),
          ),
          setPreferred: fromStep(async ({ accountType }: { accountType: 'eoa' | 'smartAccount' }, signal) =>
            step(await bridge.request('SET_PREFERRED_ACCOUNT', { type: accountType }, signal), (answer) => ({ address: answer.payload.address })),
          ),
          initSmartAccount: fromStep(async (_: unknown, signal) => step(await bridge.request('INIT_SMART_ACCOUNT', undefined, signal), (answer) => ({ isDeployed: answer.payload.isDeployed }))),
        },
        actions: { abortRequests: () => bridge.abortAll() },
      }),
    },
  })

  return {
    logic,
    wire(flow) {
      const embedded = flow as ActorRefFrom<typeof embeddedWalletMachine>
      const children = embedded.getSnapshot().children as {
        frame?: ActorRefFrom<typeof frameMachine>
        emailLogin?: ActorRefFrom<typeof emailLoginMachine>
        emailUpdate?: ActorRefFrom<typeof emailUpdateMachine>
        smartAccount?: ActorRefFrom<typeof smartAccountMachine>
      }
      const accounts = children.smartAccount
      // The frame's word on who is signed in, whichever way it changed (a switch of chain or account, a new email).
      bridge.on((event) => {
        if (event.kind !== 'accountsChanged') return
        if (event.user) rememberUser(event.user)
        accounts?.send(event.user ? { type: 'account.userChanged', user: event.user } : { type: 'account.signedOut' })
      })
      // R-SA-1: stored as a comma list (empty when the frame could not say).
      accounts?.on('enabledNetworks', (fact) => {
        cache.setSmartAccountEnabledNetworks(fact.networks)
        // SPEC §3, issue 32: the EVM network state's smartAccountEnabledNetworks, as the frame said.
        send({ type: 'network.smartAccounts', caipNetworkIds: fact.networks.map((id) => `eip155:${id}` as const) })
      })
      accounts?.on('preferred', (fact) => cache.setPreferredAccountType('eip155', fact.accountType))
      accounts?.on('toast', (fact) => send({ type: 'toast.show', phrase: errorPhrase(fact.code), variant: 'error' }))
      accounts?.on('alert', (fact) => send({ type: 'alert.show', code: fact.code }))
      // R-ERR-6: iframe_load_failed is an alert; requests waiting on the frame were aborted by the flow.
      children.frame?.on('loadFailed', () => send({ type: 'alert.show', code: 'FRAME_LOAD_FAILED' }))
      children.frame?.on('ready', () => {
        glue.attachEmbeddedProvider(provider)
        // The approval shown in the frame (issue 31) wears the app's theme (SPEC §7 sync theme, issue 35): its mode as
        // the person sees it now (the frame knows light and dark; 'system' is resolved here, and sent again whenever
        // the person's setting changes) and the app's theme variables.
        syncTheme()
        systemScheme?.addEventListener('change', syncTheme)
        // R-AUTH-2: after a login, a frame that says it is not connected (or cannot say) clears the login cache.
        if (cache.isLoginUsed()) {
          void bridge.request('IS_CONNECTED').then(async (answer) => {
            if (!answer.ok || !answer.payload.isConnected) return cache.clear()
            // A restored session: its accounts, as a login would have given them.
            const user = await bridge.request('GET_USER', { preferredAccountType: preferredEvmAccount() })
            if (user.ok) accounts?.send({ type: 'account.signedIn', user: user.payload })
          })
        }
      })
      const login = children.emailLogin
      // Back, one view at a time, until `arrived` says so or the stack's bottom is reached, each back once the last has
      // landed: a back may take more than one view (R-NAV-4) and one too many would close the modal. A back that takes
      // nothing (close blocked on a required sign-in) ends it. The finished views are not left for back to return to.
      const backUntil = (arrived: (top: string | undefined) => boolean, atBottom?: (snapshot: SnapshotFrom<NonNullable<typeof modalRef>>) => void) => {
        let length = Infinity
        const next = () => {
          const snapshot = modalRef?.getSnapshot()
          const stack = snapshot?.context.stack ?? []
          if (!snapshot?.matches('open') || stack.length >= length) return watching?.unsubscribe()
          if (stack.length > 1 && !arrived(stack.at(-1)?.view)) {
            length = stack.length
            return send({ type: 'router.back' })
          }
          watching?.unsubscribe()
          if (stack.length <= 1) atBottom?.(snapshot)
        }
        const watching = modalRef?.subscribe(next)
        next()
      }
      // The update's success: back to the Account it started from (when the stack holds one).
      const backToAccount = () => {
        if (modalRef?.getSnapshot().context.stack.some((entry) => entry.view === 'Account')) backUntil((top) => top === 'Account')
      }
      // Back to where the modal started (Connect; Account while another account stays connected, R-NAV-3). A modal
      // that started elsewhere (Networks, UnsupportedChain: found by the system test) gets Connect in that view's place.
      const backToStart = () =>
        backUntil(
          () => false,
          (snapshot) => {
            const start = snapshot.context.stack[0]?.view
            if (start !== 'Connect' && start !== 'SIWXSignMessage' && !(start === 'Account' && snapshot.context.account)) send({ type: 'router.replace', view: 'Connect' })
          },
        )
      // Issue 32: what the email views were doing is dropped with them. Back on Connect's email field (or closed), a
      // login still waiting for its email or code; back on the account or the new-email field (or closed), an update
      // still waiting for its code — its answer would push a code view over whatever is on screen now, and the next
      // email would be ignored. (Watched here, with the flow's code, rather than in the modal's first-click chart.)
      const modalRef = glue.root().children.modal
      const shownOf = (snapshot: SnapshotFrom<NonNullable<typeof modalRef>>) => ({ open: snapshot.matches('open'), top: snapshot.context.stack.at(-1)?.view })
      let shown = modalRef ? shownOf(modalRef.getSnapshot()) : { open: false, top: undefined }
      modalRef?.subscribe((snapshot) => {
        const now = shownOf(snapshot)
        if (now.open === shown.open && now.top === shown.top) return
        shown = now
        if (!now.open || now.top === 'Connect') send({ type: 'email.cancel' })
        if (!now.open || now.top === 'Account' || now.top === 'UpdateEmail') send({ type: 'update.cancel' })
        // Issue 32 (found by the system test): back from the second code lands on the first, which was used already;
        // it goes on to the new-email field, where the update is dropped and can start again.
        const second = children.emailUpdate?.getSnapshot()
        if (now.top === 'UpdateEmailPrimaryOtp' && (second?.matches('awaitingSecondary') || second?.matches('verifyingSecondary'))) send({ type: 'router.back' })
      })
      // Issue 32: the login lasts as long as the frame's account is the EVM connection's (connecting or connected).
      // Once it is not (a disconnect, the frame signing out, a connection that failed), the login and any email
      // update are reset, so the next login in this page starts afresh like the first.
      const evm = (glue.root().children as { connection?: ActorRefFrom<typeof connectionMachine> }).connection
      const heldByFrame = (snapshot: SnapshotFrom<typeof connectionMachine> | undefined) =>
        snapshot?.context.session?.connectorId === EMBEDDED_CONNECTOR_ID || (snapshot?.matches('connecting') === true && snapshot.context.pending?.connectorId === EMBEDDED_CONNECTOR_ID)
      let held = heldByFrame(evm?.getSnapshot())
      evm?.subscribe((snapshot) => {
        const now = heldByFrame(snapshot)
        if (held && !now) {
          send({ type: 'email.reset' })
          send({ type: 'update.cancel' })
        }
        held = now
        // SPEC §4 "switching network or reading chain id stores the last used chain": the frame's account's chain.
        const session = snapshot.context.session
        if (session?.connectorId === EMBEDDED_CONNECTOR_ID && session.chainId !== cache.getLastUsedChain()) cache.setLastUsedChain(session.chainId)
      })
      login?.on('toast', (fact) => send({ type: 'toast.show', phrase: errorPhrase(fact.code, { seconds: fact.seconds }), variant: 'error' }))
      login?.on('alert', (fact) => send({ type: 'alert.show', code: fact.code }))
      // R-EMAIL-1: the modal shows the proof the frame asked for.
      login?.on('step', (fact) => send({ type: 'router.push', view: fact.step === 'device' ? 'EmailVerifyDevice' : 'EmailVerifyOtp' }))
      // Logged in: the EVM connection connects through the frame like any wallet (its modal view closes on it).
      login?.on('connected', (fact) => {
        rememberUser(fact.user)
        accounts?.send({ type: 'account.signedIn', user: fact.user })
        glue.connect('eip155', { connectorId: EMBEDDED_CONNECTOR_ID, walletName: fact.email || 'Email' })
      })
      const update = children.emailUpdate
      update?.on('step', (fact) => send({ type: 'router.push', view: fact.step === 'primary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp' }))
      update?.on('alert', (fact) => send({ type: 'alert.show', code: fact.code }))
      // R-EMAIL-3: success stores the new email; the person is back on the account (the finished code views are
      // left, not kept under it for back to return to).
      update?.on('updated', (fact) => {
        cache.setEmail(fact.email)
        send({ type: 'toast.show', phrase: { key: 'toast.emailUpdated' }, variant: 'success' })
        backToAccount()
      })
      // 'A problem occurred while trying initialize authentication': signed out, reset to Connect.
      // Issue 32: the frame is told to sign out too (a session it may hold would otherwise restore), and the modal
      // starts over (the login's views and whatever they were pushed over are left) rather than stacking another
      // Connect over the code view. (Found by the system test: a login from the Connect a network choice pushed went
      // back only to that Connect, leaving the history under it.)
      login?.on('authFailed', () => {
        void provider.endSession().catch(() => undefined)
        send({ type: 'toast.show', phrase: errorPhrase('AUTH_INIT_FAILED'), variant: 'error' })
        backToStart()
      })
    },
  }
}

/** A frame step as the email login names it: its input, the actor's abort signal (a cancel or a timeout aborts it). */
function fromStep<TInput, T>(run: (input: TInput, signal: AbortSignal) => Promise<StepOutcome<T>>) {
  return fromPromise<StepOutcome<T>, TInput>(({ input, signal }) => run(input, signal))
}
