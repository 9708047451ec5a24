// The services' code that loads only once it is first used, behind one dynamic import: the first click names this
// one chunk instead of each of these, with the chunks each needs, in its preload list (about 0.45 KiB gzip in all).
// This chunk is a few lines, fetched with the first of them: at start when there is a session to restore or stored
// values for the sweep's later half; otherwise at the first opening, which asks for the Solana wallets at once and
// for the wallet lists and the provider API only after its first paint, by when it is most often here.
export const sweepLater = () => import('./storage/sweepLater')
export const namespacedConnection = () => import('./connection/namespacedConnection')
export const providerApi = () => import('./api/providerApi')
export const walletCatalogue = () => import('./catalogue/walletCatalogue')
export const solanaWallets = () => import('./solana/solanaWallets')
export const walletConnect = () => import('./walletconnect/walletConnect')
export const armedTrap = () => import('./dialog/armedTrap')
export const pageHider = () => import('./dialog/pageHider')
