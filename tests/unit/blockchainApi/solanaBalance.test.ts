// GET /v1/account/{address}/balance for the local Solana cluster: SOL and the LSD token read live from its RPC, in
// the balance API's shape (SPEC §3 token balance); a Solana address is refused on an EVM chain and the other way round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolana, type SolanaServer } from '../../../devstack/solana'
import { getJson, startLocalBlockchainApi, type LocalBlockchainApi } from './localBlockchainApi'

const SOLANA_ID = 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
const DEV_KEY = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'

describe('Solana balances', () => {
  let solana: SolanaServer
  let local: LocalBlockchainApi
  beforeAll(async () => {
    solana = await startSolana({ port: 0 })
    local = await startLocalBlockchainApi({ [SOLANA_ID]: solana.url })
  })
  afterAll(async () => {
    await local.close()
    await solana.close()
  })
  const url = (address: string, chainId: string) => `${local.api.url}/v1/account/${address}/balance?projectId=latch-local&chainId=${chainId}`

  it('lists SOL (9 decimals) and the LSD token (6 decimals, CAIP-10 mint address) for a dev key', async () => {
    const { status, body } = await getJson(url(DEV_KEY, SOLANA_ID))
    expect(status).toBe(200)
    const { balances } = body as { balances: { symbol: string; chainId: string; address?: string; quantity: { decimals: string; numeric: string } }[] }
    expect(balances.map(({ symbol, chainId, address, quantity }) => ({ symbol, chainId, address, quantity }))).toEqual([
      { symbol: 'SOL', chainId: SOLANA_ID, address: undefined, quantity: { decimals: '9', numeric: '100' } },
      { symbol: 'LSD', chainId: SOLANA_ID, address: `${SOLANA_ID}:D97S42eDiVibGvmjBXNGqLZD4Dizb65XsrmEzE4xmGjS`, quantity: { decimals: '6', numeric: '1000' } },
    ])
  })

  it('refuses an EVM address on the Solana cluster and a Solana address on an EVM chain (400)', async () => {
    expect((await getJson(url('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', SOLANA_ID))).status).toBe(400)
    expect((await getJson(url(DEV_KEY, 'eip155:31337'))).status).toBe(400)
  })
})
