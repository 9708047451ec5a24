// JSON-RPC framing for the relay: text in, text out, with ids echoed exactly as the client wrote them. sign-client
// sends some ids as 19-digit numbers in older paths (getBigIntRpcId) and matches answers by `${id}`, so an id that
// JSON.parse would round (beyond 2^53) is copied from the frame's own text instead.

export type ParsedFrame = { ok: true; value: unknown; rawId: string | undefined } | { ok: false }

const NUMBER_TOKEN = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/

/** Index just past the JSON string starting at text[start] === '"', or -1. */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === '"') return i + 1
  }
  return -1
}

function skipSpace(text: string, index: number): number {
  while (index < text.length && ' \t\r\n'.includes(text[index] as string)) index++
  return index
}

/** The raw text of the top-level object's numeric `id` member, if any. */
export function rawTopLevelId(text: string): string | undefined {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      const end = endOfString(text, i)
      if (end < 0) return undefined
      if (depth === 1) {
        const after = skipSpace(text, end)
        if (text[after] === ':' && text.slice(i, end) === '"id"') {
          const valueStart = skipSpace(text, after + 1)
          return NUMBER_TOKEN.exec(text.slice(valueStart, valueStart + 40))?.[0]
        }
      }
      i = end - 1
    } else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
  }
  return undefined
}

export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false }
  }
  let rawId: string | undefined
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'number') rawId = Number.isSafeInteger(id) ? String(id) : (rawTopLevelId(text) ?? String(id))
    else if (typeof id === 'string') rawId = JSON.stringify(id)
  }
  return { ok: true, value, rawId }
}

export function encodeResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function encodeError(rawId: string | undefined, error: { code: number; message: string }, data?: string): string {
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify(data === undefined ? error : { ...error, data })}}`
}

export function encodeRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
