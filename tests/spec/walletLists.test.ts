// R-CONST-4 and R-CONST-1 (image preload) by behaviour: the real wallet catalogue service and the real walletList
// machine (its real actors) against the devstack provider API, every request recorded on the wire. Each expected
// number comes from ./spec.table.ts, never from src/.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { createWalletListActors } from '../../src/machines/walletList/walletList.actors'
import { walletListMachine } from '../../src/machines/walletList/walletList.machine'
import { createProviderApi } from '../../src/services/api'
import type { WalletEntry } from '../../src/services/api'
import { createWalletCatalogue } from '../../src/services/catalogue/walletCatalogue'
import { settings } from '../models/modal/modal.fixtures'
import { SPEC } from './spec.table'
import { eventually, imageLoader, recordingFetch, useDevstack } from './support/world'

const devstack = useDevstack()

const SETTINGS = settings({ signInRequired: false })

/** The catalogue service on the real provider API client, over a recording fetch. */
function catalogueOnDevstack() {
  const wire = recordingFetch()
  const images = imageLoader('load')
  const api = createProviderApi({ baseUrl: devstack.url, projectId: 'spec-table', fetch: wire.fetch, analytics: false })
  return { wire, images, catalogue: createWalletCatalogue(api, { Image: images.Image }) }
}

/** The All wallets list as the modal runs it: the real machine, its real actors, the real catalogue. */
function walletList(clock?: SimulatedClock) {
  const world = catalogueOnDevstack()
  const machine = walletListMachine.provide({ actors: createWalletListActors(world.catalogue) })
  const actor = createActor(machine, { input: { settings: SETTINGS }, ...(clock ? { clock } : {}) }).start()
  return { ...world, actor }
}

const searches = (requests: URLSearchParams[]) => requests.filter((params) => params.has('search'))

/** Where the search stands, read synchronously from the machine: its state, and whether the search actor (the only
 * caller of the catalogue's search, so the only source of a search request) has been started. */
function searchState(actor: ReturnType<typeof walletList>['actor']) {
  const snapshot = actor.getSnapshot()
  const state = (['debouncing', 'loading', 'found'] as const).find((name) => snapshot.matches({ shown: { searching: name } }))
  return { state, searchStarted: 'searchWallets' in snapshot.children }
}

describe('R-CONST-4: the paged wallet list', () => {
  it(`asks /getWallets for entries=${SPEC.walletsPerPage.value} a page, shows that many, and prefetches the first ${SPEC.walletImagesPrefetchedPerPage.value} images`, async () => {
    const { actor, wire, images } = walletList()
    actor.send({ type: 'walletList.show' })
    const first = await waitFor(actor, (s) => s.matches({ shown: { browsing: 'ready' } }), { timeout: 8_000 })

    const [request] = wire.walletRequests()
    expect(request?.get('page')).toBe('1')
    expect(request?.get('entries')).toBe(String(SPEC.walletsPerPage.value))
    expect(first.context.wallets).toHaveLength(SPEC.walletsPerPage.value)
    // R-CONST-4: the first 20 of the page, in order, and no other.
    expect(images.sources).toEqual(first.context.wallets.slice(0, SPEC.walletImagesPrefetchedPerPage.value).map((wallet) => wallet.imageUrl))

    actor.send({ type: 'walletList.loadMore' })
    const second = await waitFor(actor, (s) => s.matches({ shown: { browsing: { ready: 'idle' } } }) && s.context.pagesLoaded === 2, { timeout: 8_000 })
    const next = wire.walletRequests()[1]
    expect(next?.get('page')).toBe('2')
    expect(next?.get('entries')).toBe(String(SPEC.walletsPerPage.value))
    expect(second.context.wallets).toHaveLength(2 * SPEC.walletsPerPage.value)
    const page2 = second.context.wallets.slice(SPEC.walletsPerPage.value)
    expect(images.sources.slice(SPEC.walletImagesPrefetchedPerPage.value)).toEqual(
      page2.slice(0, SPEC.walletImagesPrefetchedPerPage.value).map((wallet) => wallet.imageUrl),
    )
    actor.stop()
  })

  it(`a catalogue of ${SPEC.walletsPerPage.value + 1} wallets has a second page to load; one of ${SPEC.walletsPerPage.value} has none`, async () => {
    // Only the page size decides whether the end of the list asks for more (the count comes from the server).
    const page = (count: number) => ({
      getWallets: async () => ({ data: [], count }),
      imageUrl: () => '',
    })
    for (const [count, more] of [
      [SPEC.walletsPerPage.value, false],
      [SPEC.walletsPerPage.value + 1, true],
    ] as const) {
      const machine = walletListMachine.provide({ actors: createWalletListActors(createWalletCatalogue(page(count))) })
      const actor = createActor(machine, { input: { settings: SETTINGS } }).start()
      actor.send({ type: 'walletList.show' })
      await waitFor(actor, (s) => s.matches({ shown: { browsing: 'ready' } }))
      actor.send({ type: 'walletList.loadMore' })
      expect(actor.getSnapshot().matches({ shown: { browsing: { ready: 'loadingMore' } } }), `count ${count}`).toBe(more)
      actor.stop()
    }
  })
})

describe(`R-CONST-4: search asks for ${SPEC.walletSearchEntries.value} entries, ${SPEC.walletSearchMinWaitMs.value} ms after the last key (SimulatedClock)`, () => {
  const WAIT = SPEC.walletSearchMinWaitMs.value

  async function listReady() {
    const clock = new SimulatedClock()
    const list = walletList(clock)
    list.actor.send({ type: 'walletList.show' })
    await waitFor(list.actor, (s) => s.matches({ shown: { browsing: 'ready' } }), { timeout: 8_000 })
    return { ...list, clock }
  }

  it(`nothing is asked ${WAIT - 1} ms after the key; the request goes out at ${WAIT} ms with entries=${SPEC.walletSearchEntries.value}, and ${SPEC.walletSearchEntries.value} results show`, async () => {
    const { actor, clock, wire } = await listReady()
    actor.send({ type: 'walletList.search', query: 'a' })
    clock.increment(WAIT - 1)
    // The search actor is the only caller of the catalogue's search: not started, nothing can be asked.
    expect(searchState(actor), `still waiting ${WAIT - 1} ms after the key`).toEqual({ state: 'debouncing', searchStarted: false })
    expect(searches(wire.walletRequests())).toHaveLength(0)
    clock.increment(1)
    expect(searchState(actor), `asking at ${WAIT} ms`).toEqual({ state: 'loading', searchStarted: true })
    await eventually(() => expect(searches(wire.walletRequests()), `the search request at ${WAIT} ms`).toHaveLength(1))
    const [search] = searches(wire.walletRequests())
    expect(search?.get('search')).toBe('a')
    expect(search?.get('entries')).toBe(String(SPEC.walletSearchEntries.value))
    const found = await waitFor(actor, (s) => s.matches({ shown: { searching: 'found' } }), { timeout: 8_000 })
    // The devstack holds hundreds of wallets with an "a": the search shows exactly as many as it asked for.
    expect(found.context.results).toHaveLength(SPEC.walletSearchEntries.value)
    actor.stop()
  })

  it(`each key starts the ${WAIT} ms wait again: typing on at ${WAIT - 100} ms moves the request to ${2 * WAIT - 100} ms, for the last text only`, async () => {
    const { actor, clock, wire } = await listReady()
    actor.send({ type: 'walletList.search', query: 'm' })
    clock.increment(WAIT - 100)
    actor.send({ type: 'walletList.search', query: 'me' })
    clock.increment(WAIT - 1)
    expect(searchState(actor), `still waiting ${WAIT - 1} ms after the second key`).toEqual({ state: 'debouncing', searchStarted: false })
    expect(searches(wire.walletRequests())).toHaveLength(0)
    clock.increment(1)
    expect(searchState(actor)).toEqual({ state: 'loading', searchStarted: true })
    await eventually(() => expect(searches(wire.walletRequests())).toHaveLength(1))
    expect(searches(wire.walletRequests())[0]?.get('search')).toBe('me')
    actor.stop()
  })
})

describe('R-CONST-4: the Connect view wallets', () => {
  it(`featured: ${SPEC.featuredWalletsDefault.value} certified wallets by default; recommended: ${SPEC.recommendedWalletsPerFetch.value} per fetch`, async () => {
    const { catalogue, wire } = catalogueOnDevstack()
    const outcome = await catalogue.loadConnectWallets(SETTINGS, new AbortController().signal)
    if (!outcome.ok) throw new Error(outcome.error.message)
    const [featured, recommended] = wire.walletRequests()
    expect(featured?.get('badge_type')).toBe('certified')
    expect(featured?.get('entries')).toBe(String(SPEC.featuredWalletsDefault.value))
    expect(recommended?.has('badge_type')).toBe(false)
    expect(recommended?.get('entries')).toBe(String(SPEC.recommendedWalletsPerFetch.value))
    expect(outcome.value.featured).toHaveLength(SPEC.featuredWalletsDefault.value)
    expect(outcome.value.recommended).toHaveLength(SPEC.recommendedWalletsPerFetch.value)
  })
})

describe(`R-CONST-1: image preload timeout ${SPEC.imagePreloadTimeoutMs.value} ms (fake timers)`, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it(`a page whose images never load is shown ${SPEC.imagePreloadTimeoutMs.value} ms after its answer, not a millisecond sooner`, async () => {
    vi.useFakeTimers()
    const entries: WalletEntry[] = Array.from({ length: 3 }, (_, n) => ({
      id: `w${n}`,
      name: `Wallet ${n}`,
      image_id: `img${n}`,
      rdns: null,
      chains: ['eip155:1'],
      mobile_link: null,
      desktop_link: 'https://example.org',
      webapp_link: null,
      badge_type: 'none',
    }))
    const images = imageLoader('never')
    const api = { getWallets: async () => ({ data: entries, count: entries.length }), imageUrl: (_kind: string, id: string) => `https://img.example/${id}` }
    const catalogue = createWalletCatalogue(api, { Image: images.Image })
    let settled = false
    const page = catalogue.loadWalletPage(SETTINGS, { page: 1, search: '' }, new AbortController().signal).then((outcome) => {
      settled = true
      return outcome
    })
    await vi.advanceTimersByTimeAsync(SPEC.imagePreloadTimeoutMs.value - 1)
    expect(images.sources).toHaveLength(3)
    expect(settled, `still waiting on the images ${SPEC.imagePreloadTimeoutMs.value - 1} ms in`).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled, `shown at ${SPEC.imagePreloadTimeoutMs.value} ms`).toBe(true)
    const outcome = await page
    expect(outcome.ok && outcome.value.wallets.map((wallet) => wallet.id)).toEqual(['w0', 'w1', 'w2'])
  })
})
