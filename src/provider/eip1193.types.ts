// The EIP-1193 face Latch gives an app (latch.getProvider): what wagmi's connector, viem's custom transport and any
// library written for window.ethereum expect of a provider.

export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

/** EIP-1193's error: 4001 refused by the person, 4100 not authorized, 4200 unsupported method, 4900 disconnected,
 * 4901 not connected to the requested chain; -32602 bad params, -32603 internal; 32603 (R-ERR-5) an invalid chain id. */
export type ProviderRpcError = Error & { code: number; data?: unknown }

export type ProviderEvents = {
  connect: { chainId: string }
  disconnect: ProviderRpcError
  accountsChanged: string[]
  chainChanged: string
}
export type ProviderEvent = keyof ProviderEvents

export type LatchEip1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): LatchEip1193Provider
  removeListener<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): LatchEip1193Provider
}
