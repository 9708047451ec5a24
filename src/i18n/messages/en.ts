// Issue 35: the English catalogue, the source of every other: each key a person-visible text in ICU MessageFormat
// (`{name}`, `{count, plural, one {…} other {…}}`). Kept in parts by where the words appear; a key a view uses
// that is not here does not compile (MessageKey), and every other locale must have exactly these keys, with the
// same placeholders (tests/unit/i18n/catalogues.test.ts).
import { account } from './en/account'
import { connect } from './en/connect'
import { embedded } from './en/embedded'
import { errors } from './en/errors'
import { shell } from './en/shell'
import { start } from './en/start'
import { wallet } from './en/wallet'

export const en = { ...start, ...shell, ...connect, ...account, ...embedded, ...wallet, ...errors }

export type MessageKey = keyof typeof en
/** A catalogue: every key, each a translation of the English. */
export type Messages = Record<MessageKey, string>
export default en
