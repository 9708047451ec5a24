// Sign in with X's glue, loaded with the first account when the app enables sign-in: the verifier (the app's own,
// or the sign-in server at services.siwxUrl), the sessions kept in storage, the message built and checked before it
// is ever shown, the signature asked of the account's own connection, and the flow's facts wired to the modal (the
// view, the session count of R-NAV-9, close on success, the cancel rules of R-SIWX-4) and the alert.
import { getAddress } from 'viem'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { ChainNamespace } from '../../core/caip'
import { errorText, LatchError } from '../../core/errors'
import type { SiwxSession, SiwxVerifier } from '../../core/signIn'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { siwxMachine } from '../../machines/siwx/siwx.machine'
import type { PreparedMessage, SiwxAccount, StepResult } from '../../machines/siwx/siwx.types'
import { checkSessions } from '../../services/siwx/sessionCheck'
import { createServerVerifier } from '../../services/siwx/serverVerifier'
import { formatSignInMessage, parseSignInMessage } from '../../services/siwx/signInMessage'
import { createSiwxSessionCache, createSiwxTokenStore } from '../../services/storage/siwxSessions'

async function step<T>(run: () => Promise<T>): Promise<StepResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return { ok: false, error: { code: 'SIWX', message: error instanceof Error && error.message ? error.message : errorText('SOMETHING_WENT_WRONG') } }
  }
}

/** The verifier the app configured: its own, or the sign-in server's. */
export function verifierFor(glue: FlowGlue): SiwxVerifier {
  const { config } = glue
  if (config.siwx !== 'server') return config.siwx as SiwxVerifier
  const location = glue.win?.location
  return createServerVerifier({
    url: (config.services.siwxUrl ?? '').replace(/\/$/, ''),
    fetch: glue.fetch,
    // The server shows a browser only the sessions it signed in itself: its token lives with the sessions, in storage.
    token: createSiwxTokenStore(glue.rawStorage),
    page: { host: location?.host ?? 'localhost', origin: location?.origin ?? 'http://localhost' },
    statement: `Sign in to ${config.metadata.name}.`,
  })
}

export function create(glue: FlowGlue): LoadedFlow<typeof siwxMachine> {
  const verifier = verifierFor(glue)
  const cache = createSiwxSessionCache(glue.rawStorage)
  const keyOf = (account: SiwxAccount) => ({ chainId: account.chainId, address: account.address })
  const modal = () => (glue.root().children as { modal?: { getSnapshot(): { matches(state: string): boolean; context: { stack: { view: string }[] } } } }).modal?.getSnapshot()

  const logic = siwxMachine.provide({
    actors: {
      // The server's list is the truth; when it cannot be reached, what it last said (storage) stands in.
      checkSessions: fromPromise(async ({ input }: { input: SiwxAccount }) => {
        let sessions: SiwxSession[]
        try {
          sessions = await verifier.getSessions(input.chainId, input.address)
          cache.set(keyOf(input), sessions)
        } catch {
          sessions = cache.get(keyOf(input))
        }
        return checkSessions(sessions, Date.now())
      }),
      // A message that does not read back as exactly itself is never shown for signing.
      createMessage: fromPromise(({ input }: { input: SiwxAccount }) =>
        step<PreparedMessage>(async () => {
          const accountAddress = input.namespace === 'eip155' ? getAddress(input.address) : input.address
          const fields = await verifier.createMessage({ chainId: input.chainId, accountAddress })
          const text = formatSignInMessage(fields)
          const read = parseSignInMessage(text, input.chainId)
          if (!read || read.accountAddress !== accountAddress || read.nonce !== fields.nonce) throw new Error(errorText('SOMETHING_WENT_WRONG'))
          return { fields: read, text }
        }),
      ),
      // Cancelled (or the account gone), the flow stops this actor: the wallet's request is withdrawn with it.
      signMessage: fromPromise(({ input, signal }: { input: { account: SiwxAccount; text: string }; signal: AbortSignal }) =>
        glue.signMessage(input.account.namespace as ChainNamespace, input.text, signal),
      ),
      verify: fromPromise(({ input }: { input: { account: SiwxAccount; message: PreparedMessage; signature: string } }) =>
        step(async () => {
          const session = await verifier.verify({ data: input.message.fields as SiwxSession['data'], message: input.message.text, signature: input.signature })
          cache.add(keyOf(input.account), session)
          const now = checkSessions(cache.get(keyOf(input.account)), Date.now())
          return { count: now.state === 'valid' ? now.count : 1 }
        }),
      ),
    },
  })

  return {
    logic,
    wire(flow) {
      const siwx = flow as ActorRefFrom<typeof siwxMachine>
      // R-SIWX-1: SIWXSignMessage, opened or pushed on top of what the modal shows.
      const prompt = () => {
        const shown = modal()
        if (!shown || shown.matches('closed') || shown.matches('closing')) glue.send({ type: 'modal.open', view: 'SIWXSignMessage' })
        else if (shown.context.stack.at(-1)?.view !== 'SIWXSignMessage') glue.send({ type: 'router.push', view: 'SIWXSignMessage' })
      }
      siwx.on('prompt', prompt)
      // R-PERM-1, issue 32 (found by the system test): a required sign-in stays on screen while it asks; a flow that
      // resets the modal's history (a failed email login resets to Connect) puts it back on top.
      if (glue.config.signInRequired) {
        const asking = () => (['preparing', 'ready', 'signing', 'verifying', 'failed'] as const).some((state) => siwx.getSnapshot().matches(state))
        const modalRef = (glue.root().children as { modal?: { subscribe(next: (snapshot: { context: { stack: { view: string }[] } }) => void): unknown } }).modal
        modalRef?.subscribe((snapshot) => {
          if (asking() && !snapshot.context.stack.some((entry) => entry.view === 'SIWXSignMessage')) prompt()
        })
      }
      // Issue 32: the account asked went (or left the supported networks): its sign-in leaves the modal too.
      siwx.on('withdrawn', () => glue.send({ type: 'router.drop', view: 'SIWXSignMessage' }))
      // R-NAV-9: close is disabled while sign-in is required and the account holds no session.
      siwx.on('sessions', (fact) => glue.send({ type: 'siwx.sessionsChanged', count: fact.count }))
      // R-SIWX-2: signed in — the modal closes (the 'signedIn' fact is the success the inspector shows).
      siwx.on('signedIn', () => glue.send({ type: 'modal.close' }))
      // R-SIWX-4: a required sign-in's cancel disconnects (the modal closes with the account); otherwise it closes.
      // Issue 32 (found by the system test): the disconnect goes to the account's connection itself, not through a view
      // (an approval pushed over the sign-in does not hear 'account.disconnect').
      siwx.on('cancelled', (fact) => {
        if (!fact.required) return glue.send({ type: 'modal.close' })
        const account = siwx.getSnapshot().context.account
        if (account) glue.disconnect(account.namespace as ChainNamespace)
      })
      siwx.on('alert', (fact) => glue.send({ type: 'alert.show', code: fact.code }))
    },
  }
}

/** latch.getSessions / latch.revokeSession for the shown account (CAIP-10): the verifier's word, kept in storage; a
 * revoke removes exactly the one session, and the modal learns how many are left (R-NAV-9). */
export function sessionsApi(glue: FlowGlue, caipAddress: string | undefined) {
  if (!glue.config.siwx) throw new LatchError('SIWX_NOT_ENABLED')
  const [namespace, reference, address] = caipAddress?.split(':') ?? []
  if (!namespace || !reference || !address) throw new LatchError('NO_ACTIVE_CAIP_ADDRESS')
  const account = { chainId: `${namespace}:${reference}`, address }
  const verifier = verifierFor(glue)
  const cache = createSiwxSessionCache(glue.rawStorage)
  return {
    async list(): Promise<SiwxSession[]> {
      const sessions = await verifier.getSessions(account.chainId, account.address)
      cache.set(account, sessions)
      return sessions
    },
    async revoke(session: SiwxSession): Promise<void> {
      await verifier.revoke(session)
      cache.remove(account, session)
      const left = checkSessions(cache.get(account), Date.now())
      glue.send({ type: 'siwx.sessionsChanged', count: left.state === 'valid' ? left.count : 0 })
    },
  }
}
