// Text from the app or a token contract is shown as text only when every character in it can be seen: control
// characters (tab, newline and carriage return aside), bidirectional overrides and isolates, zero-width characters,
// line separators and Unicode tags can make what is read differ from what is there. Such characters are shown as
// \u{…} escapes instead, so they are visible, and the row is marked. No Node imports: the page may use it too.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu')

export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text)

export function escapeHidden(text: string): string {
  return text.replace(HIDDEN_ALL, (character) => `\\u{${character.codePointAt(0)!.toString(16).padStart(4, '0')}}`)
}

/** A row's value and whether it had to be escaped. */
export function visible(text: string): { value: string; warning?: true } {
  return hasHiddenCharacters(text) ? { value: escapeHidden(text), warning: true } : { value: text }
}
