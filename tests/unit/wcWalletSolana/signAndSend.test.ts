// solana_signAndSendTransaction in the WalletConnect test wallet (devstack/wcWallet/solanaSigner.ts): the signed
// transaction goes to the wallet's Solana RPC as sendTransaction (base64, with the dapp's sendOptions), and the
// answer is the RPC's signature; a refusal or an RPC that is not there comes back as an error, never a throw. The RPC
// here is a node:http stub that records what it was sent.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSolanaSigner } from '../../../devstack/wcWallet/solanaSigner'

const DEV_KEY = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const OTHER_KEY = 'DMxWd7YfKg8TnRpyCmV7Sc9778FC5aQUoAEtYgCKjCby'
const SENT_SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

let server: Server
let url: string
const received: unknown[] = []
/** What the stub answers next. */
let answer: object = { result: SENT_SIGNATURE }

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: unknown }
      received.push({ method: request.method, contentType: request.headers['content-type'], body })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...answer }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
beforeEach(() => {
  received.length = 0
  answer = { result: SENT_SIGNATURE }
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** A system transfer of 1 lamport from the dev key, which pays the fee: one signer, the dev key. */
function transfer(): { wire: Uint8Array; messageBytes: Uint8Array } {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(DEV_KEY), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 100n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(address(DEV_KEY)), destination: address(OTHER_KEY), amount: lamports(1n) }), m),
  )
  const compiled = compileTransaction(message)
  return { wire: new Uint8Array(getTransactionEncoder().encode(compiled)), messageBytes: new Uint8Array(compiled.messageBytes) }
}

describe('WalletConnect test wallet, solana_signAndSendTransaction', () => {
  it('POSTs sendTransaction with the signed transaction in base64 and the sendOptions, and answers { signature }', async () => {
    const { wire, messageBytes } = transfer()
    const outcome = await createSolanaSigner(url).request('solana_signAndSendTransaction', {
      transaction: base64.encode(wire),
      // encoding is the wallet's to choose; an unknown option is not passed on.
      sendOptions: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, encoding: 'base58', bogus: 1 },
    })
    expect(outcome).toEqual({ ok: true, result: { signature: SENT_SIGNATURE } })
    expect(received).toHaveLength(1)
    const { body, ...request } = received[0] as { body: { params: [string, object] } }
    expect(request).toEqual({ method: 'POST', contentType: 'application/json' })
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [expect.any(String), { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, encoding: 'base64' }],
    })
    const sent = base64.decode(body.params[0])
    expect(sent[0]).toBe(1)
    expect(sent.subarray(65)).toEqual(messageBytes)
    expect(ed25519.verify(sent.subarray(1, 65), messageBytes, base58.decode(DEV_KEY))).toBe(true)
  })

  it('with no sendOptions, only the encoding', async () => {
    await createSolanaSigner(url).request('solana_signAndSendTransaction', { transaction: base64.encode(transfer().wire) })
    expect((received[0] as { body: { params: unknown[] } }).body.params[1]).toEqual({ encoding: 'base64' })
  })

  it("the cluster's refusal goes back as it said it; an RPC that is not there is -32603; nothing is sent unsigned", async () => {
    answer = { error: { code: -32002, message: 'Transaction simulation failed: {"InstructionError":[0,{"Custom":1}]}' } }
    expect(await createSolanaSigner(url).request('solana_signAndSendTransaction', { transaction: base64.encode(transfer().wire) })).toEqual({
      ok: false,
      error: { code: -32002, message: 'Transaction simulation failed: {"InstructionError":[0,{"Custom":1}]}' },
    })

    const nowhere = await createSolanaSigner('http://127.0.0.1:9').request('solana_signAndSendTransaction', { transaction: base64.encode(transfer().wire) })
    expect(nowhere).toMatchObject({ ok: false, error: { code: -32603, message: expect.stringMatching(/^the Solana RPC at http:\/\/127\.0\.0\.1:9 did not answer/) as unknown } })

    received.length = 0
    expect(await createSolanaSigner(url).request('solana_signAndSendTransaction', { transaction: 'AAAA' })).toMatchObject({ ok: false, error: { code: -32602 } })
    expect(received).toEqual([])
  })
})
