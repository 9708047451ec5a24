// Changing a signed-in user's email (SPEC §7 update email, primary OTP, secondary OTP): both addresses must prove
// themselves. UPDATE_EMAIL mails a code to the CURRENT email (VERIFY_PRIMARY_OTP); that code mails one to the NEW
// email; that second code changes the email, and the page announces the changed user. Codes are bound to the device
// and the user that asked; an email another user already has is refused at the start and again at the end.
import { COULD_NOT_SEND_EMAIL, type LoginMail } from './loginMail'
import { INVALID_CODE, type OneTimeCodes } from './oneTimeCodes'
import { failure, success, type Reply } from './reply'
import type { UserAccounts } from './userAccounts'
import type { StoredSession, WalletStore } from './walletStore'

export const EMAIL_IN_USE = 'Email already in use'
export const SAME_EMAIL = 'This is already your email'

export function createUpdateEmail(deps: { store: WalletStore; codes: OneTimeCodes; mail: LoginMail; accounts: UserAccounts }) {
  const { store, codes, mail } = deps

  return {
    async start(email: string, session: StoredSession): Promise<Reply> {
      const user = store.userById(session.userId)
      if (!user) return failure('Not signed in')
      const next = email.trim().toLowerCase()
      if (next === user.email) return failure(SAME_EMAIL)
      if (store.userByEmail(next)) return failure(EMAIL_IN_USE)
      codes.drop(session.deviceId, 'update-secondary')
      const code = codes.issue(session.deviceId, 'update-primary', { email: next, userId: user.id })
      if (!(await mail.code(user.email, code, 'confirm-current'))) {
        codes.drop(session.deviceId, 'update-primary')
        return failure(COULD_NOT_SEND_EMAIL)
      }
      return success({ action: 'VERIFY_PRIMARY_OTP' })
    },

    async primaryOtp(otp: string, session: StoredSession): Promise<Reply> {
      const check = codes.check(session.deviceId, 'update-primary', otp)
      if (!check.ok) return failure(check.message)
      if (check.code.userId !== session.userId) return failure(INVALID_CODE)
      const code = codes.issue(session.deviceId, 'update-secondary', { email: check.code.email, userId: session.userId })
      if (!(await mail.code(check.code.email, code, 'confirm-new'))) {
        codes.drop(session.deviceId, 'update-secondary')
        return failure(COULD_NOT_SEND_EMAIL)
      }
      codes.use(check.code)
      return success()
    },

    async secondaryOtp(otp: string, session: StoredSession): Promise<Reply> {
      const check = codes.check(session.deviceId, 'update-secondary', otp)
      if (!check.ok) return failure(check.message)
      if (check.code.userId !== session.userId) return failure(INVALID_CODE)
      if (!store.setEmail(session.userId, check.code.email)) return failure(EMAIL_IN_USE)
      codes.use(check.code)
      const user = store.userById(session.userId)
      if (!user) return failure('Not signed in')
      return success({ newEmail: user.email }, { accountsChanged: await deps.accounts.describe(user, session.preferredAccountType, session.chainId) })
    },
  }
}

export type UpdateEmail = ReturnType<typeof createUpdateEmail>
