import type { ShownError } from '../../core/walletCard'

/** SPEC §5: what the frame says proves the email. */
export type LoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** SPEC §3 embedded-login user, as the email login hands it to the connection. */
export type EmbeddedLoginUser = {
  email?: string
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  preferredAccountType?: 'eoa' | 'smartAccount'
  smartAccountDeployed?: boolean
}

/** One frame step's answer: its value, or why not (the frame's own message, or the catalogue's). */
export type StepOutcome<T> = { ok: true; value: T } | { ok: false; error: ShownError }

export type EmailLoginContext = {
  email: string | null
  /** Why the last step failed, for the view to show (a wrong code, the frame's message, a timeout). */
  failure: ShownError | null
  /** R-EMAIL-4: seconds until another email may be sent. */
  cooldownLeft: number
  user: EmbeddedLoginUser | null
}

export type EmailLoginEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'email.otp'; otp: string }
  | { type: 'email.resend' }
  | { type: 'email.cancel' }
  /** Signed out: the next login starts afresh. */
  | { type: 'email.reset' }
  /** Raised when an email goes out: the 30 s cooldown starts. */
  | { type: 'email.cooldown' }

export type EmailLoginEmitted =
  | { type: 'toast'; code: 'EMAIL_COOLDOWN'; seconds: number }
  | { type: 'alert'; code: 'FRAME_REQUEST_TIMEOUT' }
  | { type: 'connected'; user: EmbeddedLoginUser; email: string }
  | { type: 'authFailed' }
  /** The frame asks the person to approve this device from the mailbox, or to type the code it sent. */
  | { type: 'step'; step: 'device' | 'otp' }
