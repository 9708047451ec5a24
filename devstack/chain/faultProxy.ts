// The fault switch in front of a local EVM chain (issue 34). anvil is a binary we cannot add routes to, and killing it
// to play "the chain is down" loses its state and its port; so the URL everyone is given for a chain is this small
// proxy on the devstack's HTTP base, and anvil listens on an internal port behind it. Every request is handed to anvil
// as it came and anvil's answer (status, body, content-type) handed back, until a test POSTs `<chain URL>/__faults`
// ({ route: '*', mode: 'down' }, or slow, status, malformed, wrong-shape) and clears it with DELETE. Nothing speaks
// WebSocket to anvil (the app, the wallets, the frame, the blockchain API and the seeding all use HTTP), so the proxy
// is HTTP only; `anvilUrl` is there for in-process callers that must not meet a fault (the seeding at start).
import { createDevApp, errorAnswer, startDevServer, type DevServer } from '../http/devServer'
import type { FaultSwitch } from '../http/faultSwitch'
import { startChain, type Chain, type ChainOptions } from './anvil'
import { findFreePort } from './freePort'
import { MAX_RPC_BODY_BYTES } from './jsonRpc'
import { assertLoopback } from '../http/loopback'

/** Hands each request to `upstreamUrl` and answers with what it answered; `/__faults` (the base's) fails them instead. */
export function createChainProxyApp(upstreamUrl: string, label = 'local chain') {
  const upstream = new URL(upstreamUrl)
  // CORS is the base's, for any origin, as anvil's own is: pages on any local port call the chain.
  const proxy = createDevApp({ origin: '*', maxBodyBytes: MAX_RPC_BODY_BYTES })
  proxy.app.all('*', async (c) => {
    const target = new URL(upstream)
    const incoming = new URL(c.req.url)
    target.pathname = incoming.pathname
    target.search = incoming.search
    const contentType = c.req.header('content-type')
    const withBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    let answer: Response
    try {
      answer = await fetch(target, {
        method: c.req.method,
        // The content-type goes as it came: anvil refuses a body that is not application/json, and so must this.
        headers: contentType === undefined ? {} : { 'content-type': contentType },
        ...(withBody ? { body: await c.req.arrayBuffer() } : {}),
      })
    } catch (error) {
      // anvil gone (it exited, or is not up yet) is the proxy's 502, which a client tells from a fault's 503 or drop.
      return errorAnswer(c, 502, `${label} (anvil) at ${upstream.origin} did not answer: ${error instanceof Error ? error.message : String(error)}`)
    }
    const headers: Record<string, string> = {}
    const type = answer.headers.get('content-type')
    if (type !== null) headers['content-type'] = type
    return c.body(await answer.arrayBuffer(), answer.status as 200, headers)
  })
  return proxy
}

export type ChainProxy = DevServer & { faults: FaultSwitch }

/** The proxy listening on host:port (0: a free one). A taken port is said plainly, as anvil.ts says it. */
export async function startChainProxy(options: { host: string; port: number; upstreamUrl: string; label?: string }): Promise<ChainProxy> {
  const { app, faults } = createChainProxyApp(options.upstreamUrl, options.label)
  try {
    return { ...(await startDevServer(app, { host: options.host, port: options.port })), faults }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const what = `${options.label ?? 'local chain'} (fault proxy)`
    throw new Error(
      code === 'EADDRINUSE' ? `${what}: port ${options.port} on ${options.host} is already in use (set another port in the environment)` : `${what}: cannot listen on ${options.host}:${options.port} (${String(error)})`,
      { cause: error },
    )
  }
}

export type ProxiedChain = Chain & {
  /** anvil itself, on its internal port: no fault reaches it. */
  anvilUrl: string
  /** The proxy's switch, for in-process tests (the same one `<url>/__faults` sets). */
  faults: FaultSwitch
}

/** A chain behind its fault proxy: `url` is the proxy's, on `options.port`; anvil takes a free internal port. The proxy
 * binds first (milliseconds), so a taken port fails before anvil is spawned. */
export async function startProxiedChain(options: ChainOptions): Promise<ProxiedChain> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the local chain')
  const anvilPort = await findFreePort(host)
  const anvilUrl = `http://${host.includes(':') ? `[${host}]` : host}:${anvilPort}`
  const proxy = await startChainProxy({ host, port: options.port, upstreamUrl: anvilUrl, ...(options.label ? { label: options.label } : {}) })
  let anvil: Chain
  try {
    anvil = await startChain({ ...options, host, port: anvilPort })
  } catch (error) {
    await proxy.close()
    throw error
  }
  return {
    ...anvil,
    url: proxy.url,
    anvilUrl: anvil.url,
    faults: proxy.faults,
    close: async () => {
      await Promise.all([proxy.close(), anvil.close()])
    },
  }
}
