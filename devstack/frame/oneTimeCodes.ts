// One-time codes, mailed for a login and for each step of an email change: 6 digits from crypto.randomInt, valid
// 10 minutes, good once, bound to the device that asked (another device cannot use it). After 5 wrong tries the
// code is void, so guessing a million codes is not an option; a void code answers like an expired one, so the app
// offers a new code rather than another try. A check does not use the code up: the caller does, once whatever the
// code unlocks (often another mail) has worked, so a failed mail can be retried with the same code.
import { randomInt } from 'node:crypto'
import type { CodePurpose, StoredCode, WalletStore } from './walletStore'

export const CODE_TTL_MS = 10 * 60_000
export const MAX_WRONG_TRIES = 5
export const INVALID_CODE = 'Invalid code'
export const CODE_EXPIRED = 'Code expired'

export type CodeCheck = { ok: true; code: StoredCode } | { ok: false; message: typeof INVALID_CODE | typeof CODE_EXPIRED }

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function createOneTimeCodes(store: WalletStore, now: () => number) {
  return {
    /** A fresh code for this device and purpose (the previous one is gone). */
    issue(deviceId: string, purpose: CodePurpose, target: { email: string; userId: number | null }): string {
      const code = newCode()
      store.addCode(deviceId, purpose, { ...target, code, expiresAt: now() + CODE_TTL_MS })
      return code
    },
    check(deviceId: string, purpose: CodePurpose, otp: string): CodeCheck {
      const code = store.code(deviceId, purpose)
      if (!code || code.used) return { ok: false, message: INVALID_CODE }
      if (code.tries >= MAX_WRONG_TRIES || now() > code.expiresAt) return { ok: false, message: CODE_EXPIRED }
      if (otp.trim() !== code.code) {
        store.setTries(code.id, code.tries + 1)
        return { ok: false, message: INVALID_CODE }
      }
      return { ok: true, code }
    },
    use(code: StoredCode): void {
      store.useCode(code.id)
    },
    /** Forgets an unsent code. */
    drop(deviceId: string, purpose: CodePurpose): void {
      store.dropCodes(deviceId, purpose)
    },
  }
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>
