import { Fragment, type ReactNode } from 'react'
import type { MessageKey } from '../../i18n/messages/en'
import type { MessageValues } from '../../i18n/translator'
import { useT } from '../useT'

// A private-use character no message or value holds: it marks, in the formatted text, where an element goes.
const MARK = '\uE000'

/** A catalogue sentence with elements inside it (an email in bold, an address with its full form on hover): the
 * translation places each one, since word order differs between languages, and never glues fragments together. */
export function Sentence({ id, values, elements }: { id: MessageKey; values?: MessageValues; elements: Record<string, ReactNode> }) {
  const t = useT()
  const names = Object.keys(elements)
  const marked = { ...values, ...Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) }
  // Split on the mark: text at even places, an element's index at odd ones.
  const parts = t(id, marked).split(MARK)
  return <>{parts.map((part, place) => (place % 2 === 0 ? part : <Fragment key={place}>{elements[names[Number(part)] as string]}</Fragment>))}</>
}
