// The legacy injected wallet: window.ethereum, used only when it is a real EIP-1193 object.
import { isEip1193Provider, type Eip1193Provider } from './provider'

export function findInjectedProvider(win: { readonly ethereum?: unknown } | undefined): Eip1193Provider | undefined {
  try {
    const candidate = win?.ethereum
    return isEip1193Provider(candidate) ? candidate : undefined
  } catch {
    return undefined // a throwing getter on window.ethereum (wallet extensions fighting over it)
  }
}
