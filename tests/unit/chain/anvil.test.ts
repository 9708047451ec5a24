// The devstack's local chain: a real anvil on loopback, the default mnemonic's funded accounts, and a port that is
// free again after close().
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { DEV_ACCOUNTS, DEV_MNEMONIC } from '../../../devstack/chain/devAccounts'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result?: unknown }).result
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

describe('startChain (anvil)', () => {
  let chain: Chain

  beforeAll(async () => {
    chain = await startChain({ port: 0 })
  })
  afterAll(async () => {
    await chain.close()
  })

  it('listens on loopback and answers eth_chainId 0x7a69', async () => {
    expect(chain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.chainId).toBe(31337)
    expect(await rpc(chain.url, 'eth_chainId')).toBe('0x7a69')
  })

  it('funds the first dev account', async () => {
    const client = createPublicClient({ transport: http(chain.url) })
    const first = chain.accounts[0]
    expect(first?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(await client.getBalance({ address: first!.address })).toBeGreaterThan(0n)
  })

  it('reports the accounts anvil derived from the default mnemonic, with their keys', async () => {
    expect(await rpc(chain.url, 'eth_accounts')).toEqual(DEV_ACCOUNTS.map((account) => account.address.toLowerCase()))
    DEV_ACCOUNTS.forEach((account, addressIndex) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address).toBe(account.address)
    })
  })

  it('refuses a host beyond loopback and a port already taken, with a clear error', async () => {
    await expect(startChain({ host: '0.0.0.0', port: 0 })).rejects.toThrow(/loopback only/)
    const port = Number(new URL(chain.url).port)
    await expect(startChain({ port })).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`)
  })
})

describe('close()', () => {
  it('stops anvil and frees the port', async () => {
    const chain = await startChain({ port: 0 })
    const port = Number(new URL(chain.url).port)
    expect(await canListen(port)).toBe(false)
    await chain.close()
    expect(await canListen(port)).toBe(true)
    await expect(rpc(chain.url, 'eth_chainId')).rejects.toThrow()
    await chain.close() // twice is harmless
  })
})

describe('a chain that does not come up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'latch-anvil-'))
  function fakeAnvil(script: string): string {
    const file = join(dir, `anvil-${Math.random().toString(36).slice(2)}.sh`)
    writeFileSync(file, `#!/bin/sh\n${script}\n`)
    chmodSync(file, 0o755)
    return file
  }
  afterEach(() => {
    delete process.env.LATCH_ANVIL_BIN
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('times out with the URL and the wait in the message', async () => {
    process.env.LATCH_ANVIL_BIN = fakeAnvil('exec sleep 30')
    await expect(startChain({ port: 0, readyTimeoutMs: 200 })).rejects.toThrow(/did not answer eth_chainId 31337 on http:\/\/127\.0\.0\.1:\d+ within 200 ms/)
  })

  it('reports an early exit with what the binary wrote to stderr', async () => {
    process.env.LATCH_ANVIL_BIN = fakeAnvil('echo "cannot bind" >&2; exit 3')
    await expect(startChain({ port: 0 })).rejects.toThrow(/exited \(code 3\) before answering .*: cannot bind/)
  })
})
