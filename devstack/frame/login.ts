// The email login (SPEC §7 connect email, connect device, connect OTP). A new email, or a known one on a device
// already approved for it, gets a 6-digit code (VERIFY_OTP). A known email on a device never approved for it gets a
// device-approval link instead (VERIFY_DEVICE): CONNECT_DEVICE then waits (long poll, 25 s) until the link is
// opened, and only then is a code mailed. The right code signs the device in: the user is created at this first
// login, the device counts as approved for them from now on, and a session token goes back to the page.
// Issue 35: the approval link carries the app's theme the page sent with CONNECT_EMAIL, so the page it opens on the
// frame's origin looks like the app the person came from.
import { randomBytes } from 'node:crypto'
import type { ChainId } from './chainIds'
import type { DeviceWaits } from './deviceWait'
import type { FrameTheme } from './frameTheme'
import { COULD_NOT_SEND_EMAIL, type LoginMail } from './loginMail'
import { CODE_TTL_MS, INVALID_CODE, type OneTimeCodes } from './oneTimeCodes'
import { failure, success, type Reply } from './reply'
import type { UserAccounts } from './userAccounts'
import type { Users } from './users'
import type { StoredSession, WalletStore } from './walletStore'

export const DEVICE_NOT_APPROVED = 'Device not approved'
/** Approval links last as long as codes. */
export const DEVICE_LINK_TTL_MS = CODE_TTL_MS

export type LoginContext = {
  deviceId: string
  parentOrigin: string
  chainId: ChainId
  session: StoredSession | undefined
  signal?: AbortSignal
  /** The app's theme as the page last had it (checked: frameTheme.ts), if it had one. */
  theme?: FrameTheme
}

export type LoginDeps = {
  store: WalletStore
  codes: OneTimeCodes
  mail: LoginMail
  users: Users
  accounts: UserAccounts
  waits: DeviceWaits
  now: () => number
  /** GET /verify-device?token=…, with the theme's query after it when there is one, on this server. */
  deviceLinkUrl: (token: string, theme?: FrameTheme) => string
  deviceWaitMs: number
}

const waitKey = (userId: number, deviceId: string) => `${userId}:${deviceId}`
const newToken = () => randomBytes(32).toString('hex')

export function createLogin(deps: LoginDeps) {
  const { store, codes, mail, now } = deps

  async function mailLoginCode(deviceId: string, email: string, userId: number | null): Promise<boolean> {
    const code = codes.issue(deviceId, 'login', { email, userId })
    if (await mail.code(email, code, 'login')) return true
    codes.drop(deviceId, 'login')
    return false
  }

  return {
    async connectEmail(email: string, ctx: LoginContext): Promise<Reply> {
      const address = email.trim().toLowerCase()
      // Whatever code this device had is void: only the answer below decides what it may do next.
      codes.drop(ctx.deviceId, 'login')
      const user = store.userByEmail(address)
      if (user && !store.isApproved(user.id, ctx.deviceId)) {
        const token = newToken()
        store.addDeviceLink(token, { userId: user.id, deviceId: ctx.deviceId, expiresAt: now() + DEVICE_LINK_TTL_MS }, now())
        if (!(await mail.deviceLink(user.email, deps.deviceLinkUrl(token, ctx.theme)))) return failure(COULD_NOT_SEND_EMAIL)
        return success({ action: 'VERIFY_DEVICE' })
      }
      if (!(await mailLoginCode(ctx.deviceId, address, user?.id ?? null))) return failure(COULD_NOT_SEND_EMAIL)
      return success({ action: 'VERIFY_OTP' })
    },

    async connectDevice(ctx: LoginContext): Promise<Reply> {
      const link = store.latestDeviceLink(ctx.deviceId)
      if (!link) return failure(DEVICE_NOT_APPROVED)
      const approved = await deps.waits.wait(waitKey(link.userId, ctx.deviceId), deps.deviceWaitMs, () => store.isApproved(link.userId, ctx.deviceId), ctx.signal)
      const user = approved ? store.userById(link.userId) : undefined
      if (!user) return failure(DEVICE_NOT_APPROVED)
      if (!(await mailLoginCode(ctx.deviceId, user.email, user.id))) return failure(COULD_NOT_SEND_EMAIL)
      return success()
    },

    /** GET /verify-device: true when the link was good (unknown, used or expired links approve nothing). */
    approveDevice(token: string): boolean {
      const link = store.deviceLink(token)
      if (!link || link.used || now() > link.expiresAt) return false
      store.useDeviceLink(token)
      store.approve(link.userId, link.deviceId, now())
      deps.waits.notify(waitKey(link.userId, link.deviceId))
      return true
    },

    async connectOtp(otp: string, ctx: LoginContext): Promise<Reply> {
      const check = codes.check(ctx.deviceId, 'login', otp)
      if (!check.ok) return failure(check.message)
      codes.use(check.code)
      const user = check.code.userId === null ? await deps.users.findOrCreate(check.code.email) : store.userById(check.code.userId)
      if (!user) return failure(INVALID_CODE)
      store.approve(user.id, ctx.deviceId, now())
      if (ctx.session) store.dropSession(ctx.session.token)
      const token = newToken()
      store.addSession({ token, userId: user.id, deviceId: ctx.deviceId, parentOrigin: ctx.parentOrigin, chainId: ctx.chainId }, now())
      const session = store.session(token)
      const accountsChanged = await deps.accounts.describe(user, session?.preferredAccountType ?? 'smartAccount', ctx.chainId)
      return success(undefined, { session: token, chainId: ctx.chainId, accountsChanged })
    },
  }
}

export type Login = ReturnType<typeof createLogin>
