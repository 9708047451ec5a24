// EIP-1193 ProviderRpcError: an Error with a numeric code (and optional data), as wallets throw from request().
export const RPC_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' },
  disconnected: { code: 4900, message: 'The provider is disconnected from all chains.' },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
  internal: { code: -32603, message: 'Internal JSON-RPC error.' },
} as const

export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }

  static of(kind: keyof typeof RPC_ERRORS, message?: string): ProviderRpcError {
    const entry = RPC_ERRORS[kind]
    return new ProviderRpcError(entry.code, message ?? entry.message)
  }
}

/** MetaMask's answer to wallet_switchEthereumChain for a chain it does not know. */
export function unrecognizedChain(chainId: string): ProviderRpcError {
  return new ProviderRpcError(4902, `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`)
}

/** Anything thrown while serving a request, as a ProviderRpcError: the first numeric code down viem's cause chain
 * (the node's own error), with viem's short text. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const fields = (value: unknown) => (typeof value === 'object' && value !== null ? value : {}) as { code?: unknown; shortMessage?: unknown; message?: unknown; cause?: unknown }
  const top = fields(error)
  let code: number | undefined
  for (let link: unknown = error, depth = 0; link !== undefined && link !== null && depth < 10 && code === undefined; depth++) {
    const candidate = fields(link).code
    if (typeof candidate === 'number') code = candidate
    link = fields(link).cause
  }
  const message = typeof top.shortMessage === 'string' ? top.shortMessage : typeof top.message === 'string' ? top.message : String(error)
  return new ProviderRpcError(code ?? RPC_ERRORS.internal.code, message)
}
