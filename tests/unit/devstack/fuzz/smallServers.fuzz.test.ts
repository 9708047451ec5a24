// Issue 34: the mailbox, the sign-in server, the local Solana RPC, the relay's HTTP side and the fault proxy in front
// of a real anvil each take ≥ 200 malformed requests on every route without a 5xx, then still answer correctly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxiedChain, type ProxiedChain } from '../../../../devstack/chain/faultProxy'
import { startMail, type MailServer } from '../../../../devstack/mail'
import { startRelay, type Relay } from '../../../../devstack/relay/server'
import { startSiwxServer, type SiwxServer } from '../../../../devstack/siwx'
import { startSolana, type SolanaServer } from '../../../../devstack/solana'
import { fuzzServer } from './malformedRequests'

const KIB = 1024
const rpc = (url: string, method: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) })

let mail: MailServer
let siwx: SiwxServer
let solana: SolanaServer
let relay: Relay
let chain: ProxiedChain
beforeAll(async () => {
  ;[mail, solana, relay, chain] = await Promise.all([startMail({ smtpPort: 0, httpPort: 0 }), startSolana({ port: 0 }), startRelay({ port: 0 }), startProxiedChain({ port: 0 })])
  siwx = await startSiwxServer({ port: 0, evmChains: { 'eip155:31337': chain.url } })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([mail?.close(), siwx?.close(), solana?.close(), relay?.close(), chain?.close()])
})

describe('malformed requests, every route, no 5xx', { timeout: 120_000 }, () => {
  it('the mailbox', async () => {
    await fuzzServer(mail.mailboxUrl, { maxBodyBytes: 64 * KIB })
    expect(await (await fetch(`${mail.mailboxUrl}/messages`)).json()).toEqual(expect.any(Array))
  })

  it('the sign-in server', async () => {
    await fuzzServer(siwx.url, { maxBodyBytes: 64 * KIB })
    const nonce = await fetch(`${siwx.url}/nonce`, { method: 'POST' })
    expect([nonce.status, await nonce.json()]).toEqual([200, { nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/) }])
  })

  it('the local Solana RPC', async () => {
    await fuzzServer(solana.url, { maxBodyBytes: 2048 * KIB })
    expect(await (await rpc(solana.url, 'getHealth')).json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
  })

  it("the relay's HTTP side", async () => {
    await fuzzServer(relay.url.replace(/^ws/, 'http'), { maxBodyBytes: KIB })
    expect((await fetch(`${relay.url.replace(/^ws/, 'http')}/health`)).status).toBe(200)
  })

  it('the fault proxy in front of a chain', async () => {
    await fuzzServer(chain.url, { maxBodyBytes: 2048 * KIB })
    expect(await (await rpc(chain.url, 'eth_chainId')).json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
  })
})
