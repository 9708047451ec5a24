// R-PROD-1: the Connect view lists its methods in the configured order. A method shows only once its flow
// exists in this build (email and social arrive with the embedded wallet), so the order never lies.
import type { ConnectMethod } from '../core/config'

export function connectSections(order: readonly ConnectMethod[], available: ReadonlySet<ConnectMethod>): ConnectMethod[] {
  return order.filter((method, index) => available.has(method) && order.indexOf(method) === index)
}

export const AVAILABLE_METHODS: ReadonlySet<ConnectMethod> = new Set<ConnectMethod>(['wallet'])

/** Email login needs the embedded wallet's frame: offered when the app enables it and names where the frame lives. */
export function availableMethods(features: { email: boolean }, frameUrl: string | undefined): ReadonlySet<ConnectMethod> {
  return features.email && frameUrl ? new Set<ConnectMethod>([...AVAILABLE_METHODS, 'email']) : AVAILABLE_METHODS
}
