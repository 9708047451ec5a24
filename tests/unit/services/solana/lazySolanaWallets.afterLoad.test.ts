// The lazy stand-in for Solana discovery once it has loaded: discovery may start before anyone listens, and a
// listener taken after loading hears the wallets at once, not only at the next registration. Its own file:
// @wallet-standard/app's registry is global to the module, and here it must start fresh.
// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { createLazySolanaWallets } from '../../../../src/services/solana/lazySolanaWallets'
import { fakeSolanaWallet } from './fakeSolanaWallet'

const registerByEvent = (wallet: unknown) =>
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: unknown): void }) => register(wallet) }))

// R-NAV-7 (opening prefetches the wallets) and R-ENT-2 (the connector list): the list reaches whoever listens.
it('R-NAV-7: discovery starts with nobody listening; a listener taken after loading hears the wallets already there, then the later ones', async () => {
  const lazy = createLazySolanaWallets()
  await expect(lazy.start()).resolves.toBeUndefined()
  registerByEvent(fakeSolanaWallet({ name: 'Before the listener' }).wallet)
  const seen: string[][] = []
  const stop = lazy.watch((connectors) => seen.push(connectors.map((connector) => connector.name)))
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(seen).toEqual([['Before the listener']])
  registerByEvent(fakeSolanaWallet({ name: 'After' }).wallet)
  expect(seen).toEqual([['Before the listener'], ['Before the listener', 'After']])
  stop()
  // Nobody listens any more: a registration still reaches discovery, and nothing throws.
  registerByEvent(fakeSolanaWallet({ name: 'Unheard' }).wallet)
  expect(seen).toHaveLength(2)
  expect((await lazy.load()).connectors().map((connector) => connector.name)).toEqual(['Before the listener', 'After', 'Unheard'])
})
