// The cloud's RPC host as the spec tests stand it in (services.rpcUrl): the network's JSON-RPC (eth_getBalance) and
// the blockchain API (balance lookup, history) answered as the test says, every request recorded; anything else
// goes to the real network (the devstack provider API). No expectation lives here.

export const RPC_URL = 'http://blockchain.spec.invalid'

export type BlockchainAnswers = {
  /** eth_getBalance's answer, in wei; a number answers the HTTP status instead. */
  nativeWei?: bigint | number
  /** The balance lookup's `balances`; a number answers the HTTP status instead. */
  balances?: unknown[] | number
  /** The history's `data`; a number answers the HTTP status instead. */
  history?: unknown[] | number
}

export function blockchainStandIn(answers: BlockchainAnswers) {
  const requests: { kind: 'native' | 'balances' | 'history' | 'other'; url: URL }[] = []
  const json = (body: unknown) => Response.json(body)
  const status = (code: number) => new Response(`status ${code}`, { status: code })
  const standIn: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== new URL(RPC_URL).origin) return fetch(input, init)
    if (url.pathname === '/v1/' && init?.method === 'POST') {
      requests.push({ kind: 'native', url })
      const { id, method } = JSON.parse(String(init.body)) as { id: number; method: string }
      if (method !== 'eth_getBalance') return json({ jsonrpc: '2.0', id, error: { code: -32601, message: 'not here' } })
      const wei = answers.nativeWei ?? 0n
      return typeof wei === 'number' ? status(wei) : json({ jsonrpc: '2.0', id, result: `0x${wei.toString(16)}` })
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      requests.push({ kind: 'balances', url })
      const balances = answers.balances ?? []
      return typeof balances === 'number' ? status(balances) : json({ balances })
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      requests.push({ kind: 'history', url })
      const history = answers.history ?? []
      return typeof history === 'number' ? status(history) : json({ data: history })
    }
    requests.push({ kind: 'other', url })
    return status(404)
  }
  return {
    fetch: standIn,
    requests,
    /** How many balance lookups (the account's tokens and its native balance) reached the host. */
    lookups: () => requests.filter((request) => request.kind === 'native' || request.kind === 'balances').length,
  }
}
