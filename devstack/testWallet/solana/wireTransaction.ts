// Just enough of Solana's wire format to sign as a wallet does: the compact-u16 count of signature slots, the
// slots, then the message, whose header says how many of its leading account keys must sign. The wallet writes its
// signature over the message bytes into the slot of its own key.
function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('truncated transaction')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('bad compact-u16')
}

export type WireTransaction = { signatureCount: number; signaturesOffset: number; message: Uint8Array; signers: Uint8Array[] }

export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const count = compactU16(bytes, 0)
  const signaturesOffset = count.size
  const message = bytes.subarray(signaturesOffset + count.value * 64)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  let cursor = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[cursor]
  if (required === undefined) throw new Error('truncated message')
  cursor += 3
  const keys = compactU16(message, cursor)
  cursor += keys.size
  const signers: Uint8Array[] = []
  for (let index = 0; index < Math.min(required, keys.value); index++) signers.push(message.subarray(cursor + index * 32, cursor + (index + 1) * 32))
  if (count.value !== required) throw new Error(`the transaction has ${count.value} signature slots for ${required} signers`)
  return { signatureCount: count.value, signaturesOffset, message, signers }
}

const sameKey = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/** The transaction with `signature` in the slot of `publicKey`; throws when that key is not one of its signers. */
export function withSignature(bytes: Uint8Array, publicKey: Uint8Array, sign: (message: Uint8Array) => Uint8Array): Uint8Array {
  const parsed = parseWireTransaction(bytes)
  const slot = parsed.signers.findIndex((signer) => sameKey(signer, publicKey))
  if (slot < 0) throw new Error('this wallet is not a signer of the transaction')
  const signed = new Uint8Array(bytes)
  signed.set(sign(parsed.message), parsed.signaturesOffset + slot * 64)
  return signed
}
