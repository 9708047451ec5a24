// What Latch loads only once something asks for it, behind one dynamic import: the first click names this one chunk
// instead of each of these, with the chunks each needs, in its preload list (issue 35 won these bytes back).
// createLatch's: sessions, RPC, names, the provider's workings, headless connect, the first opening's remote config.
// The root's flows (lazyFlows.ts): pairing, network, balance, the embedded wallet, sign-in and names. The modal's
// All wallets list (modalLogic.ts). This chunk is a few lines, fetched with the first of them, most often the pairing
// flow the first opening's Connect view prepares.
export const siwxFlow = () => import('./flows/siwxFlow')
export const rpcFlow = () => import('./flows/rpcFlow')
export const namesFlow = () => import('./flows/namesFlow')
export const pairingFlow = () => import('./flows/pairingFlow')
export const networkFlow = () => import('./flows/networkFlow')
export const balanceFlow = () => import('./flows/balanceFlow')
export const embeddedFlow = () => import('./flows/embeddedFlow')
export const sendFlow = () => import('./flows/sendFlow')
export const onRampFlow = () => import('./flows/onRampFlow')
export const walletListMachine = () => import('../machines/walletList/walletList.machine')
export const walletListActors = () => import('../machines/walletList/walletList.actors')
export const eip1193Provider = () => import('../provider/eip1193Provider')
export const headless = () => import('../provider/headless')
export const firstOpening = () => import('./firstOpening')
