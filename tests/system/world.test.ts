// The world works end to end: the real createLatch (machines, glue, the EIP-1193 provider, the wagmi connector)
// against the fakes of support/, driven as a person and an app drive it, time passing only when the test says so.
// Not the system test itself (the lead's generated sequences are): the proof that what they drive is sound —
// every outside party answers, time and quiet are under control, a sequence replays exactly, and what it costs.
import { connect as wagmiConnect, getAccount } from '@wagmi/core'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_LOAD_TIMEOUT_MS } from '../../src/core/constants'
import { createWorld, releaseWorldPage, TEST_WALLET, type World } from './support/world'

let world: World | undefined
afterEach(async () => {
  await world?.stop()
  world = undefined
})
afterAll(() => releaseWorldPage())

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('a person and an app in the world', () => {
  it('opens on Connect with the installed wallets; the catalogue loads after the first paint, from the provider API', async () => {
    world = await createWorld()
    world.open()
    await world.settle()
    expect(world.view()).toBe('Connect')
    expect(world.modal().context.installed.map((wallet) => wallet.name)).toEqual(['Fake Wallet', 'Fake Solana Wallet'])
    expect(world.modal().matches({ open: { catalogue: 'loading' } })).toBe(true)
    await world.frameTick()
    expect(world.modal().matches({ open: { catalogue: 'ready' } })).toBe(true)
    expect(world.http.sent('api', '/getWallets')).toHaveLength(2)
    expect(world.http.escaped()).toEqual([])
  })

  it('connects the browser wallet, switches network through the wallet, disconnects', async () => {
    world = await createWorld()
    const wallet = world.evmWallet!
    world.open()
    await world.settle()
    expect(world.pickWallet('Fake Wallet')).toBe(true)
    await world.settle()
    expect(world.status()).toBe('connected')
    expect(world.modal().context.account?.caipAddress).toBe(`eip155:1:${wallet.address}`)
    await world.advance(200)
    expect(world.view()).toBeUndefined()
    world.open()
    await world.settle()
    expect(world.view()).toBe('Account')
    world.latch.modal.send({ type: 'router.push', view: 'Networks' })
    world.chooseNetwork('eip155:137')
    await world.settle()
    expect(wallet.chainId).toBe(137)
    expect(world.modal().context.account?.caipAddress).toBe(`eip155:137:${wallet.address}`)
    world.disconnect()
    await world.settle()
    expect(world.status()).toBe('disconnected')
    expect(wallet.calls.map((call) => call.method)).toContain('wallet_revokePermissions')
    expect(wallet.listenerCount()).toBe(0)
  })

  it('a refusal leaves a Retry; a prompt left open waits (for minutes) until the person answers it', async () => {
    world = await createWorld()
    const wallet = world.evmWallet!
    wallet.answers.connect = 'reject'
    world.open()
    await world.settle()
    world.pickWallet('Fake Wallet')
    await world.settle()
    expect(world.connection().value).toBe('failed')
    expect(world.connection().context.failure).toEqual({ reason: 'rejected' })
    wallet.answers.connect = 'hang'
    world.retryConnection()
    await world.advance(60_000)
    expect(world.connection().value).toBe('connecting')
    expect(wallet.pending.map((call) => call.method)).toEqual(['eth_requestAccounts'])
    wallet.release('approve')
    await world.settle()
    expect(world.status()).toBe('connected')
  })

  it('the app asks for accounts through getProvider: the modal opens, the person connects, reads go to the chain', async () => {
    world = await createWorld()
    const wallet = world.evmWallet!
    const accounts = world.request('eth_requestAccounts')
    await world.settle()
    expect(world.view()).toBe('Connect')
    world.pickWallet('Fake Wallet')
    await world.settle()
    await expect(accounts).resolves.toEqual([wallet.address])
    await expect(world.request('eth_chainId')).resolves.toBe('0x1')
    world.ledger.setNative('eip155:1', wallet.address, 5n * 10n ** 17n)
    const balance = world.request('eth_getBalance', [wallet.address, 'latest'])
    await world.settle()
    await expect(balance).resolves.toBe('0x6f05b59d3b20000')
    expect(world.http.sent('rpc', (url) => url.searchParams.get('chainId') === 'eip155:1')).toHaveLength(1)
    const signature = world.request('personal_sign', ['0x68656c6c6f', wallet.address])
    await world.settle()
    await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(world.pendingRequests()).toEqual([])
  })

  it('a reload restores the stored session; the wallet changing account, then letting go, is followed', async () => {
    world = await createWorld()
    world.open()
    await world.settle()
    world.pickWallet('Fake Wallet')
    await world.advance(500)
    await world.reload()
    expect(world.status()).toBe('connected')
    world.evmWallet!.switchAccount(1)
    await world.settle()
    expect(world.modal().context.account?.address).toBe(world.evmWallet!.addresses[1])
    world.evmWallet!.disconnect()
    await world.settle()
    expect(world.status()).toBe('disconnected')
  })

  it('connects the Wallet Standard wallet for a Solana opening; the app has it sign through getProvider("solana")', async () => {
    world = await createWorld()
    world.open({ namespace: 'solana' })
    await world.settle()
    expect(world.pickWallet('Fake Solana Wallet')).toBe(true)
    await world.settle()
    expect(world.modal().context.account?.caipAddress).toBe(`${SOLANA}:${world.solanaWallet!.address}`)
    const signed = world.request('solana_signMessage', { message: '3yZe7d' }, 'solana')
    await world.settle()
    await expect(signed).resolves.toMatchObject({ signature: expect.any(String) })
  })

  it('signs in with X: the wallet really signs, the sign-in server really checks, the modal closes', async () => {
    world = await createWorld({ siwx: true })
    world.open()
    await world.settle()
    world.pickWallet('Fake Wallet')
    await world.advance(200)
    expect(world.view()).toBe('SIWXSignMessage')
    world.signIn()
    await world.advance(200)
    expect(world.siwxServer.sessions()).toHaveLength(1)
    expect(world.view()).toBeUndefined()
  })

  it('logs in by email through the frame; an approval is decided in the frame only, never by the page', async () => {
    world = await createWorld()
    const frame = world.frame!
    world.open()
    await world.settle()
    world.submitEmail('ada@example.com')
    await world.advance(600)
    expect(world.view()).toBe('EmailVerifyOtp')
    world.submitOtp()
    await world.settle()
    expect(world.status()).toBe('connected')
    expect(world.modal().context.account?.address).toBe(frame.addressOf('ada@example.com'))
    await world.advance(200)
    const signature = world.request('personal_sign', ['0x6869', frame.addressOf('ada@example.com')])
    await world.settle()
    expect(world.view()).toBe('ApproveTransaction')
    expect(frame.approval?.method).toBe('personal_sign')
    // The page's own Approve (or any way the view leaves) withdraws the request: the frame answers 4001.
    world.approveOnPage()
    await world.settle()
    expect(frame.approval).toBeUndefined()
    await expect(signature).rejects.toMatchObject({ code: 4001 })
    const again = world.request('personal_sign', ['0x6869', frame.addressOf('ada@example.com')])
    await world.settle()
    expect(frame.approve()).toBe(true)
    await world.settle()
    await expect(again).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(world.pendingRequests()).toEqual([])
  })

  it('the devstack test wallet is one wallet for two namespaces (EIP-6963 and Wallet Standard, one name)', async () => {
    world = await createWorld({ testWallet: true, evmWallets: [], solanaWallets: [] })
    world.open()
    await world.settle()
    expect(world.modal().context.installed.map((wallet) => [wallet.name, wallet.namespace ?? 'eip155'])).toEqual([
      [TEST_WALLET.name, 'eip155'],
      [TEST_WALLET.name, 'solana'],
    ])
    expect(world.pickWallet(TEST_WALLET.name, 'solana')).toBe(true)
    await world.settle()
    expect(world.modal().context.account?.namespace).toBe('solana')
  })

  it('issue 36: the real Send view opened before any account says so; the account that comes (a wallet connecting by itself) gets its form', async () => {
    world = await createWorld({ render: true })
    world.open({ view: 'Send' })
    await world.settle()
    await world.frameTick()
    await world.settle()
    const dialog = () => document.querySelector('[role="dialog"]')
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('No account is connected.'))
    // Not through the modal: the wallet's own connection (a session the app restores, a wallet that reconnects).
    world.latch.connection.send({ type: 'connection.connect', connectorId: world.installedWallet('Fake Wallet')!.connectorId, walletName: 'Fake Wallet' })
    await world.settle()
    expect(world.view()).toBe('Send')
    for (let frame = 0; frame < 20 && !dialog()?.querySelector('input[name="amount"]'); frame++) {
      await world.frameTick()
      await world.settle()
    }
    expect(dialog()?.querySelector('input[name="amount"]')).not.toBeNull()
  })

  it("the wagmi connector (src/wagmi) connects through Latch's modal", async () => {
    world = await createWorld()
    const config = await world.wagmi()
    const connecting = wagmiConnect(config, { connector: config.connectors[0]! })
    await world.settle()
    expect(world.view()).toBe('Connect')
    world.pickWallet('Fake Wallet')
    await world.settle()
    await expect(connecting).resolves.toEqual({ accounts: [world.evmWallet!.address], chainId: 1 })
    expect(getAccount(config).status).toBe('connected')
  })
})

describe('time, failures and quiet are the test’s to decide', () => {
  it('a frame that never loads: 20 s later the alert, and the email request waiting on it is aborted', async () => {
    world = await createWorld()
    world.frame!.unreachable = true
    world.open()
    await world.settle()
    world.submitEmail('ada@example.com')
    await world.advance(FRAME_LOAD_TIMEOUT_MS - 1)
    expect(world.alert().alert).toBeUndefined()
    await world.advance(1)
    expect(world.alert().alert?.code).toBe('FRAME_LOAD_FAILED')
    const login = (world.embeddedFlow()!.getSnapshot().children as { emailLogin: { getSnapshot(): { context: { failure: unknown } } } }).emailLogin
    expect(login.getSnapshot().context.failure).toEqual({ code: 'REQUEST_ABORTED', message: 'Request was aborted' })
  })

  it('a server that never answers: each attempt times out at 10 s, retried with backoff, then the catalogue fails', async () => {
    world = await createWorld()
    world.http.fail('api', '/getWallets', { hang: true })
    world.open()
    await world.frameTick()
    expect(world.http.hanging).toBe(1)
    await world.advance(10_000)
    expect(world.http.sent('api', '/getWallets').map((request) => request.status)).toEqual(['aborted'])
    // Three retries after 150, 300 and 600 ms of backoff (R-CONST-8): 4 × 10 s + 1.05 s in all.
    await world.advance(31_049)
    expect(world.modal().matches({ open: { catalogue: 'loading' } })).toBe(true)
    await world.advance(1)
    expect(world.modal().matches({ open: { catalogue: 'failed' } })).toBe(true)
    expect(world.http.sent('api', '/getWallets')).toHaveLength(4)
    world.http.heal()
    world.latch.modal.send({ type: 'catalogue.retry' })
    await world.frameTick()
    expect(world.modal().matches({ open: { catalogue: 'ready' } })).toBe(true)
  })

  it('closing while a request hangs aborts it (the fake honours the AbortSignal)', async () => {
    world = await createWorld()
    world.http.fail('api', '/getWallets', { hang: true })
    world.open()
    await world.frameTick()
    expect(world.http.hanging).toBe(1)
    world.close()
    await world.settle()
    expect(world.http.hanging).toBe(0)
  })

  it('the same sequence replays the same world (what shrinking needs)', async () => {
    const run = async () => {
      const replay = await createWorld({ siwx: true })
      const trace: unknown[] = []
      const step = async (act: () => unknown) => {
        await act()
        await replay.settle()
        trace.push([replay.modal().value, replay.status(), replay.http.requests.length, replay.now()])
      }
      await step(() => replay.open())
      await step(() => replay.advance(16))
      await step(() => replay.pickWallet('Fake Wallet'))
      await step(() => replay.advance(300))
      await step(() => replay.signIn())
      await step(() => replay.advance(45_000))
      await step(() => replay.reload())
      await step(() => replay.evmWallet!.switchChain(137))
      await step(() => replay.open())
      await step(() => replay.submitEmail('ada@example.com'))
      await step(() => replay.advance(31_000))
      trace.push(replay.http.requests.map((request) => `${request.method} ${request.url.pathname} ${request.status}`))
      trace.push(replay.siwxServer.sessions())
      trace.push(await replay.stop())
      return trace
    }
    expect(await run()).toEqual(await run())
  })

  it('what a world costs (createWorld + 30 steps + stop), printed for the record', async () => {
    await (await createWorld()).stop()
    const worlds = 20
    const started = performance.now()
    let steps = 0
    for (let index = 0; index < worlds; index++) {
      const timed = await createWorld()
      for (let cycle = 0; cycle < 10; cycle++) {
        timed.open()
        await timed.settle()
        await timed.frameTick()
        timed.close()
        await timed.settle()
        steps += 3
      }
      await timed.stop()
    }
    const perWorld = (performance.now() - started) / worlds
    console.log(`world: ${perWorld.toFixed(1)} ms for createWorld + 30 steps (open, a frame, close) + stop; ${(perWorld / 30).toFixed(2)} ms a step`)
    expect(steps).toBe(worlds * 30)
  })
})
