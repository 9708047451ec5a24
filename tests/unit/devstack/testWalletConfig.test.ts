// Issue 33: the test wallet in an app developer's own page. Its chains default to npm start's ports, in the open
// (config.ts); a setting it cannot use is named in a warning instead of silently becoming the default; and at load it
// says once, in one line, which chain does not answer or answers as another chain (chainCheck.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { checkChains } from '../../../devstack/testWallet/chainCheck'
import { configWarnings, DEFAULT_CHAIN_B_URL, DEFAULT_CHAIN_URL, readConfig, toWalletSetup } from '../../../devstack/testWallet/config'

describe('the test wallet config', () => {
  it('with nothing given: chain A at 127.0.0.1:8545 (31337), chain B at 127.0.0.1:8546 (31338), and no warning', () => {
    expect(DEFAULT_CHAIN_URL).toBe('http://127.0.0.1:8545')
    expect(DEFAULT_CHAIN_B_URL).toBe('http://127.0.0.1:8546')
    expect(toWalletSetup(readConfig(undefined))).toMatchObject({ chainUrl: DEFAULT_CHAIN_URL, chainId: 31337, otherChains: [{ id: 31338, url: DEFAULT_CHAIN_B_URL }], startChainId: 31337 })
    expect(configWarnings(undefined)).toEqual([])
  })

  it('takes the chains a page gives', () => {
    const given = { chainUrl: 'http://127.0.0.1:9545/', chainBUrl: 'http://localhost:9546', solanaUrl: 'http://127.0.0.1:9899' }
    expect(readConfig(given)).toMatchObject({ chainUrl: 'http://127.0.0.1:9545', chainBUrl: 'http://localhost:9546', solanaUrl: 'http://127.0.0.1:9899' })
    expect(configWarnings(given)).toEqual([])
    // What the laboratory, the e2e support and the bench give: no warning either.
    expect(configWarnings({ ...given, knowsChainB: false, startChainId: 31338, connect: 'reject', sign: 'never', switch: 'approve', chainId: 31337, chainBId: 31338 })).toEqual([])
  })

  it('names what it ignored: a URL without its scheme, a misspelt key, a knob it does not know, a global that is no object', () => {
    const given = { chainUrl: '127.0.0.1:9545', chainURL: 'http://127.0.0.1:9545', sign: 'yes', knowsChainB: 'no' }
    expect(readConfig(given)).toMatchObject({ chainUrl: DEFAULT_CHAIN_URL, sign: 'approve', knowsChainB: true })
    expect(configWarnings(given)).toEqual([
      expect.stringMatching(/^unknown setting chainURL \(known: chainUrl, chainId, chainBUrl, /),
      'chainUrl "127.0.0.1:9545" is not usable: it is "http://127.0.0.1:8545"',
      'sign "yes" is not usable: it is "approve"',
      'knowsChainB "no" is not usable: it is true',
    ])
    expect(configWarnings('http://127.0.0.1:9545')).toEqual(['__LATCH_TEST_WALLET__ is not an object: every setting takes its default'])
  })
})

describe('checkChains', () => {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections()
            server.close(() => resolve())
          }),
      ),
    )
  })

  /** A chain answering eth_chainId with `result`, or never answering at all. */
  async function chainAnswering(result: string | 'never'): Promise<string> {
    const server = createServer((_req, res) => {
      if (result === 'never') return
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  /** A URL nothing listens on: a port taken and let go. */
  async function deadUrl(): Promise<string> {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise<void>((resolve) => server.close(() => resolve()))
    return `http://127.0.0.1:${port}`
  }

  it('every chain answering as itself: no warning', async () => {
    const a = await chainAnswering('0x7a69')
    const b = await chainAnswering('0x7a6a')
    const lines: string[] = []
    expect(await checkChains([{ id: 31337, url: a }, { id: 31338, url: b }], { warn: (line) => lines.push(line) })).toBeUndefined()
    expect(lines).toEqual([])
  })

  it('one line for every chain that is down, silent or another chain, with the way to point the wallet elsewhere', async () => {
    const dead = await deadUrl()
    const other = await chainAnswering('0x1')
    const silent = await chainAnswering('never')
    const lines: string[] = []
    await checkChains(
      [
        { id: 31337, url: dead },
        { id: 31338, url: other },
        { id: 5, url: silent },
      ],
      { warn: (line) => lines.push(line), timeoutMs: 100 },
    )
    expect(lines).toEqual([
      `Latch test wallet: chain 31337 at ${dead} does not answer eth_chainId; chain 31338 at ${other} answered eth_chainId "0x1", not 0x7a6a; ` +
        `chain 5 at ${silent} does not answer eth_chainId. Run the devstack (npm start in a Latch checkout), or point the wallet at your chains: ` +
        'window.__LATCH_TEST_WALLET__ = { chainUrl, chainBUrl } before this script loads.',
    ])
  })
})
