// The situations a generated sequence can reach, noted after every step: the run counts how many sequences reached
// each, and the test fails when one is never reached (a generator that never gets there proves nothing about it).
import { selectBalanceFlow, selectOnRampFlow, selectSendFlow } from '../../../src/machines/root/root.contentSelectors'
import type { World } from '../support/world'
import { embeddedChildren } from './invariants'
import type { Model } from './systemModel'

export const SITUATIONS = {
  'a browser wallet connected (EVM)': (world: World) => world.connection('eip155').matches('connected') && world.connection('eip155').context.session?.connectorId !== 'auth',
  'a Solana wallet connected': (world: World) => world.connection('solana').matches('connected'),
  'both namespaces connected at once': (world: World) => world.connection('eip155').matches('connected') && world.connection('solana').matches('connected'),
  'the embedded wallet connected (email login)': (world: World) => world.connection('eip155').context.session?.connectorId === 'auth',
  'an email code awaited': (world: World) => embeddedChildren(world).emailLogin?.matches({ flow: 'awaitingOtp' }) === true,
  'an email updated (both codes)': (world: World) => ['new@example.com', 'other@example.com'].includes(world.frame?.signedInEmail ?? ''),
  'an approval shown in the frame': (world: World) => world.frame?.approval !== undefined,
  'a wallet prompt left hanging': (world: World) => [...world.evmWallets, ...world.solanaWallets].some((wallet) => wallet.pending.length > 0),
  'a network switch under way': (world: World) => world.networkFlow()?.getSnapshot().matches('switching') === true || world.networkFlow()?.getSnapshot().matches('awaitingConnection') === true,
  'balances shown': (world: World) => selectBalanceFlow(world.latch.actor.getSnapshot())?.getSnapshot().matches('loaded') === true,
  'UnsupportedChain shown': (world: World) => world.view() === 'UnsupportedChain',
  'SIWXSignMessage shown': (world: World) => world.view() === 'SIWXSignMessage',
  'signed in with X': (world: World) => world.siwxFlow()?.getSnapshot().matches('signedIn') === true,
  'an app request waiting': (world: World) => world.pendingRequests().length > 0,
  'Send shown for an account': (world: World) => world.view() === 'Send' && selectSendFlow(world.latch.actor.getSnapshot())?.getSnapshot().context.account?.caipAddress === world.modal().context.account?.caipAddress,
  'Buy shown for an account': (world: World) => world.view() === 'OnRamp' && selectOnRampFlow(world.latch.actor.getSnapshot())?.getSnapshot().context.account?.caipAddress === world.modal().context.account?.caipAddress,
} as const satisfies Record<string, (world: World) => boolean>

export type Situation = keyof typeof SITUATIONS

export function noteReached(world: World, model: Model): void {
  for (const [name, reached] of Object.entries(SITUATIONS)) if (!model.reached.has(name) && reached(world)) model.reached.add(name)
}
