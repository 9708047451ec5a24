// What the inspector shows must not leak a person's secrets into a shared screen or a recording:
// emails, one-time codes and signatures are masked wherever they sit in a context or an event.
const SENSITIVE_KEY = /email|otp|signature|code$/i
const EMAIL_IN_TEXT = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g
export const MASK = '••••'

export function maskSensitive<T>(value: T, depth = 0): T {
  // Free text (a search box, a label) can hold an email too: mask the address wherever it sits.
  if (typeof value === 'string') return value.replace(EMAIL_IN_TEXT, MASK) as T
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1)) as T
  // Actor references and class instances are left whole: only plain data is copied.
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const masked: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    masked[key] = SENSITIVE_KEY.test(key) && (typeof item === 'string' || typeof item === 'number') ? MASK : maskSensitive(item, depth + 1)
  }
  return masked as T
}
