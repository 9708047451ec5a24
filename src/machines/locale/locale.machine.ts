// Issue 35: which locale the modal speaks and its catalogue. English asked for (the common case) needs nothing
// before the dialog: the connect button's English ships with it, and the catalogue loads with the intent to open
// (locale.need; createLatch asks at once for any other locale, for the button's own words). A switch
// (latch.setLocale) keeps the current words on screen until the new catalogue is in: the modal stays open and never
// goes blank. Small on purpose: it is in the first click.
import { assign, fromPromise, setup } from 'xstate'
import { providedBySystem } from '../providedBySystem'

export type LocaleLoaded = { locale: string; dir: 'ltr' | 'rtl'; messages: Readonly<Record<string, unknown>> }
export type LocaleInput = { requested: readonly string[] }
export type LocaleContext = {
  /** BCP 47 tags, most wanted first: the app's locale, else the browser's languages. */
  requested: readonly string[]
  /** The locale spoken; before a catalogue loaded, 'en' when English was asked for first, else null. */
  locale: string | null
  dir: 'ltr' | 'rtl'
  /** The compiled catalogue in use (plain data); null before the first one loaded. */
  messages: LocaleLoaded['messages'] | null
}
export type LocaleEvent = { type: 'locale.need' } | { type: 'locale.set'; locale: string }

/** English asked for first (or nothing asked: a server). */
export const asksForEnglish = (requested: readonly string[]) => /^en\b/i.test(requested[0] ?? 'en')

export const localeMachine = setup({
  types: { context: {} as LocaleContext, events: {} as LocaleEvent, input: {} as LocaleInput },
  actors: {
    // Provided by system.ts: the catalogue's chunk (src/i18n/loadLocale.ts), never in the first click.
    loadLocale: fromPromise<LocaleLoaded, LocaleInput>(providedBySystem('loadLocale')),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ requested: input.requested, locale: asksForEnglish(input.requested) ? 'en' : null, dir: 'ltr', messages: null }),
  initial: 'idle',
  // The latest locale asked for wins, even over one still loading.
  on: { 'locale.set': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ requested: [event.locale] })) } },
  states: {
    // Nothing loaded, or the chunk did not load (offline, a new deployment): the next need tries (again); words
    // already loaded stay on screen meanwhile.
    idle: { on: { 'locale.need': 'loading' } },
    failed: { on: { 'locale.need': 'loading' } },
    loading: {
      invoke: {
        src: 'loadLocale',
        input: ({ context }) => ({ requested: context.requested }),
        onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
        onError: 'failed',
      },
    },
    ready: {},
  },
})
