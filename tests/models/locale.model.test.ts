// Issue 35: the locale flow, walked through every path a page takes: English asked for (nothing loads until the
// dialog needs it), another locale (loaded at once by createLatch's need), a switch while one loads (the latest
// wins), a chunk that does not load (a later need tries again, words already in stay). The loader is a fake the
// test answers in the order it chooses; the coverage guard proves every state and transition was taken.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { localeMachine, type LocaleInput, type LocaleLoaded } from '../../src/machines/locale/locale.machine'
import { CoverageRecorder } from './support/coverage'
import { stateNodeIds } from './support/modelGraph'
import { allTransitions, recordTransitions } from './support/transitionCoverage'

const coverage = new CoverageRecorder()

/** A started locale flow whose loads wait for the test: `answer(locale)` resolves the oldest pending load asked for
 * that locale with a catalogue naming it, `fail(locale)` rejects it. */
function start(requested: string[]) {
  const pending: { requested: readonly string[]; resolve(value: LocaleLoaded): void; reject(error: Error): void }[] = []
  const logic = localeMachine.provide({
    actors: {
      loadLocale: fromPromise<LocaleLoaded, LocaleInput>(({ input }) => new Promise((resolve, reject) => pending.push({ requested: input.requested, resolve, reject }))),
    },
  })
  const actor = createActor(logic, { input: { requested }, inspect: recordTransitions(coverage.transitions, coverage.states) }).start()
  coverage.enter(actor.getSnapshot())
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const take = (locale: string) => {
    const index = pending.findIndex((load) => load.requested[0] === locale)
    if (index < 0) throw new Error(`no load pending for ${locale}`)
    return pending.splice(index, 1)[0]!
  }
  return {
    actor,
    pending,
    /** `locale`: what was asked for; `shipped`: the locale the loader picked for it. */
    answer: async (locale: string, shipped = locale) => {
      take(locale).resolve({ locale: shipped, dir: shipped === 'ar' ? 'rtl' : 'ltr', messages: { 'connectButton.connect': [`connect in ${shipped}`] } })
      await settle()
    },
    fail: async (locale: string) => {
      take(locale).reject(new Error('the chunk did not load'))
      await settle()
    },
  }
}

describe('locale flow (issue 35)', () => {
  it('English asked for: idle and English before anything loads; the dialog\'s need loads the catalogue', async () => {
    const flow = start(['en-GB', 'de'])
    expect(flow.actor.getSnapshot().value).toBe('idle')
    expect(flow.actor.getSnapshot().context).toMatchObject({ locale: 'en', dir: 'ltr', messages: null })
    expect(flow.pending).toEqual([])
    flow.actor.send({ type: 'locale.need' })
    expect(flow.actor.getSnapshot().value).toBe('loading')
    await flow.answer('en-GB')
    expect(flow.actor.getSnapshot().value).toBe('ready')
    expect(flow.actor.getSnapshot().context.messages).toEqual({ 'connectButton.connect': ['connect in en-GB'] })
  })

  it('another locale: no locale spoken until its catalogue is in (the button waits), then that one, right to left for Arabic', async () => {
    const flow = start(['ar-EG'])
    expect(flow.actor.getSnapshot().context.locale).toBeNull()
    flow.actor.send({ type: 'locale.need' })
    await flow.answer('ar-EG', 'ar')
    expect(flow.actor.getSnapshot().context).toMatchObject({ locale: 'ar', dir: 'rtl' })
  })

  it('a switch while another loads: the latest wins, the earlier answer changes nothing', async () => {
    const flow = start(['en'])
    flow.actor.send({ type: 'locale.need' })
    flow.actor.send({ type: 'locale.set', locale: 'ja' })
    expect(flow.actor.getSnapshot().context.requested).toEqual(['ja'])
    await flow.answer('en')
    expect(flow.actor.getSnapshot().value).toBe('loading')
    await flow.answer('ja')
    expect(flow.actor.getSnapshot().context.locale).toBe('ja')
  })

  it('a switch once ready keeps the words on screen until the new catalogue is in', async () => {
    const flow = start(['fr'])
    flow.actor.send({ type: 'locale.need' })
    await flow.answer('fr')
    flow.actor.send({ type: 'locale.set', locale: 'de' })
    expect(flow.actor.getSnapshot().value).toBe('loading')
    expect(flow.actor.getSnapshot().context).toMatchObject({ locale: 'fr', messages: { 'connectButton.connect': ['connect in fr'] } })
    await flow.answer('de')
    expect(flow.actor.getSnapshot().context.locale).toBe('de')
  })

  it('a chunk that did not load: failed, the words already in stay, the next need tries again', async () => {
    const flow = start(['fr'])
    flow.actor.send({ type: 'locale.need' })
    await flow.answer('fr')
    flow.actor.send({ type: 'locale.set', locale: 'de' })
    await flow.fail('de')
    expect(flow.actor.getSnapshot().value).toBe('failed')
    expect(flow.actor.getSnapshot().context.locale).toBe('fr')
    flow.actor.send({ type: 'locale.need' })
    await flow.answer('de')
    expect(flow.actor.getSnapshot().context.locale).toBe('de')
  })

  it('a need while idle after nothing loaded, and a need that fails twice, retried each time', async () => {
    const flow = start(['de'])
    flow.actor.send({ type: 'locale.need' })
    await flow.fail('de')
    expect(flow.actor.getSnapshot()).toMatchObject({ value: 'failed', context: { locale: null, messages: null } })
    flow.actor.send({ type: 'locale.need' })
    expect(flow.actor.getSnapshot().value).toBe('loading')
    await flow.answer('de')
    flow.actor.send({ type: 'locale.need' })
    expect(flow.actor.getSnapshot().value).toBe('ready')
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(localeMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(localeMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
