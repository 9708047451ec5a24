// Reads a request body up to a limit. The provider API's reader stops at 64 KiB (an analytics event); JSON-RPC bodies
// carry contract creations and batches, so the proxy allows more.
import type { IncomingMessage } from 'node:http'

export const MAX_RPC_BODY_BYTES = 2 * 1024 * 1024

export class BodyTooLarge extends Error {}

export async function readText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > maxBytes) throw new BodyTooLarge(`the body is over ${maxBytes} bytes`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
