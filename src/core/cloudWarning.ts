// Issue 33, no silent cloud: an app that points the provider API at its own host (the devstack, a proxy) but leaves
// another service out still sends the person's address there. Said once, in the console, naming each service; the
// README's services table lists them all with their defaults. Loaded only when there is something to say.
import { CLOUD_RPC_URL } from './constants'
import type { LatchConfig } from './config'

const LEFT_AT_CLOUD = [
  ['rpcUrl', `balances, activity, names and identity lookups (with the account's address) go to ${CLOUD_RPC_URL}`],
  ['relayUrl', "WalletConnect pairing goes to WalletConnect's relay and its Verify service"],
] as const

/** The warning for these services, or nothing when every one is set. */
export function cloudWarning(services: LatchConfig['services']): string | undefined {
  const left = LEFT_AT_CLOUD.filter(([name]) => services[name] === undefined)
  if (left.length === 0) return undefined
  const lines = left.map(([name, what]) => `- services.${name} is not set: ${what}.`)
  return [`Latch: services.apiUrl is ${services.apiUrl}, but some services are still the cloud's:`, ...lines, 'Set each one (the devstack: README, "Test your own app against the devstack").'].join('\n')
}
