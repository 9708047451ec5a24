// Journeys through the wallet list by hand, on a SimulatedClock with a loader that answers: the 300 ms search
// rule under fast typing (R-CONST-4), the trimmed text (R-VAL-6), and a search cleared finding the pages loaded.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { WALLET_SEARCH_MIN_WAIT_MS } from '../../src/core/constants'
import { createWalletListActors } from '../../src/machines/walletList/walletList.actors'
import { walletListMachine } from '../../src/machines/walletList/walletList.machine'
import type { WalletPageRequest } from '../../src/machines/walletList/walletList.types'
import { settings } from './modal/modal.fixtures'
import { FIRST_PAGE, RESULTS } from './walletList/walletList.fixtures'

function start() {
  const clock = new SimulatedClock()
  const asked: { request: WalletPageRequest; at: number }[] = []
  const actor = createActor(
    walletListMachine.provide({
      actors: createWalletListActors({
        loadWalletPage: async (_settings, request) => {
          asked.push({ request, at: clock.now() })
          return { ok: true, value: request.search ? RESULTS : FIRST_PAGE }
        },
      }),
    }),
    { input: { settings: settings() }, clock },
  ).start()
  return { actor, clock, asked }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('walletList journeys', () => {
  it('R-CONST-4, R-VAL-6: typing fast asks once, 300 ms after the last key, for the trimmed text', async () => {
    const { actor, clock, asked } = start()
    actor.send({ type: 'walletList.show' })
    await settle()
    for (const query of ['z', 'ze', 'zer', ' zeri', ' zerion ']) {
      actor.send({ type: 'walletList.search', query })
      clock.increment(WALLET_SEARCH_MIN_WAIT_MS - 1)
    }
    expect(asked.map((a) => a.request.search)).toEqual([''])
    clock.increment(1)
    await settle()
    expect(asked.map((a) => a.request)).toEqual([{ page: 1, search: '' }, { page: 1, search: 'zerion' }])
    expect(actor.getSnapshot().matches({ shown: { searching: 'found' } })).toBe(true)
    actor.stop()
  })

  it('clearing the search shows the pages already loaded without asking again', async () => {
    const { actor, clock, asked } = start()
    actor.send({ type: 'walletList.show' })
    await settle()
    actor.send({ type: 'walletList.loadMore' })
    await settle()
    actor.send({ type: 'walletList.search', query: 'zerion' })
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS)
    await settle()
    actor.send({ type: 'walletList.search', query: '   ' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ shown: { browsing: { ready: 'idle' } } })).toBe(true)
    expect(snapshot.context.pagesLoaded).toBe(2)
    expect(asked).toHaveLength(3)
    actor.stop()
  })
})
