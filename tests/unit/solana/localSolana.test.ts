// The devstack's local Solana (litesvm behind JSON-RPC) through the functional client apps use (@solana/kit):
// funded dev keys, a real SOL transfer with its status and fee, a refused one as -32002 with the error, the LSD token
// accounts jsonParsed, airdrops, batches and the JSON-RPC envelope's errors. Values are written from the devstack's
// plan: 100 SOL and 1000 LSD (6 decimals) per dev key, 5000 lamports a signature.
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolana, type SolanaServer } from '../../../devstack/solana'
import { DEV_SOLANA_KEYS } from '../../../devstack/solana/devKeys'

const [KEY_0, KEY_1, KEY_2] = DEV_SOLANA_KEYS as [(typeof DEV_SOLANA_KEYS)[number], (typeof DEV_SOLANA_KEYS)[number], (typeof DEV_SOLANA_KEYS)[number]]
const LSD_MINT = 'D97S42eDiVibGvmjBXNGqLZD4Dizb65XsrmEzE4xmGjS'
const rpcFor = (url: string) => createSolanaRpc(url)

describe('the local Solana cluster', () => {
  let solana: SolanaServer
  let rpc: ReturnType<typeof rpcFor>
  beforeAll(async () => {
    solana = await startSolana({ port: 0 })
    rpc = rpcFor(solana.url)
  })
  afterAll(() => solana.close())

  async function transfer(from: (typeof DEV_SOLANA_KEYS)[number], to: string, amount: bigint) {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(from.seed)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(signer.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: signer, destination: address(to), amount: lamports(amount) }), m),
    )
    return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
  }

  it('names itself: its genesis hash is the CAIP-2 reference of solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL', async () => {
    expect(solana.caipNetworkId).toBe('solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL')
    expect((await rpc.getGenesisHash().send()).slice(0, 32)).toBe('5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL')
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('funds every dev key with 100 SOL', async () => {
    for (const key of DEV_SOLANA_KEYS) expect((await rpc.getBalance(address(key.address)).send()).value).toBe(100_000_000_000n)
  })

  it('a SOL transfer lands: confirmed status, the amount moved and one 5000-lamport signature paid', async () => {
    const before = (await rpc.getBalance(address(KEY_2.address)).send()).value
    const signature = await rpc.sendTransaction(await transfer(KEY_0, KEY_2.address, 1_500_000_000n), { encoding: 'base64' }).send()
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(address(KEY_0.address)).send()).value).toBe(100_000_000_000n - 1_500_000_000n - 5000n)
    expect((await rpc.getBalance(address(KEY_2.address)).send()).value).toBe(before + 1_500_000_000n)
  })

  it('a transfer beyond the balance is refused with -32002 and the runtime error; nothing lands', async () => {
    const wire = await transfer(KEY_1, KEY_2.address, 1_000_000_000_000n)
    const response = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] }) })
    const body = (await response.json()) as { id: number; error: { code: number; data: { err: unknown; logs: string[] } } }
    expect(body.id).toBe(7)
    expect(body.error.code).toBe(-32002)
    expect(body.error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect((await rpc.getBalance(address(KEY_1.address)).send()).value).toBe(100_000_000_000n)
  })

  it('each dev key holds 1000 LSD (6 decimals) in its token account, jsonParsed by mint or by program', async () => {
    const byMint = await rpc.getTokenAccountsByOwner(address(KEY_1.address), { mint: address(LSD_MINT) }, { encoding: 'jsonParsed' }).send()
    const byProgram = await rpc.getTokenAccountsByOwner(address(KEY_1.address), { programId: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') }, { encoding: 'jsonParsed' }).send()
    for (const { value } of [byMint, byProgram]) {
      expect(value).toHaveLength(1)
      const info = (value[0]!.account.data as unknown as { parsed: { info: { mint: string; owner: string; tokenAmount: { amount: string; decimals: number; uiAmountString: string } } } }).parsed.info
      expect(info).toMatchObject({ mint: LSD_MINT, owner: KEY_1.address, tokenAmount: { amount: '1000000000', decimals: 6, uiAmountString: '1000' } })
    }
  })

  it('an airdrop raises the balance', async () => {
    const stranger = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
    const signature = await rpc.requestAirdrop(address(stranger), lamports(2_000_000_000n)).send()
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]).not.toBeNull()
    expect((await rpc.getBalance(address(stranger)).send()).value).toBe(2_000_000_000n)
  })

  it('answers batches in order; an unknown method is -32601, a body that is not JSON -32700, a bad request -32600', async () => {
    const post = async (body: string) => (await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()
    const batch = (await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'getHealth' }, { jsonrpc: '2.0', id: 2, method: 'eth_chainId' }]))) as { id: number; result?: string; error?: { code: number } }[]
    expect(batch).toEqual([{ jsonrpc: '2.0', id: 1, result: 'ok' }, { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: eth_chainId' } }])
    expect(await post('{ not json')).toMatchObject({ error: { code: -32700 } })
    expect(await post(JSON.stringify({ id: 3, method: 'getHealth' }))).toMatchObject({ id: 3, error: { code: -32600 } })
  })

  it('answers GET /health, and 405 with the JSON-RPC envelope to anything but a POST', async () => {
    const health = await fetch(`${solana.url}/health`)
    expect([health.status, await health.json()]).toEqual([200, 'ok'])
    const get = await fetch(solana.url)
    expect([get.status, await get.json()]).toEqual([405, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: POST JSON-RPC here' } }])
  })

  it('reads a JSON-RPC body whatever its content-type', async () => {
    const response = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'getHealth' }) })
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 4, result: 'ok' })
  })

  it('/__faults (issue 34): a status fault makes the RPC answer 503 until DELETE clears it', async () => {
    const post = (path: string, body: unknown) => fetch(`${solana.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post('/__faults', { route: '*', mode: 'status', status: 503, message: 'Service Unavailable' })).status).toBe(201)
    const refused = await post('/', { jsonrpc: '2.0', id: 5, method: 'getHealth' })
    expect([refused.status, await refused.json()]).toEqual([503, { message: 'Service Unavailable' }])
    await expect(rpc.getHealth().send()).rejects.toThrow()
    expect(await (await fetch(`${solana.url}/__faults`, { method: 'DELETE' })).json()).toEqual({ cleared: 1 })
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('lets a page on another local origin call it (CORS preflight)', async () => {
    const response = await fetch(solana.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const withClient = await fetch(solana.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' } })
    expect(withClient.headers.get('access-control-allow-headers')).toContain('solana-client')
  })
})
