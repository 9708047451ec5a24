// @vitest-environment jsdom
// The assembled system against the real devstack: createLatch wires the provider API into the modal's
// actors, its analytics fact into POST /e, and configuration problems into alerts.
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { useProviderApiServer } from '../api/testServer'

const server = useProviderApiServer()
let latch: Latch | undefined

function start(options: Partial<Parameters<typeof createLatch>[0]> = {}) {
  latch = createLatch({ projectId: 'system-test', networks: ['eip155:1'], services: { apiUrl: server.url }, ...options })
  return latch
}

afterEach(() => latch?.stop())

describe('createLatch', () => {
  it('R-NAV-7: opening loads featured and recommended wallets from the provider API, with images', async () => {
    const { modal, open } = start()
    open()
    expect(modal.getSnapshot().hasTag('loading')).toBe(true)
    const ready = await waitFor(modal, (s) => s.matches({ open: { catalogue: 'ready' } }), { timeout: 8_000 })
    const catalogue = ready.context.catalogue!
    expect(catalogue.featured).toHaveLength(4)
    expect(catalogue.recommended).toHaveLength(4)
    expect(catalogue.count).toBeGreaterThan(400) // R-VAL-9: wallets supporting eip155:1 among the 538
    expect(new Set([...catalogue.featured, ...catalogue.recommended].map((w) => w.id)).size).toBe(8)
    expect(catalogue.featured[0]!.imageUrl).toMatch(new RegExp(`^${server.url}/getWalletImage/.+projectId=system-test`))
    expect(ready.hasTag('loading')).toBe(false)
  })

  it('R-API-7: the modal-open fact reaches the event sink', async () => {
    start({ projectId: 'system-analytics' }).open()
    await expect.poll(async () => (await server.events('system-analytics')).map((e) => e.props.event), { timeout: 5_000 }).toContain('MODAL_OPEN')
  })

  it('analytics off: nothing is sent', async () => {
    const { open, modal } = start({ projectId: 'system-quiet', features: { analytics: false } })
    open()
    await waitFor(modal, (s) => !s.hasTag('loading'), { timeout: 8_000 })
    expect(await server.events('system-quiet')).toEqual([])
  })

  it('a failing API gives the catalogue text and a retry that recovers', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 500 })
    const { modal, open } = start()
    open()
    const failed = await waitFor(modal, (s) => s.matches({ open: { catalogue: 'failed' } }), { timeout: 8_000 })
    expect(failed.context.catalogueError).toEqual({ code: 'HTTP_STATUS', message: 'HTTP status code: 500' })
    await server.admin('/__faults', { method: 'DELETE' })
    modal.send({ type: 'catalogue.retry' })
    await waitFor(modal, (s) => s.matches({ open: { catalogue: 'ready' } }), { timeout: 8_000 })
  })

  it('R-ERR-2: an invalid project id shows the Invalid App Configuration alert', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 401, message: 'Unauthorized: invalid key' })
    const { alert, open, modal } = start()
    open()
    await waitFor(modal, (s) => s.matches({ open: { catalogue: 'failed' } }), { timeout: 8_000 })
    expect(alert.getSnapshot().context.alert).toEqual({ code: 'INVALID_PROJECT_ID', title: 'Invalid App Configuration' })
  })

  it('R-ERR-1: the cloud without a project id says Project ID Not Configured at once', () => {
    latch = createLatch({ networks: ['eip155:1'] })
    expect(latch.alert.getSnapshot().context.alert?.title).toBe('Project ID Not Configured')
  })

  it('a bad config throws before anything starts', () => {
    expect(() => createLatch({ networks: ['eip155:1'], defaultNetwork: 'eip155:5' })).toThrow('Network Not Found')
  })
})

describe('R-NAV-2: opening for one namespace', () => {
  it('lists only wallets for that namespace', async () => {
    const { modal, open } = start({ networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    open({ namespace: 'solana' })
    const ready = await waitFor(modal, (s) => s.matches({ open: { catalogue: 'ready' } }), { timeout: 8_000 })
    const wallets = [...ready.context.catalogue!.featured, ...ready.context.catalogue!.recommended]
    expect(wallets.length).toBeGreaterThan(0)
    for (const wallet of wallets) expect(wallet.chains.some((chain) => chain.startsWith('solana:'))).toBe(true)
  })
})
