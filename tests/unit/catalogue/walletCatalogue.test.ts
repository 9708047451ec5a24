// The wallet catalogue between the modal and the provider API (R-NAV-7, R-CONST-4, R-VAL-6, R-VAL-7, R-VAL-9):
// what it asks the API for, what it keeps of the answer, which images it warms, and how a failure comes back.
// The API is a recording fake here; tests/spec/walletLists.test.ts runs the same calls against the devstack.
import { describe, expect, it, vi } from 'vitest'
import { LatchError } from '../../../src/core/errors'
import type { GetWalletsParams, ImageKind } from '../../../src/services/api'
import { createLazyWalletCatalogue } from '../../../src/services/catalogue/lazyWalletCatalogue'
import { createWalletCatalogue, type CatalogueSettings } from '../../../src/services/catalogue/walletCatalogue'
import { imageLoader } from '../../spec/support/world'

const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Entry = { id: string; name: string; image_id: string; rdns: string | null; chains: string[]; mobile_link: string | null; desktop_link: string | null; webapp_link: string | null; badge_type: 'none' | 'certified' }

function entry(id: string, overrides: Partial<Entry> = {}): Entry {
  return { id, name: `Wallet ${id}`, image_id: `img-${id}`, rdns: null, chains: ['eip155:1'], mobile_link: `${id}://`, desktop_link: null, webapp_link: null, badge_type: 'none', ...overrides }
}

/** Answers each getWallets call from the list given for it, recording the parameters. */
function fakeApi(pages: { data: Entry[]; count: number }[] | Error) {
  const calls: GetWalletsParams[] = []
  return {
    calls,
    api: {
      getWallets: async (params: GetWalletsParams) => {
        calls.push(params)
        if (pages instanceof Error) throw pages
        const page = pages[calls.length - 1]
        if (!page) throw new Error(`unexpected call ${calls.length}`)
        return page
      },
      imageUrl: (kind: ImageKind, id: string) => `http://api.test/${kind}/${id}`,
    },
  }
}

/** An Image that loads at once and remembers every URL asked of it (the spec tests' recording loader). */
function recordingImage() {
  const { Image, sources } = imageLoader()
  return { asked: sources, Image }
}

const settings = (overrides: Partial<CatalogueSettings> = {}): CatalogueSettings => ({
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  networks: ['eip155:1'],
  ...overrides,
})

const signal = new AbortController().signal

describe('the Connect view lists (R-NAV-7, R-CONST-4)', () => {
  it('asks for the configured featured ids by id, then recommended wallets excluding them; counts both; warms every image', async () => {
    const { api, calls } = fakeApi([
      { data: [entry('f1'), entry('f2')], count: 2 },
      { data: [entry('r1')], count: 57 },
    ])
    const { asked, Image } = recordingImage()
    const result = await createWalletCatalogue(api, { Image }).loadConnectWallets(settings({ featuredWalletIds: ['f1', 'f2'], excludeWalletIds: ['x'] }), signal)
    expect(calls[0]).toEqual({ page: 1, entries: 2, include: ['f1', 'f2'] })
    expect(calls[1]).toMatchObject({ page: 1, chains: ['eip155:1'], include: undefined, exclude: ['f1', 'f2', 'x'] })
    expect(result).toMatchObject({ ok: true, value: { count: 59 } })
    if (!result.ok) throw new Error('expected the lists')
    expect(result.value.featured.map((card) => card.id)).toEqual(['f1', 'f2'])
    expect(result.value.recommended[0]).toEqual({
      id: 'r1',
      name: 'Wallet r1',
      imageUrl: 'http://api.test/wallet/img-r1',
      rdns: null,
      chains: ['eip155:1'],
      links: { mobile: 'r1://', desktop: null, webapp: null },
    })
    expect(asked).toEqual(['http://api.test/wallet/img-f1', 'http://api.test/wallet/img-f2', 'http://api.test/wallet/img-r1'])
  })

  it('without configured ids, asks for certified wallets of the requested chains, leaving out empty id lists', async () => {
    const { api, calls } = fakeApi([
      { data: [], count: 0 },
      { data: [], count: 0 },
    ])
    await createWalletCatalogue(api).loadConnectWallets(settings({ includeWalletIds: ['i1'] }), signal)
    expect(calls[0]).toMatchObject({ page: 1, badge_type: 'certified', chains: ['eip155:1'], exclude: undefined })
    expect(calls[0]!.include).toBeUndefined()
    expect(calls[1]).toMatchObject({ include: ['i1'], exclude: [] })
  })

  it('waits for the opening’s first paint before asking, when told to', async () => {
    const { api, calls } = fakeApi([
      { data: [], count: 0 },
      { data: [], count: 0 },
    ])
    let painted!: () => void
    const paint = new Promise<void>((resolve) => (painted = resolve))
    // Fake timers: whatever the catalogue could wait on instead of the paint (a timer, however long) runs out here.
    vi.useFakeTimers()
    const loading = createWalletCatalogue(api, { beforeOpeningFetch: () => paint }).loadConnectWallets(settings(), signal)
    try {
      await vi.runAllTimersAsync()
      expect(calls).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
    painted()
    await loading
    expect(calls).toHaveLength(2)
  })

  it('an API failure comes back as its catalogue text, not as an exception', async () => {
    const { api } = fakeApi(new LatchError('HTTP_STATUS', { status: 503 }))
    await expect(createWalletCatalogue(api).loadConnectWallets(settings(), signal)).resolves.toEqual({
      ok: false,
      error: { code: 'HTTP_STATUS', message: 'HTTP status code: 503' },
    })
  })
})

describe('All wallets pages and search (R-CONST-4, R-VAL-6)', () => {
  it('a page asks for 40 with the configured lists and warms the first 20 images', async () => {
    const wallets = Array.from({ length: 25 }, (_, index) => entry(`w${index}`))
    const { api, calls } = fakeApi([{ data: wallets, count: 400 }])
    const { asked, Image } = recordingImage()
    const result = await createWalletCatalogue(api, { Image }).loadWalletPage(settings({ excludeWalletIds: ['x'] }), { page: 3, search: '   ' }, signal)
    expect(calls[0]).toEqual({ page: 3, entries: 40, search: undefined, chains: ['eip155:1'], include: undefined, exclude: ['x'] })
    expect(asked).toHaveLength(20)
    expect(result).toMatchObject({ ok: true, value: { count: 400 } })
  })

  it('a search asks for 100 entries on the trimmed text and shows them without waiting for images', async () => {
    const { api, calls } = fakeApi([{ data: [entry('m1')], count: 1 }])
    const { asked, Image } = recordingImage()
    await createWalletCatalogue(api, { Image }).loadWalletPage(settings({ includeWalletIds: ['m1'] }), { page: 1, search: '  meta ' }, signal)
    expect(calls[0]).toMatchObject({ entries: 100, search: 'meta', include: ['m1'] })
    expect(asked).toEqual([])
  })

  it('a failed page comes back as its catalogue text', async () => {
    const { api } = fakeApi(new Error('socket hang up'))
    const result = await createWalletCatalogue(api).loadWalletPage(settings(), { page: 2, search: '' }, signal)
    expect(result).toEqual({ ok: false, error: { code: 'SOMETHING_WENT_WRONG', message: expect.stringContaining('Something went wrong') } })
  })

  it('R-VAL-7: on a phone, Phantom without a mobile link stays for a Solana-only app, not for a mixed one', async () => {
    const phantom = entry(PHANTOM, { mobile_link: null, chains: [SOLANA, 'eip155:1'] })
    const solanaOnly = fakeApi([{ data: [phantom], count: 1 }])
    const mixed = fakeApi([{ data: [phantom], count: 1 }])
    const kept = await createWalletCatalogue(solanaOnly.api, { mobile: true }).loadWalletPage(settings({ networks: [SOLANA] }), { page: 1, search: '' }, signal)
    const dropped = await createWalletCatalogue(mixed.api, { mobile: true }).loadWalletPage(settings({ networks: [SOLANA, 'eip155:1'] }), { page: 1, search: '' }, signal)
    expect(kept.ok && kept.value.wallets.map((card) => card.id)).toEqual([PHANTOM])
    expect(dropped.ok && dropped.value.wallets).toEqual([])
  })
})

describe('the lazy catalogue', () => {
  it('loads the catalogue with the first call and answers pages through it', async () => {
    const { api, calls } = fakeApi([{ data: [entry('w1')], count: 1 }])
    const result = await createLazyWalletCatalogue(api).loadWalletPage(settings(), { page: 1, search: '' }, signal)
    expect(calls).toHaveLength(1)
    expect(result.ok && result.value.wallets.map((card) => card.id)).toEqual(['w1'])
  })
})
