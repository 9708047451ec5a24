// Issue 34: the embedded wallet's frame server takes ≥ 200 malformed requests on every route without a 5xx, then
// still answers its page and its health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxiedChain, type ProxiedChain } from '../../../../devstack/chain/faultProxy'
import { startFrame, type FrameServer } from '../../../../devstack/frame'
import { startMail, type MailServer } from '../../../../devstack/mail'
import { fuzzServer } from './malformedRequests'

let mail: MailServer
let chain: ProxiedChain
let frame: FrameServer
beforeAll(async () => {
  ;[mail, chain] = await Promise.all([startMail({ smtpPort: 0, httpPort: 0 }), startProxiedChain({ port: 0 })])
  frame = await startFrame({ port: 0, chainUrl: chain.url, chainId: chain.chainId, smtpUrl: mail.smtpUrl, script: async () => '/* the page script */' })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([frame?.close(), mail?.close(), chain?.close()])
})

describe('the frame server under malformed requests', () => {
  it('answers every one below 500, then its page and its health as before', { timeout: 120_000 }, async () => {
    await fuzzServer(frame.url, { maxBodyBytes: 1024 * 1024 })
    expect((await fetch(`${frame.url}/frame`)).status).toBe(200)
    const health = await fetch(`${frame.url}/__health`)
    expect(await health.json()).toEqual({ ok: true, faults: { ready: 'normal', replies: 'normal' } })
  })
})
