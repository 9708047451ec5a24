// personal_sign's message as the person reads it: its bytes as text when they are valid UTF-8 with nothing
// invisible in them, else the bytes in hex with the reason — a stray replacement character or a hidden control
// would make the text say something other than the bytes signed.
import { hexToBytes, type Hex } from 'viem'
import type { SummaryRow } from './summarySchema'
import { hasHiddenCharacters } from './visibleText'

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function asText(message: Hex): string | undefined {
  try {
    return strictUtf8.decode(hexToBytes(message))
  } catch {
    return undefined
  }
}

export function summarizeMessage(message: Hex): SummaryRow[] {
  if (message === '0x') return [{ label: 'Bytes', value: '0x' }, { label: 'Shown as bytes', value: 'the message is empty' }]
  const text = asText(message)
  if (text !== undefined && !hasHiddenCharacters(text)) return [{ label: 'Text', value: text }]
  const why = text === undefined ? 'the message is not UTF-8 text' : 'the text holds invisible or control characters'
  return [
    { label: 'Bytes', value: message },
    { label: 'Shown as bytes', value: why, warning: true },
  ]
}
