import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useT } from '../useT'

const LENGTH = 6

/** Six one-digit inputs for a one-time code: typing moves on, Backspace on an empty one goes back, arrows move, a
 * pasted (or autofilled, `one-time-code`) code fills them all; six digits answer `onComplete`. */
export function OtpInput({ disabled, onComplete }: { disabled: boolean; onComplete: (code: string) => void }) {
  const t = useT()
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''))
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus()
  // A code that was checked and came back (wrong, expired) leaves empty inputs for the next one, from the first.
  const wasDisabled = useRef(disabled)
  useEffect(() => {
    if (wasDisabled.current && !disabled) {
      setDigits(Array(LENGTH).fill(''))
      inputs.current[0]?.focus()
    }
    wasDisabled.current = disabled
  }, [disabled])

  function fill(from: number, text: string) {
    const incoming = text.replace(/\D/g, '').slice(0, LENGTH - from).split('')
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.forEach((digit, offset) => (next[from + offset] = digit))
    setDigits(next)
    focus(from + incoming.length)
    if (next.every((digit) => digit !== '')) onComplete(next.join(''))
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowLeft') focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
    else if (event.key === 'Backspace' && digits[index] === '') {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      if (index > 0) setDigits(next)
      focus(index - 1)
    } else return
    if (event.key !== 'Backspace') event.preventDefault()
  }

  return (
    // A code is read left to right in every locale: in a right-to-left one its first digit stays on the left.
    <div className="latch-otp" role="group" aria-label={t('embedded.oneTimeCode')} dir="ltr">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => void (inputs.current[index] = element)}
          className="latch-input latch-otp-digit"
          aria-label={t('embedded.otpDigit', { index: index + 1, count: LENGTH })}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? LENGTH : 1}
          value={digit}
          disabled={disabled}
          onChange={(event) => {
            const value = event.target.value
            if (value === '') {
              const next = [...digits]
              next[index] = ''
              setDigits(next)
            } else fill(index, value.length > 1 && index > 0 ? value.slice(-1) : value)
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault()
            fill(index, event.clipboardData.getData('text'))
          }}
        />
      ))}
    </div>
  )
}
