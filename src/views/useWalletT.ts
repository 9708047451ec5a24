// Issue 36: the words of the wallet features' views (Send, Receive, Buy): the dialog's catalogue and, loaded with
// the first of these views, the locale's wallet part (src/i18n/loadWalletMessages.ts). Before the first part is in,
// `ready` is false and the view shows a placeholder. Another locale chosen while one is shown keeps every word of
// the last one until the new part is in, then switches at once (as setLocale keeps the modal's words).
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { loadWalletMessages, walletMessagesOf } from '../i18n/loadWalletMessages'
import type { LatchLocale } from '../i18n/locales'
import { createTranslator, type CompiledCatalogue, type Translate } from '../i18n/translator'
import { useLatchInstance } from '../instance/latchContext'
import { selectLocale, selectMessages } from '../machines/locale/locale.selectors'

// One merged catalogue per pair, so each pair has one translator (createTranslator keeps one per catalogue).
const merged = new WeakMap<object, WeakMap<object, CompiledCatalogue>>()

function mergedOf(main: CompiledCatalogue, part: Partial<CompiledCatalogue>): CompiledCatalogue {
  const byPart = merged.get(main) ?? merged.set(main, new WeakMap()).get(main)!
  return byPart.get(part) ?? byPart.set(part, { ...main, ...part }).get(part)!
}

export function useWalletT(): { t: Translate; ready: boolean } {
  const { localeActor } = useLatchInstance()
  const locale = (useSelector(localeActor, selectLocale) ?? 'en') as LatchLocale
  const messages = useSelector(localeActor, selectMessages) as CompiledCatalogue | null
  const part = walletMessagesOf(locale)
  const [, arrived] = useState(0)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const last = useRef<Translate | null>(null)
  useEffect(() => {
    if (part) return
    let live = true
    loadWalletMessages(locale).then(
      () => live && arrived((count) => count + 1),
      (error: unknown) => live && setFailure({ error }),
    )
    return () => {
      live = false
    }
  }, [locale, part])
  // A part that did not load is thrown for the view's error boundary, as a view's chunk that did not load is.
  if (failure) throw failure.error
  if (messages && part) last.current = createTranslator(locale, mergedOf(messages, part))
  return { t: last.current ?? createTranslator(locale, messages ?? ({} as CompiledCatalogue)), ready: last.current !== null }
}
