// The embedded-wallet frame for the world. The real src/services/frame/embeddedFrame.ts creates an iframe for
// config.services.frameUrl; jsdom never loads it. This fake stands where the frame page and its server stand: it
// hears what Latch posts to that iframe's window (its postMessage, replaced on the iframe's own window before Latch
// first uses it) and answers by dispatching a MessageEvent on the page's window with the frame's origin and the
// iframe's window as source — the only messages frameBridge.ts accepts. It speaks SPEC §7 in the shapes
// frameMessages.ts validates, with the behaviour of devstack/frame (relay + server): the ready event, the email login
// (a new email gets a code, a known email on a new device a link to approve first), users and sessions that outlive a
// reload (the frame's own storage, on its own origin), the email update's two codes, account types, reads, and
// issue 31's approvals: a request the person must approve is shown in the frame (APPROVAL with its height) and
// answered only when the test says the person approved or rejected it there (`approve()` / `reject()`). Nothing the
// page can post approves: CANCEL_APPROVAL withdraws (a 4001 for the app), a new approval replaces the one shown.
// Each message can be scripted to answer, fail with a message, go silent or answer late.
import { keccak256, numberToHex, stringToHex, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import {
  APP_PREFIX,
  FRAME_PREFIX,
  frameApproval,
  frameError,
  frameSuccess,
  parseAppRequest,
  type AppRequest,
  type EmbeddedUser,
  type RequestName,
  type RequestPayload,
} from '../../../src/services/frame/frameMessages'
import { needsApproval, SAFE_RPC_METHODS } from '../../../src/services/rpc/rpcMethods'
import type { Ledger } from './ledger'

/** The devstack frame's words (devstack/frame/*): the app shows some of them. */
export const FRAME_TEXT = {
  notSignedIn: 'Not signed in',
  notSupportedYet: 'Not supported by this frame yet',
  couldNotSendEmail: 'Could not send email',
  deviceNotApproved: 'Device not approved',
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired',
  sameEmail: 'This is already your email',
  emailInUse: 'Email already in use',
  smartAccountsNotEnabled: 'Smart accounts are not enabled on this network',
  userRejected: 'User rejected the request',
  notYourAccount: 'The address is not the signed-in account',
  unsupportedChain: 'Unsupported chain',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  invalidParams: 'Invalid params',
} as const

const CODE_TTL_MS = 10 * 60_000
const MAX_WRONG_TRIES = 5
const DEVICE_WAIT_MS = 25_000
const APPROVAL_HEIGHT = 320
const LATER: readonly RequestName[] = ['CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI', 'GET_FARCASTER_URI', 'CONNECT_FARCASTER']

/** How the frame answers a message: as the real frame would, with an error message, never, or that much later. */
export type FrameMode = 'answer' | 'silent' | { fail: string } | { delayMs: number }
type Code = { code: string; email: string; tries: number; expiresAt: number; userEmail?: string }
type User = { email: string; key: PrivateKeyAccount; devices: Set<string> }
type Session = { email: string; preferredAccountType: 'eoa' | 'smartAccount'; chainId: string | number }
type Approval = { request: AppRequest & { payload: RequestPayload<'RPC_REQUEST'> }; account: { type: 'eoa' | 'smartAccount'; address: Hex } }

const normalizeChainId = (chainId: string | number): string | number => {
  if (typeof chainId === 'number') return chainId
  const text = chainId.trim()
  if (/^\d{1,15}$/.test(text)) return Number(text)
  if (/^0x[0-9a-f]{1,13}$/i.test(text)) return Number.parseInt(text.slice(2), 16)
  const caip = /^eip155:(\d{1,15})$/.exec(text)
  return caip ? Number(caip[1]) : chainId
}
const evmNumber = (chainId: string | number): number | undefined => {
  const normalized = normalizeChainId(chainId)
  return typeof normalized === 'number' ? normalized : undefined
}
/** A key for an email: the same person gets the same account in every run. */
const KEYS = new Map<string, PrivateKeyAccount>()
const keyFor = (email: string) => {
  let key = KEYS.get(email)
  if (!key) KEYS.set(email, (key = privateKeyToAccount(keccak256(stringToHex(`latch-world-frame:${email}`)))))
  return key
}
/** The counterfactual smart account of an owner (a stand-in for the factory's address). */
export const smartAccountOf = (owner: string): Hex => `0x${keccak256(stringToHex(`smart:${owner.toLowerCase()}`)).slice(-40)}` as Hex

export type FrameOptions = {
  /** The frame page's URL (config.services.frameUrl). */
  url: string
  ledger: Ledger
  /** EVM chain ids with the account-abstraction contracts (none: every user has only the EOA). */
  smartAccountChains?: number[]
  now(): number
  /** Waits on the world's timeline. */
  wait(ms: number): Promise<void>
  onActivity(): void
}

export class FakeFrame {
  readonly origin: string
  /** Every request Latch posted, as parsed (and anything it posted that was not a request, as null). */
  readonly received: (AppRequest | null)[] = []
  /** Every message the frame posted to the page. */
  readonly posted: unknown[] = []
  /** How the frame says it is ready: at once, after a while, or never (the devstack's 'never' fault: the page runs and
   * answers, but never posts READY). */
  ready: 'now' | 'never' | { afterMs: number } = 'now'
  /** The frame's page does not load at all (its server is down): nothing is heard, nothing answers. */
  unreachable = false
  /** Per message, how it is answered (the default: as the real frame would). */
  readonly modes: Partial<Record<RequestName, FrameMode>> = {}
  /** The frame's mail server refuses mail ('Could not send email'). */
  mailDown = false
  private readonly users = new Map<string, User>()
  private readonly codes = new Map<'login' | 'update-primary' | 'update-secondary', Code>()
  private readonly mailbox: { to: string; code?: string; link?: boolean }[] = []
  private deviceLink: { email: string; approved: boolean; wake?: () => void } | undefined
  private session: Session | undefined
  private chainId: string | number
  /** The iframe's ?chainId=: where a new page (or RELOAD) starts. */
  private pageChainId: string | number = 1
  private showing: Approval | undefined
  private readonly smart: Set<number>
  private device = 'world-device-0001'
  private frameWindow: Window | undefined
  private readonly patched = new WeakSet<Window>()
  private restoreGetter: (() => void) | undefined
  private observer: MutationObserver | undefined
  private page: (Window & typeof globalThis) | undefined
  private counter = 0

  constructor(private readonly options: FrameOptions) {
    const url = new URL(options.url)
    this.origin = url.origin
    this.chainId = 1
    this.smart = new Set(options.smartAccountChains ?? [])
  }

  /** Watches the page for Latch's iframe: its window's postMessage comes here, and it says READY once it is in. */
  install(doc: Document): void {
    const win = doc.defaultView!
    this.page = win as Window & typeof globalThis
    const adoptIfOurs = (iframe: HTMLIFrameElement, child: Window | null) => {
      if (child && this.isOurs(iframe)) this.adopt(iframe, child)
    }
    const proto = win.HTMLIFrameElement.prototype
    const getter = Object.getOwnPropertyDescriptor(proto, 'contentWindow')!
    Object.defineProperty(proto, 'contentWindow', {
      configurable: true,
      enumerable: getter.enumerable ?? true,
      get(this: HTMLIFrameElement) {
        const child = getter.get!.call(this) as Window | null
        adoptIfOurs(this, child)
        return child
      },
    })
    this.restoreGetter = () => Object.defineProperty(proto, 'contentWindow', getter)
    this.observer = new win.MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const iframes = node instanceof win.HTMLIFrameElement ? [node] : node instanceof win.Element ? [...node.querySelectorAll('iframe')] : []
          for (const iframe of iframes) if (this.isOurs(iframe)) void this.loaded(iframe)
        }
    })
    this.observer.observe(doc.body, { childList: true, subtree: true })
  }

  uninstall(): void {
    this.observer?.disconnect()
    this.observer = undefined
    this.restoreGetter?.()
    this.restoreGetter = undefined
  }

  /** A new page: the iframe is gone; the frame's storage and its server's state stay. */
  pageGone(): void {
    this.frameWindow = undefined
    this.showing = undefined
    this.deviceLink?.wake?.()
  }

  private isOurs(iframe: HTMLIFrameElement): boolean {
    try {
      return new URL(iframe.src).origin === this.origin
    } catch {
      return false
    }
  }

  private adopt(iframe: HTMLIFrameElement, child: Window): void {
    if (this.patched.has(child)) return
    this.patched.add(child)
    this.frameWindow = child
    const chain = new URL(iframe.src).searchParams.get('chainId')
    if (chain) this.pageChainId = normalizeChainId(chain)
    this.chainId = this.pageChainId
    Object.defineProperty(child, 'postMessage', {
      configurable: true,
      writable: true,
      value: (message: unknown, targetOrigin: string) => {
        // A browser delivers only to a window of the target origin.
        if (targetOrigin !== '*' && new URL(targetOrigin).origin !== this.origin) return
        this.options.onActivity()
        void this.receive(message, child)
      },
    })
  }

  private async loaded(iframe: HTMLIFrameElement): Promise<void> {
    const child = iframe.contentWindow
    if (!child) return
    if (this.ready === 'never' || this.unreachable) return
    if (typeof this.ready === 'object') await this.options.wait(this.ready.afterMs)
    if (this.frameWindow !== child) return
    this.post({ type: `${FRAME_PREFIX}READY` })
  }

  /** Posts to the page as the frame: the frame's origin, the iframe's window as source. */
  private post(message: unknown): void {
    const child = this.frameWindow
    if (!child) return
    this.posted.push(message)
    this.options.onActivity()
    const page = this.page
    page?.dispatchEvent(new page.MessageEvent('message', { data: message, origin: this.origin, source: child as unknown as MessageEventSource }))
  }

  private async receive(message: unknown, child: Window): Promise<void> {
    const request = parseAppRequest(message)
    this.received.push(request ?? null)
    if (!request || child !== this.frameWindow || this.unreachable) return
    const name = request.type.slice(APP_PREFIX.length) as RequestName
    // An answer comes in a later task, as the real page's round trip to its server does.
    await Promise.resolve()
    const mode = this.modes[name] ?? 'answer'
    if (mode === 'silent') return
    if (typeof mode === 'object' && 'fail' in mode) return this.post(frameError(name, request.id, mode.fail))
    if (typeof mode === 'object' && 'delayMs' in mode) await this.options.wait(mode.delayMs)
    if (child !== this.frameWindow) return
    await this.handle(name, request)
  }

  private code(purpose: 'login' | 'update-primary' | 'update-secondary', email: string, userEmail?: string): boolean {
    if (this.mailDown) return false
    this.counter++
    const code = String((this.counter * 7919 + 100_000) % 1_000_000).padStart(6, '0')
    this.codes.set(purpose, { code, email, tries: 0, expiresAt: this.options.now() + CODE_TTL_MS, ...(userEmail ? { userEmail } : {}) })
    this.mailbox.push({ to: purpose === 'update-primary' ? (userEmail ?? email) : email, code })
    return true
  }

  private check(purpose: 'login' | 'update-primary' | 'update-secondary', otp: string): Code | string {
    const code = this.codes.get(purpose)
    if (!code) return FRAME_TEXT.invalidCode
    if (code.tries >= MAX_WRONG_TRIES || this.options.now() > code.expiresAt) return FRAME_TEXT.codeExpired
    if (otp.trim() !== code.code) {
      code.tries++
      return FRAME_TEXT.invalidCode
    }
    return code
  }

  private activeAccount(user: User, preferred: 'eoa' | 'smartAccount', chainId: string | number): { type: 'eoa' | 'smartAccount'; address: Hex } {
    const number = evmNumber(chainId)
    if (preferred === 'smartAccount' && number !== undefined && this.smart.has(number)) return { type: 'smartAccount', address: smartAccountOf(user.key.address) }
    return { type: 'eoa', address: user.key.address }
  }

  /** SPEC §3 embedded-login user: the account in use as `address`, both accounts where the smart one exists. */
  private describe(user: User, preferred: 'eoa' | 'smartAccount', chainId: string | number): EmbeddedUser {
    const inUse = this.activeAccount(user, preferred, chainId)
    const number = evmNumber(chainId)
    const smartHere = number !== undefined && this.smart.has(number)
    return {
      email: user.email,
      address: inUse.address,
      chainId: normalizeChainId(chainId),
      accounts: [{ address: user.key.address, type: 'eoa' }, ...(smartHere ? [{ address: smartAccountOf(user.key.address), type: 'smartAccount' as const }] : [])],
      preferredAccountType: inUse.type,
      ...(smartHere ? { smartAccountDeployed: true } : {}),
    }
  }

  private signedIn(): { session: Session; user: User } | undefined {
    const session = this.session
    const user = session && this.users.get(session.email)
    return session && user ? { session, user } : undefined
  }

  private accountsChanged(user: EmbeddedUser | null): void {
    this.post({ type: `${FRAME_PREFIX}ACCOUNTS_CHANGED`, payload: user })
  }

  private async handle(name: RequestName, request: AppRequest): Promise<void> {
    const id = request.id
    const ok = (payload?: unknown) => this.post(frameSuccess(name, id, payload as never))
    const fail = (message: string) => this.post(frameError(name, id, message))
    const payload = request.payload as Record<string, unknown> | undefined
    if (LATER.includes(name)) return fail(FRAME_TEXT.notSupportedYet)
    switch (name) {
      case 'HEARTBEAT':
      case 'SYNC_THEME':
      case 'SYNC_DAPP_DATA':
        return ok()
      case 'RELOAD':
        // Start again from what the frame keeps: its storage and the iframe's chain id.
        this.chainId = this.pageChainId
        return ok()
      case 'CONNECT_EMAIL': {
        const email = String(payload?.email).trim().toLowerCase()
        this.codes.delete('login')
        const user = this.users.get(email)
        if (user && !user.devices.has(this.device)) {
          if (this.mailDown) return fail(FRAME_TEXT.couldNotSendEmail)
          this.deviceLink = { email, approved: false }
          this.mailbox.push({ to: email, link: true })
          return ok({ action: 'VERIFY_DEVICE' })
        }
        return this.code('login', email) ? ok({ action: 'VERIFY_OTP' }) : fail(FRAME_TEXT.couldNotSendEmail)
      }
      case 'CONNECT_DEVICE': {
        const link = this.deviceLink
        if (!link) return fail(FRAME_TEXT.deviceNotApproved)
        if (!link.approved) {
          // The real server's long poll: woken by the approval link, or given up after 25 s.
          await Promise.race([new Promise<void>((resolve) => (link.wake = resolve)), this.options.wait(DEVICE_WAIT_MS)])
        }
        if (!link.approved) return fail(FRAME_TEXT.deviceNotApproved)
        return this.code('login', link.email, link.email) ? ok() : fail(FRAME_TEXT.couldNotSendEmail)
      }
      case 'CONNECT_OTP': {
        const checked = this.check('login', String(payload?.otp))
        if (typeof checked === 'string') return fail(checked)
        this.codes.delete('login')
        let user = this.users.get(checked.email)
        if (!user) {
          user = { email: checked.email, key: keyFor(checked.email), devices: new Set() }
          this.users.set(checked.email, user)
        }
        user.devices.add(this.device)
        this.session = { email: user.email, preferredAccountType: 'smartAccount', chainId: this.chainId }
        ok()
        return this.accountsChanged(this.describe(user, this.session.preferredAccountType, this.chainId))
      }
      case 'IS_CONNECTED':
        return ok({ isConnected: this.signedIn() !== undefined })
      case 'SIGN_OUT': {
        const had = this.signedIn() !== undefined
        this.session = undefined
        this.showing = undefined
        ok()
        if (had) this.accountsChanged(null)
        return
      }
      case 'GET_CHAIN_ID':
        return ok({ chainId: this.session?.chainId ?? this.chainId })
      case 'SWITCH_NETWORK': {
        const chainId = normalizeChainId(payload?.chainId as string | number)
        const current = this.signedIn()
        if (!current) {
          this.chainId = chainId
          return ok({ chainId })
        }
        const before = this.activeAccount(current.user, current.session.preferredAccountType, current.session.chainId)
        current.session.chainId = chainId
        this.chainId = chainId
        const after = this.describe(current.user, current.session.preferredAccountType, chainId)
        ok({ chainId })
        if (after.address !== before.address) this.accountsChanged(after)
        return
      }
      case 'GET_USER': {
        const current = this.signedIn()
        if (!current) return fail(FRAME_TEXT.notSignedIn)
        const asked = payload?.chainId as string | number | undefined
        if (asked !== undefined) {
          current.session.chainId = normalizeChainId(asked)
          this.chainId = current.session.chainId
        }
        const preferred = payload?.preferredAccountType as 'eoa' | 'smartAccount' | undefined
        if (preferred) current.session.preferredAccountType = preferred
        return ok(this.describe(current.user, current.session.preferredAccountType, current.session.chainId))
      }
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return ok({ smartAccountEnabledNetworks: [...this.smart] })
      case 'INIT_SMART_ACCOUNT': {
        const current = this.signedIn()
        if (!current) return fail(FRAME_TEXT.notSignedIn)
        const number = evmNumber(current.session.chainId)
        if (number === undefined || !this.smart.has(number)) return fail(FRAME_TEXT.smartAccountsNotEnabled)
        return ok({ address: smartAccountOf(current.user.key.address), isDeployed: true })
      }
      case 'SET_PREFERRED_ACCOUNT': {
        const current = this.signedIn()
        if (!current) return fail(FRAME_TEXT.notSignedIn)
        const type = payload?.type as 'eoa' | 'smartAccount'
        const number = evmNumber(current.session.chainId)
        if (type === 'smartAccount' && (number === undefined || !this.smart.has(number))) return fail(FRAME_TEXT.smartAccountsNotEnabled)
        current.session.preferredAccountType = type
        const described = this.describe(current.user, type, current.session.chainId)
        ok({ type, address: described.address })
        return this.accountsChanged(described)
      }
      case 'UPDATE_EMAIL': {
        const current = this.signedIn()
        if (!current) return fail(FRAME_TEXT.notSignedIn)
        const next = String(payload?.email).trim().toLowerCase()
        if (next === current.user.email) return fail(FRAME_TEXT.sameEmail)
        if (this.users.has(next)) return fail(FRAME_TEXT.emailInUse)
        this.codes.delete('update-secondary')
        return this.code('update-primary', next, current.user.email) ? ok({ action: 'VERIFY_PRIMARY_OTP' }) : fail(FRAME_TEXT.couldNotSendEmail)
      }
      case 'UPDATE_EMAIL_PRIMARY_OTP': {
        const current = this.signedIn()
        if (!current) return fail(FRAME_TEXT.notSignedIn)
        const checked = this.check('update-primary', String(payload?.otp))
        if (typeof checked === 'string') return fail(checked)
        if (!this.code('update-secondary', checked.email, current.user.email)) return fail(FRAME_TEXT.couldNotSendEmail)
        this.codes.delete('update-primary')
        return ok()
      }
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        const current = this.signedIn()
        if (!current) return fail(FRAME_TEXT.notSignedIn)
        const checked = this.check('update-secondary', String(payload?.otp))
        if (typeof checked === 'string') return fail(checked)
        if (this.users.has(checked.email)) return fail(FRAME_TEXT.emailInUse)
        this.codes.delete('update-secondary')
        this.users.delete(current.user.email)
        current.user.email = checked.email
        this.users.set(checked.email, current.user)
        current.session.email = checked.email
        ok({ newEmail: checked.email })
        return this.accountsChanged(this.describe(current.user, current.session.preferredAccountType, current.session.chainId))
      }
      case 'CANCEL_APPROVAL': {
        // The page gave up on the request on screen: rejected, and said so before the withdrawal's own answer.
        if (this.showing?.request.id === (payload?.requestId as string)) this.decide('reject')
        return ok()
      }
      case 'RPC_REQUEST':
        return this.rpc(request as AppRequest & { payload: RequestPayload<'RPC_REQUEST'> })
      default:
        return fail(FRAME_TEXT.notSupportedYet)
    }
  }

  private async rpc(request: AppRequest & { payload: RequestPayload<'RPC_REQUEST'> }): Promise<void> {
    const fail = (message: string) => this.post(frameError('RPC_REQUEST', request.id, message))
    const ok = (result: unknown) => this.post(frameSuccess('RPC_REQUEST', request.id, result))
    const { method, params } = request.payload
    // One approval at a time: a new one replaces the one on screen, which is rejected (reads go on meanwhile).
    if (this.showing && needsApproval(method)) this.decide('reject')
    const current = this.signedIn()
    if (!current) return fail(FRAME_TEXT.notSignedIn)
    const chainId = request.payload.chainId === undefined ? current.session.chainId : normalizeChainId(request.payload.chainId)
    const account = this.activeAccount(current.user, current.session.preferredAccountType, chainId)
    const list = Array.isArray(params) ? params : []
    if (needsApproval(method)) {
      const claimed = method === 'personal_sign' ? list[1] : method === 'eth_signTypedData_v4' ? list[0] : (list[0] as { from?: unknown } | undefined)?.from
      if (typeof claimed === 'string' && claimed.toLowerCase() !== account.address.toLowerCase()) return fail(FRAME_TEXT.notYourAccount)
      if ((method === 'personal_sign' && typeof list[0] !== 'string') || (method === 'eth_signTypedData_v4' && list[1] === undefined)) return fail(FRAME_TEXT.invalidParams)
      this.showing = { request, account }
      // The frame shows it and asks its parent for room; only the person's click in the frame answers it.
      this.post(frameApproval(request.id, APPROVAL_HEIGHT))
      return
    }
    const chainHex = evmNumber(chainId) === undefined ? undefined : numberToHex(evmNumber(chainId)!)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return ok([account.address])
      case 'eth_chainId':
        return chainHex ? ok(chainHex) : fail(FRAME_TEXT.unsupportedChain)
      default: {
        if (!(SAFE_RPC_METHODS as readonly string[]).includes(method)) return fail(FRAME_TEXT.rpcNotAllowed)
        const caip = chainHex ? `eip155:${evmNumber(chainId)}` : String(chainId)
        if (!this.options.ledger.serves(caip)) return fail(FRAME_TEXT.unsupportedChain)
        if (method === 'eth_getBalance') return ok(numberToHex(this.options.ledger.native(caip, String(list[0] ?? account.address))))
        if (method === 'eth_blockNumber') return ok(numberToHex(this.options.ledger.blockNumber(caip)))
        if (method === 'eth_call' || method === 'eth_getCode') return ok('0x')
        return fail(FRAME_TEXT.notSupportedYet)
      }
    }
  }

  private decide(decision: 'approve' | 'reject'): boolean {
    const shown = this.showing
    if (!shown) return false
    this.showing = undefined
    const id = shown.request.id
    if (decision === 'reject') {
      this.post(frameError('RPC_REQUEST', id, FRAME_TEXT.userRejected))
      return true
    }
    const current = this.signedIn()
    if (!current) {
      this.post(frameError('RPC_REQUEST', id, FRAME_TEXT.notSignedIn))
      return true
    }
    void this.signed(current.user.key, shown).then(
      (result) => this.post(frameSuccess('RPC_REQUEST', id, result)),
      (error: unknown) => this.post(frameError('RPC_REQUEST', id, error instanceof Error ? error.message.slice(0, 500) : FRAME_TEXT.invalidParams)),
    )
    return true
  }

  private async signed(key: PrivateKeyAccount, shown: Approval): Promise<unknown> {
    const { method, params } = shown.request.payload
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'personal_sign': {
        const message = String(list[0])
        return key.signMessage({ message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as Hex } : message })
      }
      case 'eth_signTypedData_v4': {
        const typed = list[1]
        return key.signTypedData((typeof typed === 'string' ? JSON.parse(typed) : typed) as TypedDataDefinition)
      }
      case 'wallet_sendCalls':
        return { id: keccak256(stringToHex(`calls:${shown.request.id}`)) }
      default:
        return keccak256(stringToHex(`tx:${shown.request.id}`))
    }
  }

  // What the person does in the frame, or in their mailbox: commands of the test, never of the page.

  /** The approval on screen, if any: the request it is for. */
  get approval(): { requestId: string; method: string } | undefined {
    return this.showing && { requestId: this.showing.request.id, method: this.showing.request.payload.method }
  }
  /** The person clicks Approve in the frame. False when nothing is shown. */
  approve(): boolean {
    return this.decide('approve')
  }
  /** The person clicks Reject in the frame. */
  reject(): boolean {
    return this.decide('reject')
  }
  /** The code last mailed to `email` (or the last code mailed at all). */
  otp(email?: string): string | undefined {
    const mails = this.mailbox.filter((mail) => mail.code && (email === undefined || mail.to === email.toLowerCase()))
    return mails[mails.length - 1]?.code
  }
  /** The person opens the device-approval link mailed to them. */
  approveDevice(): boolean {
    const link = this.deviceLink
    if (!link || link.approved) return false
    link.approved = true
    this.users.get(link.email)?.devices.add(this.device)
    link.wake?.()
    return true
  }
  /** A user that exists already (signed up on another device earlier): its email needs a device approval here. */
  addUser(email: string): Hex {
    const normalized = email.toLowerCase()
    const user = { email: normalized, key: keyFor(normalized), devices: new Set<string>() }
    this.users.set(normalized, user)
    return user.key.address
  }
  /** The address an email's user has (or will have). */
  addressOf(email: string): Hex {
    return keyFor(email.toLowerCase()).address
  }
  /** The owner EOA of a smart account this frame made, if `address` is one. */
  ownerOf(address: string): string | undefined {
    for (const user of this.users.values()) if (smartAccountOf(user.key.address).toLowerCase() === address.toLowerCase()) return user.key.address
    return undefined
  }
  /** The person comes back in another browser: a device the frame has never seen, with no session. */
  newDevice(): void {
    this.device = `world-device-${String(++this.counter).padStart(4, '0')}`
    this.session = undefined
    this.showing = undefined
    this.deviceLink = undefined
  }
  /** The frame ends the session by itself (expired on its server): ACCOUNTS_CHANGED null. */
  endSession(): void {
    if (!this.session) return
    this.session = undefined
    this.showing = undefined
    this.accountsChanged(null)
  }
  get signedInEmail(): string | undefined {
    return this.session?.email
  }
  /** The frame's window is in the page now (an iframe exists). */
  get live(): boolean {
    return this.frameWindow !== undefined
  }
}
