// The lazy stand-in for Solana discovery, in a page whose wallet registered before Latch loaded its registry (the
// Wallet Standard's app-ready handshake): nothing loads until start, and a listener taken before hears the wallet.
// Its own file: @wallet-standard/app's registry is global to the module, and here it must start fresh.
// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { createLazySolanaWallets } from '../../../../src/services/solana/lazySolanaWallets'
import { fakeSolanaWallet } from './fakeSolanaWallet'

it('a wallet that registered first is heard once discovery starts; a listener taken before loading gets it', async () => {
  const { wallet } = fakeSolanaWallet({ name: 'Early bird' })
  // What a wallet's script does on load: announce itself (nobody listens yet) and wait for the app to be ready.
  window.addEventListener('wallet-standard:app-ready', (event) => (event as CustomEvent<{ register(w: unknown): void }>).detail.register(wallet))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: unknown): void }) => register(wallet) }))
  const lazy = createLazySolanaWallets()
  const seen: string[][] = []
  const stop = lazy.watch((connectors) => seen.push(connectors.map((connector) => connector.name)))
  expect(seen).toEqual([])
  await lazy.start()
  expect(seen.at(-1)).toEqual(['Early bird'])
  stop()
  const later = fakeSolanaWallet({ name: 'Late' }).wallet
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: unknown): void }) => register(later) }))
  expect(seen.at(-1)).toEqual(['Early bird'])
  expect((await lazy.load()).connectors().map((connector) => connector.name)).toEqual(['Early bird', 'Late'])
})
