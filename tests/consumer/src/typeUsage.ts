// Compile-only (no page imports it): the public types a consumer writes against, checked by tsc against the packed
// .d.ts. The headless commands are those README's "Headless hooks" documents.
import { createLatch, LatchError, type ConnectedAccount, type ConnectionStatus, type Latch, type LatchEip1193Provider, type LatchNetwork, type LatchOptions, type SignOutcome } from 'latch'
import type { useLatch, useLatchState } from 'latch/react'
import { latchConnector, latchWagmiConfig } from 'latch/wagmi'
import { mainnet } from 'viem/chains'
import type { Config, CreateConnectorFn } from 'wagmi'

export type Commands = ReturnType<typeof useLatch>
export type State = ReturnType<typeof useLatchState>

export const checks = (latch: Latch, commands: Commands, state: State) => {
  const provider: LatchEip1193Provider = latch.getProvider('eip155')
  const accounts: Promise<unknown> = provider.request({ method: 'eth_accounts' })
  const status: ConnectionStatus = state.status
  const open: boolean = state.open
  const account: ConnectedAccount | null | undefined = state.account
  const connector: CreateConnectorFn = latchConnector(latch)
  const opened: void = commands.open()
  const closed: void = commands.close()
  const connected: Promise<unknown> = commands.connect('io.latch.testwallet')
  const disconnected: Promise<void> = commands.disconnect()
  const signed: Promise<SignOutcome> = commands.signMessage('hello')
  const error: boolean = new Error() instanceof LatchError
  return { provider, accounts, status, open, account, connector, opened, closed, connected, disconnected, signed, error, create: createLatch }
}

// Issue 33, against the packed .d.ts: one network list (viem chains, ids, objects), wagmi's config from it, and the
// option types refusing what the run-time check would refuse.
export const oneList = () => {
  const networks: LatchNetwork[] = [mainnet, 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
  const latch = createLatch({ networks })
  const config: Config = latchWagmiConfig(latch, { ssr: true })
  // @ts-expect-error a chain name is not a network id
  const byName: LatchOptions = { networks: ['mainnet'] }
  // @ts-expect-error apiUrl belongs in services
  const misplaced: LatchOptions = { networks: ['eip155:1'], apiUrl: 'http://127.0.0.1:5174' }
  return { latch, config, byName, misplaced }
}
