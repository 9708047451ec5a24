// Issue 35: a catalogue entry without placeholders, read without the formatting runtime, for the few words shown
// before the dialog's content loads (the connect button, the view's placeholder): the first click ships no
// formatter. Undefined when the catalogue is not in yet or the entry needs formatting.
export function plainText(messages: Readonly<Record<string, unknown>> | null, key: string): string | undefined {
  const message = messages?.[key]
  return Array.isArray(message) && message.length === 1 && typeof message[0] === 'string' ? message[0] : undefined
}
