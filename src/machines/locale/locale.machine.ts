// Issue 35: which locale the modal speaks and its catalogue. English asked for (the common case) needs nothing
// before the dialog: the connect button's English ships with it, and the catalogue loads with the intent to open
// (locale.need). Any other locale loads at once, for the button's own words. A switch (latch.setLocale) keeps the
// current words on screen until the new catalogue is in: the modal stays open and never goes blank.
import { assign, fromPromise, setup } from 'xstate'

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

const askedForEnglish = (requested: readonly string[]) => /^en(?:-|$)/i.test(requested[0] ?? 'en')

export const localeMachine = setup({
  types: { context: {} as LocaleContext, events: {} as LocaleEvent, input: {} as LocaleInput },
  actors: {
    // Provided by system.ts: the catalogue's chunk (src/i18n/loadLocale.ts), never in the first click.
    loadLocale: fromPromise<LocaleLoaded, LocaleInput>(() => Promise.reject(new Error('loadLocale is provided by system.ts'))),
  },
  actions: {
    request: assign(({ event }) => (event.type === 'locale.set' ? { requested: [event.locale] } : {})),
  },
  guards: { englishAsked: ({ context }) => context.locale === 'en' },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ requested: input.requested, locale: askedForEnglish(input.requested) ? 'en' : null, dir: 'ltr', messages: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'englishAsked', target: 'idle' }, { target: 'loading' }] },
    idle: { on: { 'locale.need': 'loading', 'locale.set': { target: 'loading', actions: 'request' } } },
    loading: {
      invoke: {
        src: 'loadLocale',
        input: ({ context }) => ({ requested: context.requested }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ locale: event.output.locale, dir: event.output.dir, messages: event.output.messages })) },
        onError: 'failed',
      },
      // Another locale asked for while one loads: the latest wins.
      on: { 'locale.set': { target: 'loading', reenter: true, actions: 'request' } },
    },
    ready: { tags: ['ready'], on: { 'locale.set': { target: 'loading', actions: 'request' } } },
    // The chunk did not load (offline, a new deployment): the next need or switch tries again; words already
    // loaded stay on screen meanwhile.
    failed: { on: { 'locale.need': 'loading', 'locale.set': { target: 'loading', actions: 'request' } } },
  },
})
