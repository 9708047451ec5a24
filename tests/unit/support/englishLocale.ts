// A locale flow already speaking English, for tests that render views inside a partial Latch (a component and the
// one actor it reads): views read their words through useT, which reads `localeActor`.
import { createActor } from 'xstate'
import english from '../../../src/i18n/compiled/en.json'
import { localeMachine } from '../../../src/machines/locale/locale.machine'

export function englishLocaleActor() {
  const snapshot = localeMachine.resolveState({ value: 'ready', context: { requested: ['en'], locale: 'en', dir: 'ltr', messages: english } })
  return createActor(localeMachine, { snapshot, input: { requested: ['en'] } }).start()
}
